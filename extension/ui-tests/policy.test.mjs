// The user's site policy, enforced by the extension whatever the bridge asks, and the activity
// log that records it. Uses a build whose bridge permissions are required (see harness.mjs).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { fakeBridge, launch, pageServer, pair, screenshot } from './harness.mjs';

describe('site policy and activity log', () => {
  let browser;
  let bridge;
  let pages;
  let popup;
  let options;
  const local = (path) => `http://127.0.0.1:${pages.port}${path}`;
  const blocked = (path) => `http://localhost:${pages.port}${path}`;
  const agent = 'policy-agent';

  before(async () => {
    [bridge, pages, browser] = await Promise.all([fakeBridge(), pageServer(), launch({ required: true })]);
    popup = await pair(browser, bridge);
    options = await browser.open('options.html');
    await options.setViewportSize({ width: 900, height: 900 });
  });
  after(async () => {
    await browser?.close();
    await Promise.all([bridge?.stop(), pages?.close()]);
  });

  it('explains invalid patterns and saves nothing until they are fixed', async () => {
    await options.fill('#deny', 'ba*d.com\nlocalhost:99999');
    await options.click('#policy-save');
    const errors = await options.locator('#policy-errors li').allInnerTexts();
    assert.equal(errors.length, 2);
    assert.match(errors[0], /ba\*d\.com.*not a valid host/);
    assert.match(errors[1], /port must be a number/);
    const stored = await browser.worker.evaluate(() => chrome.storage.local.get('sitePolicy'));
    assert.equal(stored.sitePolicy, undefined);
    await options.fill('#deny', 'localhost  # the second host of the page server\n*.bank.test');
    await options.click('#policy-save');
    await options.waitForSelector('#policy-saved:text("Saved: 2 blocked")');
  });

  it('refuses a blocked URL with SITE_BLOCKED even though the bridge asked for it', async () => {
    const reply = await bridge.command('extract.url', { url: blocked('/secret') }, agent);
    assert.equal(reply.success, false);
    assert.equal(reply.error.code, 'SITE_BLOCKED');
    assert.match(reply.error.message, /blocked by your TabRelay site policy; change it in the extension options/);
    assert.ok(!/localhost|secret/.test(JSON.stringify(reply.error)), 'neither the host, the path nor the deny pattern goes to the bridge');
    const ok = await bridge.command('extract.url', { url: local('/fine') }, agent);
    assert.equal(ok.success, true, JSON.stringify(ok.error));
    assert.match(ok.data.markdown, /Readable text/);
  });

  it('refuses a redirect from an allowed URL to a blocked one, and closes the tab', async () => {
    const target = blocked('/secret');
    const reply = await bridge.command('extract.url', { url: local(`/redirect?to=${encodeURIComponent(target)}`) }, agent);
    assert.equal(reply.error?.code, 'SITE_BLOCKED', JSON.stringify(reply));
    const tabs = await bridge.command('tabs.list', {}, agent);
    assert.ok(!tabs.data.tabs.some((t) => t.url.includes('/secret')), 'the redirected tab was closed');
  });

  it('refuses extract.tab on an open blocked tab, and lists it without URL or title', async () => {
    const page = await browser.context.newPage();
    await page.goto(blocked('/inbox'));
    const { data } = await bridge.command('tabs.list', {}, agent);
    const hidden = data.tabs.find((t) => t.blocked);
    assert.ok(hidden, JSON.stringify(data.tabs));
    assert.equal(hidden.url, '');
    assert.equal(hidden.title, '');
    const reply = await bridge.command('extract.tab', { tabId: hidden.tabId }, agent);
    assert.equal(reply.error?.code, 'SITE_BLOCKED');
    await page.close();
  });

  it('counts calls in flight in the popup and on the badge', async () => {
    const slow = bridge.command('extract.url', { url: local('/slow'), timeoutMs: 4000 }, agent);
    await popup.waitForSelector('#c-inflight:text("1")');
    assert.equal(await browser.worker.evaluate(() => chrome.action.getBadgeText({})), '1');
    await screenshot(popup, 'en-popup-working');
    assert.equal((await slow).error?.code, 'TIMEOUT');
    await popup.waitForSelector('#c-inflight:text("0")');
  });

  it('logs every command with its client, and the options page filters, exports and clears it', async () => {
    await bridge.command('browser.info', {}, 'other-agent');
    await options.waitForSelector('#activity-list li');
    const text = await options.locator('#activity-list').innerText();
    assert.match(text, /policy-agent\s+extract\.url\s+SITE_BLOCKED/);
    assert.match(text, new RegExp(`localhost:${pages.port}/secret`));
    // The list re-renders after the change event reads storage: wait for the filtered list, not
    // for whatever the list holds the moment the option is chosen.
    const onlyFrom = (client, atLeast) => options.waitForFunction(([c, n]) => {
      const rows = [...document.querySelectorAll('#activity-list li')];
      return rows.length >= n && rows.every((li) => li.textContent.includes(c));
    }, [client, atLeast], { timeout: 10_000 });
    await options.selectOption('#client-filter', 'other-agent');
    await onlyFrom('other-agent', 1);
    assert.equal(await options.locator('#activity-list li').count(), 1);
    await options.selectOption('#client-filter', agent);
    await onlyFrom(agent, 6);
    const mine = await options.locator('#activity-list li').count();
    assert.ok(mine >= 6, `${mine} entries for ${agent}`);
    await screenshot(options, 'en-options');
    const [download] = await Promise.all([options.waitForEvent('download'), options.click('#activity-export')]);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
    assert.ok(exported.some((e) => e.client === agent && e.outcome === 'SITE_BLOCKED' && e.action === 'extract.url'));
    const raw = JSON.stringify(exported);
    assert.ok(!raw.includes(bridge.key), 'the export never carries the pairing key');
    assert.ok(!raw.includes('Readable text'), 'the log carries no page content');
    assert.ok(!(await options.content()).includes(bridge.key), 'the options page never shows the key');
    assert.match(await popup.locator('#recent-list').innerText(), /policy-agent|other-agent/);
    await options.click('#activity-clear');
    await options.waitForSelector('#activity-list li', { state: 'detached' });
  });

  it('shows the link latency measured from the bridge ping', async () => {
    await options.waitForSelector('#o-latency:text("ms")');
    // Under Details: a person rarely needs it, so it is one click away.
    assert.equal(await options.locator('#o-server-version').textContent(), '9.9.9-test');
  });
});
