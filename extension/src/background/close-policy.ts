import type { Msg } from '../shared/i18n';
import { CloseCode } from '../shared/protocol';

export type CloseDecision =
  /** The key is wrong: forget it and show setup; retrying cannot help. */
  | { kind: 'forget'; reason: Msg }
  /** Retrying cannot help until the user or an update changes something. */
  | { kind: 'stop'; reason: Msg }
  | { kind: 'retry'; reason: Msg };

/**
 * What the extension does when the bridge closes the link (table in docs/protocol.md). Reasons
 * are message keys (_locales) so the popup shows them in the user's language; `said` is the
 * bridge's own words, passed through untranslated.
 */
export function decideOnClose(code: number, reason: string): CloseDecision {
  const said = reason || '—';
  switch (code) {
    case CloseCode.BAD_KEY:
      return { kind: 'forget', reason: { key: 'reasonBadKey' } };
    case CloseCode.PROTOCOL_UNSUPPORTED:
      return { kind: 'stop', reason: { key: 'reasonProtocol', args: [said] } };
    case CloseCode.REPLACED:
      // The newer socket for this browserId owns the link now; reconnecting would just evict it in turn.
      return { kind: 'stop', reason: { key: 'reasonReplaced' } };
    case CloseCode.DUPLICATE:
      // The bridge still holds an older link of this browser (it has not noticed it died): it
      // goes away by itself, so keep the key and try again with backoff.
      return { kind: 'retry', reason: { key: 'reasonDuplicate' } };
    case CloseCode.BAD_HELLO:
      return { kind: 'retry', reason: { key: 'reasonBadHello', args: [said] } };
    default:
      return { kind: 'retry', reason: { key: 'reasonUnreachable', args: [String(code)] } };
  }
}

