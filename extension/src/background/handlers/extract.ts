import { CommandError, PERMISSION_MESSAGE } from '../../shared/errors';
import { budgeted } from './extract-part';
import type { Handler, HandlerContext, Handlers } from '../dispatch';
import { extractTab, movedOn, MOVED_REREADS } from '../extraction';
import { optionalBool, optionalInt, requiredString } from '../params';
import { refuseWhileDialogOpen } from '../dialogs';
import { targetTab } from '../target-tab';
import { requireHostAccess } from '../permissions';
import { checkScriptableUrl } from '../restricted';
import { blockedError, requireSite, siteChecker } from '../site-guard';
import { waitForContent } from '../readiness';
import { waitForTabComplete } from '../tab-load';

/** How long to wait for the content when the caller gives no timeoutMs; the command deadline still applies. */
const DEFAULT_TIMEOUT_MS = 20_000;
/** Left of the command deadline for reading and converting the page. */
const EXTRACT_RESERVE_MS = 2_000;

async function fileAccess(): Promise<boolean> {
  return chrome.extension.isAllowedFileSchemeAccess();
}

/** `extract.tab`: the given tab, or the active tab of the last focused window. */
export const extractTabHandler: Handler<'extract.tab'> = async (params, ctx) => {
  const fullPage = optionalBool(params, 'fullPage', false);
  const wait = waitArgs(params);
  // Isolation ("group") applies here too: targetTab checks it.
  const tab = await targetTab(params, ctx, true);
  const tabId = tab.id!;
  const raw = tab.url || tab.pendingUrl;
  if (!raw) {
    throw new CommandError('PERMISSION_REQUIRED', `TabRelay may not see the address of tab ${tabId} yet. ${PERMISSION_MESSAGE}`);
  }
  ctx.target.url = raw;
  const url = checkScriptableUrl(raw, await fileAccess());
  await requireSite(url.href, ctx);
  await requireHostAccess(url);
  refuseWhileDialogOpen(tabId);
  return readWhenReady(tabId, wait, fullPage, raw, ctx);
};

interface WaitArgs {
  timeoutMs: number;
  waitFor: string | null;
}

function waitArgs(params: { waitFor?: string; timeoutMs?: number }): WaitArgs {
  const waitFor = params.waitFor === undefined || params.waitFor === null ? null : requiredString(params, 'waitFor');
  return { timeoutMs: optionalInt(params, 'timeoutMs', 1) ?? DEFAULT_TIMEOUT_MS, waitFor };
}

/**
 * Waits until the page looks ready (readiness.ts) or the caller's timeoutMs, then reads it. Every
 * URL the tab shows on the way (a redirect, a route change) passes the site checks first. A page
 * that was still loading at the deadline is read anyway and says so (`stillLoading`, `loadingNote`);
 * only a page with no text at all is a TIMEOUT, whose message names the arguments that exist. A
 * page that replaces its document while being read is waited for and read again ({@link movedOn}).
 */
async function readWhenReady(tabId: number, wait: WaitArgs, fullPage: boolean, raw: string, ctx: HandlerContext) {
  const { timeoutMs, waitFor } = wait;
  const [allowed, fileOk] = await Promise.all([siteChecker(ctx), fileAccess()]);
  const checkUrl = (href: string) => {
    ctx.target.url = href;
    checkScriptableUrl(href, fileOk);
    const decision = allowed(href);
    if (!decision.allowed) throw blockedError(decision);
  };
  const deadline = Math.min(Date.now() + timeoutMs, ctx.deadline - EXTRACT_RESERVE_MS);
  for (let reads = 1; ; reads++) {
    const ready = await waitForContent(tabId, { deadline, waitFor, signal: ctx.signal, checkUrl });
    if (!ready.ready && ready.text === 0) {
      throw new CommandError('TIMEOUT', `The page showed no content within ${ready.waitedMs} ms (${ready.reason}). `
        + 'Call again with a larger timeoutMs, or with waitFor: a CSS selector or a text the page shows once it is ready.');
    }
    ctx.signal.throwIfAborted();
    ctx.progress(3, 3, 'Extracting content');
    // The document we read: a redirect or the router may have moved the tab; extractTab checks it again.
    const current = (await chrome.tabs.get(tabId).catch(() => null))?.url || raw;
    ctx.target.url = current;
    let extraction;
    try {
      extraction = await extractTab(tabId, fullPage, current, ctx.signal, ctx);
    } catch (error) {
      if (reads > MOVED_REREADS || Date.now() >= deadline || !(await movedOn(error, tabId))) throw error;
      // The new document is read once it has loaded; past the deadline, readiness says so.
      await waitForTabComplete(tabId, deadline - Date.now(), ctx.signal).catch(() => undefined);
      continue;
    }
    if (ready.ready) return extraction;
    const loadingNote = `The page was still loading after ${ready.waitedMs} ms (${ready.reason}); this is what it showed then. `
      + 'Call again with a larger timeoutMs, or with waitFor, to wait longer.';
    return { ...extraction, stillLoading: true, loadingNote };
  }
}

/** `extract.url`: open in a background tab, wait for load, extract, close unless keepTab. */
export const extractUrlHandler: Handler<'extract.url'> = async (params, ctx) => {
  const raw = requiredString(params, 'url');
  const keepTab = optionalBool(params, 'keepTab', false);
  const fullPage = optionalBool(params, 'fullPage', false);
  const wait = waitArgs(params);
  ctx.target.url = raw;
  const url = checkScriptableUrl(raw, await fileAccess());
  await requireSite(url.href, ctx, 'address');
  await requireHostAccess(url);

  ctx.progress(1, 3, 'Loading page');
  const tab = await chrome.tabs.create({ url: url.href, active: false });
  const tabId = tab.id!;
  ctx.target.tabId = tabId;
  // A call the bridge cancelled (the MCP client's notifications/cancelled, its session ended) or
  // one past its deadline closes its tab at once, keepTab or not: nobody learns its id, closing
  // stops the page loading, and a readiness probe stuck in a page that never finishes loading
  // then fails instead of holding the tab open.
  const closeTab = () => void chrome.tabs.remove(tabId).catch(() => undefined); // the user may have closed it already
  ctx.signal.addEventListener('abort', closeTab, { once: true });
  if (ctx.signal.aborted) closeTab();
  try {
    ctx.progress(2, 3, 'Waiting for the content');
    const extraction = await readWhenReady(tabId, wait, fullPage, url.href, ctx);
    return { ...extraction, kept: keepTab };
  } finally {
    ctx.signal.removeEventListener('abort', closeTab);
    if (!keepTab && !ctx.signal.aborted) {
      await chrome.tabs.remove(tabId).catch(() => undefined);
    }
  }
};

/** This file's actions, for the handler table (index.ts). */
export const handlers = {
  'extract.tab': budgeted(extractTabHandler),
  'extract.url': budgeted(extractUrlHandler),
} satisfies Handlers;
