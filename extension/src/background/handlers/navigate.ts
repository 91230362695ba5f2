import { CommandError } from '../../shared/errors';
import { fromChromeError } from '../chrome-errors';
import type { Handler, HandlerContext, Handlers } from '../dispatch';
import { optionalInt, requiredString } from '../params';
import { checkScriptableUrl } from '../restricted';
import { requireSite, requireTabSite } from '../site-guard';
import { armDialogs, requireTabOrOwn, setCurrentTab, targetTab } from '../target-tab';
import { waitForTabLoad } from '../tab-load';

const DEFAULT_LOAD_TIMEOUT_MS = 20_000;
const DIRECTIONS = ['back', 'forward', 'reload'] as const;
type Direction = (typeof DIRECTIONS)[number];

/** The load budget: the caller's timeoutMs, never past the command deadline. */
export function loadBudget(params: { timeoutMs?: number }, ctx: HandlerContext): number {
  const asked = optionalInt(params, 'timeoutMs', 1) ?? DEFAULT_LOAD_TIMEOUT_MS;
  return Math.max(0, Math.min(asked, ctx.deadline - Date.now() - 500));
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
  const loaded = await waitForTabLoad(tabId, { trigger, timeoutMs: loadBudget(params, ctx), signal: ctx.signal, beforeUnload: true });
  const url = loaded.url ?? target?.href ?? '';
  ctx.target.url = url;
  // A redirect may land on a site the user's policy or the key's sites leave out: say so rather than read it.
  await requireSite(url, ctx);
  const { title, status } = await pageStatus(tabId, url);
  return { tabId, url, title: title || loaded.title || '', status };
};

/** This file's actions, for the handler table (index.ts). */
export const handlers = {
  navigate,
} satisfies Handlers;
