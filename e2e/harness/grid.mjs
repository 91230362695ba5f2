// A real Selenium Grid 4 standalone for the grid tests and bench/grid: the selenium-grid jar from
// Maven Central (e2e/grid/pom.xml), run with Debian's chromedriver and Chromium, no driver
// downloads (--selenium-manager false) and no detection (--detect-drivers false).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Child } from './processes.mjs';
import { freePort } from './ports.mjs';
import { ROOT, TABRELAY } from './paths.mjs';
import { tempDir } from './tabrelay.mjs';

const POM = path.join(ROOT, 'e2e', 'grid', 'pom.xml');
const CLASSPATH = path.join(ROOT, 'e2e', 'grid', 'target', 'classpath.txt');
export const CHROMEDRIVER = '/usr/bin/chromedriver';
export const CHROMIUM = '/usr/bin/chromium';

/** Why the Grid tests cannot run here, or null when they can (run-tests installs chromium-driver with Chromium). */
export function gridUnavailable() {
  if (!existsSync(CHROMEDRIVER)) return `no ${CHROMEDRIVER} (Debian: apt-get install chromium-driver)`;
  if (!existsSync(CHROMIUM)) return `no ${CHROMIUM}`;
  return null;
}

/** The Grid's classpath, resolved by Maven once per pom change (about 5 s; the jars stay in ~/.m2). */
export function gridClasspath() {
  const fresh = existsSync(CLASSPATH) && statSync(CLASSPATH).mtimeMs > statSync(POM).mtimeMs;
  if (!fresh) {
    mkdirSync(path.dirname(CLASSPATH), { recursive: true });
    execFileSync('mvn', ['-q', '-B', '-ntp', '-f', POM, 'dependency:build-classpath', `-Dmdep.outputFile=${CLASSPATH}`],
      { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  return readFileSync(CLASSPATH, 'utf8').trim();
}

/**
 * Starts `org.openqa.selenium.grid.Main standalone` on a free loopback port. `binary` is the browser the
 * node starts (a wrapper script in the branded-Chrome test), `maxSessions` its slots, `sessionTimeout`
 * (s) how long the Grid keeps a session without WebDriver traffic, `requestTimeout` (s) how long a
 * new-session request may wait in its queue. Resolves once /status says ready.
 */
export async function startGrid({ name = 'grid', maxSessions = 2, sessionTimeout = 300, requestTimeout = 300,
  binary = CHROMIUM, port } = {}) {
  port ??= await freePort();
  const dir = await tempDir(name);
  const child = new Child(name, 'java', ['-cp', gridClasspath(), 'org.openqa.selenium.grid.Main', 'standalone',
    '--host', '127.0.0.1', '--port', String(port), '--config', nodeConfig(dir, { maxSessions, sessionTimeout, binary }),
    '--session-request-timeout', String(requestTimeout), '--session-retry-interval', '1'], { cwd: dir });
  await child.waitFor(/Started Selenium Standalone/, { timeoutMs: 60_000 });
  const base = `http://127.0.0.1:${port}`;
  return { child, base, port, dir, stop: (o) => child.stop(o) };
}

/**
 * A hub and `nodes` nodes of `slotsEach` slots, as a fleet runs them (bench/grid), everything on
 * loopback including the event bus. Resolves once every node registered.
 */
export async function startHub({ name = 'grid-hub', nodes = 2, slotsEach = 4, sessionTimeout = 300, requestTimeout = 300 } = {}) {
  const [port, pub, sub] = [await freePort(), await freePort(), await freePort()];
  const dir = await tempDir(name);
  const bus = ['--publish-events', `tcp://127.0.0.1:${pub}`, '--subscribe-events', `tcp://127.0.0.1:${sub}`];
  const main = (role, args, label) => new Child(label, 'java', ['-cp', gridClasspath(), 'org.openqa.selenium.grid.Main', role,
    '--host', '127.0.0.1', ...bus, ...args], { cwd: dir });
  const hub = main('hub', ['--port', String(port), '--bind-bus', 'true', '--session-request-timeout', String(requestTimeout),
    '--session-retry-interval', '1'], name);
  await hub.waitFor(/Started Selenium Hub/, { timeoutMs: 60_000 });
  const config = nodeConfig(dir, { maxSessions: slotsEach, sessionTimeout, binary: CHROMIUM });
  const children = [hub];
  for (let n = 0; n < nodes; n++) {
    children.push(main('node', ['--port', String(await freePort()), '--hub', `http://127.0.0.1:${port}`, '--config', config],
      `${name}-node${n + 1}`));
  }
  const base = `http://127.0.0.1:${port}`;
  await until(async () => {
    try {
      return (await (await fetch(`${base}/status`)).json()).value.nodes.length === nodes;
    } catch {
      return false;
    }
  }, `${nodes} nodes registered`, 60_000);
  return { child: hub, children, base, port, stop: async (o) => { for (const c of children.reverse()) await c.stop(o); } };
}

/** The node's TOML: Debian's chromedriver and `binary`, `maxSessions` slots, no driver detection or download. */
function nodeConfig(dir, { maxSessions, sessionTimeout, binary }) {
  const toml = path.join(dir, 'node.toml');
  writeFileSync(toml, `[node]
detect-drivers = false
selenium-manager = false
override-max-sessions = true
max-sessions = ${maxSessions}
session-timeout = ${sessionTimeout}

[[node.driver-configuration]]
display-name = "chromium"
webdriver-executable = "${CHROMEDRIVER}"
max-sessions = ${maxSessions}
stereotype = '{"browserName": "chrome", "goog:chromeOptions": {"binary": "${binary}"}}'
`);
  return toml;
}

/** The sessions the Grid's nodes hold now: { id, name, capabilities }. */
export async function gridSessions(base) {
  const status = await (await fetch(`${base}/status`)).json();
  const out = [];
  for (const node of status.value.nodes) {
    for (const slot of node.slots) {
      if (slot.session) out.push({ id: slot.session.sessionId, name: slot.session.capabilities?.['se:name'] ?? '',
        capabilities: slot.session.capabilities });
    }
  }
  return out;
}

/** Processes whose command line contains `needle` (pids), from /proc: leftover browsers and drivers. */
export function processesMatching(needle) {
  const out = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (cmd.includes(needle)) out.push(Number(pid));
    } catch { /* exited meanwhile */ }
  }
  return out;
}

/** A wrapper for Chromium that drops --load-extension, as branded Google Chrome 137+ does. */
export function brandedChromeWrapper(dir) {
  const file = path.join(dir, 'branded-chrome.sh');
  writeFileSync(file, `#!/bin/bash
# Stands in for branded Google Chrome 137+, which ignores --load-extension.
args=()
for a in "$@"; do case "$a" in --load-extension=*) ;; *) args+=("$a") ;; esac; done
exec ${CHROMIUM} "\${args[@]}"
`, { mode: 0o755 });
  return file;
}

/** Switches every leased browser gets here: root needs --no-sandbox; every host but loopback is cut. */
export const OFFLINE_ARGS = ['--browser-arg=--no-sandbox',
  '--browser-arg=--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1'];

/** `tabrelay grid` on a free port against `hub`; resolves once it serves. */
export async function startGridDaemon({ hub, name = 'grid-daemon', args = [] }) {
  const port = await freePort();
  const configDir = path.join(await tempDir(name), 'config');
  const child = new Child(name, TABRELAY, ['grid', '--hub', hub, '--port', String(port), '--config-dir', configDir,
    ...OFFLINE_ARGS, ...args], { cwd: ROOT, env: { CONFIG_DIR: configDir } });
  await child.waitFor(/is running on/, { timeoutMs: 240_000 });
  return { child, port, configDir, base: `http://127.0.0.1:${port}`, stop: (o) => child.stop(o) };
}

/** The pid of the Chromium that serves a Grid session: its DevTools port is in the session's capabilities. */
export async function browserPid(gridBase, sessionId) {
  const s = (await gridSessions(gridBase)).find((x) => x.id === sessionId);
  const port = s.capabilities['goog:chromeOptions'].debuggerAddress.split(':').pop();
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  return Number(/pid=(\d+)/.exec(line)[1]);
}

/** Polls `predicate` every 200 ms until it holds; fails with `what` after `timeoutMs`. */
export async function until(predicate, what, timeoutMs = 30_000) {
  const start = performance.now();
  while (!(await predicate())) {
    if (performance.now() - start > timeoutMs) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200)); // poll interval, not a wait for an outcome
  }
}
