// The offscreen document exists because the worker has no DOMParser, which Readability needs.
// It only converts pages the worker hands it; it never touches tabs or the network. It also
// watches the worker and starts it again when Chrome stops it (worker-watch.ts).

import { extractFromPrepared } from '../extract/index';
import { describe } from '../shared/errors';
import { isOffscreenRequest, isOwnPage, type OffscreenReply } from '../shared/messages';
import { listenForClipboard } from './clipboard';
import { watchWorker } from './worker-watch';

listenForClipboard();
watchWorker();

chrome.runtime.onMessage.addListener((message: unknown, sender, sendResponse: (reply: OffscreenReply) => void) => {
  if (!isOffscreenRequest(message) || !isOwnPage(sender, chrome.runtime.id)) return false;
  try {
    sendResponse({ ok: true, extraction: extractFromPrepared(message.page, message.options) });
  } catch (error) {
    sendResponse({ ok: false, error: describe(error) });
  }
  return false;
});
