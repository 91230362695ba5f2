import assert from 'node:assert/strict';
import { afterEach, it } from 'node:test';
import { requests } from './inflight';
import { QUIET_MS, SETTLE_CAP_MS, waitForQuiet } from './settle';

type Chrome = { scripting: { executeScript: () => Promise<{ result: unknown }[]> } };
const g = globalThis as unknown as { chrome?: Chrome };
afterEach(() => delete g.chrome);

/** A page whose idle time is read from a script; time advances only through the fake sleep. */
function fakePage(idleAt: (now: number) => number) {
  let now = 0;
  const probes: number[] = [];
  g.chrome = { scripting: { executeScript: async () => (probes.push(now), [{ result: { idleMs: idleAt(now) } }]) } };
  const sleep = async (ms: number) => {
    now += ms;
  };
  const realNow = Date.now;
  Date.now = () => now;
  return { probes, sleep, restore: () => (Date.now = realNow) };
}

it('reads a page that settled long ago at once, with one probe', async () => {
  const page = fakePage(() => 5_000);
  try {
    assert.equal(await waitForQuiet(1, 10_000, page.sleep), 0);
    assert.deepEqual(page.probes, [0]);
  } finally {
    page.restore();
  }
});

it('waits until the page has been quiet for QUIET_MS', async () => {
  // The page changed at t=150 (content fetched after load), then stayed quiet.
  const page = fakePage((now) => (now < 150 ? now + 50 : now - 150));
  try {
    const waited = await waitForQuiet(1, 10_000, page.sleep);
    assert.ok(waited >= 150 + QUIET_MS && waited <= 150 + QUIET_MS + 100, `waited ${waited} ms`);
  } finally {
    page.restore();
  }
});

it('gives up at the cap for a page that never stops changing', async () => {
  const page = fakePage(() => 10);
  try {
    assert.equal(await waitForQuiet(1, 60_000, page.sleep), SETTLE_CAP_MS);
    assert.equal(await waitForQuiet(1, 500, page.sleep), 500);
  } finally {
    page.restore();
  }
});

it('answers -1 and never throws when the page cannot be scripted', async () => {
  g.chrome = { scripting: { executeScript: async () => Promise.reject(new Error('Cannot access contents of the page')) } };
  assert.equal(await waitForQuiet(1, 1000, async () => undefined), -1);
});

it('waits for a request still in flight although the DOM is quiet', async () => {
  // The DOM settled long ago; a fetch of tab 7 runs until t=400, then the network is quiet too.
  const page = fakePage(() => 5_000);
  try {
    requests.started(7, 'slow-api');
    const waited = await waitForQuiet(7, 10_000, async (ms) => {
      await page.sleep(ms);
      if (Date.now() >= 400) requests.ended(7, 'slow-api');
    });
    assert.ok(waited >= 400 + QUIET_MS && waited <= 400 + QUIET_MS + 100, `waited ${waited} ms`);
  } finally {
    requests.closed(7);
    page.restore();
  }
});
