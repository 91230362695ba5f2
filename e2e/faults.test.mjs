// Faults a day of real use brings, each bounded and on loopback only: a tab closed while a call
// waits on it, a tab that navigates away while it is read, and ten clients × 50 calls checked
// for mix-ups. Every call must answer before its deadline with a result or a stable error code,
// and the next call must work; and the daemon restarted under a stdio client. (Browser killed
// mid-call: launch-restart.test.mjs; worker stopped mid-call: worker-restart.test.mjs.) Dialogs
// opened in a loop, each met by a call while it is open. Times
// are printed, not asserted.
import { readFile, rm } from 'node:fs/promises';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startFixtureServer } from './harness/fixture-server.mjs';
import { ROOT } from './harness/paths.mjs';
import { freePort } from './harness/ports.mjs';
import { launchBrowser, startServe, tempDir, waitForHealth } from './harness/tabrelay.mjs';
import { callTool, connectClient, errorCode, okText, textOf } from './harness/mcp.mjs';
import { figure } from './harness/report.mjs';

const CODES = new Set(Object.keys(JSON.parse(await readFile(`${ROOT}/contract/link.json`, 'utf8')).errors));
const DEADLINE_MS = 45_000; // the MCP client's own timeout: past the daemon's 30 s command deadline

/** A result, or a stable code from the contract; never the client's own timeout. */
function answered(result, what) {
  if (!result.isError) return 'ok';
  const code = errorCode(result);
  assert.ok(code && CODES.has(code), `${what}: answered without a stable code: ${textOf(result)}`);
  return code;
}

async function nextCallWorks(client, what) {
  okText(await callTool(client, 'browser_tab_list', {}, { timeoutMs: DEADLINE_MS }), `the call after ${what}`);
}

async function openTab(client, url) {
  const r = await callTool(client, 'browser_tab_create', { url }, { timeoutMs: DEADLINE_MS });
  okText(r, `browser_tab_create ${url}`);
  return r.structuredContent.tabId;
}

test('faults: closed tabs, pages navigating away, and ten busy clients', async (t) => {
  const fixtures = await startFixtureServer();
  const browser = await launchBrowser({ name: 'faults' });
  const { client } = await connectClient('http', browser);
  try {
    await t.test('a tab closed while a call waits on it', async () => {
      const cdp = await browser.cdp();
      const outcomes = [];
      for (let round = 0; round < 3; round++) {
        const url = fixtures.url(`/article.html?closing=${round}`);
        const tabId = await openTab(client, url);
        const started = performance.now();
        const waiting = callTool(client, 'browser_wait_for', { tabId, text: 'a text this page never shows', timeoutMs: 20_000 },
          { timeoutMs: DEADLINE_MS });
        // The wait is under way once the daemon counts it in flight (an event, not a sleep); each
        // round then closes the tab a little later into the wait, so more than one moment is tried.
        await waitForHealth(browser.base, (h) => h?.browsers?.some((b) => b.inFlight > 0), { what: `round ${round}: the wait in flight` });
        if (round > 0) await new Promise((r) => setTimeout(r, round * 200));
        const target = (await cdp.targets()).find((x) => x.type === 'page' && x.url === url);
        assert.ok(target, `round ${round}: the tab is open`);
        await cdp.send('Target.closeTarget', { targetId: target.targetId });
        const code = answered(await waiting, `round ${round}`);
        assert.equal(code, 'TAB_NOT_FOUND', `round ${round}: the wait ends when its tab closes`);
        outcomes.push(`${code} in ${Math.round(performance.now() - started)} ms`);
        await nextCallWorks(client, 'a closed tab');
      }
      figure('browser_wait_for on a tab closed mid-call', outcomes.join('; '));
    });

    await t.test('a tab that navigates away while it is read', async () => {
      const outcomes = [];
      for (const after of [0, 50, 150, 300, 600]) {
        const tabId = await openTab(client, fixtures.url(`/navigates-away.html?after=${after}`));
        const started = performance.now();
        const result = await callTool(client, 'browser_extract', { tabId, waitFor: 'a text no page here shows', timeoutMs: 3000 },
          { timeoutMs: DEADLINE_MS });
        outcomes.push(`after ${after} ms: ${answered(result, `navigating after ${after} ms`)} in ${Math.round(performance.now() - started)} ms`);
        const plain = await callTool(client, 'browser_extract', { tabId }, { timeoutMs: DEADLINE_MS });
        assert.match(okText(plain, 'reading the tab once it settled'), /Quiet Harbour Lighthouse|Leaving soon/);
        await callTool(client, 'browser_tab_close', { tabId }, { timeoutMs: DEADLINE_MS });
        await nextCallWorks(client, 'a page that navigated away');
      }
      figure('browser_extract on a page navigating away', outcomes.join('; '));
    });

    await t.test('ten clients × 50 calls on mixed transports: every answer is the caller\'s own', async () => {
      const kinds = ['stdio', 'stdio', 'http', 'http', 'http', 'sse', 'sse', 'ws', 'ws', 'ws'];
      const clients = await Promise.all(kinds.map((kind) => connectClient(kind, browser)));
      try {
        const tabs = await Promise.all(clients.map(({ client: c }, i) => openTab(c, fixtures.url(`/echo/client${i}`))));
        const started = performance.now();
        const counts = await Promise.all(clients.map(async ({ client: c }, i) => {
          let ok = 0;
          for (let n = 0; n < 50; n++) {
            const r = await callTool(c, 'browser_extract', { tabId: tabs[i] }, { timeoutMs: DEADLINE_MS });
            const text = okText(r, `client ${i} (${kinds[i]}) call ${n}`);
            assert.match(text, new RegExp(`^# Echo client${i}$`, 'm'), `client ${i} call ${n} got another page:\n${text}`);
            assert.doesNotMatch(text, new RegExp(`caller client(?!${i}\\b)\\d+`), `client ${i} call ${n} saw another caller`);
            ok++;
          }
          return ok;
        }));
        const ms = performance.now() - started;
        assert.deepEqual(counts, kinds.map(() => 50));
        figure('10 clients × 50 browser_extract: total s', (ms / 1000).toFixed(1));
        figure('10 clients × 50 browser_extract: calls per second', (500 / (ms / 1000)).toFixed(1));
        await Promise.all(tabs.map((tabId) => callTool(client, 'browser_tab_close', { tabId }, { timeoutMs: DEADLINE_MS })));
        await nextCallWorks(client, 'the load');
      } finally {
        await Promise.all(clients.map((c) => c.close().catch(() => undefined)));
      }
    });
  } finally {
    await client.close();
    await browser.stop();
    await fixtures.close();
  }
});

test('faults: dialogs opened in a loop: every call answers with a stable code, the next call works', async () => {
  const fixtures = await startFixtureServer();
  // --advanced: the Debugger switch granted, so dialogs are seen and can be answered.
  const browser = await launchBrowser({ name: 'faults-dialogs', extraArgs: ['--advanced'] });
  const { client } = await connectClient('http', browser);
  try {
    const tabId = await openTab(client, fixtures.url('/dialogs.html'));
    const outcomes = [];
    // Six rounds, two of each kind. A call to the page while its dialog is open answers DIALOG_OPEN
    // at once (it used to wait out its whole deadline: the dialog blocks the page's main thread).
    for (let round = 0; round < 6; round++) {
      const button = ['#alert', '#confirm', '#prompt'][round % 3];
      const clicked = answered(await callTool(client, 'browser_click', { tabId, selector: button }, { timeoutMs: DEADLINE_MS }),
        `round ${round}: the click that opens a dialog`);
      // A call to the tab while its dialog is open: a result or a stable code, within the deadline.
      const during = answered(await callTool(client, 'browser_extract', { tabId }, { timeoutMs: DEADLINE_MS }),
        `round ${round}: browser_extract with a dialog open`);
      // The click answers once its dialog is up (ok) or names it (DIALOG_OPEN); either way the next call names it.
      assert.ok(clicked === 'ok' || clicked === 'DIALOG_OPEN', `round ${round}: the click answered ${clicked}`);
      assert.equal(during, 'DIALOG_OPEN', `round ${round}: the dialog the click opened is named, not waited out`);
      const handled = answered(await callTool(client, 'browser_handle_dialog', { tabId, accept: round % 2 === 0, text: 'Kittiwake' },
        { timeoutMs: DEADLINE_MS }), `round ${round}: browser_handle_dialog`);
      assert.ok(handled === 'ok' || handled === 'NO_DIALOG', `round ${round}: the dialog was answered or already gone (${handled})`);
      outcomes.push(`${button}: click ${clicked}, extract ${during}, handle ${handled}`);
      okText(await callTool(client, 'browser_extract', { tabId }, { timeoutMs: DEADLINE_MS }), `round ${round}: the page after its dialog`);
      await nextCallWorks(client, `dialog round ${round}`);
    }
    figure('dialogs opened in a loop', outcomes.join('; '));
  } finally {
    await client.close();
    await browser.stop();
    await fixtures.close();
  }
});

test('faults: the daemon restarted under a stdio client: the call in flight answers, the next one works', async () => {
  const port = await freePort();
  const dir = await tempDir('faults-restart');
  const configDir = `${dir}/config`; // shared: the restarted daemon keeps the pairing key
  const first = await startServe({ port, configDir, name: 'faults-serve-1' });
  const browser = await launchBrowser({ name: 'faults-restart', port, configDir });
  const stdio = await connectClient('stdio', { port, configDir });
  let second;
  try {
    okText(await callTool(stdio.client, 'browser_tab_list', {}, { timeoutMs: DEADLINE_MS }), 'a call before the restart');
    const inflight = callTool(stdio.client, 'browser_wait_for', { time: 8000 }, { timeoutMs: DEADLINE_MS });
    // The wait is under way in the browser once the daemon counts it in flight there.
    await waitForHealth(first.base, (h) => h?.browsers?.some((b) => b.inFlight > 0), { what: 'the wait in flight' });
    const stoppedAt = performance.now();
    await first.stop();
    // As docs/e2e README promise: the call in flight is answered SHUTTING_DOWN, not dropped or left to its deadline.
    assert.equal(answered(await inflight, 'the call in flight'), 'SHUTTING_DOWN');
    // The proxy reconnects and replays the client's handshake; the browser's extension finds the
    // new daemon too; the new daemon knows a browser left a moment ago (CONFIG_DIR/browser-left),
    // so the next call waits for it instead of answering "no browser has connected yet".
    second = await startServe({ port, configDir, name: 'faults-serve-2' });
    let after;
    try {
      after = await callTool(stdio.client, 'browser_tab_list', {}, { timeoutMs: DEADLINE_MS });
    } catch (e) {
      throw new Error(`${e.message}\n--- stdio stderr ---\n${stdio.log()}`);
    }
    okText(after, 'the call after the restart');
    figure('daemon stopped → the next stdio call answered, ms', Math.round(performance.now() - stoppedAt));
  } finally {
    await stdio.close();
    await browser.stop();
    await second?.stop();
    await rm(dir, { recursive: true, force: true, maxRetries: 3 });
  }
});
