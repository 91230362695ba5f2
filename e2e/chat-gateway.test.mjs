// The daemon's gateway for local (stdio) MCP servers (issue 14, item 5), end to end: `tabrelay
// launch --mcp-config FILE` runs harness/gateway-stdio-server.mjs (the official TypeScript SDK on
// stdio) as a child; the paired extension lists the gateway as a built-in chat server; a streamed
// call on each of the claude.ai, chatgpt.com and gemini.google.com fixtures runs once in that child, and a child that dies mid-call gives a
// clear error and is back for the next call. Then `tabrelay chat …` (item 6) changes the same
// browser's chat settings through the daemon and the link, and the options page shows it.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startChatSite } from './harness/chat-site.mjs';
import { CHAT_SITES, launchChatBrowser, openOptions, setChatSite, openConversation, openSiteConversation, quiet, toolCallReply as call } from './harness/chat.mjs';
import { withArtifacts } from './harness/report.mjs';
import { TABRELAY } from './harness/paths.mjs';
import { tempDir, waitForHealth } from './harness/tabrelay.mjs';

const SERVER = fileURLToPath(new URL('./harness/gateway-stdio-server.mjs', import.meta.url));

describe('chat client with the gateway', { timeout: 240_000 }, () => {
  let site;
  let browser;
  let cdp;
  let options;
  let callsFile;
  const scope = () => ({ browsers: browser ? [{ child: browser.child, cdp: () => browser.cdp() }] : [] });
  /** What reached the child process, one entry per call: { tool, args, pid }. */
  const calls = async () => (await readFile(callsFile, 'utf8')).split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const pairingKey = async () => (await readFile(path.join(browser.configDir, 'pairing-key'), 'utf8')).trim();
  const notes = (h) => h?.gateway?.servers?.find((s) => s.name === 'notes');

  const conversation = (conv) => openConversation(cdp, options, 'claude.ai', `https://claude.ai/chat/${conv}`);

  before(async () => {
    site = await startChatSite();
    const dir = await tempDir('gateway');
    callsFile = path.join(dir, 'calls.jsonl');
    await writeFile(callsFile, '');
    const config = path.join(dir, 'mcp-servers.json');
    await writeFile(config, JSON.stringify({ mcpServers: { notes: { command: process.execPath, args: [SERVER], env: { GATEWAY_CALLS: callsFile } } } }));
    browser = await launchChatBrowser(site.port, undefined, { extraArgs: ['--mcp-config', config] });
    cdp = await browser.cdp();
    options = await openOptions(cdp);
    for (const s of CHAT_SITES) await setChatSite(options, s.dom, { auto: 'notes__echo, notes__crash' });
    await options.waitFor('chrome.scripting.getRegisteredContentScripts().then((s) => s.flatMap((x) => x.matches).length === 3)', { what: 'chat script registered on the three sites' });
    await waitForHealth(browser.base, (h) => notes(h)?.state === 'running', { timeoutMs: 30_000, what: 'gateway server notes running' });
  });

  after(async () => {
    await browser?.stop();
    await site?.close();
  });

  it('lists the gateway as a built-in server of the chat client, never showing its key', withArtifacts(scope, async () => {
    const row = await options.waitFor("document.getElementById('chat-server-tabrelay-gateway')?.textContent", { what: 'gateway row in options' });
    assert.match(row, /^gateway ws:\/\/127\.0\.0\.1:\d+\/gateway\/mcp-ws \(ws\)/);
    assert.ok(!row.includes(await pairingKey()), 'the pairing key is not shown');
    assert.doesNotMatch(row, /Remove/, 'a built-in server cannot be removed');
    const stored = await options.eval("chrome.storage.local.get('chatServers').then((s) => JSON.stringify(s.chatServers ?? []))");
    assert.ok(!stored.includes(await pairingKey()), 'the pairing key is not copied into the server list');
  }));

  it('needs a key; a real MCP client with the pairing key sees <server>__<tool>', withArtifacts(scope, async () => {
    const url = new URL(`${browser.base}/gateway/mcp`);
    const init = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'e2e', version: '1' } } };
    const post = (headers) => fetch(url, { method: 'POST', body: JSON.stringify(init), headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers } });
    assert.equal((await post({})).status, 401);
    assert.equal((await post({ authorization: 'Bearer wrong' })).status, 401);
    const client = new Client({ name: 'e2e-gateway', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers: { Authorization: `Bearer ${await pairingKey()}` } } }));
    try {
      const names = (await client.listTools()).tools.map((t) => t.name).sort();
      assert.deepEqual(names, ['notes__crash', 'notes__echo', 'notes__get_file', 'notes__save_data']);
    } finally {
      await client.close();
    }
  }));

  for (const s of CHAT_SITES) {
    it(`${s.id}: runs a streamed call once in the local server and sends its result to the model`, withArtifacts(scope, async () => {
      const conv = `gateway-${s.dom}`;
      const page = await openSiteConversation(cdp, options, s, conv);
      const before = (await calls()).length;
      site.queueReply(conv, call('notes__echo', { text: `héllo 👋 ${s.id}` }), { chunkSize: 6, delayMs: 20 });
      await page.eval("window.__fixture.userSend('Echo something')");
      const sent = await site.waitForSent(conv, 2);
      assert.match(sent[1], /^Tool result for `notes__echo` \(server gateway, call [0-9a-f]{4}, ok\):/);
      assert.ok(sent[1].includes(`: héllo 👋 ${s.id}`), sent[1]);
      assert.match(sent[1], /echo from pid \d+: /);
      // The call was read from inside the site's own code-block chrome.
      assert.match(await page.eval(`document.querySelector(${JSON.stringify(s.pre)}).textContent`), s.preText);
      await page.waitForCard(/Done in/);
      for (let i = 0; i < 3; i++) await page.eval('window.__fixture.rerender()');
      await quiet();
      const echoes = (await calls()).slice(before).filter((c) => c.tool === 'echo');
      assert.deepEqual(echoes.map((c) => c.args), [{ text: `héllo 👋 ${s.id}` }], 'exactly one call reached the child');
      assert.equal(site.sent(conv).length, 2);
      const { health } = await waitForHealth(browser.base, (h) => !!notes(h), { what: 'gateway status' });
      assert.deepEqual([notes(health).state, notes(health).restarts], ['running', 0], 'the child still runs after answering');
      await page.close();
    }));
  }

  it('retrieve_file_from_mcp and send_artifact_to_mcp reach the gateway\'s <server>__get_file / __save_data by their default names', withArtifacts(scope, async () => {
    await setChatSite(options, 'claude-ai', { auto: 'notes__echo, notes__crash, retrieve_file_from_mcp, send_artifact_to_mcp' });
    const use = (input) => ({ type: 'tool_use', name: 'artifacts', input });
    site.setApiMessages('gateway-names', [{ sender: 'assistant', content: [use({ id: 'plan', title: 'plan.md', command: 'create', content: '# Plan ✓\n' })] }]);
    const page = await conversation('gateway-names');
    const before = (await calls()).length;
    // No "tool" and no "server": the defaults get_file and save_data, which no gateway tool is named.
    site.queueReply('gateway-names', `${call('retrieve_file_from_mcp', { filename: 'notes.txt' })}${call('send_artifact_to_mcp', { artifact: 'plan.md' })}`);
    await page.eval("window.__fixture.userSend('fetch and save')");
    const sent = await site.waitForSent('gateway-names', 2);
    assert.match(sent[1], /Attached notes\.txt \(\d+ bytes\) from gateway\/notes__get_file\./);
    assert.match(sent[1], /Sent artifact 'plan\.md' \(\d+ bytes\) to gateway\/notes__save_data: saved plan\.md/);
    const reached = (await calls()).slice(before).map(({ tool, args }) => ({ tool, args }));
    assert.deepEqual(reached, [{ tool: 'get_file', args: { filename: 'notes.txt' } }, { tool: 'save_data', args: { name: 'plan.md', content: '# Plan ✓\n' } }]);
    const [upload] = await site.waitForUploads('gateway-names', 1);
    assert.equal(upload?.bytes.toString('utf8'), 'contents of notes.txt ✓\n');
    await setChatSite(options, 'claude-ai', { auto: 'notes__echo, notes__crash' });
    await page.close();
  }));

  it('a child that dies mid-call gives a clear error card; the next call runs in the restarted child', withArtifacts(scope, async () => {
    const page = await conversation('gateway-crash');
    const before = (await calls()).map((c) => c.pid);
    site.queueReply('gateway-crash', call('notes__crash'));
    await page.eval("window.__fixture.userSend('crash it')");
    const cards = await page.waitForCard(/answered with an error/);
    assert.match(cards.join('\n'), /GATEWAY_SERVER_DOWN: The local MCP server 'notes' exited during the call to crash/);
    const sent = await site.waitForSent('gateway-crash', 2);
    assert.match(sent[1], /^Tool result for `notes__crash` \(server gateway, call [0-9a-f]{4}, error\):/);
    assert.match(sent[1], /GATEWAY_SERVER_DOWN/);

    const { health } = await waitForHealth(browser.base, (h) => notes(h)?.state === 'running' && notes(h).restarts >= 1,
      { timeoutMs: 30_000, what: 'notes restarted' });
    assert.equal(notes(health).tools, 4);
    site.queueReply('gateway-crash', call('notes__echo', { text: 'after' }));
    await page.eval("window.__fixture.userSend('again')");
    const again = await site.waitForSent('gateway-crash', 4);
    assert.match(again[3], /^Tool result for `notes__echo` \(server gateway, call [0-9a-f]{4}, ok\):/);
    const last = (await calls()).at(-1);
    assert.deepEqual(last.args, { text: 'after' });
    assert.ok(!before.includes(last.pid), 'answered by a new process');
    await page.close();
  }));

  /** `tabrelay chat ARGS` against this test's daemon: { code, stdout, stderr }. */
  async function chat(...args) {
    try {
      const { stdout, stderr } = await promisify(execFile)(TABRELAY, ['chat', ...args, '--port', String(browser.port), '--config-dir', browser.configDir],
        { timeout: 60_000 });
      return { code: 0, stdout, stderr };
    } catch (e) {
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  }

  it('tabrelay chat changes the browser\'s chat settings through the link, and the options page shows it', withArtifacts(scope, async () => {
    const enabled = await chat('enable', 'chatgpt.com', '--auto', 'notes__echo,browser_tab_list', '--no-send');
    assert.equal(enabled.code, 0, enabled.stderr);
    assert.match(enabled.stdout, /^chatgpt\.com: enabled, runs without asking: browser_tab_list, notes__echo/);
    await options.waitFor("document.getElementById('chat-enable-chatgpt-com')?.checked && document.getElementById('chat-cli-chatgpt-com').textContent.includes('tabrelay chat')",
      { what: 'options shows the site enabled by tabrelay chat' });
    const auto = await options.eval("document.getElementById('chat-auto-chatgpt-com').value");
    assert.deepEqual(auto.split('\n').sort(), ['browser_tab_list', 'notes__echo']);

    const added = await chat('servers', 'add', 'files', 'wss://mcp.example.test/mcp', '--transport', 'ws', '--key', 'sekrit-key');
    assert.equal(added.code, 0, added.stderr);
    const row = await options.waitFor("[...document.querySelectorAll('#chat-server-list li')].map((li) => li.textContent).find((t) => t.startsWith('files'))",
      { what: 'options lists the added server' });
    assert.match(row, /key set · added by `tabrelay chat`/);
    assert.ok(!row.includes('sekrit-key'));
    const listed = await chat('servers', 'list');
    assert.match(listed.stdout, /^tabrelay {2}ws:\/\/127\.0\.0\.1:\d+\/mcp-ws\?tools=full \(ws\) built-in$/m);
    assert.match(listed.stdout, /^gateway {2}ws:\/\/127\.0\.0\.1:\d+\/gateway\/mcp-ws \(ws\) built-in key set$/m);
    assert.match(listed.stdout, /^files {2}wss:\/\/mcp\.example\.test\/mcp \(ws\) key set$/m);
    assert.ok(!listed.stdout.includes('sekrit-key') && !listed.stdout.includes(await pairingKey()), 'no key is ever printed');

    const status = await chat('status');
    assert.match(status.stdout, /^claude\.ai: enabled, sends results by itself, runs without asking: notes__crash, notes__echo$/m);
    assert.match(status.stdout, /^gemini\.google\.com: enabled, sends results by itself, runs without asking: notes__crash, notes__echo$/m);

    assert.equal((await chat('servers', 'remove', 'files')).code, 0);
    await options.waitFor("![...document.querySelectorAll('#chat-server-list li')].some((li) => li.textContent.startsWith('files'))", { what: 'server gone from options' });
    const builtIn = await chat('servers', 'remove', 'gateway');
    assert.equal(builtIn.code, 1);
    assert.match(builtIn.stderr, /INVALID_ARGUMENT: "gateway" is built in/);
    const unknown = await chat('enable', 'example.com');
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /INVALID_ARGUMENT: "example\.com" is not a chat site/);

    assert.equal((await chat('disable', 'chatgpt.com')).code, 0);
    await options.waitFor("document.getElementById('chat-enable-chatgpt-com')?.checked === false", { what: 'options shows the site off' });
    assert.match((await chat('status')).stdout, /^chatgpt\.com: off\b/m);
    // Only the owner: no key, or a key that is not the pairing key or an admin key, is refused.
    const anonymous = await fetch(`${browser.base}/api/v1/chat/status`, { method: 'POST', body: '{}' });
    assert.equal(anonymous.status, 401);
  }));
});
