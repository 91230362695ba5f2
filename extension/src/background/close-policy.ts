import { CloseCode } from '../shared/protocol';

export type CloseDecision =
  /** The key is wrong: forget it and show setup; retrying cannot help. */
  | { kind: 'forget'; reason: string }
  /** Retrying cannot help until the user or an update changes something. */
  | { kind: 'stop'; reason: string }
  | { kind: 'retry'; reason: string };

/** What the extension does when the bridge closes the link (table in docs/protocol.md). */
export function decideOnClose(code: number, reason: string): CloseDecision {
  const said = reason ? ` (bridge said: ${reason})` : '';
  switch (code) {
    case CloseCode.BAD_KEY:
      return {
        kind: 'forget',
        reason: 'The bridge rejected the pairing key: paste a fresh connection string from `tabrelay connect-string`.',
      };
    case CloseCode.ORIGIN_REFUSED:
      return {
        kind: 'stop',
        reason: `The bridge does not allow this extension's ID${said}: start it with --extension-id ${extensionIdHint()} or use the official build.`,
      };
    case CloseCode.PROTOCOL_UNSUPPORTED:
      return { kind: 'stop', reason: `The bridge speaks a different link protocol${said}: update the extension or the bridge.` };
    case CloseCode.REPLACED:
      // The newer socket for this browserId owns the link now; reconnecting would just evict it in turn.
      return { kind: 'stop', reason: 'Another connection from this browser replaced this one: press Reconnect to take the link back.' };
    case CloseCode.BAD_HELLO:
      return { kind: 'retry', reason: `The bridge refused the hello message${said}; retrying.` };
    default:
      return { kind: 'retry', reason: `The bridge is not reachable (code ${code})${said}; retrying — is \`tabrelay serve\` running?` };
  }
}

function extensionIdHint(): string {
  return typeof chrome !== 'undefined' && chrome.runtime?.id ? chrome.runtime.id : '<this extension id>';
}
