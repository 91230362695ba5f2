// Requests in flight per tab, from chrome.webRequest. The page's performance timeline lists only
// finished requests, so without this a settle wait (extraction, wait.for networkIdle) could end
// while a slow API call was still running.
//
// The listeners are added after the worker's first turn (see index.ts), so they never wake a
// sleeping worker for the browser's traffic; they count while the worker is alive, which it is
// while the bridge link is up.

/** A request open longer than this (long poll, event stream, hanging image) no longer counts as activity. */
export const LONG_LIVED_MS = 5_000;

interface TabRequests {
  open: Map<string, number>;
  lastEnd: number;
}

export class RequestTracker {
  private readonly tabs = new Map<number, TabRequests>();

  constructor(private readonly now: () => number = Date.now) {}

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

/** Starts counting (idempotent). Without the webRequest API (an old manifest) it does nothing. */
export function trackRequests(): void {
  if (listening || !chrome.webRequest) return;
  listening = true;
  const filter = { urls: ['<all_urls>'] };
  chrome.webRequest.onBeforeRequest.addListener((d) => void requests.started(d.tabId, d.requestId), filter);
  chrome.webRequest.onCompleted.addListener((d) => void requests.ended(d.tabId, d.requestId), filter);
  chrome.webRequest.onErrorOccurred.addListener((d) => void requests.ended(d.tabId, d.requestId), filter);
  chrome.tabs.onRemoved.addListener((tabId) => requests.closed(tabId));
}
