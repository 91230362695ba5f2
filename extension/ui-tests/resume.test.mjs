// The link's resume secret and the 4410 refusal, against the stand-in bridge: the extension keeps
// the welcome's secret in session storage and proves itself with it in the next hello; a bridge
// that still holds an older link of this browser refuses with 4410, and the extension retries
// (showing why) without forgetting its key.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fakeBridge, launch, pair } from './harness.mjs';

describe('link resume and duplicate refusal', () => {
  let browser;
  let bridge;
  let popup;

  before(async () => {
    [bridge, browser] = await Promise.all([fakeBridge(), launch({ required: true })]);
    bridge.resume = 'resume-1';
    popup = await pair(browser, bridge);
  });
  after(async () => {
    await browser?.close();
    await bridge?.stop();
  });

  it('keeps the resume secret in session storage and sends it in the next hello', async () => {
    assert.equal(bridge.hellos.at(-1).resume, undefined, 'the first hello has nothing to resume');
    const stored = await browser.worker.evaluate(() => chrome.storage.session.get('resume'));
    assert.equal(stored.resume?.secret, 'resume-1');
    bridge.resume = 'resume-2';
    const again = bridge.welcomed({ fresh: true });
    bridge.drop(1011, 'link lost');
    assert.equal((await again).resume, 'resume-1');
    // The welcome is on the wire before the worker has stored its secret: wait for the storage change.
    const now = await browser.worker.evaluate(() => new Promise((resolve) => {
      const read = () => chrome.storage.session.get('resume').then((got) => {
        if (got.resume?.secret === 'resume-2') resolve(got);
        else setTimeout(read, 20);
      });
      read();
      setTimeout(() => chrome.storage.session.get('resume').then(resolve), 5000);
    }));
    assert.equal(now.resume?.secret, 'resume-2', 'each welcome replaces the secret');
  });

  it('retries after 4410 and keeps the key, showing why in the popup', async () => {
    bridge.refuse = [4410, 4410, 4410];
    const back = bridge.welcomed({ fresh: true });
    bridge.drop(1011, 'link lost');
    await popup.waitForSelector('#d-reason:text("still open on the bridge")');
    const hello = await back;
    assert.equal(bridge.refuse.length, 0, 'every refused hello was retried');
    assert.equal(hello.key, bridge.key, 'the key was kept');
    assert.equal(hello.resume, 'resume-2');
    await popup.waitForSelector('body[data-view="connected"]');
  });
});
