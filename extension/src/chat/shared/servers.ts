// Reading the stored server list, shared by the worker and the options page (which must not pull
// the MCP SDK into its bundle).

import type { Pairing } from '../../shared/state';
import { DAEMON_SERVER_ID, type ChatServer } from './types';
import { TRANSPORTS } from './url-policy';

export function serversOf(stored: unknown): ChatServer[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((s): ChatServer[] => {
    if (typeof s?.id !== 'string' || typeof s.url !== 'string' || typeof s.name !== 'string') return [];
    const transport = TRANSPORTS.includes(s.transport) ? s.transport : 'auto';
    return [{ id: s.id, name: s.name, url: s.url, transport, enabled: s.enabled !== false, ...(typeof s.key === 'string' && s.key ? { key: s.key } : {}) }];
  });
}

/** The daemon's MCP-over-WebSocket endpoint next to the extension link it is paired with. */
export function daemonServer(pairing: Pairing | undefined, enabled: boolean): ChatServer | undefined {
  if (!pairing?.url) return undefined;
  try {
    const link = new URL(pairing.url);
    return { id: DAEMON_SERVER_ID, name: 'tabrelay', url: `${link.protocol}//${link.host}/mcp-ws`, transport: 'ws', enabled };
  } catch {
    return undefined;
  }
}

