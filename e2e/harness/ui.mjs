// The popup, options page and side panel with the real daemon (e2e/ui-*.test.mjs): `tabrelay
// serve` on a free port with its own config dir, the real built extension (a copy of
// extension/dist, loaded by the extension's own UI launcher) in real headless Chromium, paired
// through the popup with the daemon's own connect string, as a user does; MCP clients with the
// names a person would see (the popup lists clients by the name they give in initialize).
import assert from 'node:assert/strict';
import path from 'node:path';
import WebSocket from 'ws';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { launch, screenshot } from '../../extension/ui-tests/harness.mjs';
import { it } from 'node:test';
import { ARTIFACTS, EXTENSION_ID, ROOT, TABRELAY } from './paths.mjs';
import { keepArtifacts } from './report.mjs';
import { freePort } from './ports.mjs';
import { Child } from './processes.mjs';
import { health, startServe, tempDir, waitForHealth } from './tabrelay.mjs';
import { errorCode, textOf } from './mcp.mjs';

export { errorCode, textOf };

export { screenshot };

/** Waits until the popup (or options page) shows `view` (body[data-view]). */
export const view = (page, name) => page.waitForSelector(`body[data-view="${name}"]`, { timeout: 20_000 });
export const text = (page, selector) => page.locator(selector).innerText();
export const badge = (browser) => browser.worker.evaluate(() => chrome.action.getBadgeText({}));

/** The one browser the daemon holds, from /health (null when none). */
export async function linked(base) {
  return (await health(base))?.browsers?.[0] ?? null;
}

/**
 * A daemon and a browser not paired yet. `required: true` gives the extension the bridge's
 * access from the start, as `tabrelay launch` does (a headless browser cannot answer the prompt);
 * `false` is a fresh install (the first run's "needs access" step).
 */
export async function startUi({ name, lang = 'en', required = true } = {}) {
  const port = await freePort();
  const configDir = path.join(await tempDir(`ui-${name}`), 'config');
  let daemon = await startServe({ port, configDir, name: `${name}-serve` });
  const base = daemon.base;
  const browser = await launch({ lang, required });
  const clients = [];
  const env = {
    port, base, configDir, browser, lang,
    get daemon() { return daemon; },
    /** The daemon's own connect string (`tabrelay connect-string`), what a user pastes. */
    async connectString() {
      const cli = new Child(`${name}-connect-string`, TABRELAY, ['connect-string', '--port', String(port), '--config-dir', configDir],
        { cwd: ROOT, env: { CONFIG_DIR: configDir } });
      assert.equal((await cli.exited).code, 0, cli.output);
      return /tabrelay:\/\/\S+/.exec(cli.output)[0];
    },
    /** Pastes the connect string in a popup and waits until the daemon holds the link. */
    async pair(popup) {
      popup ??= await browser.open('popup.html');
      await popup.waitForSelector('body[data-view="setup"]');
      await popup.fill('#connect-string', await env.connectString());
      await popup.click('button[type=submit]');
      await view(popup, 'connected');
      await waitForHealth(base, (h) => h?.browsers?.length === 1, { what: 'the daemon holds the browser' });
      return popup;
    },
    /** An MCP client over Streamable HTTP that says it is `clientName`. */
    async client(clientName) {
      const client = new Client({ name: clientName, version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`)), { timeout: 30_000 });
      clients.push(client);
      return client;
    },
    /** Stops the daemon; the browser stays, and startDaemon() starts it again on the same port and config dir. */
    async stopDaemon() {
      await daemon.stop();
    },
    async startDaemon() {
      daemon = await startServe({ port, configDir, name: `${name}-serve-again` });
    },
    async stop() {
      await Promise.all(clients.map((c) => c.close().catch(() => undefined)));
      await browser.close();
      await daemon.stop();
    },
  };
  return env;
}

/**
 * `it`, keeping on failure (artifacts/e2e/<test>/) the daemon's output and a screenshot of every
 * page the browser has open. `scope` returns the test file's env (set in its `before`).
 */
export function uiIt(scope) {
  return (name, fn) => it(name, async (t) => {
    try {
      await fn(t);
    } catch (e) {
      const env = scope();
      const test = t.fullName ?? t.name;
      await keepArtifacts(test, { children: env?.daemon ? [env.daemon.child] : [] });
      const dir = path.join(ARTIFACTS, test.replace(/[^\w.-]+/g, '_').slice(0, 80));
      const pages = env?.browser.context.pages() ?? [];
      await Promise.all(pages.map((page, i) => page.screenshot({ path: path.join(dir, `page-${i}.png`), fullPage: true }).catch(() => undefined)));
      throw e;
    }
  });
}

/** Calls a tool and returns its result, failing the test (with its text) when it is an error. */
export async function ok(client, name, args = {}) {
  const result = await client.callTool({ name, arguments: args }, undefined, { timeout: 45_000 });
  assert.ok(!result.isError, `${name}: ${textOf(result)}`);
  return result;
}

/**
 * Another socket proves itself as this browser with the extension's own resume secret (what a
 * second worker of the same browser would do): the daemon hands it the link and closes the
 * extension's with 4409. Resolves once welcomed; close() ends it.
 */
export async function takeOverLink(env) {
  const [local, session] = await Promise.all([
    env.browser.worker.evaluate(() => chrome.storage.local.get(['pairing', 'browserId'])),
    env.browser.worker.evaluate(() => chrome.storage.session.get('resume')),
  ]);
  assert.ok(session.resume?.secret, 'the extension kept its welcome\'s resume secret');
  const ws = new WebSocket(`ws://127.0.0.1:${env.port}/extension`, { origin: `chrome-extension://${EXTENSION_ID}` });
  const welcome = new Promise((resolve, reject) => {
    ws.on('message', (data) => {
      const msg = JSON.parse(data.toString());
      if (msg.type === 'welcome') resolve(msg);
      if (msg.type === 'ping') ws.send(JSON.stringify({ type: 'pong', ts: msg.ts }));
    });
    ws.once('close', (code, reason) => reject(new Error(`the daemon closed the takeover socket: ${code} ${reason}`)));
    ws.once('error', reject);
  });
  ws.once('open', () => ws.send(JSON.stringify({
    type: 'hello', protocol: 1, key: local.pairing.key, browserId: local.browserId, extensionVersion: 'takeover',
    label: 'takeover', resume: session.resume.secret, enabled: true,
  })));
  await welcome;
  return { close: () => ws.close(1000, 'test done') };
}
