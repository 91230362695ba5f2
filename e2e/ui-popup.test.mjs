// The popup with the real daemon and the real extension (extension/ui-tests/popup.test.mjs is the
// same page against a stand-in bridge): the first run with the daemon's own connect string, the
// connected view with real MCP clients and a call in flight, the badge, Disconnect / Reconnect,
// the daemon going away and coming back, a link taken over with the resume secret (4409) and the
// refusal that follows (4410), Forget, a key the daemon refuses (4401), and the view in French.
import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import { pageServer } from '../extension/ui-tests/harness.mjs';
import { badge, errorCode, linked, ok, startUi, takeOverLink, text, uiIt, view } from './harness/ui.mjs';
import { waitForHealth } from './harness/tabrelay.mjs';

describe('popup with the real daemon', () => {
  const it = uiIt(() => env);
  let env;
  let popup;
  let pages;
  before(async () => {
    [env, pages] = await Promise.all([startUi({ name: 'ui-popup' }), pageServer()]);
    popup = await env.browser.open('popup.html');
  });
  after(async () => {
    await env?.stop();
    await pages?.close();
  });

  it('first run: only pairing, then the daemon\'s own connect string connects; the badge says so', async () => {
    await popup.waitForSelector('body[data-step="pair"]');
    assert.equal(await text(popup, '#state'), 'Not paired');
    await env.pair(popup);
    await popup.waitForSelector('body[data-step="ready"]');
    assert.equal(await text(popup, '#state'), 'Connected');
    assert.equal(await popup.locator('#c-bridge').textContent(), `ws://127.0.0.1:${env.port}/extension`);
    assert.equal(await popup.inputValue('#connect-string'), '', 'the pasted key leaves the page');
    assert.equal(await badge(env.browser), '✓');
    const b = await linked(env.base);
    assert.equal(b.enabled, true, 'the hello told the daemon the bridge is enabled');
    assert.equal(await text(popup, '#c-label'), b.label, 'the label the hello gave is the one the daemon shows');
  });

  it('lists the real clients by their names, a call in flight, and not the daemon\'s own status probe', async () => {
    const claude = await env.client('claude-desktop');
    const cursor = await env.client('cursor');
    // The daemon's status resource asks the browser itself (browser.info, no tool call): not a client.
    const status = JSON.parse((await claude.readResource({ uri: 'tabrelay://status' })).contents[0].text);
    assert.ok(status.openTabs >= 1, 'the probe reached the browser');
    await ok(claude, 'browser_tab_list');
    await ok(cursor, 'browser_tab_list');
    await popup.waitForFunction(() => document.querySelectorAll('#c-clients li').length >= 2);
    const clients = await text(popup, '#c-clients');
    assert.match(clients, /cursor — last call at [\d:]+ [AP]M \(1 call\)/);
    assert.match(clients, /claude-desktop — last call at [\d:]+ [AP]M \(1 call\)/);
    assert.doesNotMatch(clients, /tabrelay-status/, 'internal commands are not a client');
    assert.equal(await popup.locator('#c-clients li').count(), 2);
    const recent = await text(popup, '#recent-list');
    assert.match(recent, /cursor\s+browser_tab_list\s+ok/);
    assert.doesNotMatch(recent, /tabrelay-status|browser\.info/);

    const { tabId } = (await ok(claude, 'browser_tab_create', { url: `http://127.0.0.1:${pages.port}/waiting` })).structuredContent;
    const stop = new AbortController();
    const waiting = claude.callTool({ name: 'browser_wait_for', arguments: { tabId, text: 'never on this page', timeoutMs: 120_000 } },
      undefined, { signal: stop.signal, timeout: 150_000 }).catch((e) => e);
    await popup.waitForFunction(() => document.getElementById('c-inflight').textContent === '1');
    assert.equal((await linked(env.base)).inFlight, 1, 'the daemon counts the same call');
    stop.abort();   // the client cancels: the daemon stops the command in the extension
    await popup.waitForFunction(() => document.getElementById('c-inflight').textContent === '0');
    assert.ok((await waiting) instanceof Error);
  });

  it('Disconnect stays disconnected (badge ×) until Reconnect', async () => {
    await popup.click('#disconnect');
    await view(popup, 'disconnected');
    assert.match(await text(popup, '#d-reason'), /Disconnected by you/);
    assert.equal(await badge(env.browser), '×');
    await waitForHealth(env.base, (h) => h?.browsers?.length === 0, { what: 'the daemon saw the link close' });
    await popup.click('#reconnect');
    await view(popup, 'connected');
    await waitForHealth(env.base, (h) => h?.browsers?.length === 1, { what: 'the daemon holds the link again' });
    assert.equal(await badge(env.browser), '✓');
  });

  it('the daemon going away shows why (badge …), and the popup comes back by itself when it restarts', async () => {
    await env.stopDaemon();
    await view(popup, 'disconnected');
    await popup.waitForFunction(() => /not reachable.*retrying/.test(document.getElementById('d-reason').textContent));
    assert.equal(await badge(env.browser), '…');
    await env.startDaemon();
    await view(popup, 'connected');
    await waitForHealth(env.base, (h) => h?.browsers?.length === 1, { what: 'reconnected after the restart' });
    assert.equal(await badge(env.browser), '✓');
  });

  it('a link taken over with the resume secret stops this one (4409); then the daemon refuses a duplicate (4410) until it goes', async () => {
    const other = await takeOverLink(env);
    await view(popup, 'disconnected');
    await popup.waitForFunction(() => /Another connection from this browser replaced this one/.test(document.getElementById('d-reason').textContent));
    await popup.click('#reconnect');
    // The daemon still holds the other socket for this browser, whose secret this one lacks.
    await popup.waitForFunction(() => /still open on the bridge/.test(document.getElementById('d-reason').textContent));
    const stored = await env.browser.worker.evaluate(() => chrome.storage.local.get('pairing'));
    assert.ok(stored.pairing?.key, 'a 4410 keeps the key');
    other.close();
    await view(popup, 'connected');   // the extension retried by itself
    await waitForHealth(env.base, (h) => h?.browsers?.length === 1, { what: 'the extension holds the link again' });
  });

  it('Forget returns to Setup; a key the daemon refuses (4401) is dropped with the reason', async () => {
    await popup.click('#disconnect');
    await view(popup, 'disconnected');
    await popup.click('#forget');
    await view(popup, 'setup');
    assert.match(await text(popup, '#connect-notice'), /Forgotten/);
    const real = await env.connectString();
    const body = JSON.parse(Buffer.from(real.slice('tabrelay://'.length), 'base64url').toString());
    const wrong = `tabrelay://${Buffer.from(JSON.stringify({ ...body, k: `${body.k}x` })).toString('base64url')}`;
    await popup.fill('#connect-string', wrong);
    await popup.click('button[type=submit]');
    await popup.waitForFunction(() => /rejected the pairing key/.test(document.getElementById('connect-error').textContent));
    await view(popup, 'setup');
    const stored = await env.browser.worker.evaluate(() => chrome.storage.local.get(['pairing', 'status']));
    assert.equal(stored.pairing, undefined);
    assert.equal(stored.status.state, 'unpaired');
    assert.equal(await linked(env.base), null);
  });
});

describe('popup first run without the bridge\'s access, in French', () => {
  const it = uiIt(() => env);
  let env;
  before(async () => (env = await startUi({ name: 'ui-popup-fr', lang: 'fr', required: false })));
  after(() => env?.stop());

  it('paired without access: « Accès requis », Enable bridge the one next step, and calls answer PERMISSION_REQUIRED', async () => {
    const popup = await env.browser.open('popup.html');
    await popup.waitForSelector('body[data-step="pair"]');
    assert.equal(await text(popup, '#state'), 'Non appairé');
    assert.equal(await text(popup, '#setup-title'), 'Appairer avec le pont');
    await env.pair(popup);
    await popup.waitForSelector('body[data-step="access"]');
    assert.equal(await text(popup, '#state'), 'Accès requis');
    assert.deepEqual(await popup.locator('button.primary:visible').evaluateAll((bs) => bs.map((b) => b.id)), ['enable']);
    assert.equal((await linked(env.base)).enabled, false, 'the hello said the bridge is not enabled yet');
    const client = await env.client('claude-desktop');
    const refused = await client.callTool({ name: 'browser_tab_list', arguments: {} });
    assert.equal(errorCode(refused), 'PERMISSION_REQUIRED');
    assert.equal(await env.browser.worker.evaluate(() => chrome.action.getTitle({})), 'TabRelay — connecté au pont');
  });
});
