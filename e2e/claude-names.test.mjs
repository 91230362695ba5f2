// The rest of Claude in Chrome's tool names, in the `claude` profile: tabs_context_mcp and
// tabs_create_mcp, permissions_check (what this key and the user allow), dev_utils (versions,
// link, last errors) and upload_image taking the imageId of an earlier screenshot.
import assert from 'node:assert/strict';
import { automationSuite } from './harness/automation.mjs';
import { callTool, connectClient, errorCode, textOf } from './harness/mcp.mjs';
import { Child } from './harness/processes.mjs';
import { ROOT, TABRELAY } from './harness/paths.mjs';

const s = automationSuite('claude-names');
const { it } = s;

it('the claude profile lists every Claude in Chrome name TabRelay has', async () => {
  const { client } = await connectClient('http', { ...s.browser, query: '?tools=claude' });
  try {
    const names = (await client.listTools()).tools.map((t) => t.name);
    for (const name of ['tabs_context_mcp', 'tabs_create_mcp', 'permissions_check', 'dev_utils', 'upload_image',
      'gif_creator', 'shortcuts_list', 'shortcuts_execute']) {
      assert.ok(names.includes(name), `claude lists ${name}: ${names}`);
    }
    const created = await callTool(client, 'tabs_create_mcp', {});
    assert.ok(!created.isError, textOf(created));
    const { tabId } = created.structuredContent;
    const context = await callTool(client, 'tabs_context_mcp', { createIfEmpty: true });
    assert.ok(!context.isError, textOf(context));
    assert.ok(context.structuredContent.tabs.some((t) => t.tabId === tabId), 'the new tab is in the context');
  } finally {
    await client.close();
  }
});

it('permissions_check says what this connection and the user allow, and judges a URL', async () => {
  const data = await s.data('permissions_check', { url: s.url('/record.html') });
  assert.equal(data.caller, 'local');
  assert.ok(data.tools.includes('browser_click') && data.tools.includes('browser_record'), data.tools.join());
  assert.deepEqual(data.sites, [], 'not limited to sites');
  assert.deepEqual(data.browser.policy, { allow: [], deny: [] });
  assert.ok(data.browser.permissions.includes('debugger'), `--advanced granted the debugger: ${data.browser.permissions}`);
  // The --advanced test build asks for the optional permissions up front, so none may be left optional.
  assert.ok(Array.isArray(data.browser.optionalPermissions), JSON.stringify(data.browser));
  assert.deepEqual(data.browser.url, { url: s.url('/record.html'), allowed: true });
});

it('dev_utils reports versions, the link and the last errors of this caller', async () => {
  await s.open('/record.html?dev');
  const failed = await s.fails('browser_click', { selector: '#not-there' });
  assert.equal(failed.code, 'ELEMENT_NOT_FOUND');
  const data = await s.data('dev_utils', {});
  assert.match(data.bridgeVersion, /\d+\.\d+/);
  assert.equal(data.browsers.length, 1);
  assert.ok(data.browsers[0].extensionVersion, JSON.stringify(data.browsers[0]));
  assert.equal(typeof data.roundTrip, 'number', `a timed round trip: ${data.roundTrip}`);
  assert.equal(data.lastErrors[0].tool, 'browser_click');
  assert.equal(data.lastErrors[0].code, 'ELEMENT_NOT_FOUND');
});

it('upload_image puts an earlier screenshot into a file input by its imageId', async () => {
  await s.open('/upload-preview.html');
  const shot = await s.ok('browser_screenshot', {});
  const { imageId } = shot.structuredContent;
  assert.match(imageId, /^img_[0-9a-f]{24}$/);
  assert.match(textOf(shot), new RegExp(imageId));
  const size = Buffer.from(shot.content.find((c) => c.type === 'image').data, 'base64').length;
  await s.ok('upload_image', { imageId, selector: '#file', filename: 'page.png' });
  assert.equal(await s.text('#out'), `page.png image/png ${size} PNG`);
  const unknown = await s.fails('upload_image', { imageId: 'img_000000000000000000000000', selector: '#file' });
  assert.equal(unknown.code, 'INVALID_ARGUMENT');
  assert.match(unknown.message, /imageId 'img_0+'/);
});

it('a key limited to some tools and sites sees its own limits and not the user\'s lists', async () => {
  const create = new Child('keys-create', TABRELAY, ['keys', 'create', '--name', 'limited',
    '--tools', 'browser_permissions_check,browser_diagnostics,browser_click', '--sites', '127.0.0.1',
    '--config-dir', s.browser.configDir], { cwd: ROOT, env: { CONFIG_DIR: s.browser.configDir } });
  assert.equal((await create.exited).code, 0, create.output);
  const key = /(trk_[\w-]+)/.exec(create.output)[1];
  const { client } = await connectClient('http', { ...s.browser, headers: { Authorization: `Bearer ${key}` } });
  try {
    const outside = await callTool(client, 'browser_permissions_check', { url: 'http://localhost:1/elsewhere' });
    assert.equal(errorCode(outside), 'SITE_BLOCKED', 'a URL outside the key\'s sites is refused as for any tool');
    const checked = await callTool(client, 'browser_permissions_check', { url: s.url('/record.html') });
    assert.ok(!checked.isError, textOf(checked));
    const data = checked.structuredContent;
    assert.equal(data.caller, "key 'limited'");
    assert.deepEqual([...data.tools].sort(), ['browser_click', 'browser_diagnostics', 'browser_permissions_check']);
    assert.deepEqual(data.sites, ['127.0.0.1']);
    assert.equal(data.browser.policy, undefined, 'a site-limited key does not learn the user\'s allow and deny lists');
    assert.deepEqual(data.browser.url, { url: s.url('/record.html'), allowed: true });
    const diagnosed = await callTool(client, 'browser_diagnostics', {});
    assert.ok(!diagnosed.isError, textOf(diagnosed));
    assert.deepEqual(diagnosed.structuredContent.lastErrors, [], 'another caller\'s errors are not shown');
  } finally {
    await client.close();
  }
});
