import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseCombo } from './keys';

test('named keys, letters and digits', () => {
  assert.deepEqual(parseCombo('Enter'), { key: 'Enter', code: 'Enter', keyCode: 13, modifiers: 0, text: '\r' });
  assert.deepEqual(parseCombo('Tab'), { key: 'Tab', code: 'Tab', keyCode: 9, modifiers: 0 });
  assert.deepEqual(parseCombo('a'), { key: 'a', code: 'KeyA', keyCode: 65, modifiers: 0, text: 'a' });
  assert.equal(parseCombo('7')?.code, 'Digit7');
  assert.equal(parseCombo('F5')?.keyCode, 116);
});

test('modifiers set their bits; shortcuts type nothing; Shift types upper case', () => {
  assert.deepEqual(parseCombo('Control+a'), { key: 'a', code: 'KeyA', keyCode: 65, modifiers: 2 });
  assert.equal(parseCombo('Control+Shift+Tab')?.modifiers, 10);
  assert.deepEqual(parseCombo('Shift+b'), { key: 'B', code: 'KeyB', keyCode: 66, modifiers: 8, text: 'B' });
  assert.equal(parseCombo('Meta+Alt+x')?.modifiers, 5);
  assert.equal(parseCombo('Control++')?.key, '+');
});

test('unknown keys and modifiers are refused', () => {
  assert.equal(parseCombo('Hyper+a'), undefined);
  assert.equal(parseCombo('NotAKey'), undefined);
  assert.equal(parseCombo(''), undefined);
});

test('punctuation keys carry their physical key; Shift alone is a key', () => {
  assert.deepEqual(parseCombo('/'), { key: '/', code: 'Slash', keyCode: 191, modifiers: 0, text: '/' });
  assert.equal(parseCombo('Control+-')?.code, 'Minus');
  assert.equal(parseCombo('Shift')?.key, 'Shift');
});
