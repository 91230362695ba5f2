// The side panel's shortcuts against a stand-in bridge: the list comes from browser_shortcut_list
// over MCP (/mcp-ws), and ticking two logged calls, naming a parameter and saving sends
// browser_shortcut_save with those calls oldest first.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fakeBridge, launch, pair, screenshot } from './harness.mjs';

const LISTED = {
  name: 'add_item', description: 'Add an item to the shopping list',
  parameters: { item: { description: 'What to add' } },
  steps: [{ tool: 'browser_type', args: { selector: '#item', text: '{{item}}' } }, { tool: 'browser_click', args: { selector: '#add' } }],
};

describe('side panel shortcuts', () => {
  let bridge;
  let browser;
  let panel;
  before(async () => {
    [bridge, browser] = await Promise.all([fakeBridge(), launch({ lang: 'en' })]);
    bridge.mcpTools.browser_shortcut_list = async () => ({ content: [{ type: 'text', text: '- add_item' }], structuredContent: { shortcuts: [LISTED] } });
    bridge.mcpTools.browser_shortcut_save = async (args) => ({
      content: [{ type: 'text', text: `Saved shortcut '${args.name}'` }], structuredContent: { name: args.name, replaced: false, steps: args.fromActivity.length },
    });
    await pair(browser, bridge);
    panel = await browser.open('sidepanel.html');
    await panel.setViewportSize({ width: 360, height: 900 });
  });
  after(async () => {
    await browser?.close();
    await bridge?.stop();
  });

  it('lists the bridge\'s shortcuts with a field per parameter', async () => {
    const item = panel.locator('li.shortcut[data-name="add_item"]');
    await item.waitFor();
    assert.match(await item.innerText(), /add_item\s+2 steps[\s\S]*Add an item to the shopping list[\s\S]*item — What to add/);
    assert.equal(await item.locator('input[name="item"]').count(), 1);
    assert.equal(await panel.locator('#shortcuts-none').isHidden(), true);
  });

  it('saves ticked activity-log calls as a shortcut, oldest first, with a named parameter', async () => {
    await bridge.command('browser.info', {}, 'claude-desktop', 'sA', { call: 'call-1', tool: 'browser_type' });
    await bridge.command('tabs.list', {}, 'claude-desktop', 'sA', { call: 'call-2', tool: 'browser_click' });
    await bridge.command('tabs.list', {}, 'claude-desktop', 'sA', { call: undefined });   // part of no tool call: not logged, no box
    await panel.click('#pick-toggle');
    await panel.waitForSelector('#blocks input.pick >> nth=1');
    assert.equal(await panel.locator('#blocks input.pick').count(), 2, 'only entries with a call get a box');
    assert.match(await panel.locator('#blocks').innerText(), /claude-desktop\s+browser_click\s/, 'the log names the tool the client called');
    // Ticked newest first: the steps still run oldest first.
    await panel.check('#blocks input.pick[data-call="call-2"]');
    await panel.check('#blocks input.pick[data-call="call-1"]');
    await panel.fill('#save-name', 'add_again');
    await panel.fill('#save-description', 'Add an item again');
    await panel.click('#save-add-param');
    await panel.fill('#save-params input[name="name"]', 'item');
    await panel.fill('#save-params input[name="value"]', 'Oat milk');
    await panel.fill('#save-params input[name="description"]', 'What to add');
    assert.equal(await panel.locator('#save-params .param-row').count(), 1);
    await screenshot(panel, 'sidepanel-shortcut-save-en');
    await panel.click('#save-submit');
    await panel.waitForFunction(() => /Saved/.test(document.getElementById('shortcuts-status').textContent));
    const saves = bridge.mcpCalls.filter((c) => c.name === 'browser_shortcut_save');
    assert.equal(saves.length, 1, 'one save per press');
    assert.deepEqual(saves[0].arguments, {
      name: 'add_again', description: 'Add an item again', fromActivity: ['call-1', 'call-2'],
      parameters: { item: { description: 'What to add', value: 'Oat milk' } },
    });
    assert.match(await panel.locator('#shortcuts-status').innerText(), /Saved add_again \(2 steps\)/);
    assert.equal(await panel.locator('#save-form').isHidden(), true, 'the form closes after saving');
    assert.equal(await panel.locator('#blocks input.pick').count(), 0);
  });
});
