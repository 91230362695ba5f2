// Reading the stored server list, shared by the worker and the options page (which must not pull
// the MCP SDK into its bundle).

import type { LinkStatus, Pairing } from '../../shared/state';
import { DAEMON_SERVER_ID, GATEWAY_SERVER_ID, type ChatServer } from './types';
import { TRANSPORTS } from './url-policy';

export function serversOf(stored: unknown): ChatServer[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((s): ChatServer[] => {
    if (typeof s?.id !== 'string' || typeof s.url !== 'string' || typeof s.name !== 'string') return [];
    const transport = TRANSPORTS.includes(s.transport) ? s.transport : 'auto';
    return [{
      id: s.id, name: s.name, url: s.url, transport, enabled: s.enabled !== false,
      ...(typeof s.key === 'string' && s.key ? { key: s.key } : {}),
      ...(typeof s.addedBy === 'string' ? { addedBy: s.addedBy } : {}),
    }];
  });
}

/**
 * The daemon's MCP-over-WebSocket endpoint next to the extension link it is paired with, with
 * every tool in its long form (`?tools=full`): a chat site's model reads the tool list as text in
 * the conversation, without the server's instructions that the compact default leans on.
 */
export function daemonServer(pairing: Pairing | undefined, enabled: boolean): ChatServer | undefined {
  if (!pairing?.url) return undefined;
  try {
    const link = new URL(pairing.url);
    return { id: DAEMON_SERVER_ID, name: 'tabrelay', url: `${link.protocol}//${link.host}/mcp-ws?tools=full`, transport: 'ws', enabled };
  } catch {
    return undefined;
  }
}


/**
 * The daemon's gateway (its local stdio MCP servers, docs/chat-client.md) on /gateway/mcp-ws, when
 * the daemon's welcome said it runs some. Its key is the pairing key: built here at run time from
 * the pairing, never stored in the server list and never shown.
 */
export function gatewayServer(pairing: Pairing | undefined, status: LinkStatus | undefined, enabled: boolean): ChatServer | undefined {
  if (!pairing?.url || !pairing.key || !((status?.gatewayServers ?? 0) > 0)) return undefined;
  try {
    const link = new URL(pairing.url);
    return { id: GATEWAY_SERVER_ID, name: 'gateway', url: `${link.protocol}//${link.host}/gateway/mcp-ws`, transport: 'ws', enabled, key: pairing.key };
  } catch {
    return undefined;
  }
}

export const BUILT_IN_SERVERS: readonly string[] = [DAEMON_SERVER_ID, GATEWAY_SERVER_ID];

/**
 * Every server the chat client may call: the built-in ones derived from the pairing (their rows in
 * the stored list carry only their on/off switch), then the user's own.
 */
export function allServers(stored: unknown, pairing: Pairing | undefined, status: LinkStatus | undefined): ChatServer[] {
  const list = serversOf(stored);
  const on = (id: string) => list.find((s) => s.id === id)?.enabled ?? true;
  const daemon = daemonServer(pairing, on(DAEMON_SERVER_ID));
  const gateway = gatewayServer(pairing, status, on(GATEWAY_SERVER_ID));
  return [...(daemon ? [daemon] : []), ...(gateway ? [gateway] : []), ...list.filter((s) => !BUILT_IN_SERVERS.includes(s.id))];
}
