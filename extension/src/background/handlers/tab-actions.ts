import { CommandError } from '../../shared/errors';
import { detach } from '../debugger/manager';
import { watchDialogs } from '../dialogs';
import { hasPermission } from '../debugger/permission';
import type { Handler, Handlers } from '../dispatch';
import { optionalBool, optionalInt } from '../params';
import { checkScriptableUrl } from '../restricted';
import { addToSessionGroup, endSessionGroup } from '../sessions/groups';
import { requireSite, requireTabSite } from '../site-guard';
import { currentTab, forgetSession, requireTabOrOwn, setCurrentTab, targetTab } from '../target-tab';
import { waitForTabComplete, waitForTabLoad } from '../tab-load';
import { loadBudget, pageStatus } from './navigate';

// Tabs and windows for a session (docs/automation.md). A session never takes focus unless it
// passes activate: true; its tabs go into its tab group (sessions/groups.ts).

function optionalUrl(params: { url?: unknown }): string | undefined {
  const value = params.url;
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new CommandError('INVALID_ARGUMENT', `"url" must be a string, got ${JSON.stringify(value)}; fix the argument and retry.`);
  return value.trim();
}

/** The window new tabs go to: the last focused normal window, or a new one when none is open. */
async function normalWindow(): Promise<number | undefined> {
  const focused = await chrome.windows.getLastFocused({ windowTypes: ['normal'] }).catch(() => undefined);
  if (focused?.id !== undefined && focused.type === 'normal') return focused.id;
  const [any] = await chrome.windows.getAll({ windowTypes: ['normal'] });
  return any?.id;
}

async function focus(tab: chrome.tabs.Tab): Promise<void> {
  await chrome.tabs.update(tab.id!, { active: true });
  await chrome.windows.update(tab.windowId, { focused: true });
}

/** `tab.create`: a background tab unless activate; joins the session's group, becomes its current tab. */
export const tabCreate: Handler<'tab.create'> = async (params, ctx) => {
  const raw = optionalUrl(params);
  const activate = optionalBool(params, 'activate', false);
  let url: string | undefined;
  if (raw) {
    url = checkScriptableUrl(raw, await chrome.extension.isAllowedFileSchemeAccess()).href;
    await requireSite(url, ctx, 'address');
  }
  const windowId = await normalWindow();
  // With the debugger: about:blank first, so the dialog watch is armed before the page's scripts
  // run. Without it there is nothing to arm, and the URL opens at once.
  const armFirst = url !== undefined && (await hasPermission('debugger'));
  const first = armFirst ? 'about:blank' : (url ?? 'about:blank');
  const created = Date.now(); // the page's document starts after this (tab-load.ts, heldBySprite)
  const tab = windowId === undefined
    ? (await chrome.windows.create({ url: first, focused: activate }))!.tabs![0]!
    : await chrome.tabs.create({ url: first, active: activate, windowId });
  const tabId = tab.id!;
  ctx.target.tabId = tabId;
  const groupId = await addToSessionGroup(ctx.session, ctx.client, tabId);
  await setCurrentTab(ctx.session, tabId);
  if (activate) await focus(tab);
  if (!url) return { tabId, url: 'about:blank', title: '', groupId };
  const destination = url;
  ctx.target.url = destination;
  if (armFirst) await watchDialogs(tabId);
  const loaded = armFirst
    ? await waitForTabLoad(tabId, { trigger: () => chrome.tabs.update(tabId, { url: destination }), timeoutMs: loadBudget({}, ctx), signal: ctx.signal, beforeUnload: true })
    : await waitForTabComplete(tabId, loadBudget({}, ctx), ctx.signal, created);
  const finalUrl = loaded.url ?? destination;
  ctx.target.url = finalUrl;
  await requireSite(finalUrl, ctx);
  const { title, status } = await pageStatus(tabId, finalUrl);
  return { tabId, url: finalUrl, title: title || loaded.title || '', groupId, status };
};

export const tabClose: Handler<'tab.close'> = async (params, ctx) => {
  const tab = await targetTab(params, ctx);
  const tabId = tab.id!;
  await requireTabOrOwn(tab, ctx);
  await chrome.tabs.remove(tabId).catch(() => undefined); // closed by the user meanwhile: same outcome
  if ((await currentTab(ctx.session)) === tabId && ctx.session) await forgetSession(ctx.session);
  return { tabId, closed: true };
};

/** `tab.select`: the session's current tab from now on; activate also shows it to the user. */
export const tabSelect: Handler<'tab.select'> = async (params, ctx) => {
  if (params.tabId === undefined || params.tabId === null) {
    throw new CommandError('INVALID_ARGUMENT', '"tabId" is required; take one from browser_tab_list and retry.');
  }
  const tab = await targetTab(params, ctx);
  // Its answer carries the URL and title, and it leads to acting on the page: same check as a page action.
  await requireTabSite(tab, ctx);
  await setCurrentTab(ctx.session, tab.id!);
  if (optionalBool(params, 'activate', false)) await focus(tab);
  const now = await chrome.tabs.get(tab.id!);
  return { tabId: now.id, url: now.url ?? '', title: now.title ?? '', active: now.active };
};

export const windowResize: Handler<'window.resize'> = async (params, ctx) => {
  const width = optionalInt(params, 'width', 100);
  const height = optionalInt(params, 'height', 100);
  if (width === undefined || height === undefined) {
    throw new CommandError('INVALID_ARGUMENT', '"width" and "height" (CSS pixels, at least 100) are required; pass both and retry.');
  }
  const tab = await targetTab(params, ctx);
  // A maximized or fullscreen window ignores sizes until it is normal again.
  const window = await chrome.windows.update(tab.windowId, { state: 'normal', width, height });
  return { windowId: window.id, width: window.width, height: window.height };
};

/** `session.end`: the MCP connection closed; close or release its tabs and forget it. */
export const sessionEnd: Handler<'session.end'> = async (params, ctx) => {
  if (!ctx.session) return { closedTabs: 0 };
  const closeGroup = optionalBool(params, 'closeGroup', false);
  const current = await currentTab(ctx.session);
  const { tabIds, closed } = await endSessionGroup(ctx.session, closeGroup);
  await forgetSession(ctx.session);
  // Tabs the session leaves behind are the user's again: no debugger on them.
  for (const tabId of new Set([...tabIds, ...(current === undefined ? [] : [current])])) await detach(tabId);
  return { closedTabs: closed };
};

/** This file's actions, for the handler table (index.ts). */
export const handlers = {
  'tab.create': tabCreate,
  'tab.close': tabClose,
  'tab.select': tabSelect,
  'window.resize': windowResize,
  'session.end': sessionEnd,
} satisfies Handlers;
