// Real Chromium + the real extension for the UI tests: each browser gets its own copy of dist/
// and its own profile, both removed afterwards; a stand-in bridge speaks link protocol v1.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { chromium } from 'playwright-core';
import { bundles } from '../scripts/bundles.mjs';
import { WebSocketServer } from 'ws';

const here = dirname(fileURLToPath(import.meta.url));
export const DIST = join(here, '..', 'dist');
/** The advanced build: dist/ with the debugger required (src/shared/advanced.ts). */
export const DIST_ADVANCED = join(here, '..', 'dist-advanced');
export const ARTIFACTS = join(here, '..', '..', 'artifacts', 'ui');

/**
 * Launches Chromium with a fresh copy of the extension. `required: true` makes the optional
 * bridge permissions required, as `tabrelay launch` does: a headless browser cannot answer the
 * permission prompt that tabs and <all_urls> need when optional.
 */
export async function launch({ lang = 'en', required = false, profile, testHooks = false, advanced = false } = {}) {
  const dist = advanced ? DIST_ADVANCED : DIST;
  if (!existsSync(join(dist, 'manifest.json'))) throw new Error(`${dist} is missing: run \`npm run build\` in extension/ first.`);
  const root = mkdtempSync(join(tmpdir(), 'tabrelay-ui-'));
  const ext = join(root, 'ext');
  cpSync(dist, ext, { recursive: true });
  if (required) {
    const manifest = JSON.parse(readFileSync(join(ext, 'manifest.json'), 'utf8'));
    manifest.permissions.push('tabs');
    manifest.optional_permissions = manifest.optional_permissions.filter((p) => p !== 'tabs');
    manifest.host_permissions = manifest.optional_host_permissions;
    delete manifest.optional_host_permissions;
    writeFileSync(join(ext, 'manifest.json'), JSON.stringify(manifest));
  }
  // The worker again with __TEST__ = true: it then exposes its menu and shortcut handlers,
  // which a headless test cannot reach through Chrome's own menus.
  if (testHooks) await Promise.all(bundles({ test: true, out: ext, only: ['background'] }).map((o) => esbuild.build(o)));
  const userDataDir = profile ?? join(root, 'profile');
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    viewport: { width: 360, height: 640 },
    env: { ...process.env, LANGUAGE: lang, LANG: lang === 'fr' ? 'fr_FR.UTF-8' : 'en_US.UTF-8' },
    args: [
      '--no-sandbox', `--disable-extensions-except=${ext}`, `--load-extension=${ext}`, `--lang=${lang}`,
      '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--disable-default-apps', '--password-store=basic', '--use-mock-keychain',
      '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1',
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const id = new URL(worker.url()).host;
  return {
    context, worker, id, root, userDataDir,
    url: (page) => `chrome-extension://${id}/${page}`,
    async open(page, { colorScheme = 'light' } = {}) {
      const tab = await context.newPage();
      await tab.emulateMedia({ colorScheme });
      await tab.goto(`chrome-extension://${id}/${page}`);
      return tab;
    },
    /** Closes the browser; keeps the profile when the caller passed its own (restart tests). */
    async close() {
      await context.close().catch(() => undefined);
      rmSync(root, { recursive: true, force: true }); // the copy, and the profile unless the caller owns it
    },
  };
}

export async function screenshot(page, name) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

export function connectString(port, key) {
  const body = Buffer.from(JSON.stringify({ v: 1, s: `ws://127.0.0.1:${port}/extension`, k: key })).toString('base64url');
  return `tabrelay://${body}`;
}

/**
 * A stand-in bridge: accepts `key`, answers hello with welcome, sends commands, collects responses.
 * `liveSettings: false` plays an older bridge, whose welcome does not offer `settings` messages.
 */
export async function fakeBridge({ key = 'k-test-123', liveSettings = true } = {}) {
  const hellos = [];
  const settings = [];
  const settingsWaiters = [];
  const waiters = [];
  const pending = new Map();
  let socket = null;
  let wss = null;
  let mcp = null;
  let http = null;
  let next = 1;
  let port = 0;

  const onConnection = (ws) => {
    ws.on('message', (data) => {
      const msg = JSON.parse(data.toString());
      if (msg.type === 'hello') {
        hellos.push(msg);
        if (msg.key !== bridge.key) return ws.close(4401, 'bad pairing key');
        if (bridge.refuse.length) return ws.close(bridge.refuse.shift(), 'refused by the test');
        socket = ws;
        const resume = bridge.resume ? { resume: bridge.resume } : {};
        const live = liveSettings ? { settings: true } : {};
        ws.send(JSON.stringify({ type: 'welcome', protocol: 1, serverVersion: '9.9.9-test', browserId: msg.browserId, ...resume, ...live }));
        ws.send(JSON.stringify({ type: 'ping', ts: Date.now() }));
        waiters.splice(0).forEach((w) => w(msg));
      } else if (msg.type === 'settings') {
        settings.push(msg);
        settingsWaiters.splice(0).forEach((w) => w(msg));
      } else if (msg.type === 'response') {
        pending.get(msg.id)?.(msg);
        pending.delete(msg.id);
      }
    });
    ws.on('close', () => { if (socket === ws) socket = null; });
  };

  /** The stand-in MCP server: initialize, tools/list (empty) and tools/call answered by `bridge.mcpTools`. */
  const onMcp = (ws) => ws.on('message', async (data) => {
    const msg = JSON.parse(data.toString());
    if (msg.id === undefined) return; // a notification
    const reply = (result) => ws.send(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result }));
    if (msg.method === 'initialize') {
      return reply({ protocolVersion: msg.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'stand-in', version: '0' } });
    }
    if (msg.method === 'tools/list') return reply({ tools: [] });
    if (msg.method === 'tools/call') {
      bridge.mcpCalls.push(msg.params);
      const tool = bridge.mcpTools[msg.params.name];
      return reply(tool ? await tool(msg.params.arguments ?? {}) : { isError: true, content: [{ type: 'text', text: `UNKNOWN_TOOL: ${msg.params.name}` }] });
    }
    if (msg.method === 'ping') return reply({});
    ws.send(JSON.stringify({ jsonrpc: '2.0', id: msg.id, error: { code: -32601, message: `${msg.method} is not in the stand-in` } }));
  });

  const bridge = {
    key, hellos,
    /** Every `settings` message the extension sent on a live link. */
    settings,
    /** Resolves at the next `settings` message. */
    nextSettings: () => new Promise((resolve) => settingsWaiters.push(resolve)),
    /** Tool name → async (args) => CallToolResult, for the stand-in MCP server on /mcp-ws. */
    mcpTools: {},
    /** Every tools/call it received: {name, arguments}. */
    mcpCalls: [],
    /** Close codes for the next hellos (e.g. 4410), one per hello, before any welcome. */
    refuse: [],
    /** When set, welcomes carry it as the connection's resume secret. */
    resume: undefined,
    get port() { return port; },
    get connectString() { return connectString(port, bridge.key); },
    get connected() { return socket !== null; },
    /** Starts listening (again, on the same port after down()): the link on /extension, a stand-in MCP server on /mcp-ws. */
    async up() {
      http = createServer((req, res) => res.writeHead(404).end());
      wss = new WebSocketServer({ noServer: true });
      mcp = new WebSocketServer({ noServer: true, handleProtocols: (protocols) => (protocols.has('mcp') ? 'mcp' : false) });
      http.on('upgrade', (req, sock, head) => {
        const path = new URL(req.url, 'http://x').pathname;
        const target = path === '/extension' ? wss : path === '/mcp-ws' ? mcp : null;
        if (!target) return sock.destroy();
        target.handleUpgrade(req, sock, head, (ws) => target.emit('connection', ws, req));
      });
      await new Promise((resolve, reject) => (http.once('listening', resolve), http.once('error', reject), http.listen(port, '127.0.0.1')));
      port = http.address().port;
      wss.on('connection', onConnection);
      mcp.on('connection', onMcp);
    },
    /** Stops listening and drops the extension, like a bridge that exits. */
    async down() {
      for (const ws of [...(wss?.clients ?? []), ...(mcp?.clients ?? [])]) ws.terminate();
      await new Promise((resolve) => (wss ? wss.close(resolve) : resolve()));
      await new Promise((resolve) => (mcp ? mcp.close(resolve) : resolve()));
      http?.closeAllConnections();
      await new Promise((resolve) => (http ? http.close(resolve) : resolve()));
      wss = null;
      mcp = null;
      http = null;
      socket = null;
    },
    /** Resolves at the next accepted hello (at once if one is open and `fresh` is false). */
    welcomed({ fresh = false } = {}) {
      if (socket && !fresh) return Promise.resolve(hellos.at(-1));
      return new Promise((resolve) => waiters.push(resolve));
    },
    /** Sends a command as `client` in MCP session `session` (`extra`: more envelope fields, e.g. call and tool) and resolves with the extension's response. */
    command(action, params = {}, client = 'ui-test-client', session = 's1', extra = {}) {
      if (!socket) throw new Error('no extension connected to the stand-in bridge');
      const id = `c${next++}`;
      // The extension answers every command by its deadline (20 s); one that never answers fails the
      // test naming the command, instead of hanging it.
      const answer = new Promise((resolve, reject) => {
        const guard = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`no response to ${action} (${id}) within 60 s of its 20 s deadline`));
        }, 60_000);
        pending.set(id, (response) => {
          clearTimeout(guard);
          resolve(response);
        });
      });
      // As the real bridge: every command a client's tool call sends carries the call's id (the
      // activity log lists only those); `extra: { call: undefined }` plays one of the bridge's own.
      socket.send(JSON.stringify({ type: 'command', id, action, params, client, session, deadlineMs: 20_000, call: `call-${id}`, ...extra }));
      return answer;
    },
    /** Closes the extension's socket with `code` (an auth refusal, a replacement). */
    drop(code = 1001, reason = 'bridge stopping') {
      socket?.close(code, reason);
    },
    stop: () => bridge.down(),
  };
  await bridge.up();
  return bridge;
}

/** A page with site chrome around an article, a list to pick, and a link to another page. */
const ARTICLE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Field notes on tide pools</title></head>
<body><nav id="site-nav"><a href="/">Home</a> <a href="/about">About us</a> <a href="/shop">Shop the collection</a></nav>
<main><article><h1>Field notes on tide pools</h1>
<p id="intro">Tide pools are <strong>small worlds</strong> left behind by the retreating sea. ${'They shelter anemones, crabs and snails between the tides. '.repeat(8)}</p>
<ul id="facts"><li><b>Depth</b>: a few centimetres</li><li><b>Best time</b>: low tide</li></ul>
<p>${'Careful visitors leave every stone as they found it. '.repeat(8)}<a id="more" href="/other">Read the next note</a>.</p>
</article></main><footer>Copyright footer text</footer></body></html>`;

/**
 * Reloads itself right after each load, ?times= times (counted per ?run= in sessionStorage), as
 * pages with an ad-recovery or consent script do; its last document stays. Long, so that reading it
 * takes long enough for a reload to land in the middle.
 */
const RELOADS = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>The harbour master's log</title></head>
<body><main><article><h1>The harbour master's log</h1>
${'<p>Every morning the harbour master writes down the tide, the wind and the boats that left before dawn.</p>'.repeat(2000)}
<p id="count">Document 0.</p></article></main>
<script>
  const params = new URLSearchParams(location.search);
  const key = 'reloads-' + params.get('run'), times = Number(params.get('times') ?? 4);
  const n = Number(sessionStorage.getItem(key) ?? 0);
  document.getElementById('count').textContent = 'Document ' + n + '.';
  if (n < times) addEventListener('load', () => setTimeout(() => (sessionStorage.setItem(key, String(n + 1)), location.reload())));
</script></body></html>`;

/** Serves tiny pages on 127.0.0.1 (and so on localhost too, a second host for policy tests). */
export async function pageServer() {
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/slow') return; // never answers: keeps a command in flight until its timeout
    if (url.pathname === '/article') return res.end(ARTICLE);
    if (url.pathname === '/reloads') return res.end(RELOADS);
    if (url.pathname === '/redirect') {
      res.writeHead(302, { location: url.searchParams.get('to') });
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>Page ${url.pathname}</title><main><h1>Page ${url.pathname}</h1>
      <p>${'Readable text for the extraction to find. '.repeat(20)}</p></main>`);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { port, close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))) };
}

/** Pairs through the popup, as a user does, and waits for the bridge's welcome. */
export async function pair(browser, bridge) {
  const popup = await browser.open('popup.html');
  const welcomed = bridge.welcomed({ fresh: true });
  await popup.fill('#connect-string', bridge.connectString);
  await popup.click('button[type=submit]');
  await welcomed;
  await popup.waitForSelector('body[data-view="connected"]');
  return popup;
}

/**
 * The popup as a page acting on tab `id`, its reading tools shown: before pairing they sit
 * behind "Or read this page without an agent" (the first run shows only the pairing step).
 */
export async function readerPopup(browser, id) {
  const popup = await browser.open(`popup.html?tab=${id}`);
  await popup.waitForSelector('body[data-step]');
  if (await popup.locator('#show-reader').isVisible()) await popup.click('#show-reader');
  return popup;
}
