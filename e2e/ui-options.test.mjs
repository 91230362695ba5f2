// The options page with the real daemon and the real extension (extension/ui-tests/profile.test.mjs
// and the others are the same page against a stand-in bridge): what the welcome told it, a tool
// profile chosen here applied by the daemon on the live link (a `settings` message), the ping's
// latency, the activity log's filter, export and clear, and the page and the popup in French.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe } from 'node:test';
import { health, waitForHealth } from './harness/tabrelay.mjs';
import { linked, ok, startUi, text, uiIt } from './harness/ui.mjs';

const names = async (client) => (await client.listTools()).tools.map((t) => t.name).sort();

describe('options page with the real daemon', () => {
  const it = uiIt(() => env);
  let env;
  let options;
  let claude;
  let cursor;
  before(async () => {
    env = await startUi({ name: 'ui-options' });
    await env.pair();
    [claude, cursor] = await Promise.all([env.client('claude-desktop'), env.client('cursor')]);
    options = await env.browser.open('options.html');
    await options.setViewportSize({ width: 900, height: 900 });
  });
  after(() => env?.stop());

  it('shows the daemon as its welcome described it: version and browser id', async () => {
    await options.waitForFunction(() => document.getElementById('state').dataset.state === 'connected');
    const status = JSON.parse((await claude.readResource({ uri: 'tabrelay://status' })).contents[0].text);
    assert.equal(await options.locator('#o-server-version').textContent(), (await health(env.base)).version);
    assert.equal(await options.locator('#o-browser-id').textContent(), status.browsers[0].id);
    assert.equal(await options.locator('#o-bridge').textContent(), `ws://127.0.0.1:${env.port}/extension`);
  });

  it('a tool profile chosen here applies on the live link: clients list it at once, nothing reconnects', async () => {
    const secret = async () => (await env.browser.worker.evaluate(() => chrome.storage.session.get('resume'))).resume?.secret;
    const before = await secret();
    assert.ok((await names(claude)).includes('browser_extract'), 'the daemon\'s default profile is full');
    await options.selectOption('#tool-profile', 'tabs');
    await waitForHealth(env.base, (h) => h?.browsers?.[0]?.toolProfile === 'tabs', { what: 'the daemon applied the settings message' });
    assert.deepEqual(await names(claude), ['browser_close_tab', 'browser_create_tab', 'browser_get_tabs'],
      'the same MCP session lists the browser\'s profile');
    assert.match(await text(options, '#tool-profile-saved'), /Saved/);
    await options.selectOption('#tool-profile', '');
    await waitForHealth(env.base, (h) => h?.browsers?.[0]?.toolProfile === '', { what: '"Bridge default" sent as none chosen' });
    assert.ok((await names(claude)).includes('browser_extract'));
    assert.equal(await secret(), before, 'no new welcome: the link was kept');
  });

  it('shows the latency of the daemon\'s keepalive ping', async () => {
    // The daemon pings every 20 s: wait for the first one to reach the extension.
    await options.waitForFunction(() => /^\d+ ms \(last ping at /.test(document.getElementById('o-latency').textContent),
      undefined, { timeout: 60_000 });
    assert.ok((await linked(env.base)).latencyMs >= 0, 'the daemon measured the same ping\'s round trip');
  });

  it('the activity log filters by client, exports, and clears; the daemon\'s own probe is not in it', async () => {
    await claude.readResource({ uri: 'tabrelay://status' });
    await ok(claude, 'browser_tab_list');
    await ok(cursor, 'browser_tab_list');
    await ok(cursor, 'browser_get_tabs');
    await options.waitForSelector('#client-filter option[value="cursor"]', { state: 'attached' });
    const filter = await options.locator('#client-filter option').evaluateAll((os) => os.map((o) => o.value));
    assert.deepEqual(filter.slice(1), ['claude-desktop', 'cursor'], 'one entry per client that called a tool, no tabrelay-status');
    await options.selectOption('#client-filter', 'cursor');
    await options.waitForFunction(() => document.querySelectorAll('#activity-list li').length === 2);
    assert.match(await text(options, '#activity-count'), /^Entries shown: 2 of 3/);
    assert.doesNotMatch(await text(options, '#activity-list'), /claude-desktop/);
    // An alias is logged under its tool: the row names what ran.
    assert.deepEqual((await options.locator('#activity-list li .tool').allInnerTexts()), ['browser_tab_list', 'browser_tab_list']);

    const download = options.waitForEvent('download');
    await options.click('#activity-export');
    const exported = JSON.parse(await readFile(await (await download).path(), 'utf8'));
    assert.deepEqual(exported.map((e) => `${e.client} ${e.tool} ${e.outcome}`),
      ['claude-desktop browser_tab_list ok', 'cursor browser_tab_list ok', 'cursor browser_tab_list ok']);
    assert.ok(exported.every((e) => typeof e.call === 'string' && e.call.length > 0), 'each row is a tool call of the daemon\'s');

    await options.click('#activity-clear');
    await options.waitForFunction(() => document.querySelectorAll('#activity-list li').length === 0);
    assert.match(await text(options, '#activity-count'), /^Nothing yet/);
    const popup = await env.browser.open('popup.html');
    await popup.waitForSelector('body[data-view="connected"]');
    assert.equal(await popup.locator('#recent-list li').count(), 0, 'the popup shows the same, cleared log');
  });
});

describe('options page and popup in French with the real daemon', () => {
  const it = uiIt(() => env);
  let env;
  before(async () => (env = await startUi({ name: 'ui-options-fr', lang: 'fr' })));
  after(() => env?.stop());

  it('the connected popup, the profile list and the log speak French', async () => {
    const popup = await env.pair();
    const client = await env.client('claude-desktop');
    await ok(client, 'browser_tab_list');
    await popup.waitForSelector('#c-clients li');
    assert.equal(await text(popup, '#state'), 'Connecté');
    assert.match(await text(popup, '#c-clients'), /^claude-desktop — dernier appel à \d\d:\d\d:\d\d \(1 appel\)$/);
    const options = await env.browser.open('options.html');
    await options.waitForSelector('#activity-list li');
    assert.equal(await text(options, '#state'), 'Connecté');
    const labels = await options.locator('#tool-profile option').allInnerTexts();
    assert.ok(labels.includes('Gestion des onglets seulement'), labels.join(' | '));
    assert.match(await text(options, '#activity-count'), /^Entrées affichées : 1 sur 1/);
    assert.match(await text(options, '#activity-list'), /claude-desktop\s+browser_tab_list\s+ok/);
    assert.match(await text(options, '#o-latency'), /^(Aucun|\d+ ms \(dernier ping à)/);
  });
});
