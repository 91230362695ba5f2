import { CommandError, PERMISSION_MESSAGE } from '../shared/errors';
import type { HandlerContext } from './dispatch';
import { optionalInt, type TabParams } from './params';
import { requireHostAccess } from './permissions';
import { checkScriptableUrl } from './restricted';
import { refuseWhileDialogOpen, watchDialogs } from './dialogs';
import { checkIsolation, inSessionGroup } from './sessions/groups';
import { requireSite, requireTabSite } from './site-guard';

// Which tab a page action works on (docs/automation.md, "Common parameters"): the tabId given,
// else the session's current tab (the last it created or selected), else the user's active tab.
// Kept in chrome.storage.session so a worker restart does not lose it.

const CURRENT_PREFIX = 'currentTab:';

export async function setCurrentTab(session: string | undefined, tabId: number): Promise<void> {
  if (session) await chrome.storage.session.set({ [CURRENT_PREFIX + session]: tabId });
}

export async function currentTab(session: string | undefined): Promise<number | undefined> {
  if (!session) return undefined;
  const key = CURRENT_PREFIX + session;
  const got = await chrome.storage.session.get(key);
  const id = got[key];
  return typeof id === 'number' ? id : undefined;
}

export async function forgetSession(session: string): Promise<void> {
  await chrome.storage.session.remove(CURRENT_PREFIX + session);
}

export async function tabById(tabId: number): Promise<chrome.tabs.Tab> {
  try {
    return await chrome.tabs.get(tabId);
  } catch {
    throw new CommandError('TAB_NOT_FOUND', `No tab with id ${tabId}. Call browser_tab_list (list_tabs) to see open tabs.`);
  }
}

export async function activeTab(): Promise<chrome.tabs.Tab> {
  const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
  if (!tab?.id) throw new CommandError('TAB_NOT_FOUND', 'No active tab: open a browser window or pass a tabId from browser_tab_list (list_tabs).');
  return tab;
}

/**
 * The tab a command targets, without any check of what is loaded in it. Without a tabId:
 * the session's current tab, else the user's active tab; `userActive` skips the session's
 * current tab (extraction of "the page the user is looking at").
 */
export async function targetTab(params: TabParams, ctx: HandlerContext, userActive = false): Promise<chrome.tabs.Tab> {
  const requested = optionalInt(params, 'tabId', 0);
  let tab: chrome.tabs.Tab | undefined;
  if (requested !== undefined) {
    tab = await tabById(requested);
  } else {
    const current = userActive ? undefined : await currentTab(ctx.session);
    if (current !== undefined) tab = await chrome.tabs.get(current).catch(() => undefined);
    tab ??= await activeTab();
  }
  // Every page action comes through here, so isolation holds for all of them.
  await checkIsolation(params, ctx.session, tab);
  ctx.target.tabId = tab.id!;
  ctx.target.url = tab.url || tab.pendingUrl || ctx.target.url;
  return tab;
}

/**
 * The session's own tabs (its current tab and its group) are watched for JavaScript dialogs
 * before every action, so a dialog the action opens can be answered (see dialogs.ts for why it
 * must be armed beforehand). The user's other tabs get no debugger.
 */
export async function armDialogs(tab: chrome.tabs.Tab, session: string | undefined): Promise<void> {
  if (await ownTab(tab, session)) await watchDialogs(tab.id!);
}

/** Whether the tab is one the session works in: its current tab or a tab of its group. */
async function ownTab(tab: chrome.tabs.Tab, session: string | undefined): Promise<boolean> {
  if (!session) return false;
  return (await currentTab(session)) === tab.id || (await inSessionGroup(session, tab));
}

/**
 * For actions on the tab itself rather than its page (navigate to a URL, close): the tab's site
 * must be usable by the command, unless it is the session's own tab, which a redirect may have
 * left on a blocked site; the session may still send it elsewhere or close it. The user's tabs
 * on blocked sites stay untouched.
 */
export async function requireTabOrOwn(tab: chrome.tabs.Tab, ctx: HandlerContext): Promise<void> {
  if (await ownTab(tab, ctx.session)) return;
  await requireTabSite(tab, ctx);
}

/**
 * The tab a page action works on, checked: its URL is scriptable, usable by this command (the
 * user's site policy and the API key's sites, site-guard.ts) and covered by the host permission,
 * all before anything acts on it, and no dialog of the page blocks it (DIALOG_OPEN). Returns
 * the tab and its parsed URL.
 */
export async function scriptableTab(params: TabParams, ctx: HandlerContext, opts: { readsNoPage?: boolean } = {}): Promise<{ tab: chrome.tabs.Tab; tabId: number; url: URL }> {
  const tab = await targetTab(params, ctx);
  const raw = tab.url || tab.pendingUrl;
  if (!raw) {
    throw new CommandError('PERMISSION_REQUIRED', `TabRelay may not see the address of tab ${tab.id} yet. ${PERMISSION_MESSAGE}`);
  }
  const url = checkScriptableUrl(raw, await chrome.extension.isAllowedFileSchemeAccess());
  await requireSite(url.href, ctx);
  await requireHostAccess(url);
  await armDialogs(tab, ctx.session);
  // Actions that read only what the debugger captured (console, network) work while a dialog is open.
  if (!opts.readsNoPage) refuseWhileDialogOpen(tab.id!);
  return { tab, tabId: tab.id!, url };
}
