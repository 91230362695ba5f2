// clipboard.write for the worker, which has no DOM: document.execCommand('copy') from a
// textarea. navigator.clipboard.writeText needs a focused document, which an offscreen one never is.
import { isOwnPage } from '../shared/messages';

export interface ClipboardRequest { type: 'offscreen.clipboard'; text: string }
export type ClipboardReply = { ok: true } | { ok: false; error: string };

export function isClipboardRequest(msg: unknown): msg is ClipboardRequest {
  return typeof msg === 'object' && msg !== null && (msg as ClipboardRequest).type === 'offscreen.clipboard' && typeof (msg as ClipboardRequest).text === 'string';
}

export function listenForClipboard(): void {
  chrome.runtime.onMessage.addListener((message: unknown, sender, sendResponse: (reply: ClipboardReply) => void) => {
    if (!isClipboardRequest(message) || !isOwnPage(sender, chrome.runtime.id)) return false;
    const area = document.createElement('textarea');
    area.value = message.text;
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    sendResponse(copied ? { ok: true } : { ok: false, error: 'the browser refused the copy' });
    return false;
  });
}
