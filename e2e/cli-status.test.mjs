// `tabrelay doctor` and `tabrelay status` as a person runs them, against a daemon with a real
// browser that `tabrelay launch` started and a real MCP client using it.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ROOT, TABRELAY } from './harness/paths.mjs';
import { launchBrowser } from './harness/tabrelay.mjs';
import { callTool, connectClient, okText } from './harness/mcp.mjs';

/** Runs a tabrelay command against the test's daemon; resolves with { code, out } (never rejects on exit 1). */
async function tabrelay(browser, ...args) {
  try {
    const { stdout } = await promisify(execFile)(TABRELAY, [...args, '--port', String(browser.port), '--config-dir', browser.configDir],
      { cwd: ROOT, env: { ...process.env, CONFIG_DIR: browser.configDir }, timeout: 60_000 });
    return { code: 0, out: stdout };
  } catch (e) {
    if (typeof e.code !== 'number') throw e;
    return { code: e.code, out: `${e.stdout}${e.stderr}` };
  }
}

test('doctor passes every check with a launched browser, and status lists the MCP session and the launch profile', async () => {
  const browser = await launchBrowser({ name: 'cli-status' });
  const { client } = await connectClient('http', browser);
  try {
    okText(await callTool(client, 'browser_tab_list'), 'a call before status');

    const doctor = await tabrelay(browser, 'doctor');
    assert.equal(doctor.code, 0, doctor.out);
    for (const check of ['java', 'config dir', 'pairing key', 'daemon', 'host check', 'extension', 'enabled', 'round trip']) {
      assert.match(doctor.out, new RegExp(`^OK +${check} `, 'm'), `${check} passes:\n${doctor.out}`);
    }
    assert.match(doctor.out, /browser_tab_list answered in \d+ ms/);
    assert.match(doctor.out, /All checks passed\./);

    const status = await tabrelay(browser, 'status');
    assert.equal(status.code, 0, status.out);
    assert.match(status.out, /MCP sessions open: 1/);
    assert.match(status.out, /tabrelay-e2e-http +Streamable HTTP +local +\d+ s +1\b/, status.out);
    assert.match(status.out, /Browser: TabRelay launch \(extension [\d.]+, .*tools compact/, status.out);
    assert.ok(status.out.includes(`profile ${browser.profileDir}`), `status names launch's profile:\n${status.out}`);
  } finally {
    await client.close();
    await browser.stop();
  }

  // The same doctor once the daemon is gone: it fails at the daemon and says how to start one.
  const after = await tabrelay(browser, 'doctor');
  assert.equal(after.code, 1, after.out);
  assert.match(after.out, /^FAIL daemon +nothing answers/m);
  assert.match(after.out, /fix: start it: `tabrelay serve`/);
});
