#!/usr/bin/env node
// Start-up bench: how long an MCP client waits for `tabrelay stdio`, timed as whole processes.
//
//   node bench/startup/startup.mjs                 # 7 runs of each case
//   node bench/startup/startup.mjs --runs 15 --first-launch
//   node bench/startup/startup.mjs --quiet 0.5     # first wait (up to 10 min) for a 1-min load below 0.5
//
// Each case's row gives the machine's load beside its figures: the load average (1, 5, 15 min)
// when it started and the 1-min one when it ended, and the cores this process may use; a figure
// taken at load 4 on 2 cores is mostly the other processes, so compare CPU ms there, not wall ms.
// Cases (each run is a fresh process; min / median / max over the runs):
//   warm    `./tabrelay stdio` with the daemon already up: spawn → `initialize` answered
//   cold    the same with no daemon running: the proxy starts one in the background
//   launch  (--first-launch) `./tabrelay launch --headless` with a fresh config folder and profile:
//           spawn → the browser's extension linked (as /health reports it)
// and the steps of the warm case, each timed alone:
//   script  the launcher script's own work (find a JDK, check the jar is current), no JVM
//   jvm     the JVM and the CLI with the launcher's flags: `java … -jar tabrelay.jar --version`
//   direct  the warm case without the script: `java … -jar tabrelay.jar stdio`
//   probe   the warm case with a daemon setting given, so the proxy first asks /health to compare
//   stale   the warm case right after a build (the class cache older than the jar): the cache is
//           trained in the background meanwhile (at most 3 runs, each waits for that training)
// TABRELAY_AOT=0 runs everything without the JDK's AOT class cache (the dynamic archive instead).
// Everything runs on loopback with a throw-away CONFIG_DIR and a free port.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const TABRELAY = join(ROOT, 'tabrelay');
const { values: opts } = parseArgs({ options: {
  runs: { type: 'string', default: '7' },
  'first-launch': { type: 'boolean', default: false },
  only: { type: 'string' },
  quiet: { type: 'string' },
} });
const RUNS = Number(opts.runs);
const INITIALIZE = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: {
  protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'startup-bench', version: '1' } } }) + '\n';

const freePort = () => new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
});

/** The java command line the launcher runs for `args` (asked of the script, so the bench times what users run). */
function javaCommand(args) {
  const r = spawnSync('bash', ['-c', `. "${ROOT}/scripts/lib.sh"; find_java >/dev/null && ensure_class_cache 2>/dev/null `
    + '&& echo "$JAVA" && tabrelay_jvm_options "$@" && echo -jar && echo "$JAR"', 'x', ...args], { encoding: 'utf8' });
  const [java, ...opts] = r.stdout.trim().split('\n');
  return [java, [...opts, ...args]];
}

const TICK_MS = 1000 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);
/** CPU ms a process used so far: its own (across exec, so the launcher script's too) and its waited-for children's. */
function cpuMs(stat) {
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * TICK_MS;
}

/**
 * Spawns `cmd`, writes initialize, resolves with { ms, cpu } until its answer line; then ends the
 * process. CPU is read from /proc when the answer arrives: on a shared machine wall time mostly
 * measures the other processes, CPU time does not.
 */
function timeInitialize(cmd, args, env) {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const child = spawn(cmd, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error(`no answer in 60 s; stderr: ${err}`)); }, 60_000);
    child.stderr.on('data', (d) => { err += d; });
    child.stdout.on('data', (d) => {
      out += d;
      if (!out.includes('\n')) return;
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      let cpu = NaN;
      try { cpu = cpuMs(readFileSync(`/proc/${child.pid}/stat`, 'utf8')); } catch { /* not Linux */ }
      clearTimeout(timer);
      if (!out.includes('"result"')) { child.kill('SIGKILL'); reject(new Error(`not an answer: ${out.slice(0, 300)}`)); return; }
      child.on('exit', () => resolve({ ms, cpu }));
      child.stdin.end();
    });
    child.stdin.write(INITIALIZE);
  });
}

/** Runs a command to its end: { ms, cpu }, CPU as its parent shell counts its children's. */
function timeProcess(cmd, args, env) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync('bash', ['-c', '"$@" >/dev/null || exit 1; cat /proc/$$/stat', 'time', cmd, ...args], { env, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return { ms: Number(process.hrtime.bigint() - t0) / 1e6, cpu: cpuMs(r.stdout) };
}

async function health(port) {
  try {
    const r = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1000) });
    return r.ok ? await r.json() : null;
  } catch { return null; }
}

async function until(what, check, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`gave up waiting for ${what}`);
}

function stopDaemon(env, port) {
  spawnSync(TABRELAY, ['stop', '--port', String(port)], { env, encoding: 'utf8' });
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { min: s[0], median: s[Math.floor(s.length / 2)], max: s[s.length - 1] };
};
const rows = [];
const loadNow = () => loadavg().map((l) => l.toFixed(2));
/** The load when the case now being timed started: `record` puts it beside the figures. */
let caseLoad = loadNow();
const startCase = () => { caseLoad = loadNow(); };
function record(name, runs) {
  const { min, median, max } = stats(runs.map((r) => r.ms));
  const cpu = stats(runs.map((r) => r.cpu)).median;
  const load = `${caseLoad.join(' / ')} → ${loadNow()[0]}`;
  rows.push({ name, min, median, max, cpu, load });
  console.error(`${name}: min ${min.toFixed(0)}, median ${median.toFixed(0)}, max ${max.toFixed(0)} ms, CPU ${cpu.toFixed(0)} ms (load ${load})`);
  startCase();
}

/** --quiet L: waits (up to 10 minutes) until the 1-min load average is below L, so other work does not time itself into the figures. */
async function waitForQuiet(limit) {
  const deadline = Date.now() + 600_000;
  while (loadavg()[0] >= limit) {
    if (Date.now() > deadline) { console.error(`load still ${loadNow()[0]} after 10 minutes; measuring anyway`); return; }
    await new Promise((r) => setTimeout(r, 5000));
  }
}
const want = (name) => !opts.only || opts.only.split(',').includes(name);

if (opts.quiet) await waitForQuiet(Number(opts.quiet));
const config = mkdtempSync(join(tmpdir(), 'tabrelay-startup-'));
const port = await freePort();
const env = { ...process.env, CONFIG_DIR: config, PORT: String(port) };
try {
  timeProcess(TABRELAY, ['--version'], env);   // builds the jar if stale and creates the class cache, outside the figures
  startCase();

  if (want('script')) {
    record('script: launcher script alone (find JDK, jar current)',
      Array.from({ length: RUNS }, () => timeProcess('bash', ['-c', `. "${ROOT}/scripts/lib.sh"; find_java && ensure_server`], env)));
  }
  if (want('jvm')) {
    record('jvm: JVM + CLI (`--version`, launcher flags)', Array.from({ length: RUNS }, () => timeProcess(...javaCommand(['--version']), env)));
  }

  const daemon = spawn(TABRELAY, ['serve'], { env, stdio: 'ignore' });
  await until('the daemon', () => health(port));
  startCase();
  if (want('warm')) {
    const xs = [];
    await timeInitialize(TABRELAY, ['stdio'], env);   // warm-up: page cache, class cache
    for (let i = 0; i < RUNS; i++) xs.push(await timeInitialize(TABRELAY, ['stdio'], env));
    record('warm: `tabrelay stdio` → initialize answered (daemon up)', xs);
  }
  if (want('direct')) {
    const xs = [];
    for (let i = 0; i < RUNS; i++) xs.push(await timeInitialize(...javaCommand(['stdio']), env));
    record('direct: `java … -jar tabrelay.jar stdio` → initialize answered (daemon up)', xs);
  }
  if (want('probe')) {
    const xs = [];
    for (let i = 0; i < RUNS; i++) xs.push(await timeInitialize(TABRELAY, ['stdio', '--isolation', 'shared'], env));
    record('probe: the warm case given a daemon setting (`stdio --isolation shared`: /health is asked first, to compare)', xs);
  }
  if (want('stale')) {
    const run = join(ROOT, 'server', 'target', 'run');
    const cacheFresh = () => { try { return statSync(join(run, 'tabrelay.aot')).mtimeMs >= statSync(join(run, 'tabrelay.jar')).mtimeMs; } catch { return false; } };
    const xs = [];
    for (let i = 0; i < Math.min(RUNS, 3); i++) {
      const now = new Date();
      utimesSync(join(run, 'tabrelay.jar'), now, now);   // as a new build installs it
      xs.push(await timeInitialize(TABRELAY, ['stdio'], env));
      await until('the class cache trained in the background', async () => cacheFresh(), 300_000);
    }
    record('stale: the warm case with the class cache older than the jar (just built)', xs);
  }
  stopDaemon(env, port);
  await new Promise((r) => (daemon.exitCode !== null ? r() : daemon.on('exit', r)));

  if (want('cold')) {
    const xs = [];
    startCase();
    for (let i = 0; i < RUNS; i++) {
      await until('no daemon', async () => !(await health(port)));
      xs.push(await timeInitialize(TABRELAY, ['stdio'], env));
      stopDaemon(env, port);
    }
    record('cold: `tabrelay stdio` → initialize answered (starts the daemon)', xs);
  }

  if (opts['first-launch']) {
    const xs = [];
    for (let i = 0; i < Math.min(RUNS, 3); i++) {
      const fresh = mkdtempSync(join(tmpdir(), 'tabrelay-first-'));
      const e = { ...env, CONFIG_DIR: fresh };
      const t0 = process.hrtime.bigint();
      const launch = spawn(TABRELAY, ['launch', '--headless', '--profile', join(fresh, 'profile')], { env: e, stdio: 'ignore' });
      await until('the browser linked', async () => (await health(port))?.extensionConnected === true, 120_000);
      xs.push({ ms: Number(process.hrtime.bigint() - t0) / 1e6, cpu: NaN });
      stopDaemon(e, port);
      await new Promise((r) => (launch.exitCode !== null ? r() : launch.on('exit', r)));
      rmSync(fresh, { recursive: true, force: true });
    }
    record('launch: `tabrelay launch --headless`, fresh config and profile → browser linked', xs);
  }
} catch (e) {
  spawnSync('tail', ['-n', '20', join(config, 'daemon.log')], { stdio: 'inherit' });
  throw e;
} finally {
  stopDaemon(env, port);
  rmSync(config, { recursive: true, force: true });
}

const cores = `${availableParallelism()} of ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'})`;
console.log(`\n${RUNS} runs a case on ${cores}; load average 1 / 5 / 15 min at the case's start → 1 min at its end.\n`);
console.log('| case | min ms | median ms | max ms | median CPU ms | load |\n|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(`| ${r.name} | ${r.min.toFixed(0)} | ${r.median.toFixed(0)} | ${r.max.toFixed(0)} | ${Number.isNaN(r.cpu) ? '—' : r.cpu.toFixed(0)} | ${r.load} |`);
}
