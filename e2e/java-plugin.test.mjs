// A Java plugin with the real daemon, the real extension and a real MCP client: the example
// plugin of docs/plugins.md (server/src/test/resources/plugins/word-count) compiled into a jar in
// the config directory's plugins/ folder, beside a broken jar. Its tool is listed and reads a
// fixture page through the real extension as the caller; a key without it neither sees nor runs
// it; the broken jar is only reported in the status.
import assert from 'node:assert/strict';
import { readdir, mkdir, writeFile, cp } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { startFixtureServer } from './harness/fixture-server.mjs';
import { callTool, connectClient, errorCode, textOf } from './harness/mcp.mjs';
import { Child } from './harness/processes.mjs';
import { ROOT, TABRELAY } from './harness/paths.mjs';
import { launchBrowser, tempDir } from './harness/tabrelay.mjs';

/** The JDK (21+) the tabrelay launcher itself would pick (scripts/lib.sh), so the plugin's classes suit the daemon. */
async function jdk() {
  const find = new Child('find-java', 'bash', ['-c', '. scripts/lib.sh && find_java >/dev/null && echo "$JAVA_HOME"'], { cwd: ROOT });
  assert.equal((await find.exited).code, 0, find.output);
  return find.output.trim().split('\n').at(-1);
}
const API = path.join(ROOT, 'server/src/main/java/dev/tabrelay/plugin');
const EXAMPLE = path.join(ROOT, 'server/src/test/resources/plugins/word-count');

/** javac the example against the plugin API's sources; the jar holds only the plugin, as docs/plugins.md says. */
async function exampleJar(dir) {
  const home = await jdk();
  const bin = (tool) => path.join(home, 'bin', tool);
  const classes = path.join(dir, 'classes');
  const api = (await readdir(API)).filter((f) => f.endsWith('.java') && f !== 'package-info.java').map((f) => path.join(API, f));
  const javac = new Child('javac', bin('javac'), ['--release', '21', '-d', classes, ...api, path.join(EXAMPLE, 'example/wordcount/WordCountPlugin.java')], { cwd: ROOT });
  assert.equal((await javac.exited).code, 0, javac.output);
  await cp(path.join(EXAMPLE, 'META-INF'), path.join(classes, 'META-INF'), { recursive: true });
  const jar = path.join(dir, 'word-count.jar');
  const pack = new Child('jar', bin('jar'), ['cf', jar, '-C', classes, 'example', '-C', classes, 'META-INF'], { cwd: ROOT });
  assert.equal((await pack.exited).code, 0, pack.output);
  return jar;
}

let fixtures;
let browser;
let client;

before(async () => {
  fixtures = await startFixtureServer();
  const dir = await tempDir('java-plugin');
  const configDir = path.join(dir, 'config');
  await mkdir(path.join(configDir, 'plugins'), { recursive: true });
  await cp(await exampleJar(dir), path.join(configDir, 'plugins', 'word-count.jar'));
  await writeFile(path.join(configDir, 'plugins', 'broken.jar'), 'not a zip file');
  browser = await launchBrowser({ name: 'java-plugin', configDir });
  ({ client } = await connectClient('http', browser));
});

after(async () => {
  await client?.close();
  await browser?.stop();
  await fixtures?.close();
});

test('the plugin\'s tool is listed and counts the words of a real page through the extension', async () => {
  const names = (await client.listTools()).tools.map((t) => t.name);
  assert.ok(names.includes('example_word_count'), names.join(', '));
  const tab = await callTool(client, 'browser_tab_create', { url: fixtures.url('/article.html') });
  assert.ok(!tab.isError, textOf(tab));
  const counted = await callTool(client, 'example_word_count', { tabId: tab.structuredContent.tabId });
  assert.ok(!counted.isError, textOf(counted));
  assert.ok(counted.structuredContent.words > 50, JSON.stringify(counted.structuredContent));
  assert.match(textOf(counted), /^\d+ words on http:\/\/127\.0\.0\.1:\d+\/article\.html\.$/);
  console.log(`[figure] example_word_count on /article.html: ${counted.structuredContent.words} words`);
});

test('a key without the plugin tool neither sees nor runs it; the broken jar is reported, not fatal', async () => {
  const create = new Child('keys-create', TABRELAY, ['keys', 'create', '--name', 'no-plugin', '--tools', 'browser_tab_list',
    '--config-dir', browser.configDir], { cwd: ROOT, env: { CONFIG_DIR: browser.configDir } });
  assert.equal((await create.exited).code, 0, create.output);
  const key = /(trk_[\w-]+)/.exec(create.output)[1];
  const keyed = (await connectClient('http', { ...browser, headers: { Authorization: `Bearer ${key}` } })).client;
  try {
    assert.deepEqual((await keyed.listTools()).tools.map((t) => t.name), ['browser_tab_list']);
    const refused = await callTool(keyed, 'example_word_count', { tabId: 1 });
    assert.equal(errorCode(refused), 'FORBIDDEN', textOf(refused));
  } finally {
    await keyed.close();
  }
  const status = await (await fetch(`${browser.base}/api/v1/status`)).json();
  assert.deepEqual(status.plugins.loaded.map((p) => [p.name, p.tools]), [['word-count', ['example_word_count']]]);
  assert.match(JSON.stringify(status.plugins.problems), /plugins\/broken\.jar is not a readable jar file/);
});
