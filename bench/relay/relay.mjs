// Relay overhead of the bridge, per MCP transport, side by side in one run.
//
// A real daemon (`tabrelay serve`) relays `list_tabs` to a stand-in extension that answers at
// once, so the figures are the bridge's own cost (MCP parsing, registry, link round trip) and
// each transport's, without a browser's. Run: node bench/relay/relay.mjs [--calls N] [--clients N]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';
import { WebSocket } from 'ws';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { WebSocketClientTransport } from '@modelcontextprotocol/sdk/client/websocket.js';

globalThis.WebSocket ??= WebSocket; // Node 20 has no global WebSocket; the SDK's transport needs one
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const CALLS = arg('--calls', 300);
const CLIENTS = arg('--clients', 8);

const freePort = () => new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
});

async function waitForHealth(base, deadlineMs = 60_000) {
  const end = Date.now() + deadlineMs;
  while (Date.now() < end) {
    try { if ((await fetch(base + '/health')).ok) return; } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('daemon did not answer /health within ' + deadlineMs + ' ms');
}

/** A stand-in extension: hello with the daemon's pairing key, then answers every command at once. */
function fakeExtension(port, key) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/extension`, { origin: 'chrome-extension://hoddiojdknopfofgicbmfpnlbfjcmhen' });
    ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', protocol: 1, key, extensionVersion: 'bench', browserId: 'bench', label: 'bench' })));
    ws.on('message', (raw) => {
      const m = JSON.parse(raw.toString());
      if (m.type === 'welcome') resolve(ws);
      else if (m.type === 'ping') ws.send(JSON.stringify({ type: 'pong', ts: m.ts }));
      else if (m.type === 'command') {
        ws.send(JSON.stringify({ type: 'response', id: m.id, success: true,
          data: { tabs: [{ tabId: 1, windowId: 1, index: 0, url: 'https://example.com/', title: 'Example', active: true }] } }));
      }
    });
    ws.on('error', reject);
  });
}

const stats = (ms) => {
  const s = [...ms].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { p50: q(0.5), p95: q(0.95), mean: s.reduce((a, b) => a + b, 0) / s.length };
};

async function measure(name, makeTransport) {
  const client = new Client({ name: 'bench-' + name, version: '1' });
  const t0 = performance.now();
  await client.connect(makeTransport());
  const connectMs = performance.now() - t0;
  for (let i = 0; i < 20; i++) await client.callTool({ name: 'list_tabs', arguments: {} }); // warm-up (JIT)
  const lat = [];
  for (let i = 0; i < CALLS; i++) {
    const s = performance.now();
    const r = await client.callTool({ name: 'list_tabs', arguments: {} });
    lat.push(performance.now() - s);
    if (r.isError) throw new Error(name + ': ' + JSON.stringify(r.content));
  }
  // Throughput with several calls in flight on one session.
  const c0 = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, async () => {
    for (let i = 0; i < CALLS / CLIENTS; i++) await client.callTool({ name: 'list_tabs', arguments: {} });
  }));
  const perSec = (Math.floor(CALLS / CLIENTS) * CLIENTS) / ((performance.now() - c0) / 1000);
  await client.close();
  return { name, connectMs, ...stats(lat), perSec };
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const configDir = mkdtempSync(join(tmpdir(), 'tabrelay-bench-'));
const env = { ...process.env, CONFIG_DIR: configDir };
const daemon = spawn(join(ROOT, 'tabrelay'), ['serve', '--port', String(port)], { env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
try {
  await waitForHealth(base);
  const key = readFileSync(join(configDir, 'pairing-key'), 'utf8').trim();
  const ext = await fakeExtension(port, key);
  const rows = [];
  rows.push(await measure('stdio (proxy)', () => new StdioClientTransport({ command: join(ROOT, 'tabrelay'), args: ['stdio', '--port', String(port)], env, stderr: 'ignore' })));
  rows.push(await measure('Streamable HTTP', () => new StreamableHTTPClientTransport(new URL(base + '/mcp'))));
  rows.push(await measure('legacy SSE', () => new SSEClientTransport(new URL(base + '/sse'))));
  rows.push(await measure('WebSocket', () => new WebSocketClientTransport(new URL(`ws://127.0.0.1:${port}/mcp-ws`))));
  ext.close();
  const f = (n) => n.toFixed(2).padStart(8);
  console.log(`\nRelay overhead: list_tabs through the bridge to an instant stand-in extension (${CALLS} sequential calls, then ${CLIENTS} in flight)`);
  console.log('transport          connect ms   p50 ms   p95 ms  mean ms   calls/s (' + CLIENTS + ' in flight)');
  for (const r of rows) console.log(`${r.name.padEnd(18)} ${f(r.connectMs)}  ${f(r.p50)} ${f(r.p95)} ${f(r.mean)}  ${r.perSec.toFixed(0).padStart(8)}`);
} finally {
  try { process.kill(-daemon.pid, 'SIGTERM'); } catch { /* already gone */ }
  rmSync(configDir, { recursive: true, force: true, maxRetries: 10 });
}
