import assert from 'node:assert/strict';
import { it } from 'node:test';
import { patternMatcher } from './text-pattern';

it('a path is a substring, not a regex with flags "items"', () => {
  const m = patternMatcher('/api/items', 'urlPattern', true);
  assert.ok(m('http://x/api/items?page=2'));
  assert.ok(!m('http://x/api/other'));
});

it('/source/flags is a regular expression', () => {
  const m = patternMatcher('/items\\?page=\\d+$/', 'urlPattern', false);
  assert.ok(m('http://x/api/items?page=2'));
  assert.ok(!m('http://x/api/items'));
  assert.ok(patternMatcher('/WIND/i', 'pattern', false)('wind rising'));
});

it('substrings follow ignoreCase', () => {
  assert.ok(patternMatcher('Wind', 'pattern', true)('wind rising'));
  assert.ok(!patternMatcher('Wind', 'url', false)('wind rising'));
});

it('a broken regex is INVALID_ARGUMENT naming the field', () => {
  assert.throws(() => patternMatcher('/a(/', 'urlPattern', true), (e: Error & { code?: string }) => e.code === 'INVALID_ARGUMENT' && /urlPattern/.test(e.message));
});
