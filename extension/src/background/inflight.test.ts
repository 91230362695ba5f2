import assert from 'node:assert/strict';
import { it } from 'node:test';
import { LONG_LIVED_MS, RequestTracker } from './inflight';

function tracker() {
  let now = 1_000;
  const t = new RequestTracker(() => now);
  return { t, advance: (ms: number) => void (now += ms) };
}

it('a tab never seen is idle for ever', () => {
  assert.equal(tracker().t.idleMs(7), Infinity);
});

it('an open request keeps the tab busy; its end starts the idle clock', () => {
  const { t, advance } = tracker();
  t.started(7, 'r1');
  advance(400);
  assert.equal(t.idleMs(7), 0);
  t.ended(7, 'r1');
  advance(250);
  assert.equal(t.idleMs(7), 250);
  assert.equal(t.idleMs(8), Infinity, 'other tabs are not affected');
});

it('a long-lived request (long poll, stream) stops counting after LONG_LIVED_MS', () => {
  const { t, advance } = tracker();
  t.started(7, 'poll');
  advance(LONG_LIVED_MS + 1);
  assert.equal(t.idleMs(7), Infinity);
});

it('ignores requests without a tab and ends of requests it never saw start', () => {
  const { t } = tracker();
  t.started(-1, 'worker');
  t.ended(7, 'unknown');
  assert.equal(t.idleMs(-1), Infinity);
  assert.equal(t.idleMs(7), Infinity);
});

it('forgets a closed tab', () => {
  const { t } = tracker();
  t.started(7, 'r1');
  t.closed(7);
  assert.equal(t.idleMs(7), Infinity);
});
