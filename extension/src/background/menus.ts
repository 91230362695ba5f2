import { PAUSE_COMMAND, togglePause } from '../approval/pause';
import { t } from '../shared/i18n';
import { readerErrorMessage } from '../shared/reader';
import { readSelection, readTabForUserAcrossReloads } from './extraction';
import { copyToTab, toastInTab } from './page-copy';
import { requireHostAccess } from './permissions';
import { failure, readForUser, scriptableTab } from './reader';
import { waitForQuiet } from './settle';
import { waitForTabComplete } from './tab-load';

// Context menu items and the keyboard shortcut: copy the page, the selection or a link's target
// as Markdown, without any agent. Each click grants activeTab for the page it was made on.

export const MENU = { page: 'copy-page', selection: 'copy-selection', link: 'copy-link' } as const;
export const COPY_PAGE_COMMAND = 'copy-page-markdown';

const LINK_LOAD_MS = 20_000;
const LINK_SETTLE_MS = 3_000;

/** Menus persist across worker restarts; (re)created on install and update only. */
export function createMenus(): void {
  chrome.contextMenus.removeAll(() => {
    chrome.contextMenus.create({ id: MENU.page, title: t('menuCopyPage'), contexts: ['page'] });
    chrome.contextMenus.create({ id: MENU.selection, title: t('menuCopySelection'), contexts: ['selection'] });
    chrome.contextMenus.create({ id: MENU.link, title: t('menuCopyLink'), contexts: ['link'] });
  });
}

const copied = (words: number) => t('toastCopied', String(words));

async function copyPage(tabId: number): Promise<void> {
  const extraction = await readForUser(tabId, false);
  await copyToTab(tabId, extraction.markdown, copied(extraction.metadata.wordCount));
}

async function copySelection(tabId: number): Promise<void> {
  const { url } = await scriptableTab(tabId);
  const extraction = await readSelection(tabId, url);
  // The selection vanished between the right-click and the read: copy the page instead of nothing.
  if (!extraction) return copyPage(tabId);
  await copyToTab(tabId, extraction.markdown, copied(extraction.metadata.wordCount));
}

/** Opens the link in a background tab like extract.url, reads it, closes it, copies in `tabId`. */
async function copyLinkTarget(tabId: number, link: string): Promise<void> {
  const url = new URL(link);
  // activeTab covers the page the menu was opened on, not the link's site.
  await requireHostAccess(url);
  await toastInTab(tabId, t('toastReadingLink'));
  const background = await chrome.tabs.create({ url: url.href, active: false });
  const id = background.id!;
  try {
    const loaded = await waitForTabComplete(id, LINK_LOAD_MS, new AbortController().signal);
    const { url: finalUrl } = await scriptableTab(id);
    await waitForQuiet(id, LINK_SETTLE_MS);
    const extraction = await readTabForUserAcrossReloads(id, { fullPage: false }, finalUrl || loaded.url || url.href, Date.now() + LINK_LOAD_MS);
    await copyToTab(tabId, extraction.markdown, copied(extraction.metadata.wordCount));
  } finally {
    await chrome.tabs.remove(id).catch(() => undefined); // the user may have closed it already
  }
}

/** Runs one action for the tab and reports any failure in the page, in the user's language. */
async function run(tabId: number | undefined, action: (tabId: number) => Promise<void>): Promise<void> {
  if (tabId === undefined || tabId < 0) return; // a menu outside any tab (there is none of ours)
  try {
    await action(tabId);
  } catch (error) {
    const reply = failure(error);
    if (!reply.ok) {
      const { key, args } = readerErrorMessage(reply.code, reply.detail);
      await toastInTab(tabId, t(key, args));
    }
  }
}

export function onMenuClicked(info: chrome.contextMenus.OnClickData, tab?: chrome.tabs.Tab): Promise<void> {
  switch (info.menuItemId) {
    case MENU.page:
      return run(tab?.id, copyPage);
    case MENU.selection:
      return run(tab?.id, copySelection);
    case MENU.link:
      return run(tab?.id, (id) => (info.linkUrl ? copyLinkTarget(id, info.linkUrl) : copyPage(id)));
    default:
      return Promise.resolve();
  }
}

export function onCommand(command: string, tab?: chrome.tabs.Tab): Promise<void> {
  if (command === PAUSE_COMMAND) return togglePause();
  return command === COPY_PAGE_COMMAND ? run(tab?.id, copyPage) : Promise.resolve();
}

/** Registered at top level so a menu click or the shortcut wakes the worker. */
export function listenToMenus(): void {
  chrome.contextMenus.onClicked.addListener((info, tab) => void onMenuClicked(info, tab));
  chrome.commands.onCommand.addListener((command, tab) => void onCommand(command, tab));
  if (__TEST__) {
    // UI tests cannot click Chrome's own menus or press a browser shortcut headless: they call
    // the same handlers here. Compiled only into the worker the test harness rebuilds.
    Object.assign(globalThis, { tabrelayTest: { onMenuClicked, onCommand } });
  }
}
