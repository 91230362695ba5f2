// Shortcuts in the side panel, with the real daemon, the real extension and a real MCP client:
// an agent does a task on the fixture page, the user ticks its two calls in the side panel's
// activity log, names a parameter for the text the agent typed and saves; the agent's
// shortcuts_list then shows the shortcut with the placeholder, and the user runs it from the
// panel with a new value on the tab they are looking at. Export writes the bridge's shortcuts to
// a file; importing a file saves its shortcuts on the bridge.
import assert from 'node:assert/strict';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { automationSuite } from './harness/automation.mjs';
import { tempDir } from './harness/tabrelay.mjs';
import { EXTENSION_ID, openPage } from './harness/chat.mjs';

const s = automationSuite('shortcut-panel');
const { it } = s;

/** Sets an input's value as typing would (the panel reads .value on submit). */
const fill = (selector, value) => `(() => { const i = document.querySelector(${JSON.stringify(selector)}); i.value = ${JSON.stringify(value)}; return true; })()`;

it('steps ticked in the side panel become a shortcut the agent lists, and the panel runs it on the current tab', async () => {
  const { tabId } = await s.open('/record.html?panel');
  await s.ok('browser_type', { selector: '#item', text: 'Oat milk', tabId });
  await s.ok('browser_click', { selector: '#add', tabId });
  assert.deepEqual(await s.texts('#items li'), ['Oat milk']);

  const cdp = await s.browser.cdp();
  const panel = await openPage(cdp, `chrome-extension://${EXTENSION_ID}/sidepanel.html`, { ready: '!!document.getElementById("pick-toggle")' });
  await panel.waitFor(`document.querySelector('#shortcuts-none') && !document.querySelector('#shortcuts-none').hidden`,
    { what: 'the panel listed the (no) shortcuts from the bridge' });
  await panel.eval(`document.getElementById('pick-toggle').click()`);
  await panel.waitFor(`document.querySelectorAll('#blocks input.pick').length >= 2`, { what: 'pick boxes on the logged calls' });
  const ticked = await panel.eval(`(() => {
    const tools = [];
    for (const head of document.querySelectorAll('#blocks .entry-head')) {
      const tool = head.querySelector('.tool')?.textContent;
      const box = head.querySelector('input.pick');
      if (box && (tool === 'browser_type' || tool === 'browser_click')) { box.click(); tools.push(tool); }
    }
    return tools;
  })()`);
  assert.deepEqual(ticked.sort(), ['browser_click', 'browser_type'], 'the log names each command\'s tool');
  await panel.eval(fill('#save-name', 'panel_add'));
  await panel.eval(fill('#save-description', 'Add an item to the shopping list'));
  await panel.eval(`document.getElementById('save-add-param').click()`);
  await panel.eval(fill('#save-params input[name=name]', 'item'));
  await panel.eval(fill('#save-params input[name=value]', 'Oat milk'));
  await panel.eval(fill('#save-params input[name=description]', 'What to add'));
  await panel.eval(`document.getElementById('save-form').requestSubmit()`);
  const saved = await panel.waitFor(`(() => { const t = document.getElementById('shortcuts-status').textContent; return /Saved|:/.test(t) && t; })()`,
    { what: 'the save answered' });
  assert.match(saved, /Saved panel_add \(2 steps\)/);

  // The agent sees it through MCP, the typed text made a parameter, without the tab.
  const listed = (await s.data('shortcuts_list', {})).shortcuts.find((x) => x.name === 'panel_add');
  assert.ok(listed, 'shortcuts_list shows the shortcut saved in the side panel');
  assert.deepEqual(listed.steps, [
    { tool: 'browser_type', args: { selector: '#item', text: '{{item}}' } },
    { tool: 'browser_click', args: { selector: '#add' } },
  ]);
  assert.deepEqual(listed.parameters, { item: { description: 'What to add' } });

  // The user runs it from the panel on the tab they look at.
  await panel.waitFor(`!!document.querySelector('li.shortcut[data-name="panel_add"] input[name=item]')`, { what: 'the listed shortcut' });
  const fixture = (await cdp.targets()).find((t) => t.type === 'page' && t.url.includes('/record.html?panel'));
  await cdp.send('Target.activateTarget', { targetId: fixture.targetId });
  await panel.eval(fill('li.shortcut[data-name="panel_add"] input[name=item]', 'Lemons'));
  await panel.eval(`document.querySelector('li.shortcut[data-name="panel_add"] form').requestSubmit()`);
  const ran = await panel.waitFor(`(() => { const t = document.getElementById('shortcuts-status').textContent; return !/Running/.test(t) && t; })()`,
    { what: 'the run answered' });
  assert.match(ran, /panel_add ran 2 steps/);
  assert.deepEqual(await s.texts('#items li'), ['Oat milk', 'Lemons'], 'the run added the new item on that tab');
});

it('export downloads the bridge\'s shortcuts as a file, and importing a file saves its shortcuts', async () => {
  await s.ok('browser_shortcut_save', {
    name: 'exported_one', description: 'Click Add',
    steps: [{ tool: 'browser_click', args: { selector: '#add' } }],
  });
  const cdp = await s.browser.cdp();
  const panel = await openPage(cdp, `chrome-extension://${EXTENSION_ID}/sidepanel.html`, { ready: '!!document.getElementById("pick-toggle")' });
  await panel.waitFor(`!!document.querySelector('li.shortcut[data-name="exported_one"]')`, { what: 'the shortcut listed' });

  const downloads = await tempDir('shortcut-export');
  await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
  await panel.eval(`document.getElementById('shortcuts-export').click()`);
  let exported;
  for (let i = 0; i < 100 && !exported; i++) {
    const files = (await readdir(downloads)).filter((f) => f.endsWith('.json'));
    if (files.length) exported = JSON.parse(await readFile(path.join(downloads, files[0]), 'utf8'));
    else await new Promise((r) => setTimeout(r, 100)); // polling for the download to land on disk
  }
  assert.ok(exported, 'the export was downloaded');
  assert.ok(exported.shortcuts.some((x) => x.name === 'exported_one' && x.steps[0].args.selector === '#add'), JSON.stringify(exported));

  const file = path.join(downloads, 'to-import.json');
  await writeFile(file, JSON.stringify({ shortcuts: [{ ...exported.shortcuts.find((x) => x.name === 'exported_one'), name: 'imported_one' }] }));
  const { root } = await cdp.send('DOM.getDocument', {}, panel.sessionId);
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '#shortcuts-import-file' }, panel.sessionId);
  await cdp.send('DOM.setFileInputFiles', { nodeId, files: [file] }, panel.sessionId);
  const status = await panel.waitFor(`(() => { const t = document.getElementById('shortcuts-status').textContent; return /Imported|:/.test(t) && t; })()`,
    { what: 'the import answered' });
  assert.match(status, /Imported 1 shortcut\./, 'one shortcut, in the singular (Intl.PluralRules)');
  const names = (await s.data('shortcuts_list', {})).shortcuts.map((x) => x.name);
  assert.ok(names.includes('imported_one'), names.join(', '));
  await panel.waitFor(`!!document.querySelector('li.shortcut[data-name="imported_one"]')`, { what: 'the imported shortcut listed in the panel' });
});
