// Starts and stops `tabrelay launch` and `tabrelay serve` for tests, each with its own config
// dir (never the user's ~/.config/tabrelay), and polls /health.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Child } from './processes.mjs';
import { freePort } from './ports.mjs';
import { Cdp } from './cdp.mjs';
import { ROOT, TABRELAY } from './paths.mjs';
import { keepArtifacts } from './report.mjs';

/** How long a start may take; the launcher rebuilds the bridge or the extension when sources changed. */
const START_TIMEOUT_MS = 60_000;
const BUILD_EXTRA_MS = 180_000;
const BUILDING = /^Building the /m;

export async function tempDir(name) {
  return mkdtemp(path.join(tmpdir(), `tabrelay-e2e-${name}-`));
}


export async function health(base) {
  try {
    const res = await fetch(`${base}/health`, { signal: AbortSignal.timeout(2000) });
    return res.ok ? await res.json() : null;
  } catch {
    return null;
  }
}

/**
 * Polls /health every `intervalMs` until `predicate(json)` holds (json is null while nothing
 * answers); resolves with { health, ms } or rejects after `timeoutMs` with the last answer.
 */
export async function waitForHealth(base, predicate, { timeoutMs = 10_000, intervalMs = 25, what = 'condition' } = {}) {
  const start = performance.now();
  let last;
  for (;;) {
    last = await health(base);
    if (predicate(last)) return { health: last, ms: performance.now() - start };
    if (performance.now() - start > timeoutMs) {
      throw new Error(`/health on ${base} did not reach "${what}" within ${timeoutMs} ms; last answer: ${JSON.stringify(last)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs)); // poll interval, not a wait for an outcome
  }
}

export const connected = (h) => h?.extensionConnected === true;

/** `tabrelay serve` on `port` with `configDir` (and daemon settings in `env`); resolves once /health answers. */
export async function startServe({ port, configDir, name = 'serve', env = {} }) {
  const child = new Child(name, TABRELAY, ['serve', '--port', String(port), '--config-dir', configDir], {
    cwd: ROOT,
    env: { CONFIG_DIR: configDir, ...env },
  });
  const base = `http://127.0.0.1:${port}`;
  await child.waitFor(/is running on/, { timeoutMs: START_TIMEOUT_MS, extendIf: BUILDING, extendMs: BUILD_EXTRA_MS });
  return { child, base, port, stop: (o) => child.stop(o) };
}

/**
 * `tabrelay launch --headless` with a profile dir we own (so CDP's DevToolsActivePort is found)
 * and remote debugging on a free port chosen by Chromium. Reuses a daemon already on `port`.
 * `env` adds daemon settings (e.g. `{ ENABLE_EVALUATE: 'true' }` for browser_evaluate).
 */
export async function launchBrowser({ name = 'launch', port, configDir, url, extraArgs = [], env = {}, headless = true } = {}) {
  port ??= await freePort();
  const runDir = await tempDir(name);
  configDir ??= path.join(runDir, 'config');
  const profileDir = path.join(runDir, 'profile');
  // Downloads land in this run's own folder, never in the user's ~/Downloads (where a file left
  // by an earlier run would make Chrome name the next one "receipt-1 (1).txt").
  const downloadDir = path.join(runDir, 'downloads');
  await mkdir(path.join(profileDir, 'Default'), { recursive: true });
  await writeFile(path.join(profileDir, 'Default', 'Preferences'),
    JSON.stringify({ download: { default_directory: downloadDir, prompt_for_download: false, directory_upgrade: true } }));
  // headless: false leaves the choice to `launch` itself (it goes headless where there is no display).
  const args = ['launch', ...(headless ? ['--headless'] : []), '--port', String(port), '--config-dir', configDir, '--profile', profileDir, ...extraArgs];
  if (url) args.push('--url', url);
  const child = new Child(name, TABRELAY, args, {
    cwd: ROOT,
    env: { ...env, CONFIG_DIR: configDir, TABRELAY_BROWSER_ARGS: '--remote-debugging-port=0 --disable-quic' },
  });
  const base = `http://127.0.0.1:${port}`;
  let line;
  try {
    line = await child.waitFor(/^Browser connected: /, { timeoutMs: START_TIMEOUT_MS, extendIf: BUILDING, extendMs: BUILD_EXTRA_MS });
  } catch (e) {
    await keepArtifacts(`${name}-start`, { browsers: [{ child, cdp: () => Cdp.connect(profileDir, { timeoutMs: 1000 }) }] });
    await child.stop();
    await rm(runDir, { recursive: true, force: true, maxRetries: 3 });
    throw e;
  }
  const browserId = /\(id ([^)]+)\)/.exec(line)?.[1];
  let cdp;
  return {
    child, base, port, configDir, profileDir, runDir, downloadDir, browserId,
    /** The browser-level DevTools connection (opened on first use). */
    async cdp() {
      cdp ??= await Cdp.connect(profileDir);
      return cdp;
    },
    async stop() {
      cdp?.close();
      await child.stop();
      await rm(runDir, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}
