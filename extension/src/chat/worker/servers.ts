// The MCP servers the chat client may call: the user's list plus the local TabRelay daemon,
// derived from the pairing so it needs no set-up. Connections live as long as the worker.

import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { StorageKey, type LinkStatus, type Pairing } from '../../shared/state';
import { matchTool } from '../shared/resolve';
import { allServers } from '../shared/servers';
import { ChatKey, type ChatServer, type ServerStatus, type ToolInfo } from '../shared/types';
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
  const settled = await Promise.all(conns.map(toolsOf));
  // What the options page shows beside each server (a wrong key reads "unauthorized" there too).
  const at = Date.now();
  const status: Record<string, ServerStatus> = Object.fromEntries(conns.map((c, i) => {
    const r = settled[i]!;
    return [c.server.id, typeof r === 'string' ? { error: r.slice(c.server.name.length + 2), at } : { tools: r.length, at }];
  }));
  void chrome.storage.session.set({ [ChatKey.serverStatus]: status }).catch(() => undefined);
  return {
    tools: settled.flatMap((r) => (typeof r === 'string' ? [] : r)),
    errors: settled.filter((r): r is string => typeof r === 'string'),
  };
}

export type Resolution =
  | { ok: true; listed: Listed }
  /** `ambiguous`: two or more tools fit the name (listed in `candidates`); else none did. */
  | { ok: false; candidates: string[]; errors: string[]; ambiguous?: boolean }
  /** The call named its server and that server could not be asked: its error, nothing else. */
  | { ok: false; unreachable: string };

/** One server's tools, or why it could not be asked. */
async function toolsOf(conn: Connection): Promise<Listed[] | string> {
  try {
    return (await conn.tools()).map((tool) => ({ conn, tool }));
  } catch (e) {
    return `${conn.server.name}: ${e instanceof Error ? e.message : String(e)}`;
  }
}

const named = (listed: Listed[]) => listed.map((l) => ({ server: l.conn.server.name, tool: l.tool.name, listed: l }));
const label = (l: Listed) => `${l.conn.server.name}__${l.tool.name}`;

/**
 * A call that names its server (`server`, or `server__tool` with a configured server's name) is
 * resolved on that server alone: it need not wait for every other server's tool listing (a slow
 * or unreachable one held each call up to its connect timeout), and a refusal by the named server
 * (a wrong key) is reported as such. Returns undefined when the name is not of that form or the
 * named server has no single such tool, so the general lookup decides.
 */
async function resolveNamed(command: string, server: string | undefined): Promise<Resolution | undefined> {
  const conns = await enabledConnections();
  const cut = command.indexOf('__');
  const [name, tool] = server ? [server, command] : cut > 0 ? [command.slice(0, cut), command.slice(cut + 2)] : [];
  const conn = conns.find((c) => c.server.name === name);
  if (!conn || tool === undefined) return undefined;
  const listed = await toolsOf(conn);
  if (typeof listed === 'string') return server ? { ok: false, unreachable: listed } : undefined;
  const match = matchTool(named(listed), tool);
  return match.kind === 'one' ? { ok: true, listed: match.match.listed } : undefined;
}

/** The rule of matchTool (shared/resolve.ts) over every enabled server's tools. */
export async function resolveTool(command: string, server?: string): Promise<Resolution> {
  const fast = await resolveNamed(command, server);
  if (fast) return fast;
  const { tools, errors } = await allTools();
  const found = matchTool(named(tools), command, server);
  if (found.kind === 'one') return { ok: true, listed: found.match.listed };
  if (found.kind === 'many') return { ok: false, ambiguous: true, candidates: found.matches.map((m) => label(m.listed)), errors };
  const cut = command.indexOf('__');
  const unreachableNamed = server === undefined && cut > 0 ? errors.find((e) => e.startsWith(`${command.slice(0, cut)}: `)) : undefined;
  if (unreachableNamed) return { ok: false, unreachable: unreachableNamed };
  return { ok: false, candidates: tools.map(label).slice(0, 50), errors };
}

/**
 * After the server list changed: drops the connections of removed or changed servers only. The
 * others, the daemon's included, keep their connection and cached tools (closing them all made
 * the next call reconnect to every server and list its tools again).
 */
export async function pruneConnections(): Promise<void> {
  await enabledConnections();
}

export function toolInfo(l: Listed): ToolInfo {
  return { name: l.tool.name, server: l.conn.server.name, description: l.tool.description ?? '', inputSchema: l.tool.inputSchema };
}

export async function closeAll(): Promise<void> {
  const all = [...connections.values()];
  connections.clear();
  await Promise.all(all.map((c) => c.close()));
}
