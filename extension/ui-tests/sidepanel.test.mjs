// The side panel: plans sent by agents over the link (plan.update) update live, and activity
// between turn.start and turn.complete is grouped under its turn, in the agent's words (the tool
// it called, the tab's title, a plain line per error); English and French.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fakeBridge, launch, pageServer, pair, screenshot } from './harness.mjs';

const PLAN = [
  { step: 'Open the pricing page', status: 'completed' },
  { step: 'Extract the price table', status: 'in_progress' },
  { step: 'Summarize the offers', status: 'pending' },
];

async function setUp(lang) {
  // With the bridge's access (as after Enable bridge), so the log can name each tab by its title.
  const [bridge, browser, pages] = await Promise.all([fakeBridge(), launch({ lang, required: true }), pageServer()]);
  const popup = await pair(browser, bridge);
  const article = await browser.context.newPage();
  await article.goto(`http://127.0.0.1:${pages.port}/article`);
  const tabId = await browser.worker.evaluate((url) => chrome.tabs.query({ url }).then((tabs) => tabs[0].id), article.url());
  const panel = await browser.open('sidepanel.html');
  await panel.setViewportSize({ width: 360, height: 720 });
  return { bridge, browser, popup, panel, pages, tabId };
}

/** The envelope of a tool call: the bridge names the tool the client called. */
const call = (tool, n) => ({ call: `call-${tool}-${n}`, tool });

/** Plan, a turn with three calls (one failing), one call outside it: what the screenshots show. */
async function agentWork(bridge, tabId) {
  await bridge.command('plan.update', { plan: PLAN, explanation: 'Comparing three offers' }, 'claude-desktop', 'sA');
  await bridge.command('browser.info', {}, 'claude-desktop', 'sA');
  const start = await bridge.command('turn.start', {}, 'claude-desktop', 'sA');
  await bridge.command('tabs.list', {}, 'claude-desktop', 'sA', call('browser_tab_list', 1));
  await bridge.command('plan.update', { plan: PLAN }, 'claude-desktop', 'sA');
  await bridge.command('extract.tab', { tabId }, 'claude-desktop', 'sA', call('browser_extract', 2));
  await bridge.command('extract.tab', { tabId: 2147483000 }, 'claude-desktop', 'sA', call('browser_extract', 3));
  const done = await bridge.command('turn.complete', { summary: 'Compared the three offers' }, 'claude-desktop', 'sA');
  return { start, done };
}

async function tearDown(env) {
  await env?.browser.close();
  await env?.bridge.stop();
  await env?.pages.close();
}

describe('side panel (English)', () => {
  let env;
  before(async () => (env = await setUp('en')));
  after(() => tearDown(env));

  it('shows a plan from plan.update and updates a step live', async () => {
    const { bridge, panel } = env;
    const reply = await bridge.command('plan.update', { plan: PLAN }, 'claude-desktop', 'sA');
    assert.deepEqual(reply.data, { shown: true });
    await panel.waitForSelector('.plan ol.steps li >> nth=2');
    assert.deepEqual(await panel.$$eval('.plan li', (items) => items.map((i) => i.dataset.status)), ['completed', 'in_progress', 'pending']);
    assert.match(await panel.locator('.plan-head').innerText(), /claude-desktop\s+Steps done: 1 of 3/);
    const next = PLAN.map((s, i) => ({ ...s, status: i < 2 ? 'completed' : 'in_progress' }));
    await bridge.command('plan.update', { plan: next }, 'claude-desktop', 'sA');
    await panel.waitForFunction(() => document.querySelectorAll('.plan li[data-status="completed"]').length === 2);
    assert.match(await panel.locator('.plan li >> nth=2').innerText(), /Summarize the offers\s+In progress/);
  });

  it('refuses a malformed plan with INVALID_ARGUMENT naming the field', async () => {
    const reply = await env.bridge.command('plan.update', { plan: [{ step: 'x', status: 'done' }] });
    assert.equal(reply.error.code, 'INVALID_ARGUMENT');
    assert.match(reply.error.message, /"plan\[0\]\.status"/);
    const orphan = await env.bridge.command('turn.complete', {}, 'other', 'sZ');
    assert.equal(orphan.error.code, 'INVALID_ARGUMENT');
    assert.match(orphan.error.message, /turn_answer_start/);
  });

  it('groups the activity under its turn, oldest first, in the agent\'s words', async () => {
    const { bridge, panel, pages } = env;
    const { start, done } = await agentWork(bridge, env.tabId);
    assert.equal(start.success, true);
    assert.equal(done.data.turnId, start.data.turnId);
    const turn = panel.locator(`li.turn[data-turn="${start.data.turnId}"]`);
    await turn.locator('.summary').waitFor();
    await panel.waitForFunction((id) => document.querySelectorAll(`li.turn[data-turn="${id}"] ol li`).length === 3, start.data.turnId);
    const rows = await turn.locator('ol li').allInnerTexts();
    // The tools the client called, in the order it called them; no link names, no plan row.
    assert.match(rows[0], /claude-desktop\s+browser_tab_list\s+ok/);
    assert.match(rows[1], /browser_extract\s+ok/);
    assert.match(rows[1], new RegExp(`Field notes on tide pools — 127\\.0\\.0\\.1:${pages.port}`), 'the tab by its title and site');
    assert.match(rows[2], /browser_extract\s+TAB_NOT_FOUND/);
    assert.match(rows[2], /Why: .+\. Next: .+/, 'a plain line with the next step');
    const text = await turn.innerText();
    assert.match(text, /Compared the three offers/);
    assert.doesNotMatch(text, /turn\.(start|complete)|plan\.update|tabs\.list|extract\.tab|tab \d{3,}/);
    assert.equal(await turn.getAttribute('data-done'), 'true');
    // The browser.info sent before turn.start stays outside, as its own entry.
    const outside = await panel.$$eval('#blocks > li:not(.turn)', (items) => items.map((i) => i.innerText));
    assert.ok(outside.some((t) => /browser\.info/.test(t)), outside.join('|'));
  });

  it('filters by client and never overflows', async () => {
    const { bridge, panel } = env;
    await bridge.command('browser.info', {}, 'cursor', 'sB');
    await panel.waitForSelector('#client-filter option[value="cursor"]', { state: 'attached' });
    await panel.selectOption('#client-filter', 'cursor');
    await panel.waitForFunction(() => document.querySelectorAll('#blocks > li').length === 1);
    assert.match(await panel.locator('#blocks').innerText(), /cursor/);
    await panel.selectOption('#client-filter', { index: 0 });
    assert.ok((await panel.evaluate(() => document.documentElement.scrollWidth)) <= 360);
    await screenshot(panel, 'en-sidepanel');
    await panel.emulateMedia({ colorScheme: 'dark' });
    await screenshot(panel, 'en-sidepanel-dark');
    await panel.emulateMedia({ colorScheme: 'light' });
  });

  it('opens as Chrome\'s side panel from the popup button', async () => {
    const { browser, popup } = env;
    await popup.click('#open-side-panel');
    await browser.worker.evaluate(async () => {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const found = await chrome.runtime.getContexts({ contextTypes: ['SIDE_PANEL'] });
        if (found.length > 0) return;
        if (Date.now() > deadline) throw new Error('the side panel did not open within 20 s of the popup button');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
  });
});

describe('side panel (French)', () => {
  let env;
  before(async () => (env = await setUp('fr')));
  after(() => tearDown(env));

  it('renders plan and turns in French without raw keys', async () => {
    const { bridge, panel } = env;
    await agentWork(bridge, env.tabId);
    await panel.waitForSelector('li.turn .summary');
    assert.match(await panel.locator('.plan-head').innerText(), /Étapes terminées : 1 sur 3/);
    assert.match(await panel.locator('li.turn .turn-head').innerText(), /Tour commencé à [\d:]+\s+terminé à [\d:]+/);
    assert.equal(await panel.locator('#plans-title').innerText(), 'Plans');
    const text = await panel.evaluate(() => document.body.innerText);
    assert.doesNotMatch(text, /planStep_|turnStarted|planProgress|sidePanelTitle|activityErrorHelp/);
    // The failed call (a tab that is not open) is explained from the French locale, not the bridge's English.
    assert.match(text, /Pourquoi : le tabId ne correspond à aucun onglet ouvert \(ou plus ouvert\)\. Ensuite : appelez browser_tab_list/);
    assert.doesNotMatch(text, /the tabId is not|call browser_tab_list/);
    await panel.emulateMedia({ colorScheme: 'dark' });
    await screenshot(panel, 'fr-sidepanel-dark');
    await panel.emulateMedia({ colorScheme: 'light' });
    await screenshot(panel, 'fr-sidepanel');
  });
});
