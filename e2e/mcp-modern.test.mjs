// End to end: the MCP 2026-07-28 revision on Streamable HTTP (dev.tabrelay.mcp.modern) with the
// official v2 TypeScript client (@modelcontextprotocol/client), pinned to 2026-07-28 and in
// `auto` mode, against a launched Chromium with the real extension: no initialize, no session,
// server/discover, then tools/list and an extraction (its progress on an SSE answer). The v1 client on the same endpoint still
// gets its 2025 session.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { startFixtureServer } from './harness/fixture-server.mjs';
import { launchBrowser } from './harness/tabrelay.mjs';
import { callTool, connectClient, okText } from './harness/mcp.mjs';
import { withArtifacts } from './harness/report.mjs';

let fixtures;
let browser;
const scope = () => ({ browsers: browser ? [browser] : [] });
const it = (name, fn) => test(name, withArtifacts(scope, fn));

before(async () => {
  fixtures = await startFixtureServer();
  browser = await launchBrowser({ name: 'mcp-modern' });
});

after(async () => {
  await browser?.stop();
  await fixtures?.close();
});

/** A v2 client on /mcp with the given version negotiation mode. */
async function modernClient(mode) {
  const client = new Client({ name: 'tabrelay-e2e-v2', version: '0.1.0' }, { versionNegotiation: { mode } });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${browser.base}/mcp`)));
  return client;
}

for (const mode of [{ pin: '2026-07-28' }, 'auto']) {
  it(`the v2 client (${JSON.stringify(mode)}) negotiates 2026-07-28, lists tools and extracts a page over HTTP`, async () => {
    const client = await modernClient(mode);
    try {
      assert.equal(client.getNegotiatedProtocolVersion(), '2026-07-28');
      const { tools } = await client.listTools();
      const names = tools.map((t) => t.name);
      assert.ok(names.includes('browser_extract') && names.includes('browser_tab_list'), names.join(', '));
      assert.deepEqual((await client.listTools()).tools.map((t) => t.name), names, 'the same order every time');
      // Progress over stateless HTTP: the call's answer becomes an SSE stream once it has something to say (ModernHttpCall).
      const progress = [];
      const result = await client.callTool({ name: 'browser_extract', arguments: { url: fixtures.url('/article.html') } },
        { timeout: 45_000, onprogress: (p) => progress.push(p) });
      assert.ok(!result.isError, JSON.stringify(result).slice(0, 500));
      assert.ok(progress.some((p) => /Loading page|Extracting content/.test(p.message ?? '')), JSON.stringify(progress));
      const text = result.content.filter((c) => c.type === 'text').map((c) => c.text).join('\n');
      assert.match(text, /The Quiet Harbour Lighthouse/);
    } finally {
      await client.close();
    }
  });
}

it('the v1 client on the same endpoint still gets a 2025-11-25 session and calls tools', async () => {
  const { client, close } = await connectClient('http', browser);
  try {
    assert.equal(client.transport.protocolVersion, '2025-11-25');
    okText(await callTool(client, 'browser_tab_list'), 'browser_tab_list');
  } finally {
    await close();
  }
});
