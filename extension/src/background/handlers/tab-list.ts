import type { Handler, Handlers } from '../dispatch';
import { requireTabsPermission } from '../permissions';
import { siteChecker } from '../site-guard';

export interface TabSummary {
  tabId: number;
  windowId: number;
  index: number;
  url: string;
  title: string;
  active: boolean;
  status: string;
  groupId: number;
  /** Set when the user's site policy or the API key's sites leave the tab out: its URL and title are withheld. */
  blocked?: true;
}

/**
 * `tabs.list`: every tab of every normal window. Tabs on blocked sites stay listed (their ids
 * and positions are not private) but without URL and title, which can name a bank or quote
 * a mail subject.
 */
export const listTabs: Handler<'tabs.list'> = async (_params, ctx) => {
  await requireTabsPermission();
  const [tabs, decide] = await Promise.all([chrome.tabs.query({ windowType: 'normal' }), siteChecker(ctx)]);
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
      return decide(url).allowed ? summary : { ...summary, url: '', title: '', blocked: true };
    }),
  };
};

/** This file's actions, for the handler table (index.ts). */
export const handlers = {
  'tabs.list': listTabs,
} satisfies Handlers;
