// The MCP servers the chat client may call: the user's list plus the local TabRelay daemon,
// derived from the pairing so it needs no set-up. Connections live as long as the worker.

import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { StorageKey, type LinkStatus, type Pairing } from '../../shared/state';
import { allServers } from '../shared/servers';
import { ChatKey, type ChatServer, type ToolInfo } from '../shared/types';
import { Connection } from './connection';

export async function configuredServers(): Promise<ChatServer[]> {
  const stored = await chrome.storage.local.get([ChatKey.servers, StorageKey.pairing, StorageKey.status]);
  return allServers(stored[ChatKey.servers], stored[StorageKey.pairing] as Pairing | undefined, stored[StorageKey.status] as LinkStatus | undefined);
}

const connections = new Map<string, Connection>();

async function enabledConnections(): Promise<Connection[]> {
  const servers = (await configuredServers()).filter((s) => s.enabled);
  for (const [id, conn] of connections) {
    const now = servers.find((s) => s.id === id);
    if (!now || !conn.sameAs(now)) {
      connections.delete(id);
      void conn.close();
    }
  }
  return servers.map((s) => {
    let conn = connections.get(s.id);
    if (!conn) connections.set(s.id, (conn = new Connection(s)));
    return conn;
  });
}

export interface Listed {
  conn: Connection;
  tool: Tool;
}

/** Every enabled server's tools; a server that cannot be reached is skipped and its error kept. */
export async function allTools(): Promise<{ tools: Listed[]; errors: string[] }> {
  const conns = await enabledConnections();
  const settled = await Promise.allSettled(conns.map(async (conn) => (await conn.tools()).map((tool) => ({ conn, tool }))));
  const tools: Listed[] = [];
  const errors: string[] = [];
  settled.forEach((r, i) => {
    if (r.status === 'fulfilled') tools.push(...r.value);
    else errors.push(`${conns[i]!.server.name}: ${r.reason instanceof Error ? r.reason.message : String(r.reason)}`);
  });
  return { tools, errors };
}

export type Resolution = { ok: true; listed: Listed } | { ok: false; candidates: string[]; errors: string[] };

/** Exact tool name, else `server__tool`; a name two servers share needs the server. */
export async function resolveTool(command: string, server?: string): Promise<Resolution> {
  const { tools, errors } = await allTools();
  let matches = tools.filter((l) => l.tool.name === command && (!server || l.conn.server.name === server));
  if (matches.length === 0) {
    const cut = command.indexOf('__');
    if (cut > 0) matches = tools.filter((l) => l.conn.server.name === command.slice(0, cut) && l.tool.name === command.slice(cut + 2));
  }
  if (matches.length === 1) return { ok: true, listed: matches[0]! };
  const names = (matches.length > 1 ? matches : tools).map((l) => `${l.conn.server.name}__${l.tool.name}`);
  return { ok: false, candidates: names.slice(0, 50), errors };
}

export function toolInfo(l: Listed): ToolInfo {
  return { name: l.tool.name, server: l.conn.server.name, description: l.tool.description ?? '', inputSchema: l.tool.inputSchema };
}

export async function closeAll(): Promise<void> {
  const all = [...connections.values()];
  connections.clear();
  await Promise.all(all.map((c) => c.close()));
}
