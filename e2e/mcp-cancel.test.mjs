// End to end: a cancelled call stops its work in the browser. The real v1 SDK client over stdio
// (the way MCP clients start TabRelay), the launched Chromium with the real extension, and a page
// whose server sends the head and never the rest, so extract_url would wait for it until its
// deadline. The daemon runs with MAX_INFLIGHT 1: a call whose slot is still taken answers BUSY.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { launchBrowser } from './harness/tabrelay.mjs';
import { connectClient, listTabs } from './harness/mcp.mjs';
import { withArtifacts } from './harness/report.mjs';

/** Longer than any wait below: a tab still open then was left to its own deadline. */
const CLOSED_WITHIN_MS = 10_000;

let browser;
let client;
let slow;
const scope = () => ({ browsers: browser ? [browser] : [] });
const it = (name, fn) => test(name, withArtifacts(scope, fn));

/** A server whose pages never finish: `opened(path)` resolves when the browser asks, with `closed`, the end of that connection. */
async function neverEndingServer() {
  const waiting = new Map();
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.write('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Never ends</title></head><body>');
    const closed = new Promise((resolve) => res.on('close', resolve));
    waiting.get(new URL(req.url, 'http://x').pathname)?.({ closed });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    url: (path) => base + path,
    opened: (path) => new Promise((resolve) => waiting.set(path, resolve)),
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))),
  };
}

/** Resolves when `promise` does; rejects naming `what` after `ms` (the outcome never came). */
function within(promise, ms, what) {
  let timer;
  const deadline = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms)));
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** extract_url of a page that never finishes; `progress` collects the client's onprogress calls, `heard` the first. */
function startExtract(c, url, signal, progress = []) {
  let heard;
  const first = new Promise((resolve) => (heard = resolve));
  const call = c.callTool({ name: 'extract_url', arguments: { url, timeoutMs: 60_000 } }, undefined,
    { signal, timeout: 90_000, onprogress: (p) => (progress.push(p), heard(p)) });
  return { call, heard: first };
}

before(async () => {
  slow = await neverEndingServer();
  browser = await launchBrowser({ name: 'mcp-cancel', env: { MAX_INFLIGHT: '1' } });
  ({ client } = await connectClient('stdio', browser));
});

after(async () => {
  await client?.close();
  await browser?.stop();
  await slow?.close();
});

it('a cancelled extract_url closes its tab and frees its slot at once, after progress while it loaded', async () => {
  const controller = new AbortController();
  const progress = [];
  const opened = slow.opened('/cancelled');
  const { call, heard } = startExtract(client, slow.url('/cancelled'), controller.signal, progress);
  const { closed } = await within(opened, 30_000, 'the browser asking for the page');
  await within(heard, 10_000, 'a progress notification');
  controller.abort(new Error('the user pressed stop'));
  await assert.rejects(call, /the user pressed stop/);
  // The same session's next call: with MAX_INFLIGHT 1 it is BUSY while the cancelled one holds its slot.
  await listTabs(client);
  await within(closed, CLOSED_WITHIN_MS, 'the cancelled page\'s tab closing (its connection ending)');
  const left = (await listTabs(client)).filter((t) => String(t.url).includes('/cancelled'));
  assert.deepEqual(left, [], 'no tab of the cancelled call is left');
  assert.ok(progress.length > 0, 'the client that gave a progress token heard progress');
  assert.ok(progress.every((p, i) => i === 0 || p.progress > progress[i - 1].progress), `increasing: ${JSON.stringify(progress)}`);
  assert.ok(progress.some((p) => /Loading page|Waiting for the content/.test(p.message ?? '')), JSON.stringify(progress));
});

it('a client that disconnects mid-call gets its extract_url tab closed', async () => {
  const leaving = await connectClient('stdio', browser);
  const opened = slow.opened('/abandoned');
  const { call } = startExtract(leaving.client, slow.url('/abandoned'));
  call.catch(() => undefined);   // ends with "Connection closed" when the client leaves
  const { closed } = await within(opened, 30_000, 'the browser asking for the page');
  await leaving.close();
  await within(closed, CLOSED_WITHIN_MS, 'the abandoned page\'s tab closing (its connection ending)');
  const left = (await listTabs(client)).filter((t) => String(t.url).includes('/abandoned'));
  assert.deepEqual(left, [], 'no tab of the departed client is left');
});
