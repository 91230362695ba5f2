// Options → "Tool names shown to clients": the choice reaches the bridge on the live link (a
// `settings` message: no reconnect, the popup's client list kept), in both languages; "Bridge
// default" sends none chosen; an older bridge, which reads it only from a hello, gets a fresh one.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fakeBridge, launch, pair, screenshot } from './harness.mjs';

for (const lang of ['en', 'fr']) {
  describe(`tool-name profile setting (${lang})`, () => {
    let browser;
    let bridge;
    let options;
    let popup;
    before(async () => {
      bridge = await fakeBridge();
      browser = await launch({ lang });
      popup = await pair(browser, bridge);
      options = await browser.open('options.html');
      await options.setViewportSize({ width: 900, height: 900 });
    });
    after(async () => {
      await browser?.close();
      await bridge?.stop();
    });

    it('offers the bridge default and the five profiles, default first', async () => {
      const values = await options.locator('#tool-profile option').evaluateAll((os) => os.map((o) => o.value));
      assert.deepEqual(values, ['', 'compact', 'full', 'extract', 'tabs', 'claude']);
      assert.equal(await options.locator('#tool-profile').inputValue(), '');
      assert.equal(bridge.hellos.at(-1).toolProfile, undefined, 'no profile is sent until the user picks one');
      // Plain words: the flag and the tool names wait under Details; the bridge's address and the browser's id too.
      const shown = await options.locator('#connection').innerText();
      assert.doesNotMatch(shown, /--tools|ws:\/\/|[0-9a-f]{8}-[0-9a-f]{4}-|read_page/);
      await options.click('#connection details:has(#o-bridge) summary');
      assert.match(await options.locator('#connection').innerText(), /ws:\/\/127\.0\.0\.1/);
    });

    it('a new choice applies on the live link: no reconnect, the client list kept', async () => {
      await bridge.command('browser.info', {}, 'claude-desktop');
      await popup.waitForSelector('#c-clients li');
      const hellos = bridge.hellos.length;
      const sent = bridge.nextSettings();
      await options.selectOption('#tool-profile', 'claude');
      assert.deepEqual(await sent, { type: 'settings', toolProfile: 'claude', enabled: false });
      assert.match(await options.locator('#tool-profile-saved').innerText(), lang === 'fr' ? /Enregistré/ : /Saved/);
      await screenshot(options, `${lang}-options-tool-profile`);

      const back = bridge.nextSettings();
      await options.selectOption('#tool-profile', '');
      assert.equal((await back).toolProfile, '');
      // The same link carries the next command, and nothing said hello again.
      assert.equal((await bridge.command('browser.info', {}, 'cursor')).success, true);
      assert.equal(bridge.hellos.length, hellos, 'no new hello: the link was kept');
      await popup.waitForFunction(() => document.querySelectorAll('#c-clients li').length === 2);
      assert.match(await popup.locator('#c-clients').innerText(), /claude-desktop[\s\S]*cursor|cursor[\s\S]*claude-desktop/);
    });

    it('keeps the choice across a reload of the page', async () => {
      const sent = bridge.nextSettings();
      await options.selectOption('#tool-profile', 'tabs');
      await sent;
      await options.reload();
      await options.waitForFunction(() => document.querySelector('#tool-profile')?.options.length === 6);
      assert.equal(await options.locator('#tool-profile').inputValue(), 'tabs');
    });
  });
}

describe('tool-name profile with an older bridge', () => {
  let browser;
  let bridge;
  before(async () => {
    bridge = await fakeBridge({ liveSettings: false });
    browser = await launch();
    await pair(browser, bridge);
  });
  after(async () => {
    await browser?.close();
    await bridge?.stop();
  });

  it('reconnects with the profile in the hello, the only way such a bridge reads it', async () => {
    const options = await browser.open('options.html');
    const renewed = bridge.welcomed({ fresh: true });
    await options.selectOption('#tool-profile', 'claude');
    assert.equal((await renewed).toolProfile, 'claude');
    assert.equal(bridge.settings.length, 0);
  });
});
