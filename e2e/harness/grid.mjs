// A real Selenium Grid 4 standalone for the grid tests and bench/grid: the selenium-grid jar from
// Maven Central (e2e/grid/pom.xml), run with Debian's chromedriver and Chromium, no driver
// downloads (--selenium-manager false) and no detection (--detect-drivers false).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Child } from './processes.mjs';
import { freePort } from './ports.mjs';
import { ROOT } from './paths.mjs';
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
  binary = CHROMIUM } = {}) {
  const port = await freePort();
  const dir = await tempDir(name);
  const toml = path.join(dir, 'grid.toml');
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
  const child = new Child(name, 'java', ['-cp', gridClasspath(), 'org.openqa.selenium.grid.Main', 'standalone',
    '--host', '127.0.0.1', '--port', String(port), '--config', toml,
    '--session-request-timeout', String(requestTimeout), '--session-retry-interval', '1'], { cwd: dir });
  await child.waitFor(/Started Selenium Standalone/, { timeoutMs: 60_000 });
  const base = `http://127.0.0.1:${port}`;
  return { child, base, port, dir, stop: (o) => child.stop(o) };
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
  for (const pid of readdirSafe('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (cmd.includes(needle)) out.push(Number(pid));
    } catch { /* exited meanwhile */ }
  }
  return out;
}

function readdirSafe(dir) {
  try {
    return execFileSync('ls', [dir], { encoding: 'utf8' }).split('\n').filter(Boolean);
  } catch {
    return [];
  }
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
