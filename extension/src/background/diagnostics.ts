// What the options page shows under Diagnostics: the last link errors and the link latency.
// Kept in storage.local so a worker that was killed since still has them to show.

import { StorageKey } from '../shared/state';

export interface LinkError {
  t: number;
  code: number;
  reason: string;
}

export interface Diagnostics {
  errors: LinkError[];
  /** One-way bridge → extension delay of the last ping, in ms (both ends share this machine's clock). */
  latencyMs?: number;
  lastPingAt?: number;
}

const MAX_ERRORS = 10;
// Normal closes (the user's Disconnect, a reload) are not errors.
const NOT_ERRORS = new Set([1000]);

let writes: Promise<void> = Promise.resolve();

function update(change: (d: Diagnostics) => Diagnostics): Promise<void> {
  writes = writes.then(async () => {
    const got = await chrome.storage.local.get(StorageKey.diagnostics);
    const current = (got[StorageKey.diagnostics] as Diagnostics | undefined) ?? { errors: [] };
    await chrome.storage.local.set({ [StorageKey.diagnostics]: change(current) });
  }).catch(() => undefined);
  return writes;
}

export function recordLinkError(code: number, reason: string): Promise<void> {
  if (NOT_ERRORS.has(code)) return Promise.resolve();
  const entry = { t: Date.now(), code, reason: reason.slice(0, 200) };
  return update((d) => ({ ...d, errors: [...d.errors, entry].slice(-MAX_ERRORS) }));
}

export function recordPing(ts: number): Promise<void> {
  const now = Date.now();
  return update((d) => ({ ...d, latencyMs: Math.max(0, now - ts), lastPingAt: now }));
}
