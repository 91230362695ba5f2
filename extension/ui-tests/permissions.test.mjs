// Permissions: granted, declined and revoked, each seen in the pages and over the link.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fakeBridge, launch, pageServer, pair, screenshot } from './harness.mjs';

describe('without the bridge permissions (install state, or declined)', () => {
  let browser;
  let bridge;
  let popup;
  before(async () => {
    [bridge, browser] = await Promise.all([fakeBridge(), launch()]);
    popup = await pair(browser, bridge);
  });
  after(async () => {
    await browser?.close();
    await bridge?.stop();
  });

  it('answers PERMISSION_REQUIRED naming the Enable bridge button, and its own features still work', async () => {
    const page = await browser.context.newPage(); // the active tab extract.tab reads: a web page, not ours
    await page.goto('about:blank');
    for (const [action, params] of [['tabs.list', {}], ['extract.url', { url: 'http://127.0.0.1:9/' }], ['extract.tab', {}]]) {
      const reply = await bridge.command(action, params);
      assert.equal(reply.error?.code, 'PERMISSION_REQUIRED', `${action}: ${JSON.stringify(reply)}`);
      assert.match(reply.error.message, /press Enable bridge/, action);
    }
    assert.equal((await bridge.command('browser.info')).success, true);
    await page.close();
    assert.match(await popup.locator('#access-state').innerText(), /Not enabled/);
    assert.equal(await popup.locator('#enable').isVisible(), true);
  });

  it('asks for tabs and all sites inside the click (the browser shows its prompt)', async () => {
    await popup.click('#enable');
    // Outside a user gesture Chrome rejects at once and the page would say "Could not ask".
    await popup.waitForSelector('#access-state:text("Answer the browser")');
  });

  it('an advanced feature is requested when turned on, and follows a revocation elsewhere', async () => {
    const options = await browser.open('options.html');
    await options.click('#feature-cookies'); // warning-free: granted silently on a real click
    await options.waitForFunction(() => document.getElementById('feature-cookies').checked);
    assert.equal(await browser.worker.evaluate(() => chrome.permissions.contains({ permissions: ['cookies'] })), true);
    await browser.worker.evaluate(() => chrome.permissions.remove({ permissions: ['cookies'] }));
    await options.waitForFunction(() => !document.getElementById('feature-cookies').checked);
    await options.click('#feature-cookies');
    await options.waitForFunction(() => document.getElementById('feature-cookies').checked);
    await options.click('#feature-cookies');
    await options.waitForFunction(() => !document.getElementById('feature-cookies').checked);
    assert.equal(await browser.worker.evaluate(() => chrome.permissions.contains({ permissions: ['cookies'] })), false);
    await options.close();
  });
});

describe('with the bridge permissions granted, then revoked', () => {
  let browser;
  let bridge;
  let pages;
  let popup;
  before(async () => {
    [bridge, pages, browser] = await Promise.all([fakeBridge(), pageServer(), launch({ required: true })]);
    popup = await pair(browser, bridge);
  });
  after(async () => {
    await browser?.close();
    await Promise.all([bridge?.stop(), pages?.close()]);
  });

  it('granted: the popup moves on to the ready step and the commands work', async () => {
    // Access is no longer the next step, so its section leaves the popup.
    await popup.waitForSelector('body[data-step="ready"]');
    assert.equal(await popup.locator('#state').innerText(), 'Connected');
    assert.equal(await popup.locator('#enable').isVisible(), false);
    assert.equal((await bridge.command('tabs.list')).success, true);
    const reply = await bridge.command('extract.url', { url: `http://127.0.0.1:${pages.port}/a` });
    assert.equal(reply.success, true, JSON.stringify(reply.error));
  });

  it('revoked in chrome://extensions: the popup updates and commands answer PERMISSION_REQUIRED', async () => {
    const settings = await browser.context.newPage();
    await settings.goto('chrome://extensions');
    // What "Site access: On click" does in the extension's details page.
    await settings.evaluate((id) => chrome.developerPrivate.updateExtensionConfiguration({ extensionId: id, hostAccess: 'ON_CLICK' }), browser.id);
    await popup.waitForSelector('#access-state:text("Not enabled")');
    assert.equal(await popup.locator('#enable').isVisible(), true);
    assert.equal(await popup.locator('#state').innerText(), 'Needs access');
    await screenshot(popup, 'en-popup-permission-revoked');
    const reply = await bridge.command('extract.url', { url: `http://127.0.0.1:${pages.port}/a` });
    assert.equal(reply.error?.code, 'PERMISSION_REQUIRED', JSON.stringify(reply));
    assert.match(reply.error.message, /press Enable bridge/);
    await settings.close();
  });
});
