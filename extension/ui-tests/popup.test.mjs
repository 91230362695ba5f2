// The popup's three views and every transition between them, against a stand-in bridge. The
// browser here has the bridge's access already (as after Enable bridge); first-run.test.mjs
// walks the steps before it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fakeBridge, launch, screenshot } from './harness.mjs';

/** Waits until the popup renders `view` (its body's data-view). */
const view = (page, name) => page.waitForSelector(`body[data-view="${name}"]`, { timeout: 10_000 });
const text = (page, selector) => page.locator(selector).innerText();

async function noOverflow(page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `the popup is ${width} px wide at a 360 px viewport`);
}

describe('popup views (English)', () => {
  let browser;
  let bridge;
  let popup;
  before(async () => {
    bridge = await fakeBridge();
    browser = await launch({ required: true });
    popup = await browser.open('popup.html');
  });
  after(async () => {
    await browser?.close();
    await bridge?.stop();
  });

  it('starts in Setup and explains invalid connection strings precisely', async () => {
    await view(popup, 'setup');
    assert.equal(await text(popup, '#state'), 'Not paired');
    await noOverflow(popup);
    await screenshot(popup, 'en-popup-setup');
    await popup.fill('#connect-string', 'hello');
    await popup.click('button[type=submit]');
    assert.match(await text(popup, '#connect-error'), /starts with tabrelay:\/\//);
    await popup.fill('#connect-string', 'tabrelay://%%%');
    await popup.click('button[type=submit]');
    assert.match(await text(popup, '#connect-error'), /not valid base64url/);
    await popup.fill('#connect-string', `tabrelay://${Buffer.from('{"v":2}').toString('base64url')}`);
    await popup.click('button[type=submit]');
    assert.match(await text(popup, '#connect-error'), /version 2 is not supported/);
    await screenshot(popup, 'en-popup-setup-error');
  });

  it('is usable from the keyboard: Tab reaches the field and the Connect button', async () => {
    await popup.reload();
    await view(popup, 'setup');
    const reached = [];
    for (let i = 0; i < 6; i++) {
      await popup.keyboard.press('Tab');
      reached.push(await popup.evaluate(() => document.activeElement?.id || document.activeElement?.textContent));
    }
    assert.ok(reached.includes('connect-string'), reached.join(','));
    assert.ok(reached.includes('Connect'), reached.join(','));
  });

  it('Setup → Connected: shows the bridge, the browser, the clients and calls in flight', async () => {
    const welcomed = bridge.welcomed({ fresh: true });
    await popup.fill('#connect-string', bridge.connectString);
    await popup.click('button[type=submit]');
    await welcomed;
    await view(popup, 'connected');
    assert.equal(await text(popup, '#state'), 'Connected');
    await popup.waitForSelector('body[data-step="ready"]');
    assert.deepEqual(await popup.locator('button.primary:visible').evaluateAll((bs) => bs.map((b) => b.id)), ['extract']);
    assert.equal(await popup.locator('#c-bridge').textContent(), `ws://127.0.0.1:${bridge.port}/extension`);
    assert.ok((await text(popup, '#c-label')).length > 0);
    assert.equal(await popup.inputValue('#connect-string'), '', 'the pasted key leaves the page');
    // The bridge's address is under Details, not on the main surface.
    assert.doesNotMatch(await text(popup, 'main'), /ws:\/\/|[0-9a-f]{8}-[0-9a-f]{4}-/);
    // The bridge's own command (its status probe: part of no tool call) is no client and no row;
    // the log's writes are in order, so once the client's call shows, the probe would have too.
    assert.equal((await bridge.command('browser.info', {}, 'tabrelay-status', '', { call: undefined })).success, true);
    const reply = await bridge.command('browser.info', {}, 'claude-desktop');
    assert.equal(reply.success, true);
    await popup.waitForSelector('#c-clients li');
    assert.doesNotMatch(await text(popup, '#c-clients'), /tabrelay-status/);
    assert.equal(await popup.locator('#c-clients li').count(), 1);
    assert.match(await text(popup, '#c-clients'), /claude-desktop — last call at \d\d?:\d\d:\d\d [AP]M \(1 call\)/);
    assert.match(await text(popup, '#recent-list'), /claude-desktop\s+browser\.info\s+ok/);
    assert.equal(await text(popup, '#c-inflight'), '0');
    // Opened as a page of its own, the popup has no web page to set a mode for: no empty line for it.
    assert.equal(await popup.locator('#site-mode-row').isVisible(), false, 'no site, no "On …, agents may" line');
    assert.equal(await browser.worker.evaluate(() => chrome.action.getBadgeText({})), '✓');
    await noOverflow(popup);
    await screenshot(popup, 'en-popup-connected');
    await popup.emulateMedia({ colorScheme: 'dark' });
    await screenshot(popup, 'en-popup-connected-dark');
    await popup.emulateMedia({ colorScheme: 'light' });
  });

  it('taller than Chrome\'s 600 px popup: main scrolls, the header and footer stay, nothing is clipped', async () => {
    for (let i = 0; i < 5; i++) await bridge.command('extract.tab', { tabId: 2147483000 - i }, 'claude-desktop', 's1', { call: `c${i}`, tool: 'browser_extract' });
    await popup.waitForFunction(() => document.querySelectorAll('#recent-list li').length === 5);
    await popup.setViewportSize({ width: 360, height: 600 });
    const box = await popup.evaluate(() => {
      const main = document.querySelector('main');
      return {
        page: document.documentElement.scrollHeight,
        mainScrolls: main.scrollHeight > main.clientHeight,
        footerBottom: document.querySelector('footer').getBoundingClientRect().bottom,
        width: document.documentElement.scrollWidth,
      };
    });
    assert.ok(box.page <= 600, `the document is ${box.page} px tall: Chrome would clip or scroll it`);
    assert.ok(box.mainScrolls, 'the content is taller than the popup, so main scrolls');
    assert.ok(box.footerBottom <= 600, `the footer ends at ${box.footerBottom} px`);
    assert.ok(box.width <= 360);
    await screenshot(popup, 'en-popup-activity');
    await popup.setViewportSize({ width: 360, height: 640 });
  });

  it('never shows the pairing key in the popup once connected', async () => {
    const html = await popup.evaluate(() => document.documentElement.outerHTML);
    assert.ok(!html.includes(bridge.key));
  });

  it('Connected → Disconnected when the bridge goes away, with the reason; back by itself', async () => {
    await bridge.down();
    await view(popup, 'disconnected');
    assert.match(await text(popup, '#d-reason'), /not reachable.*retrying/);
    assert.equal(await popup.locator('#d-bridge').textContent(), `ws://127.0.0.1:${bridge.port}/extension`);
    assert.equal(await browser.worker.evaluate(() => chrome.action.getBadgeText({})), '…');
    await noOverflow(popup);
    await screenshot(popup, 'en-popup-disconnected');
    const welcomed = bridge.welcomed({ fresh: true });
    await bridge.up();
    await welcomed; // "while connected it keeps reconnecting": no click needed
    await view(popup, 'connected');
  });

  it('Disconnect stays disconnected until Reconnect', async () => {
    const before = bridge.hellos.length;
    await popup.click('#disconnect');
    await view(popup, 'disconnected');
    assert.match(await text(popup, '#d-reason'), /Disconnected by you/);
    assert.equal(await text(popup, '#state'), 'Disconnected', 'the pill and the reason use the same word');
    assert.equal(await browser.worker.evaluate(() => chrome.action.getBadgeText({})), '×');
    await screenshot(popup, 'en-popup-disconnected-by-user');
    const welcomed = bridge.welcomed({ fresh: true });
    await popup.click('#reconnect');
    await welcomed;
    await view(popup, 'connected');
    assert.equal(bridge.hellos.length, before + 1, 'exactly one new hello: the Reconnect');
  });

  it('Forget returns to Setup and drops the stored pairing', async () => {
    await popup.click('#disconnect');
    await view(popup, 'disconnected');
    await popup.click('#forget');
    await view(popup, 'setup');
    // A confirmation of the click, not an error: the notice, in the text colour.
    assert.match(await text(popup, '#connect-notice'), /Forgotten/);
    assert.equal(await text(popup, '#connect-error'), '');
    const colours = await popup.evaluate(() => [getComputedStyle(document.getElementById('connect-notice')).color, getComputedStyle(document.body).color]);
    assert.equal(colours[0], colours[1]);
    const stored = await browser.worker.evaluate(() => chrome.storage.local.get('pairing'));
    assert.equal(stored.pairing, undefined);
  });

  it('a refused key (4401) clears it and returns to Setup with the reason', async () => {
    await popup.reload();
    const wrong = (await import('./harness.mjs')).connectString(bridge.port, 'wrong-key');
    await popup.fill('#connect-string', wrong);
    await popup.click('button[type=submit]');
    await popup.waitForFunction(() => /rejected the pairing key/.test(document.getElementById('connect-error').textContent));
    await view(popup, 'setup');
    const stored = await browser.worker.evaluate(() => chrome.storage.local.get(['pairing', 'status']));
    assert.equal(stored.pairing, undefined);
    assert.equal(stored.status.state, 'unpaired');
    await screenshot(popup, 'en-popup-setup-key-refused');
  });
});
