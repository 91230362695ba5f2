import { onDebuggerDetach, onDebuggerEvent } from './debugger/manager';

// Requests in flight per tab. The page's performance timeline lists only finished requests, so
// without this a settle wait (extraction, wait.for networkIdle) could end while a slow API call
// was still running. The count comes from the debugger's Network events of the tabs a session
// works in (dialogs.ts enables Network with Page when it arms a tab); other tabs fall back to
// the page's own timeline and DOM quiet (settle.ts).
//
// Not chrome.webRequest: with its listeners registered, Chrome left a background about:blank tab
// that tabs.update navigated, and a launched browser's start page, unloaded.

/** A request open longer than this (long poll, event stream, hanging image) no longer counts as activity. */
export const LONG_LIVED_MS = 5_000;

interface TabRequests {
  open: Map<string, number>;
  lastEnd: number;
}

export class RequestTracker {
  private readonly tabs = new Map<number, TabRequests>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  started(tabId: number, requestId: string): void {
    if (tabId < 0) return; // the worker's and other extensions' own requests
    let tab = this.tabs.get(tabId);
    if (!tab) this.tabs.set(tabId, (tab = { open: new Map(), lastEnd: 0 }));
    tab.open.set(requestId, this.now());
  }

  ended(tabId: number, requestId: string): void {
    const tab = this.tabs.get(tabId);
    if (!tab?.open.delete(requestId)) return;
    tab.lastEnd = this.now();
  }

  closed(tabId: number): void {
    this.tabs.delete(tabId);
  }

  /**
   * ms since the tab's network was last active: 0 while a (short-lived) request is open,
   * Infinity when nothing was ever seen.
   */
  idleMs(tabId: number): number {
    const tab = this.tabs.get(tabId);
    if (!tab) return Infinity;
    const now = this.now();
    for (const [id, start] of tab.open) {
      if (now - start < LONG_LIVED_MS) return 0;
      tab.open.delete(id); // stop tracking what will never count again
    }
    return tab.lastEnd ? now - tab.lastEnd : Infinity;
  }
}

export const requests = new RequestTracker();
let listening = false;

/** Starts counting from the debugger's Network events (idempotent; no Chrome call of its own). */
export function trackRequests(): void {
  if (listening) return;
  listening = true;
  onDebuggerEvent((tabId, method, params) => {
    const id = String(params.requestId ?? '');
    if (method === 'Network.requestWillBeSent') requests.started(tabId, id);
    else if (method === 'Network.loadingFinished' || method === 'Network.loadingFailed') requests.ended(tabId, id);
  });
  // Detached: no more events, so what it had open would count as busy for ever.
  onDebuggerDetach((tabId) => requests.closed(tabId));
}
