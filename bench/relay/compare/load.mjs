// A load generator in a process of its own: CLIENTS official-SDK clients over Streamable HTTP,
// each calling list_tabs back to back; WARMUP calls per client first, then SECONDS measured.
// Prints one JSON line: { lat: [ms of each call], seconds, errors }.
//   node load.mjs URL CLIENTS SECONDS WARMUP
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const [url, clients, seconds, warmup] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4]), Number(process.argv[5])];
const sessions = await Promise.all(Array.from({ length: clients }, async (_, i) => {
  const c = new Client({ name: `load-${i}`, version: '1' });
  const t = new StreamableHTTPClientTransport(new URL(url));
  await c.connect(t);
  return { c, t };
}));
await Promise.all(sessions.map(async ({ c }) => { for (let i = 0; i < warmup; i++) await c.callTool({ name: 'list_tabs', arguments: {} }); }));
process.stdout.write('warm\n');
await new Promise((r) => process.stdin.once('data', r));   // the driver reads the relay's CPU, then says go
const lat = [];
let errors = 0;
const end = performance.now() + seconds * 1000;
const t0 = performance.now();
await Promise.all(sessions.map(async ({ c }) => {
  while (performance.now() < end) {
    const s = performance.now();
    const r = await c.callTool({ name: 'list_tabs', arguments: {} });
    lat.push(performance.now() - s);
    if (r.isError) errors++;
  }
}));
const elapsed = (performance.now() - t0) / 1000;
await Promise.all(sessions.map(({ t }) => t.terminateSession().catch(() => {}).then(() => t.close())));
// Exit only once the line is written: a pipe takes a long line in several writes.
process.stdout.write(JSON.stringify({ lat: lat.map((x) => Math.round(x * 1000) / 1000), seconds: elapsed, errors }) + '\n',
  () => process.exit(0));
