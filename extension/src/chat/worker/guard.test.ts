import assert from 'node:assert/strict';
import { it } from 'node:test';

// chrome.storage.session as the worker sees it: the only place the guard keeps its counts.
const session: Record<string, unknown> = {};
Object.assign(globalThis, {
  chrome: {
    storage: {
      session: {
        get: async (key: string) => ({ [key]: structuredClone(session[key]) }),
        set: async (items: Record<string, unknown>) => void Object.assign(session, structuredClone(items)),
      },
    },
  },
});
const { admit, LOOP_LIMIT, RATE_LIMIT, record, resetGuard } = await import('./guard');

it('hands control back after LOOP_LIMIT automatic rounds, counted in session storage (a new worker sees them)', async () => {
  for (let i = 0; i < LOOP_LIMIT; i++) {
    assert.equal(await admit(7, 'auto'), 'ok');
    await record(7, 'auto');
  }
  assert.equal(await admit(7, 'auto'), 'ask');
  // What a restarted worker reads: the count is in storage, not in the old worker's memory.
  assert.equal((session.chatGuards as Record<string, { autoRounds: number }>)['7']?.autoRounds, LOOP_LIMIT);
  assert.equal(await admit(8, 'auto'), 'ok', 'per tab');
  assert.equal(await admit(7, 'click'), 'ok', 'a click starts the count again');
  assert.equal(await admit(7, 'auto'), 'ok');
  await resetGuard(7);
  assert.equal((session.chatGuards as Record<string, unknown>)['7'], undefined);
});

it('refuses more than RATE_LIMIT calls a minute on a tab', async () => {
  for (let i = 0; i < RATE_LIMIT; i++) await record(9, 'click');
  assert.equal(await admit(9, 'click'), 'rate');
});
