// The typed clients generated from contract/tools.json (clients/typescript, clients/python):
// first that they are up to date and type-check, then each client over each transport against
// the real daemon, the real extension in Chromium and a fixture page: list tabs, a page's
// Markdown, typed errors, an API key's ACL.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startFixtureServer } from './harness/fixture-server.mjs';
import { launchBrowser, tempDir } from './harness/tabrelay.mjs';
import { Child } from './harness/processes.mjs';
import { ROOT, TABRELAY } from './harness/paths.mjs';
import { figure, withArtifacts } from './harness/report.mjs';
import { generate, load, stale } from '../scripts/generate-clients.mjs';
import { ChromeBridge, TabRelayError } from '../clients/typescript/src/index.js';

const run = promisify(execFile);
const TITLE = 'The Quiet Harbour Lighthouse';
const UNKNOWN_TAB = 987_654_321;

let fixtures;
let browser;
let keyDir;
let key; // an API key that may only list tabs
const scope = () => ({ browsers: browser ? [browser] : [] });
const it = (name, fn, options = {}) => test(name, options, withArtifacts(scope, fn));

/** Creates, before the daemon starts, a key whose ACL allows browser_tab_list only. */
async function createKey(configDir) {
  const create = new Child('keys-create', TABRELAY, ['keys', 'create', '--name', 'tabs-only', '--tools', 'browser_tab_list',
    '--config-dir', configDir], { cwd: ROOT, env: { CONFIG_DIR: configDir } });
  assert.equal((await create.exited).code, 0, create.output);
  return /(trk_[\w-]+)/.exec(create.output)?.[1] ?? assert.fail(`no key printed:\n${create.output}`);
}

before(async () => {
  fixtures = await startFixtureServer();
  keyDir = await tempDir('clients');
  const configDir = path.join(keyDir, 'config');
  key = await createKey(configDir);
  browser = await launchBrowser({ name: 'clients', configDir, url: fixtures.url('/article.html') });
});

after(async () => {
  await browser?.stop();
  await fixtures?.close();
  if (keyDir) await rm(keyDir, { recursive: true, force: true });
});


it('the committed clients are what scripts/generate-clients.mjs writes from the contract', async () => {
  const { stdout } = await run(process.execPath, ['scripts/generate-clients.mjs', '--check'], { cwd: ROOT });
  assert.match(stdout, /the clients match contract\/tools\.json and contract\/link\.json \(\d+ tools, \d+ error codes\)/);
});

it('--check fails naming a file that was edited by hand, one missing and one no longer generated', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'tabrelay-clients-'));
  try {
    const outputs = generate(load());
    for (const { dir, files } of outputs) {
      await mkdir(path.join(root, dir), { recursive: true });
      for (const [file, content] of files) await writeFile(path.join(root, file), content);
    }
    assert.deepEqual(stale(outputs, root), []);
    const [edited, missing] = [...outputs[0].files.keys()];
    await writeFile(path.join(root, edited), 'hand edit\n');
    await rm(path.join(root, missing));
    await writeFile(path.join(root, outputs[1].dir, 'old_tool.py'), '# generated once\n');
    assert.deepEqual(stale(outputs, root).map(({ file, why }) => `${file}: ${why}`).sort(), [
      `${edited}: differs`, `${missing}: missing`, `${outputs[1].dir}/old_tool.py: no longer generated`].sort());
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

it('contract/tools.json is what the running daemon serves at GET /tools', async () => {
  const served = await (await fetch(`${browser.base}/tools`)).json();
  const { tools } = JSON.parse(await readFile(path.join(ROOT, 'contract/tools.json'), 'utf8'));
  // Key order in a served schema varies between JVM runs; the contract fixes one. Compare as values.
  const sorted = (v) => (Array.isArray(v) ? v.map(sorted) : v && typeof v === 'object'
    ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted(v[k])])) : v);
  assert.deepEqual(sorted(served.tools), sorted(tools));
});

it('the TypeScript declarations type-check, and calls the bridge would refuse do not (test/types.ts)', async () => {
  const tsc = path.join(ROOT, 'node_modules', '.bin', 'tsc');
  await run(tsc, ['-p', 'clients/typescript'], { cwd: ROOT }).catch((e) => assert.fail(`tsc failed:\n${e.stdout}${e.stderr}`));
});

it('the Python annotations type-check for Python 3.9, and calls the bridge would refuse do not (tests/types_check.py)', async () => {
  const pyright = path.join(ROOT, 'node_modules', '.bin', 'pyright');
  const { stdout } = await run(pyright, ['-p', 'clients/python'], { cwd: ROOT })
    .catch((e) => assert.fail(`pyright failed:\n${e.stdout}${e.stderr}`));
  assert.match(stdout, /0 errors/);
});

/** A rejected call's TabRelayError, checked to be one. */
async function failure(promise) {
  const error = await promise.then(() => null, (e) => e);
  assert.ok(error instanceof TabRelayError, `expected a TabRelayError, got ${error?.stack ?? 'success'}`);
  return error;
}

/** Ends the MCP session under the client (as SESSION_IDLE_TIMEOUT would), then calls: the client must open a new one. */
async function afterSessionEnded(bridge) {
  const ended = bridge.transport.client.transport.sessionId;
  const res = await fetch(`${browser.base}/mcp`, { method: 'DELETE', headers: { 'Mcp-Session-Id': ended } });
  assert.ok(res.ok, `DELETE /mcp answered ${res.status}`);
  assert.ok((await bridge.browserTabList()).structuredContent?.tabs?.length > 0);
  assert.notEqual(bridge.transport.client.transport.sessionId, ended);
}

for (const kind of ['rest', 'mcp']) {
  it(`TypeScript client over ${kind}: lists tabs, extracts a page's Markdown, throws typed errors`, async () => {
    const started = performance.now();
    const bridge = kind === 'rest' ? ChromeBridge.rest({ url: browser.base }) : await ChromeBridge.mcp({ url: `${browser.base}/mcp` });
    try {
      const tabs = (await bridge.browserTabList()).structuredContent?.tabs ?? [];
      const tab = tabs.find((t) => t.url === fixtures.url('/article.html'));
      assert.ok(tab, `the article tab is listed: ${JSON.stringify(tabs)}`);
      assert.equal(tab.title, TITLE);
      assert.ok(Number.isInteger(tab.tabId));

      const page = await bridge.browserExtract({ tabId: tab.tabId });
      assert.match(page.text, new RegExp(`^# ${TITLE}$`, 'm'));
      assert.match(page.text, /^## Restoration$/m);
      const json = await bridge.browserExtract({ url: fixtures.url('/article.html'), format: 'json' });
      assert.equal(json.structuredContent?.title, TITLE, 'structured content of format json');

      const unknownTab = await failure(bridge.browserExtract({ tabId: UNKNOWN_TAB }));
      assert.equal(unknownTab.code, 'TAB_NOT_FOUND', unknownTab.message);
      assert.match(unknownTab.detail, new RegExp(String(UNKNOWN_TAB)));
      // Past the type checker (as from plain JavaScript): the bridge itself refuses it, naming the field.
      const badArgument = await failure(bridge.browserExtract({ format: /** @type {any} */ ('html') }));
      assert.equal(badArgument.code, 'INVALID_ARGUMENT', badArgument.message);
      assert.match(badArgument.detail, /format/);
      const unknownTool = await failure(bridge.call('browser_teleport', {}));
      assert.equal(unknownTool.code, 'UNKNOWN_TOOL', unknownTool.message);
      if (kind === 'rest') assert.equal(badArgument.status, 400);
      if (kind === 'mcp') await assert.doesNotReject(afterSessionEnded(bridge), 'a call after the session ended opens a new one');
    } finally {
      await bridge.close();
    }
    figure(`typescript client over ${kind}, all calls of this test (ms)`, Math.round(performance.now() - started));
  });
}

it('TypeScript client with an API key: its ACL applies (FORBIDDEN), a wrong key is UNAUTHORIZED', async () => {
  for (const kind of ['rest', 'mcp']) {
    const connect = async (k) => (kind === 'rest' ? ChromeBridge.rest({ url: browser.base, key: k })
      : ChromeBridge.mcp({ url: `${browser.base}/mcp`, key: k }));
    const bridge = await connect(key);
    try {
      assert.ok((await bridge.browserTabList()).structuredContent?.tabs?.length > 0, `${kind}: the key may list tabs`);
      const forbidden = await failure(bridge.browserExtract({ url: fixtures.url('/article.html') }));
      assert.equal(forbidden.code, 'FORBIDDEN', `${kind}: ${forbidden.message}`);
    } finally {
      await bridge.close();
    }
    const wrong = await failure(connect('trk_not-a-key').then((b) => b.browserTabList()));
    assert.equal(wrong.code, 'UNAUTHORIZED', `${kind}: ${wrong.message}`);
    assert.equal(wrong.status, 401);
  }
});

/** Runs with the client importable from clients/python; prints what each transport saw as JSON. */
const PYTHON = `
import json, sys, urllib.request
from tabrelay_client import ChromeBridge, TabRelayError
base, article, unknown_tab, key = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]

def failure(call):
    try:
        call()
    except TabRelayError as e:
        return {"code": e.code, "message": e.message, "status": e.status}
    return None

out = {}
for kind in ("rest", "mcp"):
    with (ChromeBridge.rest(base) if kind == "rest" else ChromeBridge.mcp(base + "/mcp")) as bridge:
        tabs = bridge.browser_tab_list().structured_content["tabs"]
        tab = next((t for t in tabs if t["url"] == article), None)
        out[kind] = {
            "tab": tab,
            "markdown": bridge.browser_extract(tab_id=tab["tabId"]).text if tab else None,
            "unknownTab": failure(lambda: bridge.browser_extract(tab_id=unknown_tab)),
            "badArgument": failure(lambda: bridge.browser_extract(format="html")),
            "unknownTool": failure(lambda: bridge.call("browser_teleport")),
        }
        if kind == "mcp":  # end the session under the client, as SESSION_IDLE_TIMEOUT would: it must open a new one
            ended = bridge.transport.session
            urllib.request.urlopen(urllib.request.Request(base + "/mcp", method="DELETE", headers={"Mcp-Session-Id": ended}))
            out[kind]["tabsAfterSessionEnded"] = len(bridge.browser_tab_list().structured_content["tabs"])
            out[kind]["newSession"] = bridge.transport.session not in (None, ended)
for kind in ("rest", "mcp"):
    connect = ChromeBridge.rest if kind == "rest" else lambda url, key: ChromeBridge.mcp(url + "/mcp", key)
    with connect(base, key) as bridge:
        out[kind]["keyedTabs"] = len(bridge.browser_tab_list().structured_content["tabs"])
        out[kind]["keyedExtract"] = failure(lambda: bridge.browser_extract(url=article))
    out[kind]["wrongKey"] = failure(lambda: connect(base, "trk_not-a-key").browser_tab_list())
print(json.dumps(out))
`;

it('Python client over rest and mcp: lists tabs, extracts a page\'s Markdown, raises typed errors, sends its key', async (t) => {
  const python = await run('python3', ['--version']).then(() => 'python3', () => null);
  if (!python) {
    t.skip('python3 is not installed: the Python client was not run');
    return;
  }
  const { stdout } = await run(python, ['-c', PYTHON, browser.base, fixtures.url('/article.html'), String(UNKNOWN_TAB), key], {
    cwd: ROOT,
    env: { ...process.env, PYTHONPATH: path.join(ROOT, 'clients', 'python'), PYTHONDONTWRITEBYTECODE: '1' },
    timeout: 120_000,
  }).catch((e) => assert.fail(`the Python client failed:\n${e.stdout}${e.stderr}`));
  const seen = JSON.parse(stdout);
  for (const kind of ['rest', 'mcp']) {
    const s = seen[kind];
    assert.equal(s.tab?.title, TITLE, `${kind}: the article tab is listed`);
    assert.match(s.markdown, new RegExp(`^# ${TITLE}$`, 'm'), kind);
    assert.equal(s.unknownTab?.code, 'TAB_NOT_FOUND', `${kind}: ${JSON.stringify(s.unknownTab)}`);
    assert.equal(s.badArgument?.code, 'INVALID_ARGUMENT', `${kind}: ${JSON.stringify(s.badArgument)}`);
    assert.match(s.badArgument.message, /format/);
    assert.equal(s.unknownTool?.code, 'UNKNOWN_TOOL', `${kind}: ${JSON.stringify(s.unknownTool)}`);
    assert.ok(s.keyedTabs > 0, `${kind}: the key may list tabs`);
    assert.equal(s.keyedExtract?.code, 'FORBIDDEN', `${kind}: ${JSON.stringify(s.keyedExtract)}`);
    assert.equal(s.wrongKey?.code, 'UNAUTHORIZED', `${kind}: ${JSON.stringify(s.wrongKey)}`);
    assert.equal(s.wrongKey.status, 401);
  }
  assert.equal(seen.rest.badArgument.status, 400);
  assert.ok(seen.mcp.tabsAfterSessionEnded > 0 && seen.mcp.newSession, `after the session ended: ${JSON.stringify(seen.mcp)}`);
});
