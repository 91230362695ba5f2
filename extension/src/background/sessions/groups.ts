import { CommandError, describe } from '../../shared/errors';

// Each MCP session gets its own tab group titled after its client (DESIGN.md, "Sessions and
// tabs"). session → groupId lives in chrome.storage.session: the worker may restart mid-session.
// Groups belong to one window; a tab opened in another window is moved into the group's window
// by chrome.tabs.group, which is what the user sees as "the agent's tabs".

const GROUP_PREFIX = 'group:';
const MAX_TITLE = 40;

export async function sessionGroup(session: string | undefined): Promise<number | undefined> {
  if (!session) return undefined;
  const key = GROUP_PREFIX + session;
  const got = await chrome.storage.session.get(key);
  const id = got[key];
  if (typeof id !== 'number') return undefined;
  // The user may have closed or ungrouped every tab of the group: then it is gone.
  const alive = await chrome.tabGroups.get(id).then(() => true, () => false);
  return alive ? id : undefined;
}

/** Puts `tabId` into the session's group, creating the group on first use; returns the group id. */
export async function addToSessionGroup(session: string | undefined, client: string | undefined, tabId: number): Promise<number> {
  if (!session) return chrome.tabGroups.TAB_GROUP_ID_NONE;
  const existing = await sessionGroup(session);
  try {
    if (existing !== undefined) return await chrome.tabs.group({ groupId: existing, tabIds: [tabId] });
    const groupId = await chrome.tabs.group({ tabIds: [tabId] });
    await chrome.tabGroups.update(groupId, { title: groupTitle(client), collapsed: false });
    await chrome.storage.session.set({ [GROUP_PREFIX + session]: groupId });
    return groupId;
  } catch (error) {
    // Popups and app windows cannot hold groups; the tab still works, just ungrouped.
    if (/group|window/i.test(describe(error))) return chrome.tabGroups.TAB_GROUP_ID_NONE;
    throw error;
  }
}

export function groupTitle(client: string | undefined): string {
  const name = (client ?? '').trim() || 'Agent';
  return name.length > MAX_TITLE ? `${name.slice(0, MAX_TITLE - 1)}…` : name;
}

/** True when `tab` is in the session's group. */
export async function inSessionGroup(session: string | undefined, tab: chrome.tabs.Tab): Promise<boolean> {
  const groupId = await sessionGroup(session);
  return groupId !== undefined && tab.groupId === groupId;
}

/**
 * With `isolation: "group"` a session may only touch tabs in its own group (the ones it opened,
 * and the ones the user moved in). Answers TAB_NOT_FOUND so other tabs look like they do not exist.
 */
export async function checkIsolation(params: { isolation?: unknown }, session: string | undefined, tab: chrome.tabs.Tab): Promise<void> {
  if (params.isolation !== 'group') return;
  if (await inSessionGroup(session, tab)) return;
  throw new CommandError(
    'TAB_NOT_FOUND',
    `Tab ${tab.id} is not in this session's tab group; open one with browser_tab_create (or ask the user to move the tab into the group) and use its tabId.`,
  );
}

/** The session's MCP connection closed: close its group's tabs, or ungroup them and keep them. */
export async function endSessionGroup(session: string, closeGroup: boolean): Promise<{ tabIds: number[]; closed: number }> {
  const groupId = await sessionGroup(session);
  await chrome.storage.session.remove(GROUP_PREFIX + session);
  if (groupId === undefined) return { tabIds: [], closed: 0 };
  const tabs = await chrome.tabs.query({ groupId });
  const tabIds = tabs.map((t) => t.id!).filter((id) => id !== undefined);
  if (tabIds.length === 0) return { tabIds, closed: 0 };
  if (closeGroup) {
    await chrome.tabs.remove(tabIds).catch(() => undefined); // closed meanwhile by the user: fine
    return { tabIds, closed: tabIds.length };
  }
  // Kept tabs lose the label of a client that is gone, so the user does not think it still acts.
  await chrome.tabs.ungroup(tabIds as [number, ...number[]]).catch(() => undefined);
  return { tabIds, closed: 0 };
}
