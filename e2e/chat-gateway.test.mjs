// The daemon's gateway for local (stdio) MCP servers (issue 14, item 5), end to end: `tabrelay
// launch --mcp-config FILE` runs harness/gateway-stdio-server.mjs (the official TypeScript SDK on
// stdio) as a child; the paired extension lists the gateway as a built-in chat server; a streamed
// call on the claude.ai fixture runs once in that child, and a child that dies mid-call gives a
// clear error and is back for the next call.
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startChatSite } from './harness/chat-site.mjs';
import { launchChatBrowser, openOptions, openPage, setChatSite } from './harness/chat.mjs';
import { withArtifacts } from './harness/report.mjs';
import { tempDir, waitForHealth } from './harness/tabrelay.mjs';

const SERVER = fileURLToPath(new URL('./harness/gateway-stdio-server.mjs', import.meta.url));
const call = (command, args = {}) => `Let me check.\n\`\`\`json\n${JSON.stringify({ command, arguments: args })}\n\`\`\`\n`;
/** Long enough for a call to have been detected (300 ms stability) and answered if it were going to be. */
const quiet = () => new Promise((r) => setTimeout(r, 1_500));

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

  async function conversation(conv) {
    const page = await openPage(cdp, `https://claude.ai/chat/${conv}`);
    await options.waitFor(`chrome.storage.local.get('chatSelfCheck').then((s) => s.chatSelfCheck?.['claude.ai']?.url === 'https://claude.ai/chat/${conv}')`,
      { what: `self-check from ${conv}` });
    return page;
  }

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
    await setChatSite(options, 'claude-ai', { auto: 'notes__echo, notes__crash' });
    await options.waitFor('chrome.scripting.getRegisteredContentScripts().then((s) => s.length === 1)', { what: 'chat script registered' });
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
      assert.deepEqual(names, ['notes__crash', 'notes__echo']);
    } finally {
      await client.close();
    }
  }));

  it('runs a streamed call once in the local server and sends its result to the model', withArtifacts(scope, async () => {
    const page = await conversation('gateway-loop');
    site.queueReply('gateway-loop', call('notes__echo', { text: 'héllo 👋' }), { chunkSize: 6, delayMs: 20 });
    await page.eval("window.__fixture.userSend('Echo something')");
    const sent = await site.waitForSent('gateway-loop', 2);
    assert.match(sent[1], /^Tool result for `notes__echo` \(server gateway, call [0-9a-f]{4}, ok\):/);
    assert.match(sent[1], /echo from pid \d+: héllo 👋/);
    await page.waitForCard(/Done in/);
    await quiet();
    const echoes = (await calls()).filter((c) => c.tool === 'echo');
    assert.deepEqual(echoes.map((c) => c.args), [{ text: 'héllo 👋' }], 'exactly one call reached the child');
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
    assert.equal(notes(health).tools, 2);
    site.queueReply('gateway-crash', call('notes__echo', { text: 'after' }));
    await page.eval("window.__fixture.userSend('again')");
    const again = await site.waitForSent('gateway-crash', 4);
    assert.match(again[3], /^Tool result for `notes__echo` \(server gateway, call [0-9a-f]{4}, ok\):/);
    const last = (await calls()).at(-1);
    assert.deepEqual(last.args, { text: 'after' });
    assert.ok(!before.includes(last.pid), 'answered by a new process');
    await page.close();
  }));
});
