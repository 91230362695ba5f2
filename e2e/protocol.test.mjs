// Protocol layer: the same checks through every MCP transport TabRelay serves (stdio proxy,
// Streamable HTTP, legacy SSE, WebSocket), against one real launched browser.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { startFixtureServer } from './harness/fixture-server.mjs';
import { launchBrowser } from './harness/tabrelay.mjs';
import { TRANSPORTS, callTool, connectClient, okText } from './harness/mcp.mjs';
import { withArtifacts } from './harness/report.mjs';

// The compact profile (the default): the registry's tools it lists (contract/tools.json, exported
// from it, marks them listedByDefault), sorted; browser_evaluate only with --enable-evaluate.
const TOOLS = JSON.parse(readFileSync(new URL('../contract/tools.json', import.meta.url), 'utf8')).tools
  .filter((t) => t.listedByDefault).map((t) => t.name).filter((name) => name !== 'browser_evaluate').sort();

// The extraction-first design's names, as the extract profile lists them.
const EXTRACT_TOOLS = ['extract_active_tab', 'extract_tab', 'extract_url', 'list_tabs'];

/** The legacy extract_* schemas: extract_tab requires tabId, extract_url requires url, all take format and fullPage. */
function assertExtractSchemas(byName) {
  assert.deepEqual(byName.extract_url.inputSchema.required, ['url']);
  assert.deepEqual(byName.extract_tab.inputSchema.required, ['tabId']);
  for (const name of ['extract_active_tab', 'extract_tab', 'extract_url']) {
    const props = byName[name].inputSchema.properties;
    assert.deepEqual(props.format?.enum, ['markdown', 'json', 'mcp', 'text'], `${name}.format`);
    assert.equal(props.fullPage?.type, 'boolean', `${name}.fullPage`);
    assert.equal(props.maxChars?.type, 'integer', `${name}.maxChars (output budget)`);
  }
  assert.equal(byName.extract_url.inputSchema.properties.keepTab?.type, 'boolean');
}

let fixtures;
let browser;
const scope = () => ({ browsers: browser ? [browser] : [] });

before(async () => {
  fixtures = await startFixtureServer();
  browser = await launchBrowser({ name: 'protocol' });
});

after(async () => {
  await browser?.stop();
  await fixtures?.close();
});

for (const kind of TRANSPORTS) {
  describe(`MCP over ${kind}`, () => {
    let session;
    before(async () => {
      session = await connectClient(kind, browser);
    });
    after(async () => {
      await session?.close();
    });

    test('initialize names the server and offers tools and resources', withArtifacts(scope, () => {
      const { client } = session;
      assert.ok(client.getServerVersion()?.name, 'serverInfo.name is set');
      assert.ok(client.getServerCapabilities()?.tools, 'tools capability');
      assert.ok(client.getServerCapabilities()?.resources, 'resources capability');
    }));

    test('tools/list has exactly the registry\'s tools, each with a description and an object schema', withArtifacts(scope, async () => {
      const { tools } = await session.client.listTools();
      assert.deepEqual(tools.map((t) => t.name).sort(), TOOLS);
      for (const tool of tools) {
        assert.ok(tool.description?.length > 40, `${tool.name} has a real description`);
        assert.equal(tool.inputSchema?.type, 'object', `${tool.name} input schema is an object`);
      }
      const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
      const extract = byName.browser_extract.inputSchema.properties;
      assert.deepEqual(extract.format?.enum, ['markdown', 'json', 'mcp', 'text'], 'browser_extract.format');
      assert.equal(extract.fullPage?.type, 'boolean', 'browser_extract.fullPage');
      assert.equal(extract.keepTab?.type, 'boolean', 'browser_extract.keepTab');
      assert.equal(extract.maxChars?.type, 'integer', 'browser_extract.maxChars');
      assert.equal(extract.cursor?.type, 'string', 'browser_extract.cursor');
      assert.equal(byName.browser_extract.inputSchema.required, undefined, 'no tabId and no url = the active tab');
      assert.deepEqual(byName.browser_tab_close.inputSchema.required, ['tabId']);
      assert.deepEqual(byName.browser_type.inputSchema.required, ['text']);
      assert.ok(byName.browser_click.inputSchema.properties.ref, 'input tools take a ref');
    }));

    test('list_tabs answers with the open tabs', withArtifacts(scope, async () => {
      const result = await callTool(session.client, 'list_tabs');
      const text = okText(result, 'list_tabs');
      assert.match(text, /^\d+ tabs? open/);
      assert.ok(Array.isArray(result.structuredContent?.tabs), 'structuredContent.tabs is an array');
      assert.ok(result.structuredContent.tabs.length >= 1);
    }));

    test('extract_url returns the fixture article as Markdown', withArtifacts(scope, async () => {
      const markdown = okText(await callTool(session.client, 'extract_url', { url: fixtures.url('/article.html') }), 'extract_url');
      assert.match(markdown, /^# The Quiet Harbour Lighthouse$/m);
      assert.match(markdown, /^## Restoration$/m);
      assert.match(markdown, /\[restoration diary\]\(https:\/\/example\.org\/restoration\)/);
      assert.match(markdown, /heartbeat of the\s+harbour/);
      assert.doesNotMatch(markdown, /Copyright Fixture Gazette/, 'footer is not part of the article');
    }));

    test('resource tabrelay://status says a browser is connected', withArtifacts(scope, async () => {
      const { resources } = await session.client.listResources();
      assert.ok(resources.some((r) => r.uri === 'tabrelay://status'), 'listed');
      const { contents } = await session.client.readResource({ uri: 'tabrelay://status' });
      assert.equal(contents.length, 1);
      assert.equal(contents[0].uri, 'tabrelay://status');
      const status = JSON.parse(contents[0].text);
      assert.equal(status.connected, true);
      assert.ok(status.browsers.some((b) => b.id === browser.browserId), 'the launched browser is listed');
    }));
  });
}

describe('extract profile over http (?tools=extract)', () => {
  let session;
  before(async () => {
    session = await connectClient('http', { ...browser, query: '?tools=extract' });
  });
  after(async () => {
    await session?.close();
  });

  test('tools/list shows the extraction-first names with their own schemas', withArtifacts(scope, async () => {
    const { tools } = await session.client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), EXTRACT_TOOLS);
    assertExtractSchemas(Object.fromEntries(tools.map((t) => [t.name, t])));
  }));

  test('a canonical name is still callable in the extract profile', withArtifacts(scope, async () => {
    const result = await callTool(session.client, 'browser_tab_list');
    assert.match(okText(result, 'browser_tab_list'), /^\d+ tabs? open/);
  }));
});
