import assert from 'node:assert/strict';
import { it } from 'node:test';
import { reopenDelay } from './worker-watch';

it('reopens the watch port at once after a worker that ran stopped, after a pause when it drops at once', () => {
  assert.equal(reopenDelay(30_000), 0);
  assert.equal(reopenDelay(1_000), 0);
  assert.equal(reopenDelay(5), 1_000);
});
