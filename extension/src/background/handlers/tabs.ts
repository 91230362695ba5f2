import type { Handler } from '../dispatch';
import { requireTabsPermission } from '../permissions';

export interface TabSummary {
  tabId: number;
  windowId: number;
  index: number;
  url: string;
  title: string;
  active: boolean;
  status: string;
  groupId: number;
}

/** `tabs.list`: every tab of every normal window. */
export const listTabs: Handler = async () => {
  await requireTabsPermission();
  const tabs = await chrome.tabs.query({ windowType: 'normal' });
  return {
    tabs: tabs.map(
      (t): TabSummary => ({
        tabId: t.id ?? -1,
        windowId: t.windowId,
        index: t.index,
        url: t.url ?? t.pendingUrl ?? '',
        title: t.title ?? '',
        active: t.active,
        status: t.status ?? 'unloaded',
        groupId: t.groupId,
      }),
    ),
  };
};
