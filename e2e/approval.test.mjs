// Ask before acting (issue 30), with the real daemon, the real extension and a real MCP client.
// The launched browser starts in `act` (nobody watches a launched one); the person switches it
// to `ask` in the options page, as they would. Then an agent's click waits until the person
// presses Allow on the card in the extension's side panel (a trusted click on the extension
// page), Deny answers USER_DENIED, no answer APPROVAL_TIMEOUT, `read` refuses actions and lets
// reads through, a page script cannot find or answer the card, and Pause all refuses every call.
import assert from 'node:assert/strict';
import { automationSuite } from './harness/automation.mjs';
import { EXTENSION_ID, openPage } from './harness/chat.mjs';
import { connectClient, errorCode, textOf } from './harness/mcp.mjs';
import { Child } from './harness/processes.mjs';
import { ROOT, TABRELAY } from './harness/paths.mjs';

const s = automationSuite('approval');
const { it } = s;

let options;
let panel;

/** The person's setting, through the options page's own controls. */
async function setBrowserMode(mode) {
  options ??= await openPage(await s.browser.cdp(), `chrome-extension://${EXTENSION_ID}/options.html`, { ready: '!!document.getElementById("mode-save")' });
  await options.eval(`(() => { const sel = document.getElementById('mode-default'); sel.value = ${JSON.stringify(mode)}; document.getElementById('mode-save').click(); return true; })()`);
  await options.waitFor(`(async () => (await chrome.storage.local.get('agentModes')).agentModes?.default === ${JSON.stringify(mode)})()`, { what: `the browser default is ${mode}` });
}

async function openPanel() {
  panel ??= await openPage(await s.browser.cdp(), `chrome-extension://${EXTENSION_ID}/sidepanel.html`, { ready: '!!document.getElementById("approval-list")' });
  return panel;
}

/** The card waiting now, as the person reads it. */
async function waitForCard() {
  const p = await openPanel();
  return p.waitFor(`(() => { const c = document.querySelector('#approval-list article.approval'); return c && !document.getElementById('approvals').hidden && { id: c.dataset.approval, text: c.textContent }; })()`,
    { what: 'an approval card in the side panel' });
}

const items = () => s.texts('#items li');

it('in ask mode a click waits for Allow in the side panel, then happens once', async () => {
  await setBrowserMode('ask');
  await openPanel();
  // Shown in its window, as the tab a person watches: the card then pictures it (a background tab gets words only).
  const { tabId } = await s.open('/record.html?allow', { activate: true });
  const progress = [];
  const click = s.client.callTool({ name: 'browser_click', arguments: { selector: '#add', tabId } }, undefined,
    { timeout: 45_000, onprogress: (p) => progress.push(p.message ?? '') });
  const card = await waitForCard();
  assert.match(card.text, /Click the button “Add”/, card.text);
  assert.match(card.text, /127\.0\.0\.1/, 'the card names the site');
  assert.match(card.text, /Tab: Shopping list/, 'and the tab');
  assert.equal(await panel.eval(`!!document.querySelector('#approval-list .approval-shot[data-marked="true"] img')`), true,
    'the card shows the tab with the element outlined');
  assert.deepEqual(await items(), [], 'nothing happened on the page before Allow (reads still run)');
  await panel.clickCardButton('Allow once', 'ARTICLE');
  const result = await click;
  assert.ok(!result.isError, JSON.stringify(result.content));
  assert.deepEqual(await items(), ['(nothing)'], 'the click happened once');
  assert.ok(progress.some((m) => /Waiting for the user to allow: Click the button “Add”/.test(m)), `MCP progress while waiting: ${JSON.stringify(progress)}`);
  await panel.waitFor(`document.getElementById('approvals').hidden`, { what: 'the card went away' });
  await panel.waitFor(`[...document.querySelectorAll('#blocks .approval-note')].some((n) => /Allowed once by you: Click the button “Add”/.test(n.textContent))`,
    { what: 'the activity log says the person allowed it, in the card\'s words' });
});

it('Deny answers USER_DENIED and leaves the page unchanged', async () => {
  await setBrowserMode('ask');
  const { tabId } = await s.open('/record.html?deny');
  const click = s.call('browser_click', { selector: '#add', tabId });
  await waitForCard();
  await panel.clickCardButton('Deny', 'ARTICLE');
  const result = await click;
  assert.ok(result.isError);
  assert.match(result.content[0].text, /^USER_DENIED: .*denied "Click the button “Add”".*nothing was done/s);
  assert.deepEqual(await items(), []);
  await panel.waitFor(`[...document.querySelectorAll('#blocks .approval-note')].some((n) => /Refused: Click the button “Add”/.test(n.textContent))`,
    { what: 'the activity log shows the denial in the same words' });
});

it('no answer within the deadline answers APPROVAL_TIMEOUT, and nothing happens', async () => {
  await setBrowserMode('ask');
  await options.eval(`chrome.storage.local.set({ approvalTimeoutMs: 1500 }).then(() => true)`);
  try {
    const { tabId } = await s.open('/record.html?timeout');
    const { code, message } = await s.fails('browser_click', { selector: '#add', tabId });
    assert.equal(code, 'APPROVAL_TIMEOUT', message);
    assert.match(message, /within 2 s; nothing was done/);
    assert.deepEqual(await items(), []);
  } finally {
    await options.eval(`chrome.storage.local.remove('approvalTimeoutMs').then(() => true)`);
  }
});

it('read mode refuses actions with READ_ONLY and lets reads through', async () => {
  await setBrowserMode('read');
  try {
    const { tabId } = await s.open('/record.html?read');
    const { code, message } = await s.fails('browser_click', { selector: '#add', tabId });
    assert.equal(code, 'READ_ONLY', message);
    assert.match(message, /read mode/);
    assert.equal((await s.fails('browser_type', { selector: '#item', text: 'x', tabId })).code, 'READ_ONLY');
    assert.match(await s.snapshot({ tabId }), /Shopping list/);
    assert.deepEqual(await items(), []);
  } finally {
    await setBrowserMode('ask');
  }
});

it('a page script can neither find, press nor forge the approval', async () => {
  await setBrowserMode('ask');
  const { tabId } = await s.open('/record.html?forge');
  const click = s.call('browser_click', { selector: '#add', tabId });
  const card = await waitForCard();
  const cdp = await s.browser.cdp();
  const target = (await cdp.targets()).find((t) => t.type === 'page' && t.url.includes('/record.html?forge'));
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: true });
  // The strongest page: it even knows the card's id and the extension's id.
  const tried = await cdp.send('Runtime.evaluate', {
    returnByValue: true, awaitPromise: true, expression: `(async () => {
      const found = document.querySelectorAll('[data-approval], .approval, tabrelay-approval').length;
      let sent = 'no chrome.runtime';
      try { if (globalThis.chrome?.runtime?.sendMessage) { await chrome.runtime.sendMessage(${JSON.stringify(EXTENSION_ID)}, { type: 'approval.answer', id: ${JSON.stringify(card.id)}, answer: 'once' }); sent = 'sent'; } }
      catch (e) { sent = 'refused: ' + e.message; }
      window.postMessage({ type: 'approval.answer', id: ${JSON.stringify(card.id)}, answer: 'once' }, '*');
      return { found, sent };
    })()` }, sessionId);
  assert.equal(tried.result.value.found, 0, 'nothing of the card is in the page');
  assert.notEqual(tried.result.value.sent, 'sent', 'the page cannot message the extension');
  const still = await panel.eval(`!!document.querySelector('#approval-list article[data-approval="${card.id}"]')`);
  assert.equal(still, true, 'the card still waits for the person');
  assert.deepEqual(await items(), [], 'the forged answers did nothing');
  await panel.clickCardButton('Deny', 'ARTICLE');
  assert.equal((await click).isError, true);
  assert.deepEqual(await items(), []);
});

it('Pause all refuses every call with PAUSED_BY_USER, answers a waiting card, and resume works', async () => {
  await setBrowserMode('ask');
  const { tabId } = await s.open('/record.html?pause');
  const click = s.call('browser_click', { selector: '#add', tabId });
  await waitForCard();
  const popup = await openPage(await s.browser.cdp(), `chrome-extension://${EXTENSION_ID}/popup.html`, { ready: '!!document.getElementById("pause-all")' });
  await popup.waitFor(`!document.getElementById('view-connected').hidden`, { what: 'the popup shows the connected view' });
  await popup.eval(`document.getElementById('pause-all').click(), true`);
  const paused = await click;
  assert.ok(paused.isError);
  assert.match(paused.content[0].text, /^PAUSED_BY_USER: /);
  assert.equal((await s.fails('browser_snapshot', { tabId })).code, 'PAUSED_BY_USER', 'reads stop too');
  await panel.waitFor(`!document.getElementById('paused-note').hidden`, { what: 'the side panel says agents are paused' });
  await popup.eval(`document.getElementById('pause-all').click(), true`);
  await popup.waitFor(`(async () => (await chrome.storage.local.get('paused')).paused === false)()`, { what: 'resumed' });
  assert.match(await s.snapshot({ tabId }), /Shopping list/, 'calls run again after resume');
  assert.deepEqual(await items(), []);
  await popup.close();
});

it('Allow on this site for 1 hour lets the same client act there without asking again', async () => {
  await setBrowserMode('ask');
  const { tabId } = await s.open('/record.html?hour');
  const first = s.call('browser_click', { selector: '#add', tabId });
  await waitForCard();
  const label = await panel.eval(`[...document.querySelectorAll('#approval-list button')].find((b) => b.dataset.answer === 'site').textContent`);
  assert.match(label, /^Allow on 127\.0\.0\.1:\d+ for 1 hour$/);
  await panel.clickCardButton(label, 'ARTICLE');
  assert.ok(!(await first).isError);
  const second = await s.call('browser_click', { selector: '#add', tabId });
  assert.ok(!second.isError, textOf(second));
  assert.deepEqual(await items(), ['(nothing)', '(nothing)']);
  await panel.waitFor(`[...document.querySelectorAll('#blocks .approval-note')].some((n) => /your 1-hour permission/.test(n.textContent))`,
    { what: 'the log says the second click ran on the hour\'s permission' });
  await options.eval(`chrome.storage.session.remove('approvalGrants').then(() => true)`);
});

/** A key made while the daemon runs (it re-reads keys.json), and a client that uses it. */
async function keyedClient(name, mode) {
  const create = new Child(`keys-${name}`, TABRELAY, ['keys', 'create', '--name', name, '--mode', mode, '--config-dir', s.browser.configDir],
    { cwd: ROOT, env: { CONFIG_DIR: s.browser.configDir } });
  assert.equal((await create.exited).code, 0, create.output);
  const key = /(trk_[\w-]+)/.exec(create.output)?.[1];
  assert.ok(key, create.output);
  return (await connectClient('http', { ...s.browser, headers: { Authorization: `Bearer ${key}` } })).client;
}

it("a key's --mode is a ceiling: --mode read refuses actions, --mode ask asks, in a browser that acts", async () => {
  await setBrowserMode('act');
  const reader = await keyedClient('reader-key', 'read');
  const asker = await keyedClient('asker-key', 'ask');
  try {
    const { tabId } = await s.open('/record.html?keys');
    const refused = await reader.callTool({ name: 'browser_click', arguments: { selector: '#add', tabId } });
    assert.equal(errorCode(refused), 'READ_ONLY', textOf(refused));
    const read = await reader.callTool({ name: 'browser_snapshot', arguments: { tabId } });
    assert.ok(!read.isError, textOf(read));
    const click = asker.callTool({ name: 'browser_click', arguments: { selector: '#add', tabId } }, undefined, { timeout: 45_000 });
    const card = await waitForCard();
    assert.match(card.text, /asker-key/, 'the card names the key');
    await panel.clickCardButton('Allow once', 'ARTICLE');
    assert.ok(!(await click).isError);
    assert.deepEqual(await items(), ['(nothing)'], 'only the asking key\'s allowed click happened');
    const local = await s.call('browser_click', { selector: '#add', tabId });
    assert.ok(!local.isError, 'a client without a key acts in a browser that acts');
  } finally {
    await reader.close();
    await asker.close();
    await setBrowserMode('ask');
  }
});

it("the popup's \"On <site>, agents may\" gives the site its own mode, over the browser default", async () => {
  await setBrowserMode('ask');
  const { tabId } = await s.open('/record.html?popup');
  const popup = await openPage(await s.browser.cdp(), `chrome-extension://${EXTENSION_ID}/popup.html?tab=${tabId}`, { ready: '!document.getElementById("site-mode-row").hidden' });
  try {
    assert.equal(await popup.eval(`document.getElementById('site-mode-label').textContent`), 'On 127.0.0.1, agents may:');
    assert.equal(await popup.eval(`document.getElementById('site-mode').value`), 'default');
    await popup.eval(`(() => { const sel = document.getElementById('site-mode'); sel.value = 'act'; sel.dispatchEvent(new Event('change')); return true; })()`);
    await popup.waitFor(`(async () => (await chrome.storage.local.get('agentModes')).agentModes?.sites?.some((r) => r.pattern === '127.0.0.1' && r.mode === 'act'))()`,
      { what: 'the site rule saved' });
    const click = await s.call('browser_click', { selector: '#add', tabId });
    assert.ok(!click.isError, `the site acts without a card although the browser asks: ${textOf(click)}`);
    assert.deepEqual(await items(), ['(nothing)']);
  } finally {
    await options.eval(`chrome.storage.local.get('agentModes').then(({ agentModes }) => chrome.storage.local.set({ agentModes: { ...agentModes, sites: [] } })).then(() => true)`);
    await popup.close();
  }
});

it('Pause stops a running recipe between steps: the allowed step ran, the next one did not', async () => {
  await setBrowserMode('ask');
  await openPanel();
  const recipe = s.call('x_post', { text: 'Hello from the recipe', composeUrl: s.url('/x-compose.html?pause') }, { timeoutMs: 60_000 });
  const typing = await waitForCard();
  assert.match(typing.text, /Type 21 characters into/, typing.text);
  await panel.clickCardButton('Allow once', 'ARTICLE');
  const sending = await panel.waitFor(`(() => { const c = document.querySelector('#approval-list article.approval'); return c && c.dataset.approval !== ${JSON.stringify(typing.id)} && c.textContent; })()`,
    { what: 'the card of the recipe\'s next action' });
  assert.match(sending, /Click /);
  const popup = await openPage(await s.browser.cdp(), `chrome-extension://${EXTENSION_ID}/popup.html`, { ready: '!!document.getElementById("pause-all")' });
  try {
    await popup.waitFor(`!document.getElementById('view-connected').hidden`);
    await popup.eval(`document.getElementById('pause-all').click(), true`);
    const result = await recipe;
    assert.equal(errorCode(result), 'PAUSED_BY_USER', textOf(result));
    assert.match(textOf(result), /Recipe 'x_post' failed at step 5 of 7 \(browser_click/);
    await popup.eval(`document.getElementById('pause-all').click(), true`);
    await popup.waitFor(`(async () => (await chrome.storage.local.get('paused')).paused === false)()`);
  } finally {
    await popup.close();
  }
  assert.deepEqual(await s.texts("[data-testid='toast']"), [], 'the post was not sent');
});
