// End to end: the MCP 2026-07-28 revision on WebSocket (/mcp-ws) and stdio (`tabrelay stdio`, which
// relays to /mcp-ws) with the official v2 TypeScript client (@modelcontextprotocol/client), pinned
// to 2026-07-28 and in `auto` mode, against a launched Chromium with the real extension: no
// initialize, server/discover, tools/list and an extraction (with its progress notifications);
// subscriptions/listen delivering a tools list change when a recipe file is added (on Streamable
// HTTP too: e2e/mcp-modern.test.mjs has the rest of HTTP). The v1 client on the same transports still gets its 2025 session.
//
// The v2 client package has no WebSocket transport; the v1 SDK's WebSocketClientTransport (the
// Transport interface did not change) carries it, so both ends are the SDKs' own code.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { WebSocketClientTransport } from '@modelcontextprotocol/sdk/client/websocket.js';
import { startFixtureServer } from './harness/fixture-server.mjs';
import { launchBrowser, tempDir } from './harness/tabrelay.mjs';
import { freePort } from './harness/ports.mjs';
import { callTool, connectClient, okText } from './harness/mcp.mjs';
import { ROOT, TABRELAY } from './harness/paths.mjs';
import { withArtifacts } from './harness/report.mjs';

globalThis.WebSocket ??= (await import('ws')).WebSocket;

let fixtures;
let browser;
const scope = () => ({ browsers: browser ? [browser] : [] });
const it = (name, fn) => test(name, withArtifacts(scope, fn));

before(async () => {
  fixtures = await startFixtureServer();
  browser = await launchBrowser({ name: 'mcp-modern-transports' });
});

after(async () => {
  await browser?.stop();
  await fixtures?.close();
});

function transport(kind) {
  if (kind === 'http') return new StreamableHTTPClientTransport(new URL(`${browser.base}/mcp`));
  if (kind === 'ws') return new WebSocketClientTransport(new URL(`ws://127.0.0.1:${browser.port}/mcp-ws`));
  return new StdioClientTransport({
    command: TABRELAY,
    args: ['stdio', '--port', String(browser.port), '--config-dir', browser.configDir],
    env: { ...process.env, CONFIG_DIR: browser.configDir },
    cwd: ROOT,
    stderr: 'pipe',
  });
}

/** A v2 client with the given version negotiation mode; `options` adds client options (listChanged). */
async function modernClient(kind, mode, options = {}) {
  const t = transport(kind);
  let stderr = '';
  t.stderr?.setEncoding('utf8');
  t.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const client = new Client({ name: `tabrelay-e2e-v2-${kind}`, version: '0.1.0' }, { versionNegotiation: { mode }, ...options });
  try {
    await client.connect(t, { timeout: 30_000 });
  } catch (e) {
    await client.close().catch(() => undefined);
    throw new Error(`the v2 client over ${kind} did not connect: ${e.message}${stderr ? `\n--- stderr ---\n${stderr}` : ''}`);
  }
  return client;
}

for (const kind of ['stdio', 'ws']) {
  for (const mode of [{ pin: '2026-07-28' }, 'auto']) {
    it(`the v2 client (${JSON.stringify(mode)}) negotiates 2026-07-28, lists tools and extracts a page over ${kind}`, async () => {
      const client = await modernClient(kind, mode);
      try {
        assert.equal(client.getNegotiatedProtocolVersion(), '2026-07-28');
        const { tools } = await client.listTools();
        const names = tools.map((t) => t.name);
        assert.ok(names.includes('browser_extract') && names.includes('browser_tab_list'), names.join(', '));
        const progress = [];
        const result = await client.callTool({ name: 'browser_extract', arguments: { url: fixtures.url('/article.html') } },
          { timeout: 45_000, onprogress: (p) => progress.push(p) });
        assert.ok(!result.isError, JSON.stringify(result).slice(0, 500));
        // The extension reports its steps at once (docs/mcp-conformance.md, "Cancellation and progress").
        assert.ok(progress.some((p) => /Loading page|Extracting content/.test(p.message ?? '')), JSON.stringify(progress));
        const text = result.content.filter((c) => c.type === 'text').map((c) => c.text).join('\n');
        assert.match(text, /The Quiet Harbour Lighthouse/);
      } finally {
        await client.close();
      }
    });
  }

  it(`the v1 client over ${kind} still gets a 2025-11-25 session and calls tools`, async () => {
    const { client, close } = await connectClient(kind, browser);
    try {
      okText(await callTool(client, 'browser_tab_list'), 'browser_tab_list');
    } finally {
      await close();
    }
  });
}

for (const kind of ['stdio', 'ws', 'http']) {
  it(`subscriptions/listen over ${kind}: a recipe added while the client listens reaches it as a tools list change`, async () => {
    let changed;
    const seen = new Promise((resolve) => {
      changed = resolve;
    });
    const name = `listen_${kind}`;
    const client = await modernClient(kind, { pin: '2026-07-28' }, {
      // The client opens subscriptions/listen itself when discover advertises tools.listChanged.
      listChanged: { tools: { onChanged: (error, tools) => { if (!error && tools?.some((t) => t.name === name)) changed(tools); } } },
    });
    try {
      assert.ok(client.autoOpenedSubscription, 'the client opened a subscription');
      assert.deepEqual(client.autoOpenedSubscription.honoredFilter, { toolsListChanged: true });
      await mkdir(path.join(browser.configDir, 'recipes'), { recursive: true });
      await writeFile(path.join(browser.configDir, 'recipes', `${name}.json`), JSON.stringify({
        name, title: 'List tabs', description: 'Lists the open tabs; a recipe this test adds while the client listens.',
        parameters: {}, steps: [{ tool: 'browser_tab_list', args: {} }],
      }));
      let timer;
      const tools = await Promise.race([seen, new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('no tools list change within 20 s of adding the recipe')), 20_000);
      })]).finally(() => clearTimeout(timer));
      assert.ok(tools.some((t) => t.name === name));
      await client.autoOpenedSubscription.close();
    } finally {
      await client.close();
    }
  });
}

it('the v2 client pinned to 2026-07-28 lists tools over `tabrelay stdio --embedded`, and the v1 client initializes there', async () => {
  const dir = await tempDir('modern-embedded');
  const port = await freePort();
  const embedded = () => new StdioClientTransport({
    command: TABRELAY,
    args: ['stdio', '--embedded', '--port', String(port), '--config-dir', dir],
    env: { ...process.env, CONFIG_DIR: dir },
    cwd: ROOT,
    stderr: 'pipe',
  });
  try {
    const client = new Client({ name: 'tabrelay-e2e-v2-embedded', version: '0.1.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    await client.connect(embedded(), { timeout: 30_000 });
    try {
      assert.equal(client.getNegotiatedProtocolVersion(), '2026-07-28');
      const names = (await client.listTools()).tools.map((t) => t.name);
      assert.ok(names.includes('browser_extract'), names.join(', '));
    } finally {
      await client.close();
    }
    const legacy = new Client({ name: 'tabrelay-e2e-v2-embedded-legacy', version: '0.1.0' });
    await legacy.connect(embedded(), { timeout: 30_000 });
    try {
      assert.notEqual(legacy.getNegotiatedProtocolVersion(), '2026-07-28');
      assert.ok((await legacy.listTools()).tools.length > 10);
    } finally {
      await legacy.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true, maxRetries: 3 });
  }
});
