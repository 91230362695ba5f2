import type { Extraction, PreparedPage } from '../extract/index';
import { CommandError } from '../shared/errors';
import { fromChromeError } from './chrome-errors';
import { PREPARE_GLOBAL } from '../shared/prepare-global';
import { extractInOffscreen } from './offscreen-client';
import { requireAllowedSite } from './site-guard';

export type TabExtraction = Extraction & { tabId: number };

/** Reads tab `tabId`: snapshot the rendered DOM in the page, then parse and convert offscreen. */
export async function extractTab(tabId: number, fullPage: boolean, url: string, signal: AbortSignal): Promise<TabExtraction> {
  const page = await preparePageInTab(tabId, url);
  // The document we actually read: a redirect or a script may have moved the tab since the last check.
  await requireAllowedSite(page.url || url);
  signal.throwIfAborted();
  const extraction = await extractInOffscreen(page, { fullPage });
  return { tabId, ...extraction };
}

async function preparePageInTab(tabId: number, url: string): Promise<PreparedPage> {
  const fallback = (detail: string) =>
    new CommandError('EXTRACTION_FAILED', `Could not read tab ${tabId} (${detail}); reload the page and retry.`);
  try {
    await chrome.scripting.executeScript({ target: { tabId }, files: ['content/prepare.js'] });
    const [result] = await chrome.scripting.executeScript({
      target: { tabId },
      func: (name: string) => (globalThis as unknown as Record<string, () => unknown>)[name]!(),
      args: [PREPARE_GLOBAL],
    });
    const page = result?.result as PreparedPage | undefined;
    if (!page || typeof page.html !== 'string') throw new Error('the page script returned nothing');
    return page;
  } catch (error) {
    throw fromChromeError(error, { tabId, url }, fallback);
  }
}
