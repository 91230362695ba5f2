// The chat client on a claude.ai fixture (issue 14): real Chromium, the real extension, the real
// daemon as the MCP server. The page streams a scripted reply holding a tool call; the extension
// runs it on the daemon and the result comes back through the composer as the next message.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startChatSite } from './harness/chat-site.mjs';
import { EXTENSION_ID, launchChatBrowser, openOptions, openPage, setChatSite, openConversation, quiet, toolCallReply as call } from './harness/chat.mjs';
import { withArtifacts } from './harness/report.mjs';
import { WebSocketServer } from 'ws';

const RESULT = /^Tool result for `browser_tab_list` \(server tabrelay, call [0-9a-f]{4}, ok\):/;

describe('chat client on claude.ai', { timeout: 240_000 }, () => {
  let site;
  let browser;
  let cdp;
  let options;
  const scope = () => ({ browsers: browser ? [{ child: browser.child, cdp: () => browser.cdp() }] : [] });

  const setSite = (enabled, auto = 'browser_tab_list') => setChatSite(options, 'claude-ai', { enabled, auto });
  const registered = () => options.eval('chrome.scripting.getRegisteredContentScripts().then((s) => s.map((x) => x.matches).flat())');
  const selfCheck = () => options.eval("chrome.storage.local.get('chatSelfCheck').then((s) => s.chatSelfCheck?.['claude.ai'] ?? null)");
  /** A conversation page once the extension's script reported its self-check from it. */
  const conversation = (conv, query = '') => openConversation(cdp, options, 'claude.ai', `https://claude.ai/chat/${conv}${query}`);

  /** Stands for a remote MCP host: it only counts the connections that reach it. */
  let remote;
  const remoteHits = [];

  before(async () => {
    site = await startChatSite();
    remote = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    remote.on('connection', (socket, req) => {
      remoteHits.push(req.headers.host);
      socket.close();
    });
    await new Promise((resolve) => remote.once('listening', resolve));
    browser = await launchChatBrowser(site.port, remote.address().port);
    cdp = await browser.cdp();
    options = await openOptions(cdp);
    await setSite(true);
    await options.waitFor('chrome.scripting.getRegisteredContentScripts().then((s) => s.length === 1)', { what: 'chat script registered' });
  });

  after(async () => {
    await browser?.stop();
    await site?.close();
    remote?.close();
  });

  it('registers its script only for the enabled site, under its real host name', withArtifacts(scope, async () => {
    assert.deepEqual(await registered(), ['https://claude.ai/*']);
  }));

  it('runs a streamed call once on the daemon and sends the result through the composer', withArtifacts(scope, async () => {
    const page = await conversation('loop');
    site.queueReply('loop', call('browser_tab_list'), { chunkSize: 6, delayMs: 20 });
    await page.eval("window.__fixture.userSend('Which tabs are open?')");
    const sent = await site.waitForSent('loop', 2);
    assert.equal(sent[0], 'Which tabs are open?');
    assert.match(sent[1], RESULT);
    // The daemon's real answer: this very tab is in the list.
    assert.match(sent[1], /https:\/\/claude\.ai\/chat\/loop/);
    const cards = await page.waitForCard(/Done in/);
    assert.match(cards.join('\n'), /browser_tab_list/);
    // One activity-log entry: who, which tool, how it ended; no arguments or result.
    const logged = await options.waitFor("chrome.storage.local.get('activity').then((s) => (s.activity ?? []).filter((e) => e.client === 'chat claude.ai')).then((l) => l.length ? l : null)");
    assert.equal(logged.length, 1);
    assert.equal(logged[0].action, 'tabrelay/browser_tab_list');
    assert.equal(logged[0].outcome, 'ok');
    assert.equal(logged[0].url, 'https://claude.ai/chat/loop');

    // React-style re-mounts of the finished reply, the worker stopped by Chrome, then a reload:
    // the call stays run once.
    for (let i = 0; i < 5; i++) await page.eval('window.__fixture.rerender()');
    const worker = (await cdp.targets()).find((t) => t.type === 'service_worker' && t.url.startsWith(`chrome-extension://${EXTENSION_ID}/`));
    assert.ok(worker, 'the extension service worker is running');
    await cdp.send('Target.closeTarget', { targetId: worker.targetId });
    await page.reload();
    await page.waitFor('!!window.__fixture && document.querySelectorAll("[data-is-streaming]").length === 2', { what: 'history rendered' });
    const after = await page.waitForCard(/Ran at .* does not run again by itself/);
    assert.ok(after.some((c) => /Run again/.test(c)), `a manual Run again is offered: ${after}`);
    await quiet();
    assert.equal(site.sent('loop').length, 2, `nothing more was sent: ${JSON.stringify(site.sent('loop'))}`);
    await page.close();
  }));

  /** Streams `text` (one call of `tool`) as the model's reply in `chunkSize` pieces `delayMs` apart: it runs once, with one card. */
  async function runsOnceWhenStreamed(conv, tool, text, { chunkSize, delayMs }) {
    await setSite(true, `browser_tab_list\n${tool}`);
    const page = await conversation(conv);
    site.queueReply(conv, text, { chunkSize, delayMs });
    await page.eval("window.__fixture.userSend('go on')");
    const sent = await site.waitForSent(conv, 2);
    assert.match(sent[1], new RegExp(`^Tool result for \`${tool}\` \\(server tabrelay, call [0-9a-f]{4}, ok\\):`));
    const cards = await page.waitForCard(/Done in/);
    assert.equal(cards.length, 1);
    assert.match(cards[0], new RegExp(tool));
    await quiet();
    assert.equal(site.sent(conv).length, 2, `run once: ${JSON.stringify(site.sent(conv))}`);
    await setSite(true);
    await page.close();
  }

  it('runs a call streamed 3 characters at a time, whole-message re-renders splitting multi-byte characters', withArtifacts(scope, () =>
    // An emoji (two UTF-16 halves), accents and a dash, each falling across 3-character pieces.
    runsOnceWhenStreamed('tiny-pieces', 'browser_find',
      'Let me look.\n```json\n{"command": "browser_find", "arguments": {"text": "héllo 👋 — ünïcode"}}\n```\n', { chunkSize: 3, delayMs: 30 })));

  it('runs a streamed call once at every piece size from 1 to 40, re-rendered (odd sizes) or appended to (even sizes), characters split everywhere', withArtifacts(scope, async () => {
    // Issue 28 item 1's class of input: with 40 sizes, the emoji and the character outside the
    // Basic Multilingual Plane (two UTF-16 halves each), the accents and the dash fall across
    // pieces at every offset; a React-style UI either replaces the message's nodes or grows them.
    await setSite(true, 'browser_find');
    const text = 'Let me look.\n```json\n{"command": "browser_find", "arguments": {"text": "héllo 👋 — ünïcode 𝄞"}}\n```\n';
    // Four sizes per conversation page: a page holds 5 automatic rounds before the loop guard
    // asks a person (worker/guard.ts), and a newly loaded page starts the count again.
    const PER_PAGE = 4;
    const pages = [];
    for (let size = 1; size <= 40; size++) {
      const round = (size - 1) % PER_PAGE;
      if (round === 0) pages.push({ conv: `piece-sweep-${size}`, page: await conversation(`piece-sweep-${size}`), sizes: 0 });
      const { conv, page } = pages.at(-1);
      site.queueReply(conv, text, { chunkSize: size, delayMs: 5, append: size % 2 === 0 });
      await page.eval(`window.__fixture.userSend('size ${size}')`);
      const sent = await site.waitForSent(conv, 2 * (round + 1));
      assert.match(sent.at(-1), /^Tool result for `browser_find` \(server tabrelay, call [0-9a-f]{4}, ok\):/, `piece size ${size}`);
      pages.at(-1).sizes++;
      // The fixture model answers the result with "OK."; the next question waits until it has.
      await page.waitFor('document.querySelectorAll(\'[data-is-streaming="true"]\').length === 0', { what: `size ${size}: the reply to the result ended` });
    }
    await quiet();
    for (const { conv, page, sizes } of pages) {
      assert.equal(site.sent(conv).length, 2 * sizes, `${conv}: each call ran once (a question and a result per size)`);
      assert.equal((await page.cardTexts()).filter((c) => /Done in/.test(c)).length, sizes, `${conv}: one Done card per call`);
      await page.close();
    }
    await setSite(true);
  }));

  it('runs a reply that streams and ends between two of the page scans (a short, fast stream)', withArtifacts(scope, () =>
    // The whole reply in two pieces 5 ms apart: streaming starts and ends inside one 100 ms scan throttle.
    runsOnceWhenStreamed('fast-stream', 'browser_tab_list',
      'Sure.\n```json\n{"command": "browser_tab_list", "arguments": {}}\n```\n', { chunkSize: 40, delayMs: 5 })));

  it('runs nothing while the reply streams, even with the whole call already shown', withArtifacts(scope, async () => {
    const page = await conversation('midstream');
    const text = call('browser_tab_list');
    // The stream holds 3 s right after the JSON, before the closing fence and the end of the turn.
    site.queueReply('midstream', text, { chunkSize: 4, delayMs: 15, pause: { at: text.indexOf('}}') + 2, ms: 3_000 } });
    await page.eval("window.__fixture.userSend('go')");
    await page.waitFor(`[...document.querySelectorAll('[data-is-streaming="true"] code')].some((c) => c.textContent.includes('"arguments":{}}'))`,
      { what: 'the complete call shown mid-stream' });
    await new Promise((r) => setTimeout(r, 1_000)); // inside the 3 s pause: long enough to be detected if it were going to be
    assert.deepEqual(await page.cardTexts(), []);
    assert.deepEqual(site.sent('midstream'), ['go']);
    const sent = await site.waitForSent('midstream', 2);
    assert.match(sent[1], RESULT);
    await quiet();
    assert.equal(site.sent('midstream').length, 2);
    await page.close();
  }));

  it('hands control back after 5 automatic rounds (loop guard)', withArtifacts(scope, async () => {
    const page = await conversation('loop-guard');
    // A model that calls again after every result.
    for (let i = 0; i < 7; i++) site.queueReply('loop-guard', call('browser_tab_list'));
    await page.eval("window.__fixture.userSend('start')");
    await page.waitForCard(/Waiting for you/, { timeoutMs: 40_000 });
    await quiet();
    const sent = site.sent('loop-guard');
    assert.equal(sent.length, 6, `the user's message and exactly 5 automatic results: ${sent.length}`);
    assert.ok(sent.slice(1).every((m) => RESULT.test(m)));

    // The count outlives the worker: one Chrome stopped and started again gives no fresh rounds.
    const worker = (await cdp.targets()).find((t) => t.type === 'service_worker' && t.url.startsWith(`chrome-extension://${EXTENSION_ID}/`));
    assert.ok(worker, 'the extension service worker is running');
    await cdp.send('Target.closeTarget', { targetId: worker.targetId });
    await page.eval("window.__fixture.userSend('more')"); // the model's 7th reply calls again
    await page.waitFor('document.querySelectorAll(\'[data-is-streaming="false"]\').length === 7', { what: 'seventh reply finished' });
    const deadline = Date.now() + 20_000;
    while ((await page.cardTexts()).filter((c) => /Waiting for you/.test(c)).length < 2) {
      if (Date.now() > deadline) assert.fail(`the new reply's call did not ask: ${JSON.stringify(await page.cardTexts())}`);
      await new Promise((r) => setTimeout(r, 150)); // poll interval for the extension's card
    }
    await quiet();
    assert.equal(site.sent('loop-guard').length, 7, 'the new worker ran nothing by itself');
    await page.close();
  }));

  it('never runs calls already in a loaded conversation', withArtifacts(scope, async () => {
    site.setConversation('history', [
      { role: 'user', text: 'earlier' },
      { role: 'assistant', text: call('browser_tab_list') },
    ]);
    const page = await conversation('history');
    const cards = await page.waitForCard(/earlier in the conversation/);
    assert.match(cards[0], /Run/);
    await quiet();
    assert.deepEqual(site.sent('history'), []);
    assert.equal(await page.eval('window.__fixture.composerText()'), '');
    await page.close();
  }));

  it('shows malformed JSON on a card and sends nothing', withArtifacts(scope, async () => {
    const page = await conversation('malformed');
    site.queueReply('malformed', 'Here:\n```json\n{"command": "browser_tab_list", "arguments": {}\n```\n');
    await page.eval("window.__fixture.userSend('go')");
    const cards = await page.waitForCard(/invalid tool call/);
    assert.match(cards[0], /Not run: .*\(line \d+, column \d+\)/);
    assert.match(cards[0], /Tell the model/);
    await quiet();
    assert.deepEqual(site.sent('malformed'), ['go']);
    await page.clickCardButton('Tell the model');
    await page.waitFor('window.__fixture.sendEnabled()', { what: 'the correction reached the editor' });
    assert.match(await page.eval('window.__fixture.composerText()'), /^Your last tool call was not valid JSON \(.*line \d+, column \d+\)/);
    assert.deepEqual(site.sent('malformed'), ['go'], 'inserted, not sent');
    await page.close();
  }));

  it('names an unknown tool and the available ones, and sends nothing', withArtifacts(scope, async () => {
    const page = await conversation('unknown');
    site.queueReply('unknown', call('no_such_tool', { x: 1 }));
    await page.eval("window.__fixture.userSend('go')");
    // The card first says Running…, then what the worker answered.
    const cards = await page.waitForCard(/no enabled server has a tool named no_such_tool/);
    assert.match(cards[0], /Available: .*tabrelay__browser_tab_list/);
    await quiet();
    assert.deepEqual(site.sent('unknown'), ['go']);
    await page.close();
  }));

  it('asks before a tool that is not on auto; page scripts cannot approve, a real click can', withArtifacts(scope, async () => {
    const page = await conversation('ask');
    site.queueReply('ask', call('browser_list'));
    await page.eval("window.__fixture.userSend('which browsers?')");
    await page.waitForCard(/Waiting for you/);
    // The card's shadow root is closed: the page cannot reach its buttons, and clicking the host does nothing.
    assert.equal(await page.eval("document.querySelector('tabrelay-chat-card').shadowRoot"), null);
    await page.eval("document.querySelector('tabrelay-chat-card').click()");
    await quiet();
    assert.deepEqual(site.sent('ask'), ['which browsers?']);
    await page.clickCardButton('Run');
    const sent = await site.waitForSent('ask', 2);
    assert.match(sent[1], /^Tool result for `browser_list` \(server tabrelay/);

    // The model asks again; this time Deny: nothing is sent and the ledger keeps the refusal.
    site.queueReply('ask', call('browser_list'));
    await page.eval("window.__fixture.userSend('again?')");
    await page.waitFor('document.querySelectorAll(\'[data-is-streaming="false"]\').length === 3', { what: 'third reply finished' });
    await page.waitForCard(/Waiting for you/);
    await page.clickCardButton('Deny');
    await page.waitForCard(/Denied: nothing was sent/);
    await quiet();
    assert.equal(site.sent('ask').length, 3);
    await page.reload();
    await page.waitForCard(/Denied at/);
    await page.close();
  }));

  it('inserts the call format and the enabled tools into the editor on a real click', withArtifacts(scope, async () => {
    const page = await conversation('instructions');
    await page.waitFor('window.__fixture.composerText() === ""');
    // Clicked at once: the chip waits for the worker's tool list rather than inserting "none".
    await page.clickCardButton('Insert tool instructions', 'TABRELAY-CHAT-STATUS');
    await page.waitFor('window.__fixture.sendEnabled()', { what: 'the editor took the text' });
    const text = await page.eval('window.__fixture.composerText()');
    assert.match(text, /```json\{"command": "<tool name>", "arguments"/);
    assert.match(text, /- browser_tab_list \(server tabrelay\): List the tabs open/);
    assert.match(text, /arguments schema: \{/);
    assert.deepEqual(site.sent('instructions'), []);
    await page.close();
  }));

  it('refuses clear-text servers off this machine, in the options page and in the worker', withArtifacts(scope, async () => {
    const port = remote.address().port;
    const addServer = (name, url, transport) => options.eval(`(() => {
      document.getElementById('chat-server-name').value = ${JSON.stringify(name)};
      document.getElementById('chat-server-url').value = ${JSON.stringify(url)};
      document.getElementById('chat-server-transport').value = ${JSON.stringify(transport)};
      document.getElementById('chat-server-form').requestSubmit();
    })()`, { userGesture: true });
    const errors = () => options.eval("document.getElementById('chat-server-errors').textContent");
    await addServer('plain', `ws://mcp.example.test:${port}/mcp`, 'ws');
    await options.waitFor("document.getElementById('chat-server-errors').textContent !== ''");
    assert.match(await errors(), /URL refused: ws:\/\/ is allowed only on this machine/);
    await addServer('plainhttp', `http://mcp.example.test:${port}/mcp`, 'http');
    await options.waitFor("/http:\\/\\/ is allowed only/.test(document.getElementById('chat-server-errors').textContent)");
    await addServer('secure', `wss://mcp.example.test:${port}/mcp`, 'ws');
    await options.waitFor("document.getElementById('chat-server-list').textContent.includes('wss://mcp.example.test')");
    assert.equal(await errors(), '');

    // Written straight into storage, past the options page: the worker refuses it at connect time,
    // while a loopback URL to the same server is tried.
    await options.eval(`chrome.storage.local.set({ chatServers: [
      { id: 'r1', name: 'remote', url: 'ws://mcp.example.test:${port}/mcp', transport: 'ws', enabled: true },
      { id: 'r2', name: 'local', url: 'ws://127.0.0.1:${port}/mcp', transport: 'ws', enabled: true },
    ] })`);
    const page = await conversation('wss');
    site.queueReply('wss', call('nope'));
    await page.eval("window.__fixture.userSend('go')");
    const cards = await page.waitForCard(/no enabled server has a tool named nope/);
    assert.match(cards[0], /Not reachable: remote: refused URL: ws:\/\/ is allowed only on this machine/);
    assert.match(cards[0], /Not reachable: local: /);
    assert.ok(remoteHits.length >= 1 && remoteHits.every((h) => h.startsWith('127.0.0.1')), `only the loopback URL connected: ${remoteHits}`);
    assert.deepEqual(site.sent('wss'), ['go']);
    await options.eval('chrome.storage.local.remove("chatServers")');
    await page.close();
  }));

  it('lets the site policy veto an enabled chat site', withArtifacts(scope, async () => {
    await options.eval("chrome.storage.local.set({ sitePolicy: { allow: [], deny: ['claude.ai'] } })");
    await options.waitFor('chrome.scripting.getRegisteredContentScripts().then((s) => s.length === 0)', { what: 'unregistered by the deny list' });
    await options.eval("chrome.storage.local.set({ sitePolicy: { allow: [], deny: [] } })");
    await options.waitFor('chrome.scripting.getRegisteredContentScripts().then((s) => s.length === 1)', { what: 'registered again' });
  }));

  it('self-check reports a composer it cannot find', withArtifacts(scope, async () => {
    const page = await conversation('broken', '?nocomposer=1');
    const check = await selfCheck();
    assert.equal(check.composer, false);
    assert.equal(check.send, true);
    await options.eval('location.reload()');
    // The options page may re-render the line after it first appears: wait for the text itself.
    await options.waitFor("/composer ✗ · send ✓ .*the site changed/.test(document.getElementById('chat-check-claude-ai')?.textContent ?? '')",
      { what: 'the self-check line names the missing composer' });
    await page.close();
  }));

  it('does nothing once the site is disabled', withArtifacts(scope, async () => {
    await setSite(false);
    await options.waitFor('chrome.scripting.getRegisteredContentScripts().then((s) => s.length === 0)', { what: 'chat script unregistered' });
    const page = await openPage(cdp, 'https://claude.ai/chat/disabled');
    site.queueReply('disabled', call('browser_tab_list'));
    await page.eval("window.__fixture.userSend('go')");
    await page.waitFor('document.querySelectorAll(\'[data-is-streaming="false"]\').length === 1', { what: 'reply finished' });
    await quiet();
    assert.equal(await page.eval("document.querySelectorAll('tabrelay-chat-card, tabrelay-chat-status').length"), 0);
    assert.deepEqual(site.sent('disabled'), ['go']);
    await page.close();
  }));
});
