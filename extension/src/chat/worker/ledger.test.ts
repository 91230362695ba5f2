import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ChatKey } from '../shared/types';

// chrome.storage.local as the worker sees it, with a 'running' entry left by a worker Chrome stopped.
const store: Record<string, unknown> = {
  [ChatKey.ledger]: { old: { state: 'running', tool: 'slow', at: Date.now() } },
};
Object.assign(globalThis, {
  chrome: {
    storage: {
      local: {
        get: async (key: string) => ({ [key]: structuredClone(store[key]) }),
        set: async (items: Record<string, unknown>) => void Object.assign(store, structuredClone(items)),
      },
    },
  },
});
const { claim, finish, lookup } = await import('./ledger');

describe('chat call ledger', () => {
  it('marks a call left running by a stopped worker interrupted, and never re-claims it by itself', async () => {
    assert.equal((await lookup(['old'])).old?.state, 'interrupted');
    assert.deepEqual(await claim('old', 'slow', false), { claimed: false, entry: (await lookup(['old'])).old });
    assert.deepEqual(await claim('old', 'slow', true), { claimed: true });
  });

  it('lets exactly one of many racing claims win', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => claim('k1', 'echo', false)));
    assert.equal(results.filter((r) => r.claimed).length, 1);
  });

  it('refuses Run again while the call is still running, allows it once finished', async () => {
    await claim('k2', 'echo', false);
    assert.equal((await claim('k2', 'echo', true)).claimed, false);
    await finish('k2', 'echo', 'done', 12);
    assert.deepEqual((await lookup(['k2'])).k2?.ms, 12);
    assert.equal((await claim('k2', 'echo', false)).claimed, false);
    assert.equal((await claim('k2', 'echo', true)).claimed, true);
  });
});
