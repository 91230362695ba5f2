// Shared by the automation*.test.mjs files: real Chromium with the extension's advanced
// permissions granted (as a user who turned on every switch in the options), the worker's
// test hook `tabrelayRun`, and a page server with the routes the automation tests need.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { chromium } from 'playwright-core';
import { bundles } from '../scripts/bundles.mjs';
import { DIST, DIST_ADVANCED } from './harness.mjs';

export const ADVANCED = ['debugger', 'cookies', 'downloads', 'clipboardWrite'];

/**
 * Like harness.mjs launch({required: true, testHooks: true}), but the advanced permissions are
 * required too, as for a user who turned on every switch in the options: a headless browser
 * cannot answer the permission prompt those carry.
 */
export async function launchAutomation({ grant = ADVANCED } = {}) {
  // The debugger is only in the advanced build (src/shared/advanced.ts), there from install.
  const debug = grant.includes('debugger');
  const dist = debug ? DIST_ADVANCED : DIST;
  if (!existsSync(join(dist, 'manifest.json'))) throw new Error(`${dist} is missing: run \`npm run build\` in extension/ first.`);
  const root = mkdtempSync(join(tmpdir(), 'tabrelay-auto-'));
  const ext = join(root, 'ext');
  cpSync(dist, ext, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(ext, 'manifest.json'), 'utf8'));
  const promoted = ['tabs', ...grant.filter((p) => p !== 'debugger')];
  manifest.permissions.push(...promoted);
  manifest.optional_permissions = manifest.optional_permissions.filter((p) => !promoted.includes(p));
  manifest.host_permissions = manifest.optional_host_permissions;
  delete manifest.optional_host_permissions;
  writeFileSync(join(ext, 'manifest.json'), JSON.stringify(manifest));
  await Promise.all(bundles({ test: true, out: ext, only: ['background'] }).map((o) => esbuild.build(o)));
  const context = await chromium.launchPersistentContext(join(root, 'profile'), {
    executablePath: '/usr/bin/chromium',
    headless: true,
    viewport: null,
    acceptDownloads: true,
    args: [
      '--no-sandbox', `--disable-extensions-except=${ext}`, `--load-extension=${ext}`, '--lang=en', '--window-size=1280,800',
      '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--disable-default-apps', '--password-store=basic', '--use-mock-keychain',
      '--silent-debugger-extension-api',
      '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1',
    ],
  });
  const browser = {
    context, root,
    worker: context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker')),
    async close() {
      await context.close().catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
  // A page left open would have a no-op dialog listener only if added here: Playwright otherwise
  // auto-dismisses every JavaScript dialog, which would hide the extension's own handling.
  browser.context.on('page', (page) => page.on('dialog', () => undefined));
  await browser.worker.evaluate(() => new Promise((resolve) => {
    const ready = () => (typeof globalThis.tabrelayRun === 'function' ? resolve() : setTimeout(ready, 20));
    ready();
  }));
  // The Debugger switch turned on, as the user does in the options (ui-tests/advanced.test.mjs clicks it).
  if (debug) await browser.worker.evaluate(() => chrome.storage.local.set({ debuggerOptIn: true }));
  /** Runs one action's handler in the worker; resolves with the response message. */
  browser.run = (action, params = {}, session = 's1') =>
    browser.worker.evaluate(([a, p, s]) => globalThis.tabrelayRun(a, p, s), [action, params, session]);
  /** Runs an action and returns its data, failing the test with the error when it fails. */
  browser.ok = async (action, params = {}, session = 's1') => {
    const response = await browser.run(action, params, session);
    if (!response.success) throw new Error(`${action} failed: ${response.error.code} ${response.error.message}`);
    return response.data;
  };
  /** Evaluates `fn(arg)` in the worker. */
  browser.inWorker = (fn, arg) => browser.worker.evaluate(fn, arg);
  return browser;
}

const html = (title, body) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

/** Pages for the automation tests on 127.0.0.1. */
export async function automationServer() {
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    const send = (status, body, type = 'text/html; charset=utf-8', extra = {}) => {
      res.writeHead(status, { 'content-type': type, ...extra });
      res.end(body);
    };
    switch (url.pathname) {
      case '/missing': return send(404, html('Not here', '<h1>404</h1>'));
      case '/redirect': return send(302, '', 'text/plain', { location: url.searchParams.get('to') });
      case '/confirm': return send(200, html('Confirm', `<button id="go" onclick="document.title = confirm('Delete the file?') ? 'yes' : 'no'">Delete</button>
        <button id="ask" onclick="document.title = 'name:' + prompt('Your name?', 'Ada')">Ask</button>`));
      case '/leave': return send(200, html('Leave', '<script>addEventListener("beforeunload", (e) => { e.preventDefault(); e.returnValue = ""; })</script>'));
      case '/console': return send(200, html('Console', `<script>console.log('early log', 1); console.error('early failure'); fetch('/api/data?early=1').then((r) => r.text()).then(() => { document.title = 'Console fetched'; });</script>`));
      case '/api/data': return send(200, JSON.stringify({ ok: true, q: url.search }), 'application/json');
      case '/report.csv': return send(200, 'id,name\n1,Rope\n', 'text/csv', { 'content-disposition': 'attachment; filename="report.csv"' });
      case '/files': return send(200, html('Files', '<a id="get" href="/report.csv">Get the report</a>'));
      case '/tall': return send(200, html('Tall', '<div id="box" style="margin:40px;width:200px;height:120px;background:#c00"></div><div style="height:3000px"></div><p>end</p>'));
      default: return send(200, html(`Page ${url.pathname}`, `<h1>Page ${url.pathname}</h1><a href="/two">next</a>`));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))),
  };
}
