// The worker's side of the side panel's shortcuts: calls the daemon's shortcut tools over MCP
// (its /mcp-ws endpoint next to the paired link), as a client of its own named "TabRelay side
// panel", so the activity log shows who ran a shortcut and the bridge checks it like any call.

import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { describeError } from '../chat/worker/connection';
import { Connection } from '../chat/worker/connection';
import { daemonServer } from '../chat/shared/servers';
import { isOwnPage } from '../shared/messages';
import { StorageKey, type Pairing } from '../shared/state';
import { isShortcutRequest, type ShortcutReply, type ShortcutRequest } from './shared';

/** Above the bridge's own deadline for a run (each step up to the command timeout). */
const CALL_TIMEOUT_MS = 120_000;
let conn: Connection | undefined;

async function connection(): Promise<Connection> {
  const got = await chrome.storage.local.get(StorageKey.pairing);
  const server = daemonServer(got[StorageKey.pairing] as Pairing | undefined, true);
  if (!server) throw new Error('not paired with a TabRelay daemon');
  if (!conn || !conn.sameAs(server)) {
    void conn?.close();
    conn = new Connection(server, 'TabRelay side panel');
  }
  return conn;
}

/** The tab the user is looking at, when it is a web page: a run from the panel acts on it. */
async function activeTab(): Promise<number | undefined> {
  const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true, windowType: 'normal' });
  return tab?.id !== undefined && /^https?:/.test(tab.url ?? '') ? tab.id : undefined;
}

async function handle(request: ShortcutRequest): Promise<ShortcutReply> {
  const args = { ...request.args };
  if (request.activeTab && args.tabId === undefined) {
    const tabId = await activeTab();
    if (tabId !== undefined) args.tabId = tabId;
  }
  const result: CallToolResult = await (await connection()).call(request.tool, args, CALL_TIMEOUT_MS);
  const text = result.content.filter((c) => c.type === 'text').map((c) => (c as { text: string }).text).join('\n');
  if (result.isError) return { ok: false, error: text || 'the bridge refused the call' };
  return { ok: true, text, data: (result.structuredContent ?? {}) as Record<string, unknown> };
}

export function listenToShortcuts(): void {
  chrome.runtime.onMessage.addListener((message: unknown, sender, sendResponse: (reply: ShortcutReply) => void) => {
    if (!isShortcutRequest(message) || !isOwnPage(sender, chrome.runtime.id)) return false;
    handle(message).then(sendResponse, (error: unknown) => sendResponse({ ok: false, error: describeError(error) }));
    return true;
  });
}
