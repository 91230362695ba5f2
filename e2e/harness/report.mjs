// What a run leaves behind: `[figure] name: value` lines on stdout, and on failure the logs and a
// screenshot of each browser involved, in artifacts/e2e/<test>/.
import { mkdir, readFile, readdir, writeFile, copyFile } from 'node:fs/promises';
import path from 'node:path';
import { ARTIFACTS, ROOT } from './paths.mjs';

export function figure(name, value) {
  console.log(`[figure] ${name}: ${value}`);
}

/** The browser.log `tabrelay launch` writes next to its extension copy, found from Chromium's command line. */
async function browserLogOf(groupId) {
  for (const pid of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    // Fields after the ")" closing the command name: state ppid pgrp …
    const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
    if (pgrp !== groupId) continue;
    const argv = (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).split('\0');
    // The Debian wrapper adds an empty --load-extension= of its own; ours is the non-empty one.
    const ext = argv.filter((a) => a.startsWith('--load-extension=') && a.length > '--load-extension='.length).pop();
    if (ext) return path.join(path.dirname(ext.slice('--load-extension='.length)), 'browser.log');
  }
  return null;
}

/**
 * Saves what helps explain a failure: for each process (Child) its output, for each launched
 * browser its browser.log and a screenshot. Never throws: artifacts must not hide the failure.
 */
export async function keepArtifacts(testName, { children = [], browsers = [] } = {}) {
  const dir = path.join(ARTIFACTS, testName.replace(/[^\w.-]+/g, '_').slice(0, 80));
  try {
    await mkdir(dir, { recursive: true });
    for (const child of children) await writeFile(path.join(dir, `${child.name}.log`), child.output);
    for (const b of browsers) {
      await writeFile(path.join(dir, `${b.child.name}.log`), b.child.output);
      const log = await browserLogOf(b.child.pid);
      if (log) await copyFile(log, path.join(dir, `${b.child.name}-browser.log`)).catch(() => undefined);
      const png = await b.cdp().then((c) => c.screenshot()).catch(() => null);
      if (png) await writeFile(path.join(dir, `${b.child.name}.png`), png);
    }
    console.log(`[artifacts] ${path.relative(ROOT, dir)}`);
  } catch (e) {
    console.log(`[artifacts] could not save to ${dir}: ${e.message}`);
  }
}

/** Wraps a test body: on failure, keep artifacts of what `scope()` returns, then rethrow. */
export function withArtifacts(scope, fn) {
  return async (t) => {
    try {
      await fn(t);
    } catch (e) {
      await keepArtifacts(t.fullName ?? t.name, scope());
      throw e;
    }
  };
}
