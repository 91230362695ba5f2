// Which calls have run: the at-most-once guarantee across re-renders, reloads, tabs and worker
// restarts. Claims are serialized, so two renders of one block racing each other cannot both win.

import { ChatKey, type LedgerEntry, type LedgerState } from '../shared/types';

const MAX_ENTRIES = 2_000;
const MAX_AGE_MS = 30 * 24 * 3600_000;

let chain: Promise<unknown> = Promise.resolve();
let recovered = false;

function serial<T>(fn: () => Promise<T>): Promise<T> {
  const next = chain.then(fn, fn);
  chain = next.catch(() => undefined);
  return next;
}

async function load(): Promise<Record<string, LedgerEntry>> {
  const ledger = ((await chrome.storage.local.get(ChatKey.ledger))[ChatKey.ledger] ?? {}) as Record<string, LedgerEntry>;
  if (!recovered) {
    // This worker just started: a call still 'running' belonged to a worker Chrome stopped. Its
    // outcome is unknown, so it is never re-sent by itself (at most once); the card offers a retry.
    recovered = true;
    let changed = false;
    for (const entry of Object.values(ledger)) {
      if (entry.state === 'running') {
        entry.state = 'interrupted';
        changed = true;
      }
    }
    if (changed) await chrome.storage.local.set({ [ChatKey.ledger]: ledger });
  }
  return ledger;
}

function prune(ledger: Record<string, LedgerEntry>): Record<string, LedgerEntry> {
  const now = Date.now();
  const kept = Object.entries(ledger)
    .filter(([, e]) => now - e.at < MAX_AGE_MS)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, MAX_ENTRIES);
  return Object.fromEntries(kept);
}

export type Claim = { claimed: true } | { claimed: false; entry: LedgerEntry };

/**
 * First caller wins. `again` is a person's explicit Run again: it may re-claim a finished call,
 * never one that is running right now.
 */
export function claim(key: string, tool: string, again: boolean): Promise<Claim> {
  return serial(async () => {
    const ledger = await load();
    const entry = ledger[key];
    if (entry && (!again || entry.state === 'running')) return { claimed: false, entry };
    ledger[key] = { state: 'running', tool, at: Date.now() };
    await chrome.storage.local.set({ [ChatKey.ledger]: prune(ledger) });
    return { claimed: true };
  });
}

export function finish(key: string, tool: string, state: LedgerState, ms?: number): Promise<void> {
  return serial(async () => {
    const ledger = await load();
    ledger[key] = { state, tool, at: Date.now(), ...(ms !== undefined ? { ms } : {}) };
    await chrome.storage.local.set({ [ChatKey.ledger]: prune(ledger) });
  });
}

export function lookup(keys: string[]): Promise<Record<string, LedgerEntry>> {
  return serial(async () => {
    const ledger = await load();
    return Object.fromEntries(keys.filter((k) => ledger[k]).map((k) => [k, ledger[k]!]));
  });
}
