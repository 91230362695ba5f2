// Messages of the extension's own reading tools (no agent involved): the popup and the batch
// page ask the worker to read a tab; the picker, a content script, asks it to convert an element.

import type { Extraction, PreparedPage } from '../extract/index';
import type { ExtensionErrorCode } from './contract';

export type ReaderRequest =
  | { type: 'reader.extract'; tabId: number; fullPage: boolean }
  | { type: 'reader.pick'; tabId: number }
  | { type: 'reader.convert'; page: PreparedPage };

/** `code` is a protocol error code; pages show it through their `reader<CODE>` message. */
export type ReaderReply =
  | { ok: true; extraction?: Extraction }
  | { ok: false; code: string; detail: string };

export function isReaderRequest(msg: unknown): msg is ReaderRequest {
  if (typeof msg !== 'object' || msg === null) return false;
  const m = msg as { type?: unknown; tabId?: unknown; fullPage?: unknown; page?: unknown };
  switch (m.type) {
    case 'reader.extract':
      return Number.isInteger(m.tabId) && typeof m.fullPage === 'boolean';
    case 'reader.pick':
      return Number.isInteger(m.tabId);
    case 'reader.convert':
      return typeof m.page === 'object' && m.page !== null && typeof (m.page as PreparedPage).html === 'string';
    default:
      return false;
  }
}

const LOCALIZED_CODES = new Set<string>(['RESTRICTED_URL', 'PERMISSION_REQUIRED', 'TAB_NOT_FOUND', 'NAVIGATION_FAILED', 'TIMEOUT'] satisfies ExtensionErrorCode[]);

/** The message key and arguments that explain a failed read to the user, in their language. */
export function readerErrorMessage(code: string, detail: string): { key: string; args?: string[] } {
  return LOCALIZED_CODES.has(code) ? { key: `reader${code}` } : { key: 'readerFailed', args: [detail] };
}
