import type { Handler } from '../dispatch';
import { checkUrl } from '../../shared/site-policy';
import { requireTabsPermission } from '../permissions';
import { loadPolicy } from '../site-guard';

export interface TabSummary {
  tabId: number;
  windowId: number;
  index: number;
  url: string;
  title: string;
  active: boolean;
  status: string;
  groupId: number;
  /** Set when the user's site policy blocks the tab: its URL and title are withheld. */
  blocked?: true;
}

/**
 * `tabs.list`: every tab of every normal window. Tabs on blocked sites stay listed (their ids
 * and positions are not private) but without URL and title, which can name a bank or quote
 * a mail subject.
 */
export const listTabs: Handler = async () => {
  await requireTabsPermission();
  const [tabs, policy] = await Promise.all([chrome.tabs.query({ windowType: 'normal' }), loadPolicy()]);
  return {
    tabs: tabs.map((t): TabSummary => {
      const url = t.url ?? t.pendingUrl ?? '';
      const summary: TabSummary = {
        tabId: t.id ?? -1,
        windowId: t.windowId,
        index: t.index,
        url,
        title: t.title ?? '',
        active: t.active,
        status: t.status ?? 'unloaded',
        groupId: t.groupId,
      };
      return checkUrl(policy, url).allowed ? summary : { ...summary, url: '', title: '', blocked: true };
    }),
  };
};
