import { test } from 'node:test';
import assert from 'node:assert/strict';
import { frameFor, utf8Length } from './wire-size';

test('utf8Length counts like TextEncoder', () => {
  for (const s of ['', 'abc', 'é', '€uro', '\u{1F30A} wave', 'mixed é € \u{1F30A}']) {
    assert.equal(utf8Length(s), new TextEncoder().encode(s).length, s);
  }
});

test('a response over the limit becomes a TOO_LARGE answer to the same command; others pass as they are', () => {
  const big = { type: 'response' as const, id: 'c9', success: true as const, data: { markdown: 'x'.repeat(5000) } };
  const refused = JSON.parse(frameFor(big, 4096));
  assert.equal(refused.id, 'c9');
  assert.equal(refused.success, false);
  assert.equal(refused.error.code, 'TOO_LARGE');
  assert.match(refused.error.message, /maxChars/);
  assert.equal(frameFor(big, 1 << 20), JSON.stringify(big));
  const pong = { type: 'pong' as const, ts: 1 };
  assert.equal(frameFor(pong, 4), JSON.stringify(pong));
});
