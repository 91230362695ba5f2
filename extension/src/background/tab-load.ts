// The one wait for a tab to load (status "complete"): navigate, tab creation, the reader, the
// context menu and an input action's navigation outcome all use it. Readiness of the *content*
// (placeholders, late fetches) is readiness.ts's business, on top of this.
import { CommandError } from '../shared/errors';
import { fromChromeError } from './chrome-errors';
import { nextDialog } from './dialogs';

export interface LoadWait {
  timeoutMs: number;
  signal: AbortSignal;
  /**
   * Starts the navigation once the listeners are in place, so a fast load is not missed. Then
   * only a "complete" after a "loading" counts (the tab may still be complete from the page
   * before), or a URL change while complete (a same-document navigation never shows "loading").
   */
  trigger?: () => Promise<unknown>;
  /** End with NAVIGATION_FAILED when the page holds the navigation with a beforeunload dialog. */
  beforeUnload?: boolean;
  /**
   * Without a trigger: when the awaited document started (epoch ms), so a sprite-held page
   * ({@link heldBySprite}) counts as loaded; omitted, only the load event counts (the tab may
   * still show the page from before). With a trigger, the wait's start.
   */
  since?: number;
}

/** How long a sprite-held page must have been quiet (no request finished) to count as loaded. */
const SPRITE_QUIET_MS = 500;
const SPRITE_POLL_MS = 250;

/**
 * Runs in the page (serialized: self-contained). Chromium never fires the load event of a
 * background tab whose page draws an external SVG sprite (`<use href="icons.svg#star">`, common
 * on forums and shops): it defers the sprite's fetch until the tab is shown, and that fetch holds
 * the load event. TabRelay works in background tabs, so such a page, once its DOM is ready and no
 * request has finished for a moment, has loaded all it will. `since` (epoch ms) keeps the
 * document that was there before the navigation from answering.
 */
export function heldBySprite(since: number, quietMs: number): boolean {
  if (document.readyState === 'loading' || performance.timeOrigin < since) return false;
  const external = Array.from(document.querySelectorAll('use')).some((u) => {
    const href = u.getAttribute('href') ?? u.getAttribute('xlink:href') ?? '';
    return href !== '' && !href.startsWith('#');
  });
  if (!external) return false;
  const ends = performance.getEntriesByType('resource').map((e) => (e as PerformanceResourceTiming).responseEnd);
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return performance.now() - Math.max(nav?.domContentLoadedEventEnd ?? 0, ...ends) >= quietMs;
}

/**
 * Resolves with the tab when it has loaded (or, for a page held by an SVG sprite, when it has
 * loaded all a background tab will: {@link heldBySprite}). Rejects with TIMEOUT after `timeoutMs`, TAB_NOT_FOUND
 * when the tab is closed, NAVIGATION_FAILED when `trigger` fails, or the signal's reason when the
 * command is aborted. Error pages also end in "complete"; callers find them when scripting is refused.
 */
export function waitForTabLoad(tabId: number, wait: LoadWait): Promise<chrome.tabs.Tab> {
  const { timeoutMs, signal, trigger } = wait;
  return new Promise((resolve, reject) => {
    let sawLoading = false;
    let settled = false;
    const since = trigger ? Date.now() : wait.since;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(sprite);
      chrome.tabs.onUpdated.removeListener(onUpdated);
      chrome.tabs.onRemoved.removeListener(onRemoved);
      signal.removeEventListener('abort', onAbort);
      fn();
    };
    const onUpdated = (id: number, change: chrome.tabs.OnUpdatedInfo, tab: chrome.tabs.Tab) => {
      if (id !== tabId) return;
      if (change.status === 'loading') sawLoading = true;
      if (change.status === 'complete' && (sawLoading || !trigger)) finish(() => resolve(tab));
      else if (trigger && change.url && !sawLoading && tab.status === 'complete') finish(() => resolve(tab));
    };
    const onRemoved = (id: number) => {
      if (id === tabId) finish(() => reject(new CommandError('TAB_NOT_FOUND', `Tab ${tabId} was closed while loading; open a new one and retry.`)));
    };
    const onAbort = () => finish(() => reject(signal.reason));
    // Polled from the worker: a background tab's own timers run about once a second.
    const sprite = setInterval(() => {
      if (since === undefined || (trigger && !sawLoading)) return;
      void chrome.scripting.executeScript({ target: { tabId }, func: heldBySprite, args: [since, SPRITE_QUIET_MS] }).then(([r]) => {
        if (r?.result === true) void chrome.tabs.get(tabId).then((tab) => finish(() => resolve(tab)), () => undefined);
      }, () => undefined); // not scriptable (yet): the load event decides
    }, SPRITE_POLL_MS);
    const timer = setTimeout(() => {
      finish(() => reject(new CommandError('TIMEOUT', `The page did not finish loading within ${timeoutMs} ms; retry with a larger timeoutMs or check the URL.`)));
    }, timeoutMs);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    chrome.tabs.onUpdated.addListener(onUpdated);
    chrome.tabs.onRemoved.addListener(onRemoved);
    if (wait.beforeUnload) {
      void nextDialog(tabId, timeoutMs).then((dialog) => {
        if (dialog?.type === 'beforeunload') {
          finish(() => reject(new CommandError('NAVIGATION_FAILED', 'The page asks whether to leave (beforeunload dialog); call browser_handle_dialog with accept: true to leave, or false to stay.', { dialog })));
        }
      });
    }
    if (trigger) {
      trigger().then(
        () => chrome.tabs.get(tabId).then((tab) => { if (tab.status === 'loading') sawLoading = true; }, () => undefined),
        (error: unknown) => finish(() => reject(fromChromeError(error, { tabId }, (detail) => new CommandError('NAVIGATION_FAILED', `The navigation did not start (${detail}); check the URL and retry.`)))),
      );
      return;
    }
    // The listeners are in place, so a load that already finished is caught here and a later one there.
    chrome.tabs.get(tabId).then(
      (tab) => {
        if (tab.status === 'complete' && tab.url && tab.url !== 'about:blank') finish(() => resolve(tab));
      },
      () => finish(() => reject(new CommandError('TAB_NOT_FOUND', `Tab ${tabId} disappeared while loading; retry the request.`))),
    );
  });
}

/** `waitForTabLoad` without a trigger: the tab's current load (or none), as most callers want. */
export function waitForTabComplete(tabId: number, timeoutMs: number, signal: AbortSignal, since?: number): Promise<chrome.tabs.Tab> {
  return waitForTabLoad(tabId, { timeoutMs, signal, since });
}
