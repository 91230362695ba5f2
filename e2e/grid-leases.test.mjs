// `tabrelay grid` against a real Selenium Grid 4 standalone (harness/grid.mjs) running Debian's
// chromedriver and Chromium, with real MCP clients: each session gets a browser of its own and sees
// only its own tabs; a caller that finds every lease taken waits (with progress) and gets a browser
// when one is released, or NO_CAPACITY at the deadline; a killed browser ends its lease with a named
// error and the pool refills; the heartbeat keeps idle leases past the Grid's session timeout; the
// 2026-07-28 revision uses explicit handles; reused and wrong pairing keys are refused; a SIGKILLed
// daemon's sessions are reaped by the Grid, leaving no browser or driver behind.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WebSocket } from 'ws';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { startFixtureServer } from './harness/fixture-server.mjs';
import { EXTENSION_ID, ROOT, TABRELAY } from './harness/paths.mjs';
import { waitForHealth } from './harness/tabrelay.mjs';
import { callTool, connectClient, errorCode, okText, textOf } from './harness/mcp.mjs';
import { browserPid, gridSessions, gridUnavailable, processesMatching, startGrid, startGridDaemon, until } from './harness/grid.mjs';
import { figure, withArtifacts } from './harness/report.mjs';

const skip = gridUnavailable() ?? false;   // node 20 skips a test whose skip option is null
const SESSION_TIMEOUT_S = 15;   // the Grid's; the daemon's heartbeat (4 s) must keep leases past it
const QUEUE_TIMEOUT_S = 8;
let grid;
let daemon;
let fixtures;
const scope = () => ({ children: [grid?.child, daemon?.child].filter(Boolean) });
const it = (name, fn) => test(name, { skip }, withArtifacts(scope, fn));

const leases = async (base) => (await (await fetch(`${base}/health`)).json()).leases;

/** The browser id and lease handle browser_list gives this client (exactly one browser). */
async function myBrowser(client) {
  const r = await callTool(client, 'browser_list');
  okText(r, 'browser_list');
  assert.equal(r.structuredContent.browsers.length, 1, `one browser each: ${textOf(r)}`);
  return r.structuredContent.browsers[0];
}

before(async () => {
  if (skip) return;
  fixtures = await startFixtureServer();
  grid = await startGrid({ name: 'grid-leases', maxSessions: 3, sessionTimeout: SESSION_TIMEOUT_S, requestTimeout: 60 });
  daemon = await startGridDaemon({ hub: grid.base, args: ['--max', '3', '--browsers', '1', '--heartbeat', '4',
    '--queue-timeout', String(QUEUE_TIMEOUT_S), '--hello-timeout', '15'] });
});

after(async () => {
  await daemon?.stop();
  await grid?.stop();
  await fixtures?.close();
});

it('each session gets its own browser, waits for a free one with progress, or gets NO_CAPACITY', async () => {
    const { health } = await waitForHealth(daemon.base, (h) => h?.leases?.some((l) => l.state === 'ready'),
      { timeoutMs: 30_000, what: 'a warm lease' });
    figure('grid: warm lease, request to extension hello ms', health.leases[0].helloAfterMs);

    const [a, b, c] = await Promise.all([0, 1, 2].map(() => connectClient('http', daemon)));
    const pages = ['alpha', 'bravo', 'charlie'];
    const t0 = performance.now();
    await Promise.all([a, b, c].map(({ client }, i) => callTool(client, 'browser_tab_create', { url: fixtures.url(`/echo/${pages[i]}`) })
      .then((r) => okText(r, `tab for ${pages[i]}`))));
    figure('grid: three new sessions, first call each (one warm lease) ms', Math.round(performance.now() - t0));

    const mine = await Promise.all([a, b, c].map(({ client }) => myBrowser(client)));
    assert.equal(new Set(mine.map((m) => m.id)).size, 3, 'three different browsers');
    for (const [i, { client }] of [a, b, c].entries()) {
      const urls = (await callTool(client, 'browser_tab_list')).structuredContent.tabs.map((t) => t.url).join(' ');
      assert.match(urls, new RegExp(`/echo/${pages[i]}`));
      for (const other of pages.filter((p) => p !== pages[i])) assert.doesNotMatch(urls, new RegExp(`/echo/${other}`));
    }
    // Another session's browser cannot be named, by id or by handle: said as for an id nobody has.
    for (const name of [mine[1].id, mine[1].lease]) {
      const r = await callTool(a.client, 'browser_tab_list', { browser: name });
      assert.equal(errorCode(r), 'INVALID_ARGUMENT', textOf(r));
    }
    assert.equal((await leases(daemon.base)).length, 3, '--max 3: no warm lease beyond it');
    const status = execFileSync(TABRELAY, ['status', '--port', String(daemon.port), '--config-dir', daemon.configDir],
      { cwd: ROOT, encoding: 'utf8' });
    assert.match(status, /^Grid leases: 3$/m, status);
    for (const m of mine) assert.match(status, new RegExp(`^  ${m.lease.replace('.', '\\.')} in-use, Grid session [0-9a-f]+, node http`, 'm'), status);

    // A fourth session waits (it hears progress), and gets a browser once A's session ends.
    const d = await connectClient('http', daemon);
    const progress = [];
    const waiting = d.client.callTool({ name: 'browser_tab_create', arguments: { url: fixtures.url('/echo/delta') } }, undefined,
      { timeout: 60_000, onprogress: (p) => progress.push(p) });
    await until(() => progress.some((p) => /Waiting for a browser from the Selenium Grid/.test(p.message)),
      'a progress notification saying it waits for a browser');
    await a.transport.terminateSession();
    await a.close();
    okText(await waiting, 'the waiting call');
    assert.notEqual((await myBrowser(d.client)).id, mine[0].id, 'a fresh browser, never the released one');

    // A fifth finds all three taken and nothing released: NO_CAPACITY at --queue-timeout.
    const e = await connectClient('http', daemon);
    const started = performance.now();
    const refused = await callTool(e.client, 'browser_tab_list', {}, { timeoutMs: 60_000 });
    assert.equal(errorCode(refused), 'NO_CAPACITY', textOf(refused));
    assert.match(textOf(refused), /--max/);
    figure('grid: NO_CAPACITY after ms (queue timeout 8 s)', Math.round(performance.now() - started));

    // The heartbeat kept B's lease alive past the Grid's session timeout while B was idle.
    const idleSince = performance.now();
    await new Promise((resolve) => setTimeout(resolve, (SESSION_TIMEOUT_S + 4) * 1000)); // the idle time under test
    assert.ok(performance.now() - idleSince > SESSION_TIMEOUT_S * 1000);
    assert.equal((await myBrowser(b.client)).id, mine[1].id, 'B still has its browser');
    okText(await callTool(b.client, 'browser_tab_list'), 'B after idling past the session timeout');

    // Kill C's browser: its next call names the loss, the one after gets a new browser, the pool refills.
    const cLease = (await leases(daemon.base)).find((l) => l.id === mine[2].lease);
    process.kill(await browserPid(grid.base, cLease.gridSession), 'SIGKILL');
    const lostAt = performance.now();
    await waitForHealth(daemon.base, (h) => !h.leases.some((l) => l.id === cLease.id), { timeoutMs: 20_000, what: 'lease C ended' });
    figure('grid: killed browser to lease ended ms', Math.round(performance.now() - lostAt));
    const lost = await callTool(c.client, 'browser_tab_list');
    assert.equal(errorCode(lost), 'BROWSER_LOST', textOf(lost));
    assert.match(textOf(lost), new RegExp(`${cLease.id}.*(crashed|gone|killed)`));
    okText(await callTool(c.client, 'browser_tab_create', { url: fixtures.url('/echo/charlie2') }), 'C on a new browser');
    assert.ok(!(await gridSessions(grid.base)).some((s) => s.id === cLease.gridSession), 'the dead session was deleted');

    for (const x of [b, c, d, e]) {
      await x.transport.terminateSession().catch(() => undefined);
      await x.close();
    }
    // Ended sessions' browsers go back: only the warm lease stays, and the Grid holds nothing else.
    const { health: settled } = await waitForHealth(daemon.base, (h) => h.leases.length === 1 && h.leases[0].owners.length === 0,
      { timeoutMs: 20_000, what: 'only the warm lease left' });
    const warm = `tabrelay ${settled.leases[0].id}`;
    await until(async () => (await gridSessions(grid.base)).map((s) => s.name).join() === warm,
      `the Grid holding only the warm lease's session (${warm})`);
  });

it('the 2026-07-28 revision names its browser by handle: browser_acquire, browser, browser_release', async () => {
    const client = new Client({ name: 'tabrelay-e2e-v2', version: '0.1.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${daemon.base}/mcp`)));
    try {
      const none = await client.callTool({ name: 'browser_tab_list', arguments: {} });
      assert.match(textOf(none), /browser_acquire/);
      const acquired = await client.callTool({ name: 'browser_acquire', arguments: {} }, undefined, { timeout: 60_000 });
      const handle = acquired.structuredContent.browser;
      assert.match(handle, /^[a-z0-9-]+\.L\d+$/);
      const tab = await client.callTool({ name: 'browser_tab_create', arguments: { url: fixtures.url('/echo/handle'), browser: handle } });
      assert.ok(!tab.isError, textOf(tab));
      const released = await client.callTool({ name: 'browser_release', arguments: { browser: handle } });
      assert.ok(!released.isError, textOf(released));
      const gone = await client.callTool({ name: 'browser_tab_list', arguments: { browser: handle } });
      assert.match(textOf(gone), /^INVALID_ARGUMENT/);
    } finally {
      await client.close();
    }
  });

it('pairing keys: a wrong key is refused; a used one is refused and ends its lease (the key was read on the way)', async () => {
    const { health } = await waitForHealth(daemon.base, (h) => h?.leases?.some((l) => l.state === 'ready'), { what: 'a ready lease' });
    const lease = health.leases.find((l) => l.state === 'ready');
    // The key the lease's zip carried, read where chromedriver unpacked it on the node.
    const cmdline = readFileSync(`/proc/${await browserPid(grid.base, lease.gridSession)}/cmdline`, 'utf8').split('\0');
    // Debian's wrapper adds an empty --load-extension= of its own; chromedriver's names the unpacked zip.
    const dir = cmdline.filter((a) => a.startsWith('--load-extension=')).map((a) => a.slice('--load-extension='.length))
      .filter(Boolean).pop();
    const connect = JSON.parse(readFileSync(path.join(dir, 'pairing.json'), 'utf8')).connect;
    const usedKey = JSON.parse(Buffer.from(connect.slice('tabrelay://'.length), 'base64url').toString()).k;
    const wrong = await helloWith(daemon.port, 'not-a-key-of-this-daemon', 'intruder-1');
    assert.equal(wrong.code, 4401, wrong.reason);
    assert.ok((await leases(daemon.base)).some((l) => l.id === lease.id && l.state === 'ready'), 'a wrong key harms no lease');
    // The used key from another browser: refused, and the lease ends, since its key was read on the way.
    const used = await helloWith(daemon.port, usedKey, 'intruder-2');
    assert.equal(used.code, 4401, used.reason);
    assert.match(used.reason, /used already/);
    await waitForHealth(daemon.base, (h) => !h.leases.some((l) => l.id === lease.id), { what: 'the lease ended' });
    await until(async () => !(await gridSessions(grid.base)).some((s) => s.id === lease.gridSession), 'its Grid session deleted');
  });

it('a SIGKILLed daemon\'s browsers are reaped by the Grid: no session, browser or driver left', async () => {
    await until(async () => (await gridSessions(grid.base)).length >= 1, 'a leased browser');
    process.kill(-daemon.child.pid, 'SIGKILL');
    const t0 = performance.now();
    await until(async () => (await gridSessions(grid.base)).length === 0, 'the Grid reaped every session', 120_000);
    figure('grid: daemon SIGKILLed to sessions reaped ms', Math.round(performance.now() - t0));
    await until(() => processesMatching('chromedriver').length === 0 && processesMatching('/usr/lib/chromium/chromium').length === 0,
      'no chromedriver or Chromium left', 30_000);
    daemon = null;
  });

/** Opens the extension link as a browser would and says hello with `key`; resolves with the close. */
function helloWith(port, key, browserId) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/extension`, { headers: { Origin: `chrome-extension://${EXTENSION_ID}` } });
    ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', protocol: 1, key, browserId, extensionVersion: '0.1.0' })));
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    ws.on('error', reject);
  });
}
