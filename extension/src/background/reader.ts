import { CommandError, describe } from '../shared/errors';
import { isOwnPage } from '../shared/messages';
import { isReaderRequest, type ReaderReply, type ReaderRequest } from '../shared/reader';
import { fromChromeError } from './chrome-errors';
import { readTabForUserAcrossReloads, type TabExtraction } from './extraction';
import { extractInOffscreen } from './offscreen-client';
import { checkScriptableUrl } from './restricted';
import { waitForTabComplete } from './tab-load';

// The extension's own reading tools: the user asks, no agent is involved. Access comes from
// activeTab (the popup click, the context menu, the shortcut) or from "Enable bridge".

/** How long a tab that is still loading may take before the user's read gives up. */
const LOAD_BUDGET_MS = 15_000;

/** The tab's URL once it is known to be one Chrome lets extensions script. */
export async function scriptableTab(tabId: number): Promise<{ tab: chrome.tabs.Tab; url: string }> {
  const tab = await chrome.tabs.get(tabId).catch(() => {
    throw new CommandError('TAB_NOT_FOUND', `No tab with id ${tabId}.`);
  });
  const url = tab.url || tab.pendingUrl;
  if (!url) throw new CommandError('PERMISSION_REQUIRED', 'TabRelay may not see this tab\'s address.');
  checkScriptableUrl(url, await chrome.extension.isAllowedFileSchemeAccess());
  return { tab, url };
}

/**
 * Reads a whole tab (article or full page) for the user; a page that replaces its document while
 * it is read is read again once the new one has loaded.
 */
export async function readForUser(tabId: number, fullPage: boolean): Promise<TabExtraction> {
  const { tab, url } = await scriptableTab(tabId);
  const deadline = Date.now() + LOAD_BUDGET_MS;
  if (tab.status !== 'complete') await waitForTabComplete(tabId, LOAD_BUDGET_MS, new AbortController().signal);
  return readTabForUserAcrossReloads(tabId, { fullPage }, url, deadline);
}

/** Starts the element picker in the tab; it talks back with reader.convert. */
async function startPicker(tabId: number): Promise<void> {
  const { url } = await scriptableTab(tabId);
  try {
    await chrome.scripting.executeScript({ target: { tabId }, files: ['content/picker.js'] });
  } catch (error) {
    throw fromChromeError(error, { tabId, url }, (detail) => new CommandError('INTERNAL', detail));
  }
}

async function handle(request: ReaderRequest): Promise<ReaderReply> {
  switch (request.type) {
    case 'reader.extract':
      return { ok: true, extraction: await readForUser(request.tabId, request.fullPage) };
    case 'reader.pick':
      await startPicker(request.tabId);
      return { ok: true };
    case 'reader.convert':
      return { ok: true, extraction: await extractInOffscreen(request.page, { fullPage: true, fragment: true }) };
  }
}

export function failure(error: unknown): ReaderReply {
  return error instanceof CommandError
    ? { ok: false, code: error.code, detail: error.message }
    : { ok: false, code: 'INTERNAL', detail: describe(error) };
}

/**
 * Extension pages may ask for anything; a content script (the picker, which runs in a page but
 * in our isolated world, so the page cannot forge it) may only ask to convert what it picked.
 */
export function listenToReader(): void {
  chrome.runtime.onMessage.addListener((message: unknown, sender, sendResponse: (reply: ReaderReply) => void) => {
    if (!isReaderRequest(message)) return false;
    const allowed = message.type === 'reader.convert'
      ? sender.id === chrome.runtime.id && sender.tab !== undefined
      : isOwnPage(sender, chrome.runtime.id);
    if (!allowed) return false;
    handle(message).then(sendResponse, (error: unknown) => sendResponse(failure(error)));
    return true;
  });
}
