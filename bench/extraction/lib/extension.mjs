// The built extension in real Chromium, extracting through its own command path: the extension's
// Dispatcher runs the `extract.url` handler the bridge's extract_url reaches (background tab,
// load, settle, content/prepare.js in the page's isolated world, Readability + Turndown in the
// offscreen document), without a daemon in between.
//
// The copy of extension/dist gets every bundle rebuilt from the current source as for release
// (so the figures are for the code in the tree, not a stale dist). The worker bundle is the real
// background/index.ts plus one bench hook, `tabrelayBench`: the test build's `tabrelayRun`
// resolves with a command's first message, which for extract.url is a progress note, not the
// answer. Host permissions are made required, as `tabrelay launch` does: headless Chromium
// cannot answer the permission prompt. Page scripts are on, as in a user's browser.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { browserArgs, CHROMIUM, watchLeaks } from './browser.mjs';
import { resolverRules } from './addresses.mjs';

/** The bridge's default command deadline (COMMAND_TIMEOUT, DEFAULT_DEADLINE_MS in the worker). */
const DEADLINE_MS = 30_000;
/** Node-side guard over that deadline, for a worker that never answers. */
const GUARD_MS = 45_000;

/** Appended to the worker: runs one command through the real Dispatcher and handlers and
 * resolves with its response, skipping progress messages. */
const HOOK = `
import './index';
import { Dispatcher } from './dispatch';
import { handlers } from './handlers/index';
Object.assign(globalThis, {
  tabrelayBench: (action: string, params: Record<string, unknown>, deadlineMs: number) => new Promise((resolve) => {
    void new Dispatcher(handlers).run(
      { type: 'command', id: crypto.randomUUID(), action, params, session: 'bench', client: 'bench', deadlineMs } as never,
      (message: { type: string }) => { if (message.type === 'response') resolve(message); },
    );
  }),
});`;

/** `served`/`port`: the hosts the page server answers for, as in browser.mjs launch. */
export async function launchExtension(repo, { served = new Set(), port = 0 } = {}) {
  const extDir = path.join(repo, 'extension');
  const dist = path.join(extDir, 'dist');
  if (!existsSync(path.join(dist, 'manifest.json'))) {
    console.error('extension/dist missing: building it (node extension/build.mjs)');
    const built = spawnSync(process.execPath, ['build.mjs'], { cwd: extDir, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('extension build failed');
  }
  const root = mkdtempSync(path.join(tmpdir(), 'tabrelay-bench-'));
  const ext = path.join(root, 'ext');
  cpSync(dist, ext, { recursive: true });
  const manifest = JSON.parse(readFileSync(path.join(ext, 'manifest.json'), 'utf8'));
  manifest.permissions = [...new Set([...manifest.permissions, 'tabs'])];
  manifest.optional_permissions = (manifest.optional_permissions ?? []).filter((p) => p !== 'tabs');
  manifest.host_permissions = manifest.optional_host_permissions ?? ['<all_urls>'];
  delete manifest.optional_host_permissions;
  writeFileSync(path.join(ext, 'manifest.json'), JSON.stringify(manifest));
  const esbuild = createRequire(path.join(extDir, 'package.json'))('esbuild');
  const { bundles } = await import(path.join(extDir, 'scripts', 'bundles.mjs'));
  await Promise.all(bundles({ out: ext }).map((o) => {
    if (!o.entryPoints.background) return esbuild.build(o);
    const { entryPoints, outdir, ...rest } = o;
    const stdin = { contents: HOOK, resolveDir: path.join(extDir, 'src', 'background'), sourcefile: 'bench-worker.ts', loader: 'ts' };
    return esbuild.build({ ...rest, stdin, outfile: path.join(outdir, 'background.js') });
  }));

  const context = await chromium.launchPersistentContext(path.join(root, 'profile'), {
    executablePath: CHROMIUM,
    headless: true,
    viewport: null,
    ignoreHTTPSErrors: true,
    args: [...browserArgs(resolverRules(served, port)), `--disable-extensions-except=${ext}`, `--load-extension=${ext}`, '--window-size=1280,800', '--silent-debugger-extension-api', '--disable-default-apps'],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(() => new Promise((resolve) => {
    const ready = () => (typeof globalThis.tabrelayBench === 'function' ? resolve() : setTimeout(ready, 20));
    ready();
  }));
  return {
    context,
    leaks: watchLeaks(context, served),
    /** extract.url through the worker: { text, ms, error?, timeout? }; TIMEOUT answers count as timeouts. */
    async extractUrl(url) {
      const t0 = performance.now();
      let timer;
      const guard = new Promise((resolve) => (timer = setTimeout(() => resolve({ guard: true }), GUARD_MS)));
      const call = worker.evaluate(([u, d]) => globalThis.tabrelayBench('extract.url', { url: u }, d), [url, DEADLINE_MS]);
      const res = await Promise.race([call, guard]).catch((err) => ({ success: false, error: { code: 'BENCH', message: String(err?.message ?? err) } }));
      clearTimeout(timer);
      const ms = performance.now() - t0;
      if (res.guard) return { text: '', ms, timeout: true, error: `no answer in ${GUARD_MS / 1000} s` };
      if (!res.success) return { text: '', ms, timeout: res.error?.code === 'TIMEOUT', error: `${res.error?.code}: ${String(res.error?.message).slice(0, 120)}` };
      return { text: res.data.text ?? '', markdown: res.data.markdown, fallback: res.data.fallback, pageType: res.data.metadata?.pageType, ms, note: res.data.note };
    },
    async close() {
      await context.close().catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
