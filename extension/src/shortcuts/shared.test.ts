import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { ActivityEntry } from '../shared/activity';
import { exportText, isShortcutRequest, parseImport, pickedCalls, saveArguments } from './shared';

const entry = (t: number, call?: string): ActivityEntry => ({ t, action: 'input.type', outcome: 'ok', ms: 1, ...(call ? { call } : {}) });

it('picked entries become call ids oldest first, each call once', () => {
  const log = [entry(1, 'a'), entry(2, 'b'), entry(3, 'b'), entry(4), entry(5, 'c')];
  assert.deepEqual(pickedCalls(log, new Set(['c', 'b', 'a'])), ['a', 'b', 'c']);
  assert.deepEqual(pickedCalls(log, new Set(['c'])), ['c']);
});

it('the save arguments name the parameters and the values they replace', () => {
  const args = saveArguments(' add_item ', 'Add an item', ['a', 'b'], [
    { name: 'item', description: 'What to add', value: 'Oat milk' },
    { name: ' ', description: 'ignored', value: 'x' },
    { name: 'qty', description: '', value: '' },
  ]);
  assert.deepEqual(args, {
    name: 'add_item', description: 'Add an item', fromActivity: ['a', 'b'],
    parameters: { item: { description: 'What to add', value: 'Oat milk' }, qty: { description: 'qty' } },
  });
});

it('imports an export, a list or one stored shortcut, and refuses the rest', () => {
  const one = { name: 'x', description: 'd', parameters: {}, steps: [{ tool: 'browser_click', args: { selector: '#a' } }] };
  assert.deepEqual(parseImport(exportText([one])), [one]);
  assert.deepEqual(parseImport(JSON.stringify([one])), [one]);
  assert.deepEqual(parseImport(JSON.stringify({ name: 'x', steps: one.steps })), [{ ...one, description: '' }]);
  assert.throws(() => parseImport('{'), /not JSON/);
  assert.throws(() => parseImport('{"shortcuts": [{"name": 1}]}'), /no shortcut/);
});

it('the worker answers only the shortcut tools', () => {
  assert.equal(isShortcutRequest({ type: 'shortcuts.call', tool: 'browser_shortcut_run', args: {} }), true);
  assert.equal(isShortcutRequest({ type: 'shortcuts.call', tool: 'browser_evaluate', args: {} }), false);
  assert.equal(isShortcutRequest({ type: 'shortcuts.call', tool: 'browser_shortcut_list' }), false);
});
