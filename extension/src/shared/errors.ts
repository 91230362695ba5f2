import type { ExtensionErrorCode } from './contract';
import type { WireError } from './protocol';

/** A failure that goes on the wire as-is: a stable code and one sentence saying what to do next. */
export class CommandError extends Error {
  constructor(
    /** Only the codes the contract lets the extension send (the bridge owns keys, limits and sessions). */
    readonly code: ExtensionErrorCode,
    message: string,
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'CommandError';
  }

  toWire(): WireError {
    return this.data ? { code: this.code, message: this.message, data: this.data } : { code: this.code, message: this.message };
  }
}

export const PERMISSION_MESSAGE = 'Open the TabRelay popup and press Enable bridge.';

/** First line of an unknown error's message, so nothing multi-line (a stack) reaches the wire. */
export function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n', 1)[0]!.slice(0, 300);
}
