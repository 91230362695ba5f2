// The link's message size cap, on the extension's side. The bridge refuses any WebSocket message
// over MAX_MESSAGE_BYTES by closing the socket (Jetty's rule), which failed every client's calls
// at once and left no browser for seconds. An answer that would not fit is replaced here by a
// TOO_LARGE error for that one command; the link stays up.
import type { ExtensionMessage } from '../shared/protocol';

/** The bridge's default MAX_MESSAGE_BYTES, for a bridge whose welcome does not say. */
export const DEFAULT_MAX_MESSAGE_BYTES = 8 * 1024 * 1024;

/** UTF-8 size of a string without encoding it (a surrogate pair is 2 units and 4 bytes). */
export function utf8Length(s: string): number {
  let bytes = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x800) bytes += c >= 0xd800 && c <= 0xdfff ? 1 : 2;
    else if (c >= 0x80) bytes += 1;
  }
  return bytes;
}

const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/** The frame to send for `message`: its JSON, or a TOO_LARGE answer to the same command when over `limit` bytes. */
export function frameFor(message: ExtensionMessage, limit: number): string {
  const json = JSON.stringify(message);
  // Three bytes per unit at most: most frames are decided without counting.
  if (json.length * 3 <= limit) return json;
  const size = utf8Length(json);
  if (size <= limit || message.type !== 'response') return json;
  return JSON.stringify({
    type: 'response', id: message.id, success: false,
    error: {
      code: 'TOO_LARGE',
      message: `The answer is ${mb(size)} MB, more than the bridge takes in one message (${mb(limit)} MB); `
        + 'ask for less (a smaller maxChars, one element instead of the page, a viewport screenshot) and retry.',
    },
  } satisfies ExtensionMessage);
}
