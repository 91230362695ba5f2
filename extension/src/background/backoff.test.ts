import assert from 'node:assert/strict';
import { it } from 'node:test';
import { backoffDelay } from './backoff';

it('starts at 250 ms, doubles, and caps at 1.5 s so a restarted bridge is found within 2 s', () => {
  assert.deepEqual(Array.from({ length: 7 }, (_, i) => backoffDelay(i)), [250, 500, 1000, 1500, 1500, 1500, 1500]);
});

it('stays capped for huge or odd attempt counts', () => {
  assert.equal(backoffDelay(10_000), 1500);
  assert.equal(backoffDelay(-3), 250);
});
