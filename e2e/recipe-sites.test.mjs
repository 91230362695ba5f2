// Site recipes (docs/recipes.md): the built-in x_post and wechat_post against local pages that
// reproduce each site's compose flow, a changed page failing with RECIPE_STEP_FAILED naming the
// step, a recipe file added while the daemon runs appearing in tools/list and working, and a key
// whose ACL lacks a recipe neither seeing nor running it.
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { automationSuite } from './harness/automation.mjs';
import { callTool, connectClient, errorCode, textOf } from './harness/mcp.mjs';
import { Child } from './harness/processes.mjs';
import { ROOT, TABRELAY } from './harness/paths.mjs';

const s = automationSuite('recipe-sites');
const { it } = s;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000'
  + '1f15c4890000000d49444154789c6360000002000100ffff03000006000557bfabd40000000049454e44ae426082', 'hex');

async function imageFile(name) {
  const file = path.join(s.browser.runDir, name);
  await writeFile(file, PNG);
  return file;
}

it('x_post types the text, attaches an image, sends and returns the post URL', async () => {
  const image = await imageFile('chart.png');
  const posted = await s.data('x_post', { text: 'Shipped the recorder today', images: [image], composeUrl: s.url('/x-compose.html') });
  assert.match(posted.postUrl, new RegExp(`^${s.url('/x/status/')}\\d+$`), JSON.stringify(posted));
  assert.equal(posted.steps, 8);
  assert.equal(await s.text('#posted'), 'Posted: Shipped the recorder today with 1 image(s)');
});

it('x_post on a changed page fails with RECIPE_STEP_FAILED naming the step', async () => {
  const started = Date.now();
  const failed = await s.fails('x_post', { text: 'Hello', composeUrl: s.url('/x-compose.html?changed') });
  assert.equal(failed.code, 'RECIPE_STEP_FAILED', failed.message);
  assert.match(failed.message, /Recipe 'x_post' failed at step 4 of 7 \(browser_wait_for_element \[data-testid='tweetButton'\]/);
  assert.ok(Date.now() - started < 30_000, 'it fails at the step\'s own timeout, not a hang');
});

it('wechat_post fills title, author, body and cover and saves a draft', async () => {
  const cover = await imageFile('cover.png');
  const saved = await s.data('wechat_post', {
    title: '每周笔记', author: 'TabRelay', body: 'Three things we learned this week.', cover, editorUrl: s.url('/wechat-editor.html'),
  });
  assert.match(saved.draftUrl, /wechat-editor\.html\?appmsgid=\d+&draft=1$/, JSON.stringify(saved));
  const draft = JSON.parse((await s.text('#saved')).replace(/^已保存 /, ''));
  assert.deepEqual(draft, { title: '每周笔记', author: 'TabRelay', body: 'Three things we learned this week.', cover: `封面: cover.png ${PNG.length}` });
});

it('a recipe file added while the daemon runs is in tools/list and runs, without a restart', async () => {
  const before = (await s.client.listTools()).tools.map((t) => t.name);
  assert.ok(!before.includes('shop_add'), 'not there yet');
  await mkdir(path.join(s.browser.configDir, 'recipes'), { recursive: true });
  await writeFile(path.join(s.browser.configDir, 'recipes', 'shop_add.json'), JSON.stringify({
    name: 'shop_add', title: 'Add to the shopping list',
    description: 'Add an item to the fixture shopping list. Example: {"item": "Lemons", "listUrl": "http://127.0.0.1/record.html"}.',
    parameters: { item: { type: 'string', description: 'What to add' }, listUrl: { type: 'string', description: 'The list page' } },
    steps: [
      { tool: 'browser_tab_create', args: { url: '{{listUrl}}' } },
      { tool: 'browser_type', args: { selector: '#item', text: '{{item}}' } },
      { tool: 'browser_click', args: { selector: '#add' } },
      { tool: 'browser_query_text', args: { selector: '#count' } },
    ],
    returns: { count: '/texts/0' },
  }, null, 2));
  const deadline = Date.now() + 5000;
  let tool;
  while (!tool && Date.now() < deadline) {
    tool = (await s.client.listTools()).tools.find((t) => t.name === 'shop_add');
  }
  assert.ok(tool, 'listed within 5 s');
  assert.deepEqual(tool.inputSchema.required, ['item', 'listUrl']);
  const added = await s.data('shop_add', { item: 'Lemons', listUrl: s.url('/record.html?recipe') });
  assert.equal(added.count, '1 items');
  assert.deepEqual(await s.texts('#items li'), ['Lemons']);
});

it('a key without a recipe in its ACL neither sees nor runs it', async () => {
  const create = new Child('keys-create', TABRELAY, ['keys', 'create', '--name', 'no-recipes', '--tools', 'browser_tab_list',
    '--config-dir', s.browser.configDir], { cwd: ROOT, env: { CONFIG_DIR: s.browser.configDir } });
  assert.equal((await create.exited).code, 0, create.output);
  const key = /(trk_[\w-]+)/.exec(create.output)[1];
  const { client } = await connectClient('http', { ...s.browser, headers: { Authorization: `Bearer ${key}` } });
  try {
    const names = (await client.listTools()).tools.map((t) => t.name);
    assert.deepEqual(names, ['browser_tab_list'], 'recipes are filtered like any tool');
    const refused = await callTool(client, 'x_post', { text: 'nope', composeUrl: s.url('/x-compose.html') });
    assert.equal(errorCode(refused), 'FORBIDDEN', textOf(refused));
  } finally {
    await client.close();
  }
});

it('the new tools answer over REST as over MCP', async () => {
  const catalog = await (await fetch(`${s.browser.base}/tools`)).json();
  const names = catalog.tools.map((t) => t.name);
  for (const name of ['x_post', 'wechat_post', 'shop_add', 'browser_record', 'browser_shortcut_run', 'browser_permissions_check',
    'browser_diagnostics']) {
    assert.ok(names.includes(name), `GET /tools lists ${name}`);
  }
  const command = (body) => fetch(`${s.browser.base}/api/v1/command`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  });
  const res = await command({ command: 'wechat_post', params: { title: 'REST', body: 'Over REST.', editorUrl: s.url('/wechat-editor.html?rest') } });
  const answer = await res.json();
  assert.equal(res.status, 200, JSON.stringify(answer));
  assert.match(JSON.stringify(answer), /appmsgid=\d+/);
  const diagnosed = await command({ command: 'dev_utils', params: {} });
  assert.equal(diagnosed.status, 200);
});
