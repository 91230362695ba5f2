// Messages between extension pages (popup, offscreen document) and the service worker.
// Every receiver checks the sender is this extension and ignores types it does not own.

import type { Extraction, ExtractOptions, PreparedPage } from '../extract/index';

export type PopupRequest =
  | { type: 'popup.connect'; connect: string }
  | { type: 'popup.reconnect' }
  | { type: 'popup.disconnect' }
  | { type: 'popup.forget' };

/** `error` is a message key (or English text from older paths) and its arguments. */
export type PopupReply = { ok: true } | { ok: false; error: string; errorArgs?: string[] };

export interface OffscreenRequest {
  type: 'offscreen.extract';
  page: PreparedPage;
  options: ExtractOptions;
}

export type OffscreenReply = { ok: true; extraction: Extraction } | { ok: false; error: string };

const POPUP_TYPES = new Set(['popup.connect', 'popup.reconnect', 'popup.disconnect', 'popup.forget']);

export function isPopupRequest(msg: unknown): msg is PopupRequest {
  if (typeof msg !== 'object' || msg === null) return false;
  const m = msg as { type?: unknown; connect?: unknown };
  if (!POPUP_TYPES.has(m.type as string)) return false;
  return m.type !== 'popup.connect' || typeof m.connect === 'string';
}

export function isOffscreenRequest(msg: unknown): msg is OffscreenRequest {
  if (typeof msg !== 'object' || msg === null) return false;
  const m = msg as Partial<OffscreenRequest>;
  return m.type === 'offscreen.extract' && typeof m.page === 'object' && m.page !== null && typeof m.options === 'object';
}

/**
 * Only our own pages may talk to the worker. Our content scripts share our id but run on web
 * pages, so the sender's URL must be one of ours too.
 */
export function isOwnPage(sender: { id?: string; url?: string }, extensionId: string): boolean {
  return sender.id === extensionId && (sender.url ?? '').startsWith(`chrome-extension://${extensionId}/`);
}
