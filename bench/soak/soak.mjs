#!/usr/bin/env node
// Soak: a real daemon relays list_tabs to a stand-in extension (its own process) for MINUTES under
// CLIENTS official-SDK clients over Streamable HTTP (load processes of their own), then says whether
// it kept its size: RSS, live heap (after a full GC, via jcmd) and open files, before and after.
//   node bench/soak/soak.mjs                    # 10 minutes, 8 clients
//   node bench/soak/soak.mjs --minutes 1 --clients 4
//   node bench/soak/soak.mjs --minutes 3 --histogram   # also: which classes' live bytes grew
//   node bench/soak/soak.mjs --minutes 3 --nmt         # also: the JVM's native memory, by area, before → after
//   node bench/soak/soak.mjs --minutes 3 --smaps       # also: which mappings' resident size grew (RSS the JVM does not track)
// Exits 1 when a figure grew by more than 10 % (open files: by more than 10 % and 5).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');
const COMPARE = join(HERE, '..', 'relay', 'compare');
const { values: o } = parseArgs({ options: {
  minutes: { type: 'string', default: '10' }, clients: { type: 'string', default: '8' },
  histogram: { type: 'boolean', default: false }, nmt: { type: 'boolean', default: false },
  smaps: { type: 'boolean', default: false },
} });
const PAGE = Number(spawnSync('getconf', ['PAGESIZE'], { encoding: 'utf8' }).stdout.trim() || 4096);

const freePort = () => new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
});
function start(args, line) {
  return new Promise((resolve, reject) => {
    const child = spawn('node', args, { stdio: ['pipe', 'pipe', 'inherit'], detached: true });
    createInterface({ input: child.stdout }).on('line', (l) => { if (l === line) resolve(child); });
    child.on('exit', (code) => reject(new Error(`${args[0]} exited ${code}`)));
  });
}
/** The java that runs the daemon has jcmd beside it. */
const jcmd = (pid) => join(dirname(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0]), 'jcmd');
function sample(pid) {
  // Twice: objects that one full GC finds reachable only through references still to be cleaned
  // (Cleaner, finalizable) die in the next one; with one, "live heap" read up to 8 MiB of them.
  for (let i = 0; i < 2; i++) spawnSync(jcmd(pid), [String(pid), 'GC.run'], { encoding: 'utf8' });
  const heap = spawnSync(jcmd(pid), [String(pid), 'GC.heap_info'], { encoding: 'utf8' }).stdout;
  // G1 prints one "heap … used NK" line; the serial collector (the daemon's, scripts/lib.sh DAEMON_JVM) one per generation (DefNew, Tenured); the spaces inside them have no "total".
  const parts = [...heap.matchAll(/total \d+K, used (\d+)K/g)].map((m) => Number(m[1]));
  const usedK = parts.length ? parts.reduce((a, b) => a + b, 0) : NaN;
  return {
    rss: Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE / 1048576,
    heap: usedK / 1024,
    files: readdirSync(`/proc/${pid}/fd`).length,
  };
}

/** Live objects per class (`jcmd GC.class_histogram` runs a full GC first): name → bytes and count. */
function histogram(pid) {
  const out = spawnSync(jcmd(pid), [String(pid), 'GC.class_histogram'], { encoding: 'utf8', maxBuffer: 64 << 20 }).stdout;
  const byClass = new Map();
  for (const m of out.matchAll(/^\s*\d+:\s+(\d+)\s+(\d+)\s+(\S+)/gm)) byClass.set(m[3], { count: Number(m[1]), bytes: Number(m[2]) });
  return byClass;
}
/** The classes whose live bytes grew most between two histograms: what a leak is made of. */
function printGrowth(before, after, top = 20) {
  const rows = [...after].map(([name, a]) => {
    const b = before.get(name) ?? { count: 0, bytes: 0 };
    return { name, bytes: a.bytes - b.bytes, count: a.count - b.count };
  }).sort((x, y) => y.bytes - x.bytes).slice(0, top);
  console.log('\n| class | live bytes grew by | instances grew by |\n|---|---|---|');
  for (const r of rows) console.log(`| ${r.name} | ${(r.bytes / 1024).toFixed(1)} KiB | ${r.count} |`);
}

/** Resident KiB per mapping (/proc/PID/smaps), keyed by its start address, with its size and name. */
function mappings(pid) {
  const byStart = new Map();
  let cur = null;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = line.match(/^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/);
    if (head) {
      cur = { sizeK: (parseInt(head[2], 16) - parseInt(head[1], 16)) / 1024, name: head[3] || '[anon]', rssK: 0 };
      byStart.set(head[1], cur);
    } else if (cur && line.startsWith('Rss:')) cur.rssK = Number(line.split(/\s+/)[1]);
  }
  return byStart;
}
function printMappingGrowth(before, after, top = 12) {
  const rows = [...after].map(([start, a]) => ({ start, ...a, grew: a.rssK - (before.get(start)?.rssK ?? 0) }))
    .sort((x, y) => y.grew - x.grew).slice(0, top);
  console.log('\n| mapping | size | resident KiB grew by |\n|---|---|---|');
  for (const r of rows) console.log(`| ${r.start} ${r.name} | ${(r.sizeK / 1024).toFixed(1)} MiB | ${r.grew} |`);
}

const configDir = mkdtempSync(join(tmpdir(), 'tabrelay-soak-'));
const children = [];
let grew = false;
try {
  const port = await freePort();
  const daemon = spawn(join(ROOT, 'tabrelay'), ['serve', '--port', String(port)], {
    env: { ...process.env, CONFIG_DIR: configDir, RATE_LIMIT: '1000000', MAX_INFLIGHT: '1000',
      // The java launcher reads JDK_JAVA_OPTIONS: native memory tracking without touching ./tabrelay.
      ...(o.nmt ? { JDK_JAVA_OPTIONS: '-XX:NativeMemoryTracking=summary' } : {}) }, stdio: 'ignore', detached: true });
  children.push(daemon);
  for (let i = 0; ; i++) {
    try { if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) break; } catch { /* not up */ }
    if (i > 600) throw new Error('the daemon did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const key = readFileSync(join(configDir, 'pairing-key'), 'utf8').trim();
  children.push(await start([join(COMPARE, 'standin-extension.mjs'), `ws://127.0.0.1:${port}/extension`, key], 'linked'));
  const url = `http://127.0.0.1:${port}/mcp`;
  // A first minute-long run warms the JIT and fills the pools; "before" is taken after it.
  const run = async (seconds) => {
    const load = await start([join(COMPARE, 'load.mjs'), url, o.clients, String(seconds), '50'], 'warm');
    const out = new Promise((r) => createInterface({ input: load.stdout }).on('line', (x) => r(JSON.parse(x))));
    load.stdin.write('go\n');
    return out;
  };
  await run(Math.min(60, Number(o.minutes) * 6));
  const histBefore = o.histogram ? histogram(daemon.pid) : null;
  const before = sample(daemon.pid);
  if (o.nmt) spawnSync(jcmd(daemon.pid), [String(daemon.pid), 'VM.native_memory', 'baseline']);
  const mapsBefore = o.smaps ? mappings(daemon.pid) : null;
  const r = await run(Number(o.minutes) * 60);
  const after = sample(daemon.pid);
  if (o.smaps) printMappingGrowth(mapsBefore, mappings(daemon.pid));
  if (o.histogram) printGrowth(histBefore, histogram(daemon.pid));
  if (o.nmt) console.log(spawnSync(jcmd(daemon.pid), [String(daemon.pid), 'VM.native_memory', 'summary.diff', 'scale=KB'], { encoding: 'utf8' }).stdout);
  const calls = r.lat.length;
  console.log(`\nSoak: ${calls} calls in ${(r.seconds / 60).toFixed(1)} min from ${o.clients} clients (${(calls / r.seconds).toFixed(0)}/s), ${r.errors} errors\n`);
  console.log('| daemon | before | after | change |\n|---|---|---|---|');
  for (const [name, k, unit] of [['RSS', 'rss', 'MiB'], ['live heap (after a full GC)', 'heap', 'MiB'], ['open files', 'files', '']]) {
    const change = (after[k] - before[k]) / before[k];
    const bad = change > 0.10 && (k !== 'files' || after[k] - before[k] > 5);
    grew ||= bad;
    console.log(`| ${name} | ${before[k].toFixed(1)} ${unit} | ${after[k].toFixed(1)} ${unit} | ${(change * 100).toFixed(1)} %${bad ? ' (grew)' : ''} |`);
  }
} finally {
  for (const c of children) { try { process.kill(-c.pid, 'SIGTERM'); } catch { /* gone */ } }
  rmSync(configDir, { recursive: true, force: true, maxRetries: 10 });
}
process.exit(grew ? 1 : 0);
