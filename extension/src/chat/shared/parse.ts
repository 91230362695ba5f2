// What counts as a tool call in a chat reply (docs/chat-client.md, "The call format"). Pure, so the
// case table runs under node --test. Model output is untrusted: nothing here repairs JSON.

export const COMMAND_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;
/** Arguments larger than this are refused before any server sees them. */
export const MAX_ARGUMENT_BYTES = 256 * 1024;

export interface ToolCall {
  command: string;
  arguments: Record<string, unknown>;
  /** Optional server name the model chose, to disambiguate. */
  server?: string;
}

export type BlockVerdict =
  /** Ordinary code: no card, nothing sent. */
  | { kind: 'none' }
  | { kind: 'call'; call: ToolCall }
  /** Looked like a call but is not valid: a card with the reason, nothing sent. */
  | { kind: 'malformed'; error: string };

/**
 * `language` is the fence's language (from `language-json` on the code element), '' when none.
 * Only json fences, or unlabelled ones starting with '{', are considered.
 */
export function parseBlock(text: string, language: string): BlockVerdict {
  const body = text.trim();
  const lang = language.toLowerCase();
  if (lang !== 'json' && !(lang === '' && body.startsWith('{'))) return { kind: 'none' };
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (e) {
    // Only text that mentions "command" is worth a card; other broken JSON is someone's code.
    if (!/"command"\s*:/.test(body)) return { kind: 'none' };
    return { kind: 'malformed', error: describeJsonError(body, e) };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { kind: 'none' };
  const obj = value as Record<string, unknown>;
  if (!('command' in obj)) return { kind: 'none' };
  if (typeof obj.command !== 'string' || !COMMAND_PATTERN.test(obj.command)) {
    return { kind: 'malformed', error: '"command" must be a tool name (letters, digits, _ . : -, at most 128)' };
  }
  const args = obj.arguments ?? {};
  if (typeof args !== 'object' || args === null || Array.isArray(args)) {
    return { kind: 'malformed', error: '"arguments" must be a JSON object' };
  }
  if (new TextEncoder().encode(JSON.stringify(args)).length > MAX_ARGUMENT_BYTES) {
    return { kind: 'malformed', error: `"arguments" is larger than ${MAX_ARGUMENT_BYTES / 1024} KB` };
  }
  const server = typeof obj.server === 'string' && obj.server ? obj.server : undefined;
  return { kind: 'call', call: { command: obj.command, arguments: args as Record<string, unknown>, ...(server ? { server } : {}) } };
}

/** V8's messages give a character position ("at position 41"); people want line:column. */
export function describeJsonError(text: string, e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  const at = /position (\d+)/.exec(message);
  const pos = at ? Number(at[1]) : /end of JSON input|Unterminated/.test(message) ? text.length : -1;
  if (pos < 0) return message;
  const before = text.slice(0, pos).split('\n');
  const line = before.length;
  const column = (before.at(-1)?.length ?? 0) + 1;
  return `${message.replace(/\s*\(line \d+ column \d+\)/, '')} (line ${line}, column ${column})`;
}

/** Key order must not change a call's identity: the model may re-order keys on a re-render. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value as object).sort().map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

export interface CallPlace {
  site: string;
  conversationId: string;
  turn: number;
  block: number;
}

/**
 * The identity of a call across re-renders, reloads and worker restarts: where it is in the
 * conversation and what it says, never a DOM node (React replaces those on every render).
 */
export async function callKey(place: CallPlace, call: ToolCall): Promise<string> {
  const text = [place.site, place.conversationId, place.turn, place.block, canonicalJson({ command: call.command, arguments: call.arguments })].join('|');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
