// Shortcuts (browser_shortcut_*, Claude in Chrome's shortcuts_list / shortcuts_execute): steps
// an agent just made are saved with a parameter, run again with new arguments and seen on the
// fixture page; a run stops at the first failing step and names it; a file dropped into the
// shortcuts folder is listed without a restart; a key that may not make a step cannot make it
// through a shortcut either.
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { automationSuite } from './harness/automation.mjs';
import { connectClient, callTool, errorCode, textOf } from './harness/mcp.mjs';
import { Child } from './harness/processes.mjs';
import { ROOT, TABRELAY } from './harness/paths.mjs';

const s = automationSuite('shortcut-run');
const { it } = s;

const typeStep = { tool: 'browser_type', args: { selector: '#item', text: 'Oat milk' } };
const clickStep = { tool: 'browser_click', args: { selector: '#add' } };

it('steps made once are saved with a parameter and run again with a new argument', async () => {
  const { tabId } = await s.open('/record.html?shortcut');
  // The agent does the task once…
  await s.ok(typeStep.tool, { ...typeStep.args, tabId });
  await s.ok(clickStep.tool, { ...clickStep.args, tabId });
  assert.deepEqual(await s.texts('#items li'), ['Oat milk']);
  // …then saves those steps, the typed text made a parameter.
  const saved = await s.data('browser_shortcut_save', {
    name: 'add_item', description: 'Add an item to the shopping list',
    parameters: { item: { description: 'What to add' } },
    steps: [{ ...typeStep, args: { ...typeStep.args, text: '{{item}}' } }, clickStep],
  });
  assert.deepEqual(saved, { name: 'add_item', replaced: false, steps: 2 });
  const file = JSON.parse(await readFile(path.join(s.browser.configDir, 'shortcuts', 'add_item.json'), 'utf8'));
  assert.equal(file.steps[0].args.text, '{{item}}', 'stored as readable JSON in the config directory');

  const listed = await s.data('shortcuts_list', {});
  assert.deepEqual(listed.shortcuts.map((x) => x.name), ['add_item']);

  const ran = await s.ok('shortcuts_execute', { name: 'add_item', arguments: { item: 'Lemons' }, tabId });
  assert.deepEqual(ran.structuredContent.steps.map((x) => [x.step, x.tool]), [[1, 'browser_type'], [2, 'browser_click']]);
  assert.match(textOf(ran), /ran 2 steps/);
  assert.deepEqual(await s.texts('#items li'), ['Oat milk', 'Lemons'], 'the run added the new item');
  assert.equal(await s.text('#count'), '2 items');

  const missing = await s.fails('browser_shortcut_run', { name: 'add_item', tabId });
  assert.equal(missing.code, 'INVALID_ARGUMENT');
  assert.match(missing.message, /needs the argument 'item' \(What to add\)/);
});

it('a shortcut saved from a recording runs the recorded steps with a new argument on another tab', async () => {
  const { tabId: recorded } = await s.open('/record.html?recorded');
  await s.ok('browser_record', { action: 'start_recording', tabId: recorded });
  await s.ok(typeStep.tool, { ...typeStep.args, tabId: recorded });
  await s.ok(clickStep.tool, { ...clickStep.args, tabId: recorded });
  await s.ok('browser_snapshot', { tabId: recorded });   // read-only: not a step
  await s.ok('browser_record', { action: 'stop_recording', tabId: recorded });
  const saved = await s.data('browser_shortcut_save', {
    name: 'add_recorded', description: 'Add an item, as recorded', fromRecording: recorded,
    parameters: { item: { description: 'What to add', value: 'Oat milk' } },
  });
  assert.equal(saved.steps, 2);
  const file = JSON.parse(await readFile(path.join(s.browser.configDir, 'shortcuts', 'add_recorded.json'), 'utf8'));
  assert.deepEqual(file.steps, [
    { tool: 'browser_type', args: { selector: '#item', text: '{{item}}' } },
    { tool: 'browser_click', args: { selector: '#add' } },
  ], 'the recorded calls, the typed value made a parameter, no tabId');
  const { tabId: other } = await s.open('/record.html?replayed');
  await s.ok('shortcuts_execute', { name: 'add_recorded', arguments: { item: 'Pears' }, tabId: other });
  assert.deepEqual(await s.texts('#items li'), ['Pears'], 'the new argument, on the other tab');
});

it('a run stops at the first failing step and names it', async () => {
  const { tabId } = await s.open('/record.html?failing');
  await s.ok('browser_shortcut_save', {
    name: 'broken', description: 'Type, then click a button that is not there, then click Add',
    steps: [typeStep, { tool: 'browser_click', args: { selector: '#gone' } }, clickStep],
  });
  const failed = await s.fails('browser_shortcut_run', { name: 'broken', tabId });
  assert.equal(failed.code, 'ELEMENT_NOT_FOUND', 'the step\'s own error code');
  assert.match(failed.message, /Shortcut 'broken' stopped at step 2 of 3 \(browser_click\)/);
  assert.deepEqual(await s.texts('#items li'), [], 'step 3 never ran');
  assert.equal((await s.data('browser_query', { selector: '#item', tabId })).matches.length, 1);

  const unknownTool = await s.fails('browser_shortcut_save', { name: 'bad', steps: [{ tool: 'browser_teleport', args: {} }] });
  assert.equal(unknownTool.code, 'INVALID_ARGUMENT');
  assert.match(unknownTool.message, /browser_teleport/);
});

it('a shortcut file copied into the folder is listed and runs without a restart', async () => {
  const { tabId } = await s.open('/record.html?import');
  const imported = {
    name: 'add_two', description: 'Add two items',
    parameters: { first: { description: 'First item' }, second: { description: 'Second item', default: 'Bread' } },
    steps: [
      { tool: 'browser_type', args: { selector: '#item', text: '{{first}}' } }, clickStep,
      { tool: 'browser_type', args: { selector: '#item', text: '{{second}}' } }, clickStep,
    ],
  };
  await writeFile(path.join(s.browser.configDir, 'shortcuts', 'add_two.json'), JSON.stringify(imported, null, 2));
  const names = (await s.data('browser_shortcut_list', {})).shortcuts.map((x) => x.name);
  assert.ok(names.includes('add_two'), names.join());
  await s.ok('browser_shortcut_run', { name: 'add_two', arguments: { first: 'Eggs' }, tabId });
  assert.deepEqual(await s.texts('#items li'), ['Eggs', 'Bread'], 'the default filled the second');
});

it('a key that may not call a step\'s tool cannot call it through a shortcut', async () => {
  const { tabId } = await s.open('/record.html?acl');
  const create = new Child('keys-create', TABRELAY, ['keys', 'create', '--name', 'shortcuts-only',
    '--tools', 'browser_shortcut_run,browser_shortcut_list,browser_click', '--config-dir', s.browser.configDir],
  { cwd: ROOT, env: { CONFIG_DIR: s.browser.configDir } });
  assert.equal((await create.exited).code, 0, create.output);
  const key = /(trk_[\w-]+)/.exec(create.output)[1];
  const { client } = await connectClient('http', { ...s.browser, headers: { Authorization: `Bearer ${key}` } });
  try {
    const denied = await callTool(client, 'browser_shortcut_run', { name: 'add_item', arguments: { item: 'Caviar' }, tabId });
    assert.equal(errorCode(denied), 'FORBIDDEN', textOf(denied));
    assert.match(textOf(denied), /step 1 of 2 \(browser_type\)/);
    assert.deepEqual(await s.texts('#items li'), [], 'nothing was typed or added');
  } finally {
    await client.close();
  }
});
