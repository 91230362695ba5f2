import { parseConnectionString } from '../shared/protocol';
import { isOwnPage, isPopupRequest, type PopupReply, type PopupRequest } from '../shared/messages';
import type { Link } from './link';
import { setPairing } from './store';

/** Answers the popup's requests; returns true when it will reply (keeps the channel open). */
export function listenToPopup(link: Link): void {
  chrome.runtime.onMessage.addListener((message: unknown, sender, sendResponse: (reply: PopupReply) => void) => {
    if (!isPopupRequest(message) || !isOwnPage(sender, chrome.runtime.id)) return false;
    handle(link, message).then(sendResponse, (error: unknown) =>
      sendResponse({ ok: false, error: 'errorUnexpected', errorArgs: [String(error)] }),
    );
    return true;
  });
}

async function handle(link: Link, request: PopupRequest): Promise<PopupReply> {
  switch (request.type) {
    case 'popup.connect': {
      const parsed = parseConnectionString(request.connect);
      if (!parsed.ok) return { ok: false, error: parsed.errorKey, errorArgs: parsed.errorArgs };
      await setPairing({ ...parsed.config, source: 'popup' });
      await link.restart();
      return { ok: true };
    }
    case 'popup.reconnect':
      await link.restart();
      return { ok: true };
    case 'popup.disconnect':
      await link.disconnect();
      return { ok: true };
    case 'popup.forget':
      await link.forget();
      return { ok: true };
  }
}
