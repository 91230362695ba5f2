// A browser `tabrelay launch` started comes back when it dies (SIGKILL, as a crash or the OOM
// killer would end it), and the next MCP call runs on it; a browser shut down in order (SIGTERM:
// Chromium exits 0, as when its last window is closed) is left closed and launch ends.
import { readdir, readFile } from 'node:fs/promises';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startFixtureServer } from './harness/fixture-server.mjs';
import { launchBrowser, waitForHealth } from './harness/tabrelay.mjs';
import { callTool, connectClient, errorCode, okText, textOf } from './harness/mcp.mjs';
import { figure } from './harness/report.mjs';

/** The pid of the browser process (not a renderer or helper: those carry --type=) using `profileDir`. */
async function browserPid(profileDir) {
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const args = (await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '')).split('\0');
    if (args.includes(`--user-data-dir=${profileDir}`) && !args.some((a) => a.startsWith('--type='))) return Number(entry);
  }
  return undefined;
}

const disconnected = (h) => h !== null && h.extensionConnected === false;

test('a launched browser killed with SIGKILL mid-call is started again and the next call runs on it', async () => {
  const fixtures = await startFixtureServer();
  const browser = await launchBrowser({ name: 'restart-kill' });
  const { client } = await connectClient('http', browser);
  try {
    okText(await callTool(client, 'extract_url', { url: fixtures.url('/article.html') }), 'extract_url before the kill');
    const pid = await browserPid(browser.profileDir);
    assert.ok(pid, 'found the browser process launch started');

    // Killed mid-call: the call the browser was running answers at once with a stable code.
    const inflight = callTool(client, 'browser_wait_for', { time: 8000 }, { timeoutMs: 30_000 });
    // The call is in flight once the daemon counts it sent to the browser.
    await waitForHealth(browser.base, (h) => h?.browsers?.some((b) => b.inFlight > 0), { what: 'the wait in flight' });
    const killedAt = performance.now();
    process.kill(pid, 'SIGKILL');
    const cut = await inflight;
    assert.equal(errorCode(cut), 'EXTENSION_DISCONNECTED', textOf(cut));
    figure('SIGKILL → the call in flight answered EXTENSION_DISCONNECTED, ms', Math.round(performance.now() - killedAt));
    await waitForHealth(browser.base, disconnected, { timeoutMs: 10_000, what: 'browser gone' });
    figure('SIGKILL → /health disconnected, ms', Math.round(performance.now() - killedAt));

    // The browser is gone and no one has reconnected yet: this call waits for the restarted one.
    const callAt = performance.now();
    const markdown = okText(await callTool(client, 'extract_url', { url: fixtures.url('/article.html') }, { timeoutMs: 40_000 }),
      'extract_url while the browser restarts');
    figure('call made while the browser restarted: answered after, ms', Math.round(performance.now() - callAt));
    figure('SIGKILL → call answered, ms', Math.round(performance.now() - killedAt));
    assert.match(markdown, /The Quiet Harbour Lighthouse/);
    assert.match(browser.child.output, /exited unexpectedly \(exit status 137: killed or crashed\); starting it again/);
    const again = await browserPid(browser.profileDir);
    assert.ok(again && again !== pid, `a new browser process runs (was ${pid}, now ${again})`);
    assert.ok(browser.child.alive, 'launch keeps running');
  } finally {
    await client.close();
    await browser.stop();
    await fixtures.close();
  }
});

test('a launched browser shut down in order (exit 0) is not started again and launch ends', async () => {
  const browser = await launchBrowser({ name: 'restart-close' });
  try {
    const pid = await browserPid(browser.profileDir);
    assert.ok(pid, 'found the browser process launch started');
    process.kill(pid, 'SIGTERM'); // Chromium's orderly shutdown, the same exit as closing its last window
    const exit = await browser.child.exited;
    assert.equal(exit.code, 0, browser.child.output);
    assert.match(browser.child.output, /The browser closed; TabRelay launch is done\./);
    assert.doesNotMatch(browser.child.output, /starting it again/);
  } finally {
    await browser.stop();
  }
});
