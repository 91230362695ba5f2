// `tabrelay do` as a coding agent runs it from its shell: one process per call against a daemon
// with a real browser (`tabrelay launch`, the built extension), on pages the test serves. Each
// call's exit status and text are what the agent branches on (README "tabrelay do").
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { after, before, it } from 'node:test';
import { startFixtureServer } from './harness/fixture-server.mjs';
import { ROOT, TABRELAY } from './harness/paths.mjs';
import { freePort } from './harness/ports.mjs';
import { launchBrowser } from './harness/tabrelay.mjs';

let fixtures;
let browser;

/** Resolves with { code, out, err } whatever the exit status. */
function tabrelayDo(args, { port = browser.port } = {}) {
  return new Promise((resolve) => {
    execFile(TABRELAY, ['do', '--port', String(port), ...args], { cwd: ROOT, env: { ...process.env, CONFIG_DIR: browser.configDir }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? error.code : 0, out: stdout, err: stderr }));
  });
}

before(async () => {
  fixtures = await startFixtureServer();
  browser = await launchBrowser({ name: 'cli-do' });
});

after(async () => {
  await browser?.stop();
  await fixtures?.close();
});

it('lists the tools and one tool\'s arguments from its schema', async () => {
  const all = await tabrelayDo(['--help']);
  assert.equal(all.code, 0, all.err);
  assert.match(all.out, /^ {2}browser_snapshot +\S/m);
  assert.match(all.out, /Exit status: 0 ok/);
  const type = await tabrelayDo(['browser_type', '--help']);
  assert.equal(type.code, 0, type.err);
  assert.match(type.out, /--text <string> \(required\)/);
  assert.match(type.out, /--clear\n/);
});

it('navigates, snapshots, types after the text a field holds and clicks, sharing the current tab between calls', async () => {
  const created = await tabrelayDo(['browser_tab_create', '--url', fixtures.url('/widgets.html?do')]);
  assert.equal(created.code, 0, created.err);
  const snapshot = await tabrelayDo(['browser_snapshot', '--interactive']);
  assert.equal(snapshot.code, 0, snapshot.err);
  const ref = snapshot.out.match(/textbox "Boat name"[^\n]*\[([a-z0-9]+)\]/)?.[1];
  assert.ok(ref, `a ref for the boat field in:\n${snapshot.out}`);
  const typed = await tabrelayDo(['browser_type', '--ref', ref, '--text', ' II']);
  assert.equal(typed.code, 0, typed.err);
  assert.match(typed.out, /"Old name II"/);
  const json = await tabrelayDo(['browser_type', '--json-args', JSON.stringify({ ref, text: 'Sea Sprite', clear: true }), '--json']);
  assert.equal(json.code, 0, json.err);
  const answer = JSON.parse(json.out);
  assert.equal(answer.ok, true);
  assert.equal(answer.structuredContent.value, 'Sea Sprite');
});

it('exits with the status of the error\'s code and says what to do', async () => {
  await tabrelayDo(['browser_navigate', '--url', fixtures.url('/widgets.html?do-errors')]);
  const missing = await tabrelayDo(['browser_click', '--selector', '#no-such-element']);
  assert.equal(missing.code, 5, `ELEMENT_NOT_FOUND exits 5: ${missing.err}`);
  assert.match(missing.err, /^ELEMENT_NOT_FOUND: /);
  const json = await tabrelayDo(['--json', 'browser_click', '--selector', '#no-such-element']);
  assert.equal(json.code, 5);
  assert.equal(JSON.parse(json.out).ok, false);
  const unknownTool = await tabrelayDo(['browser_fly']);
  assert.equal(unknownTool.code, 2, unknownTool.err);
  assert.match(unknownTool.err, /^UNKNOWN_TOOL: No tool named 'browser_fly'.*tabrelay do --help/);
  const unknownArg = await tabrelayDo(['browser_click', '--bogus', '1']);
  assert.equal(unknownArg.code, 2, unknownArg.err);
  assert.match(unknownArg.err, /no argument --bogus.*browser_click --help/);
  const badNumber = await tabrelayDo(['browser_scroll', '--dy', 'far']);
  assert.equal(badNumber.code, 2, badNumber.err);
  const noDaemon = await tabrelayDo(['browser_tab_list'], { port: await freePort() });
  assert.equal(noDaemon.code, 3, noDaemon.err);
  assert.match(noDaemon.err, /no TabRelay daemon answers/);
});
