// A newcomer's first minutes (README Quick start): `tabrelay launch` on a machine without a
// display goes headless by itself and says so, and the README's first request, "extract my
// active tab", works right away because launch opens the daemon's start page, not about:blank;
// and `tabrelay stop` stops what launch started, the browser included.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { TABRELAY } from './harness/paths.mjs';
import { launchBrowser } from './harness/tabrelay.mjs';
import { callTool, connectClient, okText } from './harness/mcp.mjs';
import { withArtifacts } from './harness/report.mjs';

let browser;
let client;
const scope = () => ({ browsers: browser ? [browser] : [] });
const it = (name, fn) => test(name, withArtifacts(scope, fn));

before(async () => {
  // No --headless and no display: launch must decide on its own.
  browser = await launchBrowser({ name: 'quickstart', headless: false, env: { DISPLAY: '', WAYLAND_DISPLAY: '' } });
  ({ client } = await connectClient('http', browser));
});

after(async () => {
  await client?.close();
  await browser?.stop();
});

it('launch without a display starts the browser headless and says so', () => {
  assert.match(browser.child.output, /No display \(DISPLAY and WAYLAND_DISPLAY are unset\): starting the browser headless\./);
});

it("the README's first request right after launch reads the start page", async () => {
  const markdown = okText(await callTool(client, 'extract_active_tab', {}), 'extract_active_tab');
  assert.match(markdown, /TabRelay is ready/);
  assert.match(markdown, /Extract my active tab/);
});

it('the start page needs no key and holds no secret', async () => {
  const page = await (await fetch(`${browser.base}/start`)).text();
  assert.match(page, /TabRelay is ready/);
  assert.doesNotMatch(page, /tabrelay:\/\/|trk_/);
});

it('stdio with a daemon option the running daemon does not use says so instead of ignoring it', () => {
  // stdin closed at once: the proxy starts, reports, and ends.
  const run = spawnSync(TABRELAY, ['stdio', '--port', String(browser.port), '--config-dir', browser.configDir, '--isolation', 'group'],
    { input: '', encoding: 'utf8', timeout: 60_000 });
  assert.match(run.stderr, /not applied: ISOLATION=group \(the running daemon uses shared\)/);
});

it('tabrelay stop also ends the launch that started the browser, so no browser is left behind', async () => {
  const { stderr } = await promisify(execFile)(TABRELAY, ['stop', '--port', String(browser.port), '--config-dir', browser.configDir],
    { timeout: 60_000 });
  assert.match(stderr, /TabRelay daemon stopped\./);
  assert.match(stderr, /Closed the browser `tabrelay launch` started \(pid \d+\)\./);
  const exit = await Promise.race([browser.child.exited, new Promise((r) => setTimeout(() => r('still running'), 20_000))]);
  assert.notEqual(exit, 'still running', 'the launch process ended');
});
