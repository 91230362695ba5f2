// Several daemons behind one round-robin balancer (docs/mcp-conformance.md, "Several daemons"):
// two real daemons peered both ways, one real Chromium paired to d0, and the real v1 SDK client
// whose every request goes to the other daemon than the last. Its one session, minted by d0,
// works through both: whatever lands on d1 is forwarded to d0, streams included.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startFixtureServer } from './harness/fixture-server.mjs';
import { freePort } from './harness/ports.mjs';
import { launchBrowser, startServe, tempDir } from './harness/tabrelay.mjs';
import { callTool, okText } from './harness/mcp.mjs';

test('one SDK session alternating between two peered daemons: initialize, tools/list, browser_tab_list, extract_url', async () => {
  const fixtures = await startFixtureServer();
  const [p0, p1] = [await freePort(), await freePort()];
  const d0 = await launchBrowser({ name: 'fleet-d0', port: p0, env: { DAEMON_ID: 'd0', PEERS: `d1=http://127.0.0.1:${p1}` } });
  let d1;
  let client;
  try {
    d1 = await startServe({ name: 'fleet-d1', port: p1, configDir: await tempDir('fleet-d1'),
      env: { DAEMON_ID: 'd1', PEERS: `d0=http://127.0.0.1:${p0}` } });
    // The balancer: each request to the other daemon, starting with d0 (so d0 mints the session).
    const reached = { [p0]: 0, [p1]: 0 };
    let n = 0;
    const roundRobin = (url, init) => {
      const u = new URL(url);
      u.port = String(n++ % 2 === 0 ? p0 : p1);
      reached[u.port]++;
      return fetch(u, init);
    };
    const transport = new StreamableHTTPClientTransport(new URL(`${d0.base}/mcp`), { fetch: roundRobin });
    client = new Client({ name: 'tabrelay-e2e-fleet', version: '0.1.0' });
    await client.connect(transport, { timeout: 30_000 });
    assert.match(transport.sessionId, /^d0\./, 'd0 minted the session and prefixed it with its id');

    const { tools } = await client.listTools(undefined, { timeout: 30_000 });
    assert.ok(tools.some((t) => t.name === 'browser_tab_list'), 'tools/list answered');

    for (let i = 0; i < 2; i++) {   // twice, so each call reaches each daemon once whatever the GET stream took
      const tabs = okText(await callTool(client, 'browser_tab_list'), 'browser_tab_list');
      assert.ok(tabs.length > 0, 'the browser paired to d0 lists its tabs');
      const page = okText(await callTool(client, 'extract_url', { url: fixtures.url(`/echo/fleet-${i}`) }), 'extract_url');
      assert.match(page, new RegExp(`^# Echo fleet-${i}$`, 'm'));
    }
    assert.ok(reached[p1] >= 3, `d1 received requests of the session (d0 ${reached[p0]}, d1 ${reached[p1]})`);
  } finally {
    await client?.close().catch(() => undefined);
    await d1?.stop();
    await d0.stop();
    await fixtures.close();
  }
});
