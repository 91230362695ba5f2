// The extension's service worker stopped by Chrome (here through DevTools, as an update, a crash
// or an idle stop would) comes back by itself within a moment, idle or in the middle of a call:
// the offscreen document's port to the worker drops and reopening it starts the worker again,
// which reconnects at once. The call in flight answers EXTENSION_DISCONNECTED; the next one runs.
// Prints the measured stop → reconnected times (min / median / max); the only deadline checked
// is each call's own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startFixtureServer } from './harness/fixture-server.mjs';
import { EXTENSION_ID } from './harness/paths.mjs';
import { connected, launchBrowser, waitForHealth } from './harness/tabrelay.mjs';
import { callTool, connectClient, errorCode, okText, textOf } from './harness/mcp.mjs';
import { figure } from './harness/report.mjs';

const ROUNDS = ['idle', 'mid-call', 'idle', 'mid-call', 'idle', 'idle'];
const disconnected = (h) => h !== null && h.extensionConnected === false;
const ours = (t, type) => t.type === type && t.url.startsWith(`chrome-extension://${EXTENSION_ID}/`);

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return `min ${sorted[0]}, median ${sorted[Math.floor(sorted.length / 2)]}, max ${sorted.at(-1)} (n=${sorted.length})`;
}

test('a stopped service worker reconnects by itself, idle or mid-call, and the next call succeeds', async () => {
  const fixtures = await startFixtureServer();
  const browser = await launchBrowser({ name: 'worker-watch' });
  const { client } = await connectClient('http', browser);
  const reconnectMs = [];
  const nextCallMs = [];
  try {
    okText(await callTool(client, 'extract_url', { url: fixtures.url('/article.html') }), 'extract_url before any stop');
    // Raw CDP on the browser endpoint only: attaching to the worker would keep it alive.
    const cdp = await browser.cdp();
    const deadline = Date.now() + 10_000;
    while (!(await cdp.targets()).some((t) => t.url.endsWith('/offscreen.html'))) {
      assert.ok(Date.now() < deadline, 'the offscreen document that watches the worker opened');
      await new Promise((r) => setTimeout(r, 50)); // poll interval for a document the worker opens at start
    }

    for (const [i, mode] of ROUNDS.entries()) {
      const worker = (await cdp.targets()).find((t) => ours(t, 'service_worker'));
      assert.ok(worker, `round ${i}: the extension's service worker runs`);
      // A call the extension is busy with when its worker stops: it waits 8 s in the page's tab.
      const inflight = mode === 'mid-call' ? callTool(client, 'browser_wait_for', { time: 8000 }, { timeoutMs: 30_000 }) : null;
      // The call is in flight once the daemon counts it sent to the browser.
      if (inflight) await waitForHealth(browser.base, (h) => h?.browsers?.some((b) => b.inFlight > 0), { what: 'the wait in flight' });
      const stoppedAt = performance.now();
      await cdp.send('Target.closeTarget', { targetId: worker.targetId });
      await waitForHealth(browser.base, disconnected, { timeoutMs: 10_000, intervalMs: 5, what: 'worker stopped' })
        .catch(() => undefined); // a reconnect faster than the poll is fine too
      const back = waitForHealth(browser.base, connected, { timeoutMs: 40_000, intervalMs: 10, what: 'extension reconnected' })
        .then(() => reconnectMs.push(Math.round(performance.now() - stoppedAt)));

      if (inflight) {
        const result = await inflight;
        assert.equal(errorCode(result), 'EXTENSION_DISCONNECTED', `round ${i}: the call in flight: ${textOf(result)}`);
      }
      // The next call, made while the worker may still be starting: it waits for it.
      const callAt = performance.now();
      const markdown = okText(await callTool(client, 'extract_url', { url: fixtures.url('/article.html') }, { timeoutMs: 30_000 }),
        `round ${i} (${mode}): extract_url after the stop`);
      nextCallMs.push(Math.round(performance.now() - callAt));
      assert.match(markdown, /The Quiet Harbour Lighthouse/);
      await back;
    }
  } finally {
    figure('worker stop → extension reconnected, ms', stats(reconnectMs));
    figure('next call after the stop answered in, ms', stats(nextCallMs));
    await client.close();
    await browser.stop();
    await fixtures.close();
  }
});

// Chrome stops an idle extension worker after 30 s without events; since Chrome 116 WebSocket
// traffic counts as activity, and the bridge pings every 20 s (BrowserHub.PING_INTERVAL). This
// checks that it is enough: the same worker is still running after 45 s with no call at all.
test('an idle linked worker is kept running by the bridge pings', async () => {
  const browser = await launchBrowser({ name: 'worker-idle' });
  try {
    const cdp = await browser.cdp();
    const before = (await cdp.targets()).find((t) => ours(t, 'service_worker'));
    assert.ok(before, 'the extension service worker runs');
    let drops = 0;
    const until = performance.now() + 45_000;
    while (performance.now() < until) {
      const h = await waitForHealth(browser.base, (x) => x !== null);
      if (!connected(h.health)) drops++;
      await new Promise((r) => setTimeout(r, 500)); // sampling interval over the idle time
    }
    const after = (await cdp.targets()).find((t) => ours(t, 'service_worker'));
    figure('idle 45 s: link drops seen', drops);
    assert.equal(after?.targetId, before.targetId, 'the same worker runs: Chrome never stopped it');
    assert.equal(drops, 0, 'the link stayed up');
  } finally {
    await browser.stop();
  }
});
