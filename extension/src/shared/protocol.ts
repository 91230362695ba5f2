// The extension side of the link protocol (docs/protocol.md). The bridge's twin is
// server/src/main/java/dev/tabrelay/link/LinkProtocol.java.

// Names, codes and versions are generated from the bridge's declarations (shared/contract/); only the
// envelope's parsing is written here.
import { ACTIONS, CloseCode, ERROR_CODES, PROTOCOL_VERSION, type Action, type ErrorCode, type SettingsMessage, type WelcomeMessage } from './contract';

export { ACTIONS, CloseCode, ERROR_CODES, PROTOCOL_VERSION, type Action, type ErrorCode };

export interface WireError {
  code: ErrorCode;
  message: string;
  data?: Record<string, unknown>;
}

// ---- bridge → extension ----

// The welcome (and, below, settings) is declared by the bridge (contract/link.json "messages"):
// a field it renames or drops fails the type check where this side reads or sends it.
export type { WelcomeMessage };
export interface PingMessage {
  type: 'ping';
  ts: number;
}
export interface CommandMessage {
  type: 'command';
  id: string;
  action: string;
  params: Record<string, unknown>;
  session?: string;
  client?: string;
  deadlineMs?: number;
  /**
   * The calling API key's allowed URL patterns (site-policy.ts grammar). Absent or empty: the
   * caller is not site-restricted. Otherwise a URL must match one of them, on top of the user's policy.
   */
  sites?: string[];
  /** The tool call this command is part of (random id) and its tool: logged so the side panel can save calls as a shortcut. */
  call?: string;
  tool?: string;
  /** The calling API key's --mode (issue 30): a ceiling on what the person allows for the site. Absent: no key limit. */
  mode?: 'read' | 'ask' | 'act';
}
export interface CancelMessage {
  type: 'cancel';
  id: string;
}
export type BridgeMessage = WelcomeMessage | PingMessage | CommandMessage | CancelMessage;

// ---- extension → bridge ----

export interface HelloMessage {
  type: 'hello';
  protocol: number;
  key: string;
  extensionVersion: string;
  browserId: string;
  label: string;
  userAgent: string;
  /** The user's choice of tool names for clients of this browser (options page); absent = the bridge's default. */
  toolProfile?: string;
  /** The last welcome's `resume` from this bridge: proves this hello follows that link (a worker restart). */
  resume?: string;
  /** The user enabled the bridge here (the "tabs" permission); a change sends `settings` (or, to an older bridge, a new hello). */
  enabled?: boolean;
}
/** After the welcome: the hello's settings changed (options page, Enable bridge); the link stays up. */
export type { SettingsMessage };
export interface PongMessage {
  type: 'pong';
  ts: number;
}
export type ResponseMessage =
  | { type: 'response'; id: string; success: true; data: unknown }
  | { type: 'response'; id: string; success: false; error: WireError };
export interface ProgressMessage {
  type: 'progress';
  id: string;
  progress: number;
  total?: number;
  message?: string;
  /** The command waits for the person (an approval): its deadline, on both sides, becomes this many ms from now. */
  waitMs?: number;
}
export type ExtensionMessage = HelloMessage | SettingsMessage | PongMessage | ResponseMessage | ProgressMessage;

// ---- incoming validation ----

export type ParsedBridgeMessage =
  | { kind: 'message'; message: BridgeMessage }
  /** A `type` this version does not know: ignored, never fatal (the protocol only grows). */
  | { kind: 'unknown'; type: string }
  /** Malformed; `id` is set when a command can still be answered with INVALID_ARGUMENT. */
  | { kind: 'invalid'; reason: string; id?: string };

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNonEmptyString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Parses one text frame from the bridge. Unknown fields are ignored on purpose. */
export function parseBridgeMessage(text: string): ParsedBridgeMessage {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { kind: 'invalid', reason: 'frame is not JSON' };
  }
  if (!isObject(raw) || !isNonEmptyString(raw.type)) {
    return { kind: 'invalid', reason: 'frame is not an object with a string "type"' };
  }
  switch (raw.type) {
    case 'welcome':
      if (!isFiniteNumber(raw.protocol) || typeof raw.serverVersion !== 'string' || typeof raw.browserId !== 'string') {
        return { kind: 'invalid', reason: 'welcome needs protocol, serverVersion and browserId' };
      }
      return {
        kind: 'message',
        message: {
          type: 'welcome', protocol: raw.protocol, serverVersion: raw.serverVersion, browserId: raw.browserId,
          ...(isNonEmptyString(raw.resume) ? { resume: raw.resume } : {}),
          ...(isFiniteNumber(raw.maxMessageBytes) && raw.maxMessageBytes > 0 ? { maxMessageBytes: raw.maxMessageBytes } : {}),
          ...(isFiniteNumber(raw.gatewayServers) && raw.gatewayServers > 0 ? { gatewayServers: raw.gatewayServers } : {}),
          ...(raw.settings === true ? { settings: true } : {}),
        },
      };
    case 'ping':
      if (!isFiniteNumber(raw.ts)) return { kind: 'invalid', reason: 'ping needs a numeric ts' };
      return { kind: 'message', message: { type: 'ping', ts: raw.ts } };
    case 'cancel':
      if (!isNonEmptyString(raw.id)) return { kind: 'invalid', reason: 'cancel needs a string id' };
      return { kind: 'message', message: { type: 'cancel', id: raw.id } };
    case 'command':
      return parseCommand(raw);
    default:
      return { kind: 'unknown', type: raw.type };
  }
}

function parseCommand(raw: Json): ParsedBridgeMessage {
  if (!isNonEmptyString(raw.id)) return { kind: 'invalid', reason: 'command needs a string id' };
  const id = raw.id;
  if (!isNonEmptyString(raw.action)) return { kind: 'invalid', id, reason: 'command needs a string action' };
  if (raw.params !== undefined && !isObject(raw.params)) {
    return { kind: 'invalid', id, reason: 'command params must be an object' };
  }
  if (raw.deadlineMs !== undefined && !(isFiniteNumber(raw.deadlineMs) && raw.deadlineMs > 0)) {
    return { kind: 'invalid', id, reason: 'command deadlineMs must be a positive number' };
  }
  if (raw.sites !== undefined && raw.sites !== null && !Array.isArray(raw.sites)) {
    return { kind: 'invalid', id, reason: 'command sites must be a list of URL patterns' };
  }
  const listed = Array.isArray(raw.sites) ? raw.sites : [];
  const sites = listed.filter((p): p is string => typeof p === 'string');
  // A list with entries but no pattern must not read as "unrestricted": refuse it instead.
  if (listed.length > 0 && sites.length === 0) return { kind: 'invalid', id, reason: 'command sites has no string pattern' };
  const message: CommandMessage = { type: 'command', id, action: raw.action, params: raw.params ?? {} };
  if (sites.length > 0) message.sites = sites;
  if (typeof raw.session === 'string') message.session = raw.session;
  if (typeof raw.client === 'string') message.client = raw.client;
  if (typeof raw.call === 'string' && raw.call.length <= 64) message.call = raw.call;
  if (typeof raw.tool === 'string' && raw.tool.length <= 64) message.tool = raw.tool;
  if (raw.deadlineMs !== undefined) message.deadlineMs = raw.deadlineMs;
  // A mode this version does not know must not read as "no limit": it asks.
  if (raw.mode !== undefined && raw.mode !== null) message.mode = raw.mode === 'read' || raw.mode === 'act' ? raw.mode : 'ask';
  return { kind: 'message', message };
}

// ---- connection string ----

export interface ConnectionConfig {
  /** The bridge's WebSocket URL, e.g. ws://127.0.0.1:22816/extension. */
  url: string;
  key: string;
}

/** `error` is English (for logs and pairing.json); `errorKey` + `errorArgs` name it in _locales for pages. */
export type ConnectionParse =
  | { ok: true; config: ConnectionConfig }
  | { ok: false; error: string; errorKey: string; errorArgs?: string[] };

const SCHEME = 'tabrelay://';
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Parses `tabrelay://<base64url(JSON {"v":1,"s":"ws://…","k":"…"})>` as printed by `tabrelay connect-string`. */
export function parseConnectionString(input: string): ConnectionParse {
  const text = input.trim();
  const fail = (error: string, errorKey: string, errorArgs?: string[]): ConnectionParse => ({ ok: false, error, errorKey, errorArgs });
  if (!text.startsWith(SCHEME)) {
    return fail('A connection string starts with tabrelay:// — copy it again from `tabrelay connect-string`.', 'connectNoScheme');
  }
  // Pasting through some terminals wraps long lines; whitespace is never part of base64url.
  const payload = text.slice(SCHEME.length).replace(/\s+/g, '').replace(/\/+$/, '');
  if (payload.length === 0 || !BASE64URL.test(payload)) {
    return fail('The part after tabrelay:// is not valid base64url — copy the whole string again.', 'connectBadBase64');
  }
  let json: string;
  try {
    json = decodeBase64Url(payload);
  } catch {
    return fail('The part after tabrelay:// is not valid base64url — copy the whole string again.', 'connectBadBase64');
  }
  let body: unknown;
  try {
    body = JSON.parse(json);
  } catch {
    return fail('The connection string does not decode to JSON — copy it again from `tabrelay connect-string`.', 'connectNotJson');
  }
  if (!isObject(body)) {
    return fail('The connection string does not decode to a JSON object — copy it again from `tabrelay connect-string`.', 'connectNotObject');
  }
  if (body.v !== 1) {
    return fail(`Connection string version ${JSON.stringify(body.v)} is not supported (expected 1) — update the extension or the bridge.`, 'connectBadVersion', [JSON.stringify(body.v)]);
  }
  if (typeof body.s !== 'string' || !/^wss?:\/\/[^/\s]+/i.test(body.s)) {
    return fail('The connection string has no ws:// or wss:// bridge address — copy it again from `tabrelay connect-string`.', 'connectNoAddress');
  }
  try {
    new URL(body.s);
  } catch {
    return fail('The bridge address in the connection string is not a valid URL — copy it again from `tabrelay connect-string`.', 'connectBadAddress');
  }
  if (!isNonEmptyString(body.k)) {
    return fail('The connection string has no pairing key — copy it again from `tabrelay connect-string`.', 'connectNoKey');
  }
  return { ok: true, config: { url: body.s, key: body.k } };
}

function decodeBase64Url(payload: string): string {
  const b64 = payload.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
