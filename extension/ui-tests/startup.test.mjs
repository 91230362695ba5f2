// "Connect automatically when the browser starts": on, a restarted browser reconnects by itself;
// off, it shows Disconnected and waits for the user. Same profile across two browser runs.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fakeBridge, launch, pair } from './harness.mjs';

describe('auto-connect at browser start', () => {
  let bridge;
  let profile;
  let browser;
  before(async () => {
    bridge = await fakeBridge();
    profile = mkdtempSync(join(tmpdir(), 'tabrelay-ui-profile-'));
  });
  after(async () => {
    await browser?.close();
    await bridge?.stop();
    rmSync(profile, { recursive: true, force: true });
  });

  it('on (the default): a restarted browser connects by itself', async () => {
    browser = await launch({ profile });
    const popup = await pair(browser, bridge);
    assert.equal(await popup.locator('#auto-connect').isChecked(), true);
    await browser.close();
    const welcomed = bridge.welcomed({ fresh: true });
    browser = await launch({ profile });
    await welcomed;
  });

  it('off: a restarted browser shows Disconnected and does not connect until Reconnect', async () => {
    let popup = await browser.open('popup.html');
    await popup.waitForSelector('body[data-view="connected"]');
    await popup.click('#auto-connect');
    await browser.worker.evaluate(async () => {
      const deadline = Date.now() + 20_000;
      while ((await chrome.storage.local.get('autoConnect')).autoConnect !== false) {
        if (Date.now() > deadline) throw new Error('autoConnect was not stored as false within 20 s of the click');
        await new Promise((r) => setTimeout(r, 20));
      }
    });
    await browser.close();
    const hellos = bridge.hellos.length;
    browser = await launch({ profile });
    popup = await browser.open('popup.html');
    await popup.waitForSelector('body[data-view="disconnected"]');
    assert.match(await popup.locator('#d-reason').innerText(), /Automatic connection is off/);
    assert.equal(bridge.hellos.length, hellos, 'no hello sent at startup in manual mode');
    const welcomed = bridge.welcomed({ fresh: true });
    await popup.click('#reconnect');
    await welcomed;
    await popup.waitForSelector('body[data-view="connected"]');
  });
});
