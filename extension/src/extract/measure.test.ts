import { test } from 'node:test';
import assert from 'node:assert/strict';
import { collapsedLength, normalizedLength } from './measure';

test('collapsedLength equals the length of the whitespace-collapsed string', () => {
  for (const s of ['', ' ', 'a', '  a  b\n\n\tc ', '\u00a0x\u2003\u3000y\ufeff', 'no-space', 'a\r\nb']) {
    assert.equal(collapsedLength(s), s.replace(/\s+/g, ' ').length, JSON.stringify(s));
    assert.equal(normalizedLength(s), s.replace(/\s+/g, ' ').trim().length, JSON.stringify(s));
  }
  assert.equal(normalizedLength(null), 0);
});
