// A minimal Chrome DevTools Protocol client over `ws` on the browser endpoint. Raw CDP instead
// of Playwright: Playwright attaches a session to every worker, which keeps the extension's
// service worker alive forever and would hide the lifecycle we test.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import WebSocket from 'ws';

export class Cdp {
  #ws;
  #next = 1;
  #pending = new Map();

  constructor(ws) {
    this.#ws = ws;
    ws.on('message', (data) => {
      const msg = JSON.parse(data.toString());
      const waiter = msg.id !== undefined && this.#pending.get(msg.id);
      if (!waiter) return;
      this.#pending.delete(msg.id);
      if (msg.error) waiter.reject(new Error(`CDP ${waiter.method}: ${msg.error.message}`));
      else waiter.resolve(msg.result);
    });
    ws.on('close', () => {
      for (const w of this.#pending.values()) w.reject(new Error(`CDP ${w.method}: browser connection closed`));
      this.#pending.clear();
    });
  }

  /** Connects to the browser whose --user-data-dir is `profileDir` (started with --remote-debugging-port=0). */
  static async connect(profileDir, { timeoutMs = 10_000 } = {}) {
    const file = path.join(profileDir, 'DevToolsActivePort');
    const deadline = Date.now() + timeoutMs;
    let text;
    while (!text) {
      text = await readFile(file, 'utf8').catch(() => undefined);
      if (text?.split('\n').length < 2) text = undefined;
      if (!text && Date.now() > deadline) throw new Error(`${file} did not appear within ${timeoutMs} ms`);
      if (!text) await new Promise((r) => setTimeout(r, 50)); // poll interval for a file Chromium writes once
    }
    const [port, wsPath] = text.trim().split('\n');
    const ws = new WebSocket(`ws://127.0.0.1:${port}${wsPath}`, { perMessageDeflate: false });
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    return new Cdp(ws);
  }

  send(method, params = {}, sessionId, { timeoutMs = 10_000 } = {}) {
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(new Error(`CDP ${method}: no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      this.#pending.set(id, {
        method,
        resolve: (v) => (clearTimeout(timer), resolve(v)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      });
      this.#ws.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  }

  async targets() {
    return (await this.send('Target.getTargets')).targetInfos;
  }

  /** Runs `fn(sessionId)` in a flat session attached to `targetId`, then detaches. */
  async withSession(targetId, fn) {
    const { sessionId } = await this.send('Target.attachToTarget', { targetId, flatten: true });
    try {
      return await fn(sessionId);
    } finally {
      await this.send('Target.detachFromTarget', { sessionId }).catch(() => undefined);
    }
  }

  /** PNG of the first page target, as a Buffer (null when there is no page). */
  async screenshot() {
    const page = (await this.targets()).find((t) => t.type === 'page' && !t.url.startsWith('chrome-extension://'));
    if (!page) return null;
    return this.withSession(page.targetId, async (s) =>
      Buffer.from((await this.send('Page.captureScreenshot', { format: 'png' }, s)).data, 'base64'));
  }

  /** Opens a tab (in the background, so the active tab stays the same); returns its targetId. */
  async openTab(url) {
    return (await this.send('Target.createTarget', { url, background: true })).targetId;
  }

  close() {
    this.#ws.close();
  }
}
