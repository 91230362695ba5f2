import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LinkStatus, Pairing } from '../../shared/state';
import { allServers, gatewayServer } from './servers';

const pairing: Pairing = { url: 'ws://127.0.0.1:22816/extension', key: 'pairing-secret', source: 'popup' };
const running = (gatewayServers?: number): LinkStatus => ({ state: 'connected', since: 0, ...(gatewayServers ? { gatewayServers } : {}) });

describe('chat servers', () => {
  it('lists the gateway only when the daemon said it runs local servers, with the pairing key', () => {
    assert.equal(gatewayServer(pairing, running(), true), undefined);
    assert.equal(gatewayServer(undefined, running(2), true), undefined);
    assert.deepEqual(gatewayServer(pairing, running(2), true), {
      id: 'tabrelay-gateway', name: 'gateway', url: 'ws://127.0.0.1:22816/gateway/mcp-ws', transport: 'ws', enabled: true, key: 'pairing-secret',
    });
  });

  it('puts the built-in servers first; their stored rows only switch them', () => {
    const stored = [
      { id: 'tabrelay-gateway', name: 'gateway', url: 'x', transport: 'ws', enabled: false },
      { id: 'u1', name: 'search', url: 'https://mcp.example.test/mcp', transport: 'http', enabled: true, key: 'k', addedBy: 'tabrelay chat' },
    ];
    const all = allServers(stored, pairing, running(1));
    assert.deepEqual(all.map((s) => [s.name, s.enabled]), [['tabrelay', true], ['gateway', false], ['search', true]]);
    assert.equal(all[1]!.url, 'ws://127.0.0.1:22816/gateway/mcp-ws', 'the URL comes from the pairing, not from storage');
    assert.equal(all[2]!.addedBy, 'tabrelay chat');
    assert.deepEqual(allServers(stored, pairing, running()).map((s) => s.name), ['tabrelay', 'search']);
  });
});
