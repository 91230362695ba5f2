#!/usr/bin/env node
// TabRelay's relay beside the usual Node relay (official TypeScript MCP SDK + `ws`, node-relay.mjs),
// in the same run, interleaved: each relay in its own process with its own stand-in extension
// (standin-extension.mjs), load from separate processes (load.mjs), warm-up before measuring.
// Per relay and client count: calls/s, p50/p99 over Streamable HTTP, the relay process's CPU per
// call (from /proc/PID/stat over the measured window) and its RSS after.
//   node bench/relay/compare/compare.mjs                         # 8 and 64 clients, 10 s, 2 rounds
//   node bench/relay/compare/compare.mjs --seconds 30 --rounds 3 --drivers 2
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, cpus } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..', '..');
const { values: o } = parseArgs({ options: {
  seconds: { type: 'string', default: '10' }, rounds: { type: 'string', default: '2' },
  clients: { type: 'string', default: '8,64' }, drivers: { type: 'string', default: '2' }, warmup: { type: 'string', default: '200' },
} });
const TICK_MS = 1000 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);
const PAGE = Number(spawnSync('getconf', ['PAGESIZE'], { encoding: 'utf8' }).stdout.trim() || 4096);

const freePort = () => new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
});
const cpuMs = (pid) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * TICK_MS;
};
const rssMiB = (pid) => Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE / 1048576;

/** Spawns a node script, resolves with its process once it printed `line`. */
function start(cmd, args, line, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, stdio: ['pipe', 'pipe', 'inherit'], detached: true });
    const rl = createInterface({ input: child.stdout });
    rl.on('line', (l) => { if (l === line) resolve(child); });
    child.on('exit', (code) => reject(new Error(`${args[0]} exited ${code} before "${line}"`)));
  });
}
async function health(base) {
  for (let i = 0; i < 600; i++) {
    try { if ((await fetch(base + '/health')).ok) return; } catch { /* not up */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no daemon at ' + base);
}

const configDir = mkdtempSync(join(tmpdir(), 'tabrelay-compare-'));
const children = [];
try {
  // TabRelay: the real daemon, as users start it.
  const jPort = await freePort();
  const daemon = spawn(join(ROOT, 'tabrelay'), ['serve', '--port', String(jPort)], {
    env: { ...process.env, CONFIG_DIR: configDir, RATE_LIMIT: '1000000', MAX_INFLIGHT: '1000' }, stdio: 'ignore', detached: true });
  children.push(daemon);
  await health(`http://127.0.0.1:${jPort}`);
  const key = readFileSync(join(configDir, 'pairing-key'), 'utf8').trim();
  children.push(await start('node', [join(HERE, 'standin-extension.mjs'), `ws://127.0.0.1:${jPort}/extension`, key], 'linked'));
  // Node: the same stand-in, its own process.
  const nPort = await freePort();
  const node = await start('node', [join(HERE, 'node-relay.mjs'), String(nPort), key], 'listening');
  children.push(node);
  children.push(await start('node', [join(HERE, 'standin-extension.mjs'), `ws://127.0.0.1:${nPort}/extension`, key], 'linked'));

  const relays = [
    { name: 'TabRelay', pid: daemon.pid, url: `http://127.0.0.1:${jPort}/mcp`, idleRss: rssMiB(daemon.pid) },
    { name: 'Node (SDK + ws)', pid: node.pid, url: `http://127.0.0.1:${nPort}/mcp`, idleRss: rssMiB(node.pid) },
  ];
  const results = [];
  for (let round = 0; round < Number(o.rounds); round++) {
    for (const clients of o.clients.split(',').map(Number)) {
      // Interleaved, and the order flips each round, so neither always runs on a warmer machine.
      for (const relay of round % 2 ? [...relays].reverse() : relays) {
        const drivers = Math.min(Number(o.drivers), clients);
        const loads = await Promise.all(Array.from({ length: drivers }, (_, i) => start('node',
          [join(HERE, 'load.mjs'), relay.url, String(Math.floor(clients / drivers) + (i < clients % drivers ? 1 : 0)), o.seconds,
          String(Math.ceil(Number(o.warmup) / clients))], 'warm')));
        const cpu0 = cpuMs(relay.pid);
        const outs = loads.map((l) => new Promise((r) => createInterface({ input: l.stdout }).on('line', (x) => r(JSON.parse(x)))));
        loads.forEach((l) => l.stdin.write('go\n'));
        const done = await Promise.all(outs);
        const cpu = cpuMs(relay.pid) - cpu0;
        const lat = done.flatMap((d) => d.lat).sort((a, b) => a - b);
        const q = (p) => lat[Math.min(lat.length - 1, Math.floor(p * lat.length))];
        const seconds = Math.max(...done.map((d) => d.seconds));
        results.push({ relay: relay.name, clients, calls: lat.length, perSec: lat.length / seconds, p50: q(0.5), p99: q(0.99),
          cpuPerCall: cpu / lat.length, rss: rssMiB(relay.pid), errors: done.reduce((a, d) => a + d.errors, 0) });
        console.error(`round ${round + 1}, ${clients} clients, ${relay.name}: ${(lat.length / seconds).toFixed(0)} calls/s`);
      }
    }
  }
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  console.log(`\nStreamable HTTP, list_tabs to an instant stand-in extension; ${o.seconds} s per measurement after ${o.warmup} warm-up calls,`
    + ` ${o.rounds} interleaved rounds (median of rounds), ${cpus().length} cores, load ${load}\n`);
  console.log('| clients | relay | calls/s | p50 ms | p99 ms | relay CPU ms/call | relay RSS MiB (idle → after) | errors |\n|---|---|---|---|---|---|---|---|');
  const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  for (const clients of o.clients.split(',').map(Number)) {
    for (const relay of relays) {
      const rs = results.filter((r) => r.relay === relay.name && r.clients === clients);
      console.log(`| ${clients} | ${relay.name} | ${med(rs.map((r) => r.perSec)).toFixed(0)} | ${med(rs.map((r) => r.p50)).toFixed(2)} | `
        + `${med(rs.map((r) => r.p99)).toFixed(2)} | ${med(rs.map((r) => r.cpuPerCall)).toFixed(3)} | ${relay.idleRss.toFixed(0)} → `
        + `${Math.max(...rs.map((r) => r.rss)).toFixed(0)} | ${rs.reduce((a, r) => a + r.errors, 0)} |`);
    }
  }
} finally {
  for (const c of children) { try { process.kill(-c.pid, 'SIGTERM'); } catch { /* gone */ } }
  rmSync(configDir, { recursive: true, force: true, maxRetries: 10 });
}
