// Storage shapes and the messages between the chat content script and the worker. The content
// script never receives a server URL or key: only tool names, descriptions and results.

import type { RetrievedFile } from './files';
import type { Transport } from './url-policy';

/** chrome.storage.local keys (locked to trusted contexts by the worker, like the pairing key). */
export const ChatKey = {
  /** ChatServer[]: the user's MCP servers (the built-in TabRelay daemon is added at run time). */
  servers: 'chatServers',
  /** ChatSettings. */
  settings: 'chatSettings',
  /** Record<callKey, LedgerEntry>: calls already claimed, so none runs twice. */
  ledger: 'chatLedger',
  /** Record<site, SelfCheck>: what each site's adapter found last time it looked. */
  selfCheck: 'chatSelfCheck',
  /** chrome.storage.session, Record<server id, ServerStatus>: how each server answered last. */
  serverStatus: 'chatServerStatus',
} as const;

/** A server's last tool listing as the options page shows it: its tool count, or why it failed. */
export interface ServerStatus {
  tools?: number;
  error?: string;
  at: number;
}

export interface ChatServer {
  id: string;
  name: string;
  url: string;
  transport: Transport;
  key?: string;
  enabled: boolean;
  /** Set when `tabrelay chat servers add` added it, so the options page says so. */
  addedBy?: string;
}

/** Id of the server the worker derives from the pairing: the local TabRelay daemon. */
export const DAEMON_SERVER_ID = 'tabrelay';
/** Id of the daemon's gateway for local MCP servers, listed when the daemon runs some. */
export const GATEWAY_SERVER_ID = 'tabrelay-gateway';

export type Policy = 'ask' | 'auto' | 'deny';

export interface SiteSettings {
  enabled: boolean;
  /** Send a result by itself after inserting it; off, the user presses Send. */
  autoSend: boolean;
  /** tool name (or server__tool) → policy; absent means ask. */
  tools: Record<string, Policy>;
  /** When `tabrelay chat` last changed the site (not the user on the options page), which shows it. */
  setByCliAt?: number;
}

export interface ChatSettings {
  sites: Record<string, SiteSettings>;
}

export const DEFAULT_SITE: SiteSettings = { enabled: false, autoSend: false, tools: {} };

export function settingsOf(stored: unknown): ChatSettings {
  const sites: Record<string, SiteSettings> = {};
  const raw = (stored as { sites?: Record<string, Partial<SiteSettings>> } | undefined)?.sites ?? {};
  for (const [site, s] of Object.entries(raw)) {
    const tools: Record<string, Policy> = {};
    for (const [name, p] of Object.entries(s?.tools ?? {})) if (p === 'ask' || p === 'auto' || p === 'deny') tools[name] = p;
    sites[site] = {
      enabled: s?.enabled === true, autoSend: s?.autoSend === true, tools,
      ...(typeof s?.setByCliAt === 'number' ? { setByCliAt: s.setByCliAt } : {}),
    };
  }
  return { sites };
}

export type LedgerState = 'running' | 'done' | 'failed' | 'denied' | 'interrupted';

export interface LedgerEntry {
  state: LedgerState;
  tool: string;
  at: number;
  ms?: number;
}

export interface SelfCheck {
  composer: boolean;
  send: boolean;
  /** The streaming/finished signal of assistant turns; null when no turn is on the page yet. */
  turns: boolean | null;
  url: string;
  at: number;
}

export interface ToolInfo {
  name: string;
  server: string;
  description: string;
  inputSchema?: unknown;
}

/** Content script → worker (chrome.runtime.sendMessage). */
export type ChatRequest =
  | { type: 'chat.hello'; site: string }
  | { type: 'chat.selfCheck'; site: string; check: SelfCheck }
  | { type: 'chat.lookup'; keys: string[] }
  | {
      type: 'chat.call';
      site: string;
      key: string;
      command: string;
      arguments: Record<string, unknown>;
      server?: string;
      /** 'auto': detected in a live turn; 'click': a trusted click on Run (or Run again). */
      trigger: 'auto' | 'click';
      /** send_artifact_to_mcp: the artifact as the content script read it from the site. */
      artifact?: { title: string; content: string };
    }
  | { type: 'chat.deny'; key: string; command: string }
  /** From the options page only: list every enabled server's tools now, to show their status. */
  | { type: 'chat.probe' };

export type CallOutcome =
  | { status: 'done'; text: string; isError: boolean; ms: number; server: string; tool: string; autoSend: boolean; files?: RetrievedFile[]; errorText?: string }
  | { status: 'failed'; error: string; ms: number; server?: string; tool: string }
  /** The policy wants a click first. */
  | { status: 'ask'; server: string; tool: string }
  | { status: 'denied'; tool: string }
  /** `errors`: servers that could not be asked for their tools, and why. */
  | { status: 'unknown'; candidates: string[]; errors: string[] }
  /** Two or more tools fit the name: nothing ran, the card lists them. */
  | { status: 'ambiguous'; name: string; candidates: string[] }
  /** Already claimed: by an earlier render, another tab, or before a reload. */
  | { status: 'seen'; entry: LedgerEntry }
  | { status: 'refused'; error: string };

export const CHAT_TYPES = new Set(['chat.hello', 'chat.selfCheck', 'chat.lookup', 'chat.call', 'chat.deny', 'chat.probe']);

export function isChatRequest(msg: unknown): msg is ChatRequest {
  return typeof msg === 'object' && msg !== null && CHAT_TYPES.has((msg as { type?: string }).type ?? '');
}
