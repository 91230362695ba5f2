import assert from 'node:assert/strict';
import { it } from 'node:test';
import { backoffDelay } from './backoff';

it('starts at 250 ms, doubles, and caps at 5 s', () => {
  assert.deepEqual(Array.from({ length: 8 }, (_, i) => backoffDelay(i)), [250, 500, 1000, 2000, 4000, 5000, 5000, 5000]);
});

it('stays capped for huge or odd attempt counts', () => {
  assert.equal(backoffDelay(10_000), 5000);
  assert.equal(backoffDelay(-3), 250);
});
