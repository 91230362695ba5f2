// Pause all (issue 30) in real Chromium with a stand-in bridge: the keyboard shortcut (its
// handler, as Chrome calls it: a headless browser cannot press a browser shortcut) pauses every
// agent, the toolbar badge shows it, every command answers PAUSED_BY_USER, the popup's switch
// shows it and resumes.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fakeBridge, launch, pair } from './harness.mjs';

describe('pause all', () => {
  let browser;
  let bridge;
  let popup;
  before(async () => {
    bridge = await fakeBridge();
    browser = await launch({ testHooks: true, required: true });
    popup = await pair(browser, bridge);
  });
  after(async () => {
    await browser?.close();
    await bridge?.stop();
  });

  const badge = () => browser.worker.evaluate(() => chrome.action.getBadgeText({}));

  it('the shortcut pauses every command and the badge; the popup switch resumes', async () => {
    assert.equal((await bridge.command('tabs.list', {})).success, true);
    await browser.worker.evaluate(() => globalThis.tabrelayTest.onCommand('pause-agents'));
    await popup.waitForSelector('#pause-all:checked');
    await browser.worker.evaluate(() => new Promise((resolve) => {
      const check = () => chrome.action.getBadgeText({}).then((t) => (t === 'II' ? resolve() : setTimeout(check, 50)));
      check();
    }));
    assert.equal(await badge(), 'II');
    for (const action of ['tabs.list', 'page.snapshot', 'input.click']) {
      const reply = await bridge.command(action, { selector: 'a' });
      assert.equal(reply.success, false, action);
      assert.equal(reply.error.code, 'PAUSED_BY_USER', `${action}: ${reply.error.message}`);
    }
    assert.equal((await bridge.command('browser.info', {})).success, true, 'the daemon\'s own housekeeping still runs');
    await popup.click('#pause-all');
    await popup.waitForSelector('#pause-all:not(:checked)');
    const resumed = await bridge.command('tabs.list', {});
    assert.equal(resumed.success, true, JSON.stringify(resumed.error));
    assert.notEqual(await badge(), 'II');
  });
});
