import type { Extraction, ExtractOptions, PreparedPage } from '../extract/index';
import type { PrepareOptions } from '../extract/prepare';
import { CommandError } from '../shared/errors';
import { fromChromeError, movedMessage } from './chrome-errors';
import { PREPARE_GLOBAL, PREPARE_SELECTION_GLOBAL } from '../shared/prepare-global';
import { extractInOffscreen } from './offscreen-client';
import { requireSite, siteChecker, type SiteScope } from './site-guard';
import { waitForTabComplete } from './tab-load';

export type TabExtraction = Extraction & { tabId: number };

/** Reads tab `tabId` for an agent: snapshot the rendered DOM in the page, then parse and convert offscreen. */
export async function extractTab(tabId: number, fullPage: boolean, url: string, signal: AbortSignal, scope: SiteScope): Promise<TabExtraction> {
  let page = await preparePageInTab(tabId, url);
  // The document we actually read: a redirect or a script may have moved the tab since the last check.
  await requireSite(page.url || url, scope);
  if (page.frames?.length) {
    // Same origin is not same policy: a path rule may block a frame of an allowed site. Then
    // the page is read again without its frames rather than leak what the frame shows.
    const decide = await siteChecker(scope);
    if (page.frames.some((frame) => !decide(frame).allowed)) page = await preparePageInTab(tabId, url, PREPARE_GLOBAL, { frames: false });
  }
  signal.throwIfAborted();
  const extraction = await extractInOffscreen(page, { fullPage });
  return { tabId, ...extraction };
}

/** How many times a page that moved to a new document while being read is read again, within the deadline. */
export const MOVED_REREADS = 5;

/**
 * Whether a read failed because the page replaced its document while it was read (it reloads
 * itself, a script sends it on), not because the tab closed: then the new document is read.
 */
export async function movedOn(error: unknown, tabId: number): Promise<boolean> {
  return error instanceof CommandError && error.code === 'TAB_NOT_FOUND' && (await chrome.tabs.get(tabId).catch(() => null)) !== null;
}

/**
 * Reads a tab for the user's own tools (popup, context menu, batch). The site policy bounds
 * what agents may touch, not what the user reads with their own clicks, so it is not checked.
 */
export async function readTabForUser(tabId: number, options: ExtractOptions, url: string): Promise<TabExtraction> {
  const page = await preparePageInTab(tabId, url);
  return { tabId, ...(await extractInOffscreen(page, options)) };
}

/**
 * readTabForUser for a page that may replace its document while it is read (it reloads itself, a
 * script sends it on): the new document is read once it has loaded, up to MOVED_REREADS times
 * before `deadline`, as extract_url does. A tab that closed fails at once.
 */
export async function readTabForUserAcrossReloads(tabId: number, options: ExtractOptions, url: string, deadline: number): Promise<TabExtraction> {
  const signal = new AbortController().signal;
  for (let reads = 1; ; reads++) {
    const current = (await chrome.tabs.get(tabId).catch(() => null))?.url || url;
    try {
      return await readTabForUser(tabId, options, current);
    } catch (error) {
      if (reads > MOVED_REREADS || Date.now() >= deadline || !(await movedOn(error, tabId))) throw error;
      await waitForTabComplete(tabId, deadline - Date.now(), signal).catch(() => undefined);
    }
  }
}

/** The tab's current selection as Markdown; null when nothing is selected. */
export async function readSelection(tabId: number, url: string): Promise<Extraction | null> {
  const page = await preparePageInTab(tabId, url, PREPARE_SELECTION_GLOBAL);
  return page ? extractInOffscreen(page, { fullPage: true, fragment: true }) : null;
}

/** What the page answers when the reader's script is not in it. */
const MOVED = '__tabrelayMoved';

function preparePageInTab(tabId: number, url: string): Promise<PreparedPage>;
function preparePageInTab(tabId: number, url: string, entry: typeof PREPARE_GLOBAL, options: PrepareOptions): Promise<PreparedPage>;
function preparePageInTab(tabId: number, url: string, entry: string): Promise<PreparedPage | null>;
async function preparePageInTab(tabId: number, url: string, entry = PREPARE_GLOBAL, options: PrepareOptions = {}): Promise<PreparedPage | null> {
  const fallback = (detail: string) =>
    new CommandError('EXTRACTION_FAILED', `Could not read tab ${tabId} (${detail}); reload the page and retry.`);
  try {
    await chrome.scripting.executeScript({ target: { tabId }, files: ['content/prepare.js'] });
    const [result] = await chrome.scripting.executeScript({
      target: { tabId },
      // No function: the tab moved to a new document between the two injections.
      func: (name: string, opts: PrepareOptions, moved: string) => {
        const prepare = (globalThis as unknown as Record<string, ((o: PrepareOptions) => unknown) | undefined>)[name];
        return typeof prepare === 'function' ? prepare(opts) : moved;
      },
      args: [entry, options, MOVED],
    });
    if (result?.result === MOVED) throw new CommandError('TAB_NOT_FOUND', movedMessage(tabId));
    const page = result?.result as PreparedPage | null | undefined;
    if (page === null && entry !== PREPARE_GLOBAL) return null;
    if (!page || typeof page.html !== 'string') throw new Error('the page script returned nothing');
    return page;
  } catch (error) {
    throw fromChromeError(error, { tabId, url }, fallback);
  }
}
