import type { Extraction, ExtractOptions, PreparedPage } from '../extract/index';
import { CommandError, describe } from '../shared/errors';
import type { OffscreenReply, OffscreenRequest } from '../shared/messages';

const OFFSCREEN_PATH = 'offscreen.html';

// Guards concurrent creation: Chrome allows one offscreen document, and a second
// createDocument while the first is pending fails.
let creating: Promise<void> | undefined;

export async function ensureOffscreen(): Promise<void> {
  if (!creating) {
    const existing = await chrome.runtime.getContexts({
      contextTypes: ['OFFSCREEN_DOCUMENT' as chrome.runtime.ContextType],
      documentUrls: [chrome.runtime.getURL(OFFSCREEN_PATH)],
    });
    // getContexts lists the document as soon as it exists, before its script listens; while our
    // own creation is pending, wait for it instead, or the message finds no receiver.
    if (existing.length > 0 && !creating) return;
  }
  creating ??= chrome.offscreen
    .createDocument({
      url: OFFSCREEN_PATH,
      reasons: ['DOM_PARSER' as chrome.offscreen.Reason, 'CLIPBOARD' as chrome.offscreen.Reason],
      justification: 'Parse page HTML with Readability and convert it to Markdown; copy text an agent asks for to the clipboard.',
    })
    // A document created between our getContexts and this call (by a wake we raced) is fine.
    .catch((error: unknown) => {
      if (!/single offscreen document/i.test(describe(error))) throw error;
    })
    .finally(() => {
      creating = undefined;
    });
  await creating;
}

/** Runs extractFromPrepared in the offscreen document, where DOMParser exists. */
export async function extractInOffscreen(page: PreparedPage, options: ExtractOptions): Promise<Extraction> {
  await ensureOffscreen();
  const request: OffscreenRequest = { type: 'offscreen.extract', page, options };
  const reply = (await chrome.runtime.sendMessage(request)) as OffscreenReply | undefined;
  if (!reply) {
    throw new CommandError('EXTRACTION_FAILED', 'The extraction worker did not answer; retry, and reload the extension if it persists.');
  }
  if (!reply.ok) {
    throw new CommandError('EXTRACTION_FAILED', `Could not convert the page (${reply.error}); retry with fullPage: true.`);
  }
  return reply.extraction;
}
