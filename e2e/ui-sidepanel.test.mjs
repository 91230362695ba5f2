// The side panel with the real daemon and the real extension (extension/ui-tests/sidepanel.test.mjs
// is the same page against a stand-in bridge): an agent's plan from update_plan updating live, its
// calls between turn_answer_start and turn_answer_complete grouped under the turn in the tools'
// names with the tab's title and a plain line per error, the shortcuts list, the client filter
// without the daemon's own status probe, and the panel in French.
import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import { pageServer } from '../extension/ui-tests/harness.mjs';
import { errorCode, ok, startUi, text, uiIt } from './harness/ui.mjs';

const PLAN = [
  { step: 'Open the pricing page', status: 'completed' },
  { step: 'Extract the price table', status: 'in_progress' },
  { step: 'Summarize the offers', status: 'pending' },
];

/** A daemon, a paired browser with an article open, an MCP client and the side panel. */
async function setUp(name, lang) {
  const [env, pages] = await Promise.all([startUi({ name, lang }), pageServer()]);
  await env.pair();
  const client = await env.client('claude-desktop');
  const { tabId } = (await ok(client, 'browser_tab_create', { url: `http://127.0.0.1:${pages.port}/article` })).structuredContent;
  const panel = await env.browser.open('sidepanel.html');
  await panel.setViewportSize({ width: 360, height: 720 });
  return { env, pages, client, tabId, panel };
}

/** A plan, then a turn with three calls (one failing) and a summary. Resolves with the turn's rows once shown. */
async function agentTurn({ client, tabId, panel }) {
  await ok(client, 'update_plan', { plan: PLAN, explanation: 'Comparing three offers' });
  await ok(client, 'turn_answer_start');
  await ok(client, 'browser_tab_list');
  await ok(client, 'browser_extract', { tabId });
  const missing = await client.callTool({ name: 'browser_extract', arguments: { tabId: 2147483000 } });
  assert.equal(errorCode(missing), 'TAB_NOT_FOUND');
  await ok(client, 'turn_answer_complete', { summary: 'Compared the three offers' });
  await panel.waitForSelector('li.turn[data-done="true"] .summary');
  await panel.waitForFunction(() => document.querySelectorAll('li.turn ol li').length === 3);
  return panel.locator('li.turn ol li').allInnerTexts();
}

describe('side panel with the real daemon', () => {
  const it = uiIt(() => s?.env);
  let s;
  before(async () => (s = await setUp('ui-sidepanel', 'en')));
  after(async () => {
    await s?.env.stop();
    await s?.pages.close();
  });

  it('shows the agent\'s plan and each update to it', async () => {
    const { client, panel } = s;
    await ok(client, 'update_plan', { plan: PLAN });
    await panel.waitForSelector('.plan ol.steps li >> nth=2');
    assert.deepEqual(await panel.$$eval('.plan li', (items) => items.map((i) => i.dataset.status)), ['completed', 'in_progress', 'pending']);
    assert.match(await text(panel, '.plan-head'), /claude-desktop\s+Steps done: 1 of 3/);
    await ok(client, 'update_plan', { plan: PLAN.map((step, i) => ({ ...step, status: i < 2 ? 'completed' : 'in_progress' })) });
    await panel.waitForFunction(() => document.querySelectorAll('.plan li[data-status="completed"]').length === 2);
    assert.match(await text(panel, '.plan li >> nth=2'), /Summarize the offers\s+In progress/);
    assert.equal(await panel.locator('.plan').count(), 1, 'one plan per agent session, replaced in place');
  });

  it('groups a turn\'s calls under it, in the tools\' names, with the tab\'s title and a plain line per error', async () => {
    const rows = await agentTurn(s);
    assert.match(rows[0], /claude-desktop\s+browser_tab_list\s+ok/);
    assert.match(rows[1], /browser_extract\s+ok/);
    assert.match(rows[1], new RegExp(`Field notes on tide pools — 127\\.0\\.0\\.1:${s.pages.port}`), 'the tab by its title and site');
    assert.match(rows[2], /browser_extract\s+TAB_NOT_FOUND/);
    assert.match(rows[2], /Why: .+\. Next: .+/);
    const turn = await text(s.panel, 'li.turn');
    assert.match(turn, /Compared the three offers/);
    assert.doesNotMatch(turn, /turn\.(start|complete)|plan\.update|tabs\.list|extract\.tab|turn_answer/);
  });

  it('the client filter lists the agents that called tools, not the daemon\'s own status probe', async () => {
    const { env, panel, client } = s;
    await client.readResource({ uri: 'tabrelay://status' });
    const cursor = await env.client('cursor');
    await ok(cursor, 'browser_tab_list');
    await panel.waitForSelector('#client-filter option[value="cursor"]', { state: 'attached' });
    const filter = await panel.locator('#client-filter option').evaluateAll((os) => os.map((o) => o.value));
    assert.deepEqual(filter.slice(1), ['claude-desktop', 'cursor']);
    await panel.selectOption('#client-filter', 'cursor');
    await panel.waitForFunction(() => document.querySelectorAll('#blocks > li').length === 1);
    assert.match(await text(panel, '#blocks'), /cursor\s+browser_tab_list\s+ok/);
    await panel.selectOption('#client-filter', { index: 0 });
    assert.ok((await panel.evaluate(() => document.documentElement.scrollWidth)) <= 360, 'nothing overflows the panel');
  });

  it('lists the shortcuts the daemon keeps, as an agent saved them', async () => {
    const { client, panel, pages } = s;
    await ok(client, 'browser_shortcut_save', {
      name: 'open_article', description: 'Open the tide pool article',
      steps: [{ tool: 'browser_tab_create', args: { url: `http://127.0.0.1:${pages.port}/article` } }],
    });
    await panel.click('#shortcuts-refresh');
    await panel.waitForSelector('li.shortcut[data-name="open_article"]');
    assert.match(await text(panel, 'li.shortcut[data-name="open_article"]'), /open_article[\s\S]*Open the tide pool article/);
    assert.equal(await panel.locator('#shortcuts-none').isVisible(), false);
  });
});

describe('side panel in French with the real daemon', () => {
  const it = uiIt(() => s?.env);
  let s;
  before(async () => (s = await setUp('ui-sidepanel-fr', 'fr')));
  after(async () => {
    await s?.env.stop();
    await s?.pages.close();
  });

  it('renders the plan, the turn and the daemon\'s error in French', async () => {
    await agentTurn(s);
    const { panel } = s;
    assert.match(await text(panel, '.plan-head'), /Étapes terminées : 1 sur 3/);
    assert.match(await text(panel, 'li.turn .turn-head'), /Tour commencé à [\d:]+\s+terminé à [\d:]+/);
    const body = await panel.evaluate(() => document.body.innerText);
    // The failed call is explained from the French locale, not the daemon's English.
    assert.match(body, /Pourquoi : le tabId ne correspond à aucun onglet ouvert \(ou plus ouvert\)\. Ensuite : appelez browser_tab_list/);
    assert.doesNotMatch(body, /planStep_|turnStarted|planProgress|sidePanelTitle|activityErrorHelp/);
  });
});
