import { CommandError } from '../../shared/errors';
import { fromChromeError } from '../chrome-errors';
import { nextDialog } from '../dialogs';
import type { Handler, HandlerContext } from '../dispatch';
import { optionalInt, requiredString } from '../params';
import { checkScriptableUrl } from '../restricted';
import { requireSite, requireTabSite } from '../site-guard';
import { armDialogs, requireTabOrOwn, setCurrentTab, targetTab } from '../target-tab';

const DEFAULT_LOAD_TIMEOUT_MS = 20_000;
const DIRECTIONS = ['back', 'forward', 'reload'] as const;
type Direction = (typeof DIRECTIONS)[number];

/** The load budget: the caller's timeoutMs, never past the command deadline. */
export function loadBudget(params: { timeoutMs?: number }, ctx: HandlerContext): number {
  const asked = optionalInt(params, 'timeoutMs', 1) ?? DEFAULT_LOAD_TIMEOUT_MS;
  return Math.max(0, Math.min(asked, ctx.deadline - Date.now() - 500));
}

/**
 * Runs `trigger` and resolves when the navigation it starts has loaded (status loading, then
 * complete). Listeners go in first, so a fast load is not missed. A same-document navigation
 * (only the #fragment changes) never shows "loading": its URL change while complete ends it.
 * A beforeunload dialog that holds the navigation ends it with NAVIGATION_FAILED.
 */
export function navigation(tabId: number, trigger: () => Promise<unknown>, timeoutMs: number, signal: AbortSignal): Promise<chrome.tabs.Tab> {
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
      if (change.status === 'complete' && sawLoading) finish(() => resolve(tab));
      else if (change.url && !sawLoading && tab.status === 'complete') finish(() => resolve(tab));
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
    void nextDialog(tabId, timeoutMs).then((dialog) => {
      if (dialog?.type === 'beforeunload') {
        finish(() => reject(new CommandError('NAVIGATION_FAILED', 'The page asks whether to leave (beforeunload dialog); call browser_handle_dialog with accept: true to leave, or false to stay.', { dialog })));
      }
    });
    trigger().then(
      () => chrome.tabs.get(tabId).then((tab) => { if (tab.status === 'loading') sawLoading = true; }, () => undefined),
      (error: unknown) => finish(() => reject(fromChromeError(error, { tabId }, (detail) => new CommandError('NAVIGATION_FAILED', `The navigation did not start (${detail}); check the URL and retry.`)))),
    );
  });
}

/** Title and HTTP status of the loaded document; NAVIGATION_FAILED on Chrome's error page. */
export async function pageStatus(tabId: number, url: string): Promise<{ title: string; status: number }> {
  try {
    const [result] = await chrome.scripting.executeScript({
      target: { tabId },
      func: () => {
        const entry = performance.getEntriesByType('navigation')[0] as (PerformanceNavigationTiming & { responseStatus?: number }) | undefined;
        return { title: document.title, status: entry?.responseStatus ?? 0 };
      },
    });
    return (result?.result as { title: string; status: number } | undefined) ?? { title: '', status: 0 };
  } catch (error) {
    const typed = fromChromeError(error, { tabId, url }, () => new CommandError('INTERNAL', ''));
    if (typed.code === 'NAVIGATION_FAILED') throw typed;
    // No host access or a protected page: the load itself worked, only the status is unknown.
    const tab = await chrome.tabs.get(tabId).catch(() => undefined);
    return { title: tab?.title ?? '', status: 0 };
  }
}

function direction(params: { direction?: unknown }): Direction | undefined {
  const value = params.direction;
  if (value === undefined || value === null) return undefined;
  if (!DIRECTIONS.includes(value as Direction)) {
    throw new CommandError('INVALID_ARGUMENT', `"direction" must be one of ${DIRECTIONS.join(', ')}, got ${JSON.stringify(value)}; fix the argument and retry.`);
  }
  return value as Direction;
}

/**
 * Back and forward through the page's own history API: chrome.tabs.goBack skips entries the page
 * was never interacted with (Chrome's history-manipulation intervention), which is every page an
 * agent opened, and then says there is nothing to go back to. navigation.canGoBack tells first.
 */
async function move(tabId: number, way: Direction): Promise<unknown> {
  if (way === 'reload') return chrome.tabs.reload(tabId);
  const [result] = await chrome.scripting.executeScript({
    target: { tabId },
    func: (back: boolean) => {
      const nav = (globalThis as { navigation?: { canGoBack: boolean; canGoForward: boolean } }).navigation;
      if (nav && !(back ? nav.canGoBack : nav.canGoForward)) return false;
      // A timeout, so this script returns before the page starts unloading.
      setTimeout(() => (back ? history.back() : history.forward()), 0);
      return true;
    },
    args: [way === 'back'],
  });
  if (result?.result !== true) {
    throw new CommandError('NAVIGATION_FAILED', `Tab ${tabId} has no page to go ${way} to; navigate to a URL instead.`);
  }
  return undefined;
}

/** `navigate`: a URL, or back / forward / reload; waits for the load and reports the HTTP status. */
export const navigate: Handler<'navigate'> = async (params, ctx) => {
  const way = direction(params);
  const hasUrl = params.url !== undefined && params.url !== null;
  if (hasUrl === (way !== undefined)) {
    throw new CommandError('INVALID_ARGUMENT', 'Pass exactly one of "url" or "direction" (back, forward, reload) and retry.');
  }
  let target: URL | undefined;
  if (hasUrl) {
    target = checkScriptableUrl(requiredString(params, 'url'), await chrome.extension.isAllowedFileSchemeAccess());
    await requireSite(target.href, ctx, 'address');
  }
  const tab = await targetTab(params, ctx);
  const tabId = tab.id!;
  // Back, forward and reload act in the page, which must be usable; a new URL only replaces it,
  // which the session may do to its own tabs (checked before the tab becomes its current one).
  if (target) await requireTabOrOwn(tab, ctx);
  else await requireTabSite(tab, ctx);
  await setCurrentTab(ctx.session, tabId);
  await armDialogs(tab, ctx.session);
  const trigger = target ? () => chrome.tabs.update(tabId, { url: target.href }) : () => move(tabId, way!);
  const loaded = await navigation(tabId, trigger, loadBudget(params, ctx), ctx.signal);
  const url = loaded.url ?? target?.href ?? '';
  ctx.target.url = url;
  // A redirect may land on a site the user's policy or the key's sites leave out: say so rather than read it.
  await requireSite(url, ctx);
  const { title, status } = await pageStatus(tabId, url);
  return { tabId, url, title: title || loaded.title || '', status };
};
