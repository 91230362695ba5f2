import { CommandError } from '../shared/errors';

/**
 * Resolves when tab `tabId` reaches status "complete". Rejects with TIMEOUT after `timeoutMs`,
 * TAB_NOT_FOUND if the tab is closed, or the signal's reason when the command is aborted.
 * Error pages also end in "complete"; the caller finds them when scripting is refused.
 */
export function waitForTabComplete(tabId: number, timeoutMs: number, signal: AbortSignal): Promise<chrome.tabs.Tab> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      clearTimeout(timer);
      chrome.tabs.onUpdated.removeListener(onUpdated);
      chrome.tabs.onRemoved.removeListener(onRemoved);
      signal.removeEventListener('abort', onAbort);
    };
    const done = (tab: chrome.tabs.Tab) => (cleanup(), resolve(tab));
    const fail = (error: unknown) => (cleanup(), reject(error));
    const onUpdated = (id: number, change: { status?: string }, tab: chrome.tabs.Tab) => {
      if (id === tabId && change.status === 'complete') done(tab);
    };
    const onRemoved = (id: number) => {
      if (id === tabId) fail(new CommandError('TAB_NOT_FOUND', `Tab ${tabId} was closed while loading; retry the request.`));
    };
    const onAbort = () => fail(signal.reason);
    const timer = setTimeout(() => {
      fail(new CommandError('TIMEOUT', `The page did not finish loading within ${timeoutMs} ms; retry with a larger timeoutMs or check the URL.`));
    }, timeoutMs);

    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    chrome.tabs.onUpdated.addListener(onUpdated);
    chrome.tabs.onRemoved.addListener(onRemoved);
    // The listeners are in place, so a load that already finished is caught here and a later one there.
    chrome.tabs.get(tabId).then(
      (tab) => {
        if (tab.status === 'complete' && tab.url && tab.url !== 'about:blank') done(tab);
      },
      () => fail(new CommandError('TAB_NOT_FOUND', `Tab ${tabId} disappeared while loading; retry the request.`)),
    );
  });
}
