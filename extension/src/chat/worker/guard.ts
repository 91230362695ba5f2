// The loop guard and rate limit, per tab. Kept in chrome.storage.session, not in memory: Chrome
// stops an idle worker after 30 s (and the tests stop it on purpose), and a model that keeps
// calling would get a fresh set of automatic rounds from every new worker. Session storage
// outlives the worker but not the browser, like the tabs it counts.

const KEY = 'chatGuards';
export const LOOP_LIMIT = 5;
export const RATE_LIMIT = 20;
const MINUTE_MS = 60_000;
/** A tab not heard from for a day is forgotten (closed tabs leave no other trace). */
const FORGET_MS = 24 * 3600_000;

interface Guard {
  /** Automatic rounds since a person last clicked Run or loaded the page. */
  autoRounds: number;
  /** Call times in the last minute. */
  times: number[];
  last: number;
}

type Guards = Record<string, Guard>;

let chain: Promise<unknown> = Promise.resolve();

function serial<T>(fn: (guards: Guards) => Promise<T> | T): Promise<T> {
  const next = chain.then(async () => {
    const guards = ((await chrome.storage.session.get(KEY))[KEY] ?? {}) as Guards;
    const result = await fn(guards);
    const now = Date.now();
    for (const [tab, g] of Object.entries(guards)) if (now - g.last > FORGET_MS) delete guards[tab];
    await chrome.storage.session.set({ [KEY]: guards });
    return result;
  });
  chain = next.catch(() => undefined);
  return next;
}

const guardOf = (guards: Guards, tabId: number): Guard => (guards[tabId] ??= { autoRounds: 0, times: [], last: Date.now() });

export type Verdict = 'ok' | 'ask' | 'rate';

/**
 * May this call go now? An automatic call past LOOP_LIMIT rounds waits for a person ('ask'); a
 * click starts the count again. More than RATE_LIMIT calls a minute on a tab are refused ('rate').
 */
export function admit(tabId: number, trigger: 'auto' | 'click'): Promise<Verdict> {
  return serial((guards) => {
    const g = guardOf(guards, tabId);
    const now = Date.now();
    g.times = g.times.filter((t) => now - t < MINUTE_MS);
    if (trigger === 'auto' && g.autoRounds >= LOOP_LIMIT) return 'ask';
    if (trigger === 'click') g.autoRounds = 0;
    return g.times.length >= RATE_LIMIT ? 'rate' : 'ok';
  });
}

/** Counts a call that was sent. */
export function record(tabId: number, trigger: 'auto' | 'click'): Promise<void> {
  return serial((guards) => {
    const g = guardOf(guards, tabId);
    g.last = Date.now();
    g.times.push(g.last);
    if (trigger === 'auto') g.autoRounds++;
  });
}

/** A page load resets the loop guard: a person opened or reloaded the conversation. */
export function resetGuard(tabId: number): Promise<void> {
  return serial((guards) => {
    delete guards[tabId];
  });
}
