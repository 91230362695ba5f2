#!/usr/bin/env node
// Grid bench: what an agent waits for a browser leased from a Selenium Grid 4 through `tabrelay grid`,
// beside what a plain WebDriver client waits for a new session on the same Grid, on one machine.
//
//   node bench/grid/grid.mjs                       # 10 rounds, 20 leases in a row, 8 agents × 10 calls
//   node bench/grid/grid.mjs --rounds 20 --leases 100 --agents 8 --calls 10
//
// Runs a real Grid (a hub and 2 nodes × 4 slots, everything on loopback; e2e/harness/grid.mjs) with
// Debian's chromedriver and Chromium, and the daemon built from this checkout. Cases:
//   webdriver   plain POST /session (Chromium, no extension) → DELETE: the Grid's own new-session time
//   cold        a new MCP session's first call (browser_tab_list) with no warm lease: new session +
//               extension hello + first result
//   warm        the same with a warm lease ready (--browsers 1)
//   in a row    --leases sessions one after another (call, end); then: Grid sessions and Chromium /
//               chromedriver processes left, and the memory (PSS) of one leased browser
//   parallel    --agents sessions at once, each --calls extract_url of its own page: calls/s, p50, p95
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startFixtureServer } from '../../e2e/harness/fixture-server.mjs';
import { callTool, connectClient, okText } from '../../e2e/harness/mcp.mjs';
import { gridSessions, gridUnavailable, processesMatching, startGridDaemon, startHub, until } from '../../e2e/harness/grid.mjs';
import { waitForHealth } from '../../e2e/harness/tabrelay.mjs';

const { values: opts } = parseArgs({ options: {
  rounds: { type: 'string', default: '10' },
  leases: { type: 'string', default: '20' },
  agents: { type: 'string', default: '8' },
  calls: { type: 'string', default: '10' },
} });
const ROUNDS = Number(opts.rounds);
const why = gridUnavailable();
if (why) {
  console.log(`bench/grid: skipped, ${why}`);
  process.exit(0);
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { min: s[0], p50: at(0.5), p95: at(0.95), max: s[s.length - 1], n: s.length };
};
const ms = (x) => `${Math.round(x)}`;
const rows = [];
const row = (name, xs, note = '') => {
  const s = stats(xs);
  rows.push([name, s.n, ms(s.min), ms(s.p50), ms(s.p95), ms(s.max), note]);
};

/** Plain WebDriver: the Grid's own new-session time for Chromium without any extension. */
async function plainNewSession(base) {
  const t0 = performance.now();
  const res = await fetch(`${base}/session`, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify({ capabilities: { alwaysMatch: { browserName: 'chrome', 'goog:chromeOptions': {
      args: ['--headless=new', '--no-sandbox', '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1'] } } } }) });
  const body = await res.json();
  const took = performance.now() - t0;
  await fetch(`${base}/session/${body.value.sessionId}`, { method: 'DELETE' });
  return took;
}

/** A new MCP session's first browser call, then the session ends (its lease goes back). */
async function firstCall(daemon) {
  const c = await connectClient('http', daemon);
  const t0 = performance.now();
  okText(await callTool(c.client, 'browser_tab_list', {}, { timeoutMs: 90_000 }), 'first call');
  const took = performance.now() - t0;
  await c.transport.terminateSession();
  await c.close();
  return took;
}

const settled = (daemon, pred, what) => waitForHealth(daemon.base, pred, { timeoutMs: 60_000, what });

/** PSS (MiB) of one leased Chromium: its browser process and every process under it (zygotes, renderers, GPU). */
function browserPssMiB() {
  const main = processesMatching('/usr/lib/chromium/chromium')
    .find((pid) => !readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type='));
  if (!main) return null;
  const tree = [main];
  for (let i = 0; i < tree.length; i++) {
    for (const task of readdirSync(`/proc/${tree[i]}/task`)) {
      tree.push(...readFileSync(`/proc/${tree[i]}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
    }
  }
  let kib = 0;
  for (const pid of tree) {
    try {
      kib += Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))[1]);
    } catch { /* exited */ }
  }
  return kib / 1024;
}

const fixtures = await startFixtureServer();
const grid = await startHub({ nodes: 2, slotsEach: 4 });
try {
  console.log(`bench/grid: ${cpus().length} cores, load ${loadavg().map((l) => l.toFixed(2)).join(' ')}, Grid ${grid.base}`
    + ' (hub + 2 nodes × 4 slots, Chromium headless)');
  await plainNewSession(grid.base);   // the nodes' first session warms their JVMs; not counted
  const plain = [];
  for (let i = 0; i < ROUNDS; i++) plain.push(await plainNewSession(grid.base));
  row('webdriver new session (plain)', plain, 'no extension, no TabRelay');

  const BASE = ['--max', '8', '--heartbeat', '20'];
  let daemon = await startGridDaemon({ hub: grid.base, name: 'bench-cold', args: [...BASE, '--browsers', '0'] });
  await firstCall(daemon);   // the daemon's first lease (its JIT); not counted
  const cold = [];
  for (let i = 0; i < ROUNDS; i++) {
    cold.push(await firstCall(daemon));
    await settled(daemon, (h) => h.leases.length === 0, 'the lease released');
  }
  const coldP50 = stats(cold).p50;
  row('tabrelay: new session → first result (cold)', cold, `+${ms(coldP50 - stats(plain).p50)} ms over plain p50`);

  const inRow = [];
  let pss = null;
  for (let i = 0; i < Number(opts.leases); i++) {
    const c = await connectClient('http', daemon);
    const t0 = performance.now();
    okText(await callTool(c.client, 'browser_tab_list', {}, { timeoutMs: 90_000 }), 'lease in a row');
    inRow.push(performance.now() - t0);
    if (i === 0) pss = browserPssMiB();
    await c.transport.terminateSession();
    await c.close();
  }
  await settled(daemon, (h) => h.leases.length === 0, 'every lease released');
  await until(async () => (await gridSessions(grid.base)).length === 0, 'no Grid session left', 60_000);
  await until(() => processesMatching('/usr/lib/chromium/chromium').length === 0 && processesMatching('/usr/bin/chromedriver').length === 0,
    'no Chromium or chromedriver left', 60_000);
  row(`tabrelay: ${opts.leases} leases in a row`, inRow, `0 Grid sessions, 0 Chromium/chromedriver left; one browser ${pss?.toFixed(0)} MiB PSS`);
  await daemon.stop();

  daemon = await startGridDaemon({ hub: grid.base, name: 'bench-warm', args: [...BASE, '--browsers', '1'] });
  const warm = [];
  for (let i = 0; i <= ROUNDS; i++) {
    await settled(daemon, (h) => h.leases.some((l) => l.state === 'ready' && l.owners.length === 0), 'a warm lease');
    const took = await firstCall(daemon);
    if (i > 0) warm.push(took);   // the first warms the daemon's JIT
  }
  row('tabrelay: new session → first result (warm lease)', warm, '--browsers 1');

  const agents = Number(opts.agents);
  const calls = Number(opts.calls);
  const clients = await Promise.all(Array.from({ length: agents }, () => connectClient('http', daemon)));
  await Promise.all(clients.map((c) => callTool(c.client, 'browser_tab_list', {}, { timeoutMs: 120_000 })));   // each gets its browser
  const per = [];
  const t0 = performance.now();
  await Promise.all(clients.map(async (c, a) => {
    for (let n = 0; n < calls; n++) {
      const s = performance.now();
      okText(await callTool(c.client, 'extract_url', { url: fixtures.url(`/echo/a${a}-n${n}`) }, { timeoutMs: 90_000 }), 'extract_url');
      per.push(performance.now() - s);
    }
  }));
  const wall = (performance.now() - t0) / 1000;
  row(`tabrelay: ${agents} agents in parallel, extract_url`, per, `${(per.length / wall).toFixed(1)} calls/s over ${agents} browsers`);
  for (const c of clients) {
    await c.transport.terminateSession().catch(() => undefined);
    await c.close();
  }
  await daemon.stop();
} finally {
  await grid.stop();
  await fixtures.close();
}

console.log('\n| case | n | min ms | p50 ms | p95 ms | max ms | note |\n|---|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
