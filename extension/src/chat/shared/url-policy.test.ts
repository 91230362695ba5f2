import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkServerUrl, firstTransport, isLoopbackHost } from './url-policy';

const ok = (url: string, t: Parameters<typeof checkServerUrl>[1] = 'auto') => checkServerUrl(url, t).ok;

describe('MCP server URL policy', () => {
  it('refuses clear-text transports off this machine', () => {
    assert.equal(ok('ws://mcp.example.test/mcp', 'ws'), false);
    assert.equal(ok('http://mcp.example.test/mcp', 'http'), false);
    assert.match((checkServerUrl('ws://mcp.example.test/x', 'ws') as { error: string }).error, /wss:\/\//);
  });

  it('accepts loopback in clear and anything encrypted', () => {
    assert.equal(ok('ws://127.0.0.1:9000/mcp-ws', 'ws'), true);
    assert.equal(ok('http://localhost:3000/mcp', 'http'), true);
    assert.equal(ok('http://[::1]:3000/mcp', 'sse'), true);
    assert.equal(ok('wss://mcp.example.test:8443/', 'ws'), true);
    assert.equal(ok('https://mcp.example.test/mcp'), true);
  });

  it('does not take a DNS name that starts like loopback for loopback', () => {
    assert.equal(isLoopbackHost('127.0.0.1.evil.test'), false);
    assert.equal(ok('http://127.0.0.1.evil.test/mcp'), false);
  });

  it('wants the URL scheme to fit the transport and no credentials in it', () => {
    assert.equal(ok('https://mcp.example.test/', 'ws'), false);
    assert.equal(ok('wss://mcp.example.test/', 'http'), false);
    assert.equal(ok('https://user:pw@mcp.example.test/'), false);
    assert.equal(ok('ftp://mcp.example.test/'), false);
  });

  it('resolves auto by scheme', () => {
    assert.equal(firstTransport(new URL('wss://x.test/'), 'auto'), 'ws');
    assert.equal(firstTransport(new URL('https://x.test/'), 'auto'), 'http');
    assert.equal(firstTransport(new URL('https://x.test/'), 'sse'), 'sse');
  });
});
