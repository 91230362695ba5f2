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
}

/**
 * Resolves with the tab when it has loaded. Rejects with TIMEOUT after `timeoutMs`, TAB_NOT_FOUND
 * when the tab is closed, NAVIGATION_FAILED when `trigger` fails, or the signal's reason when the
 * command is aborted. Error pages also end in "complete"; callers find them when scripting is refused.
 */
export function waitForTabLoad(tabId: number, wait: LoadWait): Promise<chrome.tabs.Tab> {
  const { timeoutMs, signal, trigger } = wait;
  return new Promise((resolve, reject) => {
    let sawLoading = false;
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
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
export function waitForTabComplete(tabId: number, timeoutMs: number, signal: AbortSignal): Promise<chrome.tabs.Tab> {
  return waitForTabLoad(tabId, { timeoutMs, signal });
}
