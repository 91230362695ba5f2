// Many clients, many browsers, one daemon: clients on mixed transports hammer one real browser
// without a lost or mixed-up result; two Chromium profiles connected at once and addressed by
// id; a second `serve` on a busy port; `stdio` with no daemon running starts one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { startFixtureServer } from './harness/fixture-server.mjs';
import { freePort } from './harness/ports.mjs';
import { Child } from './harness/processes.mjs';
import { ROOT, TABRELAY } from './harness/paths.mjs';
import { launchBrowser, startServe, tempDir, waitForHealth } from './harness/tabrelay.mjs';
import { callTool, connectClient, errorCode, okText, textOf } from './harness/mcp.mjs';
import { figure } from './harness/report.mjs';

/** Each client calls extract_url on its own pages, all clients at once; returns per-call results. */
async function hammer(browser, fixtures, kinds, callsEach) {
  const clients = await Promise.all(kinds.map((kind) => connectClient(kind, browser)));
  try {
    const start = performance.now();
    const results = await Promise.all(clients.map(({ client }, c) => Promise.all(
      Array.from({ length: callsEach }, async (_, n) => {
        const token = `c${c}-n${n}`;
        const r = await callTool(client, 'extract_url', { url: fixtures.url(`/echo/${token}`) }, { timeoutMs: 90_000 });
        return { token, text: textOf(r), error: r.isError ? errorCode(r) : null };
      }))));
    return { results: results.flat(), ms: performance.now() - start };
  } finally {
    await Promise.all(clients.map((c) => c.close().catch(() => undefined)));
  }
}

function checkNoMixUps(results) {
  for (const { token, text, error } of results) {
    assert.equal(error, null, `${token} failed: ${text}`);
    assert.match(text, new RegExp(`^# Echo ${token}$`, 'm'), `${token} got someone else's page:\n${text}`);
    const others = [...text.matchAll(/caller (c\d+-n\d+)/g)].map((m) => m[1]).filter((t) => t !== token);
    assert.deepEqual(others, [], `${token} also saw ${others}`);
  }
}

test('two, then ten clients on mixed transports share one browser without a lost or mixed-up result', async () => {
  const fixtures = await startFixtureServer();
  const browser = await launchBrowser({ name: 'multi' });
  try {
    const two = await hammer(browser, fixtures, ['http', 'ws'], 3);
    checkNoMixUps(two.results);
    figure('2 clients × 3 extract_url, total ms', Math.round(two.ms));

    const kinds = ['stdio', 'stdio', 'http', 'http', 'http', 'sse', 'sse', 'sse', 'ws', 'ws'];
    const ten = await hammer(browser, fixtures, kinds, 3);
    checkNoMixUps(ten.results);
    assert.equal(ten.results.length, 30);
    figure('10 clients (2 stdio, 3 http, 3 sse, 2 ws) × 3 extract_url, total ms', Math.round(ten.ms));
    figure('10 clients: extract_url per second', (30 / (ten.ms / 1000)).toFixed(1));

    // The closed clients' session.end commands may still be on their way; then nothing is left.
    const { health } = await waitForHealth(browser.base, (h) => h?.browsers?.[0]?.inFlight === 0, { what: "nothing left pending" });
    assert.equal(health.browsers.length, 1);
  } finally {
    await browser.stop();
    await fixtures.close();
  }
});

test('two browsers (two profiles) connected at once, each addressed by its id', async () => {
  const fixtures = await startFixtureServer();
  const first = await launchBrowser({ name: 'profile-a', url: fixtures.url('/echo/profile-a') });
  let second;
  try {
    second = await launchBrowser({ name: 'profile-b', port: first.port, configDir: first.configDir, url: fixtures.url('/echo/profile-b') });
    assert.notEqual(first.browserId, second.browserId);
    const { client, close } = await connectClient('http', first);
    try {
      const status = JSON.parse((await client.readResource({ uri: 'tabrelay://status' })).contents[0].text);
      assert.deepEqual(status.browsers.map((b) => b.id).sort(), [first.browserId, second.browserId].sort());
      for (const [b, token] of [[first, 'profile-a'], [second, 'profile-b']]) {
        // The start page may still be committing when the browser reports in: poll briefly for it.
        let tabs = '';
        for (const until = Date.now() + 10_000; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
          tabs = okText(await callTool(client, 'list_tabs', { browser: b.browserId }), `list_tabs in ${token}`);
          if (tabs.includes(`Echo ${token}`)) break;
        }
        assert.match(tabs, new RegExp(`Echo ${token}`), `${token}: ${JSON.stringify((await callTool(client, "list_tabs", { browser: b.browserId })).structuredContent)}`);
        assert.doesNotMatch(tabs, new RegExp(`Echo ${token === 'profile-a' ? 'profile-b' : 'profile-a'}`), tabs);
      }
      const listed = await callTool(client, 'browser_list');
      const ids = listed.structuredContent.browsers.map((b) => b.id).sort();
      assert.deepEqual(ids, [first.browserId, second.browserId].sort(), textOf(listed));
      assert.equal(listed.structuredContent.browsers.filter((b) => b.default).length, 1, 'exactly one default browser');
      const unknown = await callTool(client, 'list_tabs', { browser: 'no-such-browser' });
      assert.equal(errorCode(unknown), 'INVALID_ARGUMENT', textOf(unknown));
    } finally {
      await close();
    }
  } finally {
    await second?.stop();
    await first.stop();
    await fixtures.close();
  }
});

test('a second serve on a busy port says who holds it and exits non-zero; the first keeps working', async () => {
  const port = await freePort();
  const dir = await tempDir('busy');
  const configDir = `${dir}/config`;
  const first = await startServe({ port, configDir, name: 'serve-first' });
  try {
    const second = new Child('serve-second', TABRELAY, ['serve', '--port', String(port), '--config-dir', configDir],
      { cwd: ROOT, env: { CONFIG_DIR: configDir } });
    const exit = await second.exited;
    assert.notEqual(exit.code, 0);
    assert.match(second.output, /a TabRelay daemon \(pid \d+\) already runs on/);
    await waitForHealth(first.base, (h) => h?.status === 'ok', { what: 'first daemon still up' });
  } finally {
    await first.stop();
    await rm(dir, { recursive: true, force: true });
  }
});

test('stdio with no daemon running starts one in the background; tabrelay stop stops it', async () => {
  const port = await freePort();
  const dir = await tempDir('stdio-cold');
  const configDir = `${dir}/config`;
  try {
    const start = performance.now();
    const { client, close } = await connectClient('stdio', { port, configDir, timeoutMs: 60_000 });
    figure('stdio cold start (proxy + background daemon) to initialized, ms', Math.round(performance.now() - start));
    try {
      const tools = (await client.listTools()).tools.map((t) => t.name);
      for (const name of ['browser_tab_list', 'browser_extract', 'browser_snapshot', 'browser_click']) assert.ok(tools.includes(name), name);
      assert.equal(errorCode(await callTool(client, 'list_tabs')), 'NO_BROWSER');
    } finally {
      await close();
    }
    await waitForHealth(`http://127.0.0.1:${port}`, (h) => h?.status === 'ok', { what: 'background daemon outlives the client' });
    const stop = new Child('stop', TABRELAY, ['stop', '--port', String(port), '--config-dir', configDir], { cwd: ROOT, env: { CONFIG_DIR: configDir } });
    assert.equal((await stop.exited).code, 0, stop.output);
    await waitForHealth(`http://127.0.0.1:${port}`, (h) => h === null, { what: 'daemon stopped' });
  } finally {
    // Never leave a background daemon behind, also when an assertion failed above.
    await new Child('stop-cleanup', TABRELAY, ['stop', '--port', String(port)], { cwd: ROOT, env: { CONFIG_DIR: configDir } }).exited;
    await rm(dir, { recursive: true, force: true });
  }
});

test('a daemon that requires keys: stdio passes TABRELAY_KEY, a keyless client gets 401', async () => {
  const port = await freePort();
  const dir = await tempDir('keys');
  const configDir = `${dir}/config`;
  const env = { CONFIG_DIR: configDir };
  const create = new Child('keys-create', TABRELAY, ['keys', 'create', '--name', 'e2e-agent', '--tools', 'list_tabs'], { cwd: ROOT, env });
  assert.equal((await create.exited).code, 0, create.output);
  const key = /^(trk_\S+)$/m.exec(create.output)?.[1];
  assert.ok(key, `a key was printed:\n${create.output}`);
  const serve = new Child('serve-auth', TABRELAY, ['serve', '--port', String(port), '--require-auth'], { cwd: ROOT, env });
  try {
    await serve.waitFor(/is running on/, { timeoutMs: 60_000 });
    const keyless = await fetch(`http://127.0.0.1:${port}/mcp`, { method: 'POST', body: '{}' });
    assert.equal(keyless.status, 401);
    assert.match(await keyless.text(), /keys create/);

    process.env.TABRELAY_KEY = key;   // the stdio transport copies process.env when it is created
    let session;
    try {
      session = await connectClient('stdio', { port, configDir });
    } finally {
      delete process.env.TABRELAY_KEY;
    }
    try {
      const tools = (await session.client.listTools()).tools.map((t) => t.name);
      assert.deepEqual(tools, ['list_tabs'], 'the key sees only the tools its ACL allows');
      assert.equal(errorCode(await callTool(session.client, 'extract_url', { url: 'http://127.0.0.1:9/' })), 'FORBIDDEN');
    } finally {
      await session.close();
    }
  } finally {
    await serve.stop();
    await rm(dir, { recursive: true, force: true });
  }
});
