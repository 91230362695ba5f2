// The MCP wire, below any SDK, on every transport (Streamable HTTP, legacy SSE, WebSocket, the
// stdio proxy): one version negotiation rule, a correct JSON-RPC answer to each kind of malformed
// message with the HTTP status the spec names, requests before the handshake answered, bodies
// over the size limit refused with 413 and a JSON-RPC error. No browser: none of this reaches one.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startServe, tempDir } from './harness/tabrelay.mjs';
import { freePort } from './harness/ports.mjs';
import { WebSocket } from 'ws';
import { WIRE_TRANSPORTS, handshake, openWire } from './harness/wire.mjs';

// ProtocolNegotiation.SUPPORTED on the bridge: the client's version when listed, else the newest.
const SUPPORTED = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25'];
const NEWEST = SUPPORTED.at(-1);
const ASKED = [...SUPPORTED, '2026-07-28', '1999-01-01', 'not-a-version'];

let daemon;
let configDir;
before(async () => {
  configDir = await tempDir('wire');
  daemon = await startServe({ port: await freePort(), configDir, name: 'wire', env: { MAX_MESSAGE_BYTES: '65536' } });
});
after(async () => {
  await daemon?.stop();
});

const open = (kind) => openWire(kind, { port: daemon.port, configDir });

/** Each probe: the text sent, the JSON-RPC code and id expected, and on Streamable HTTP the status. */
const PROBES = [
  { name: 'unparsable JSON', text: '{"jsonrpc":"2.0","id":1,"method":', code: -32700, id: null, http: 400 },
  { name: 'a JSON number', text: '42', code: -32600, id: null, http: 400 },
  { name: 'a batch', text: '[{"jsonrpc":"2.0","id":9,"method":"ping"}]', code: -32600, id: null, http: 400 },
  { name: 'no method, no result', text: '{"jsonrpc":"2.0","id":2}', code: -32600, id: 2, http: 400 },
  { name: 'jsonrpc 1.0', text: '{"jsonrpc":"1.0","id":3,"method":"ping"}', code: -32600, id: 3, http: 400 },
  { name: 'an object id', text: '{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}', code: -32600, id: null, http: 400 },
  { name: 'a method that is a number', text: '{"jsonrpc":"2.0","id":"m","method":7}', code: -32600, id: 'm', http: 400 },
  { name: 'unknown method', text: '{"jsonrpc":"2.0","id":4,"method":"foo/bar"}', code: -32601, id: 4, http: 200 },
  { name: 'params not an object', text: '{"jsonrpc":"2.0","id":5,"method":"tools/call","params":42}', code: -32602, id: 5, http: 200 },
  { name: 'tools/call without a name', text: '{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"arguments":{}}}', code: -32602, id: 6, http: 200 },
  { name: 'unknown tool', text: '{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"no_such_tool_x","arguments":{}}}',
    code: -32602, id: 7, http: 200, says: "Unknown tool 'no_such_tool_x'" },
];

/** One well-formed JSON-RPC error answer, without Java internals. */
function assertError(message, { code, id, says }, what) {
  assert.ok(message, `${what}: no answer`);
  assert.equal(message.jsonrpc, '2.0', `${what}: ${JSON.stringify(message)}`);
  assert.deepEqual(message.id, id, `${what}: id of ${JSON.stringify(message)}`);
  assert.equal(message.error?.code, code, `${what}: code of ${JSON.stringify(message)}`);
  assert.ok(typeof message.error.message === 'string' && message.error.message.length > 0, what);
  assert.doesNotMatch(message.error.message, /Exception|java\.|io\.modelcontextprotocol|invalid_tool_name/, what);
  if (says) assert.ok(message.error.message.includes(says), `${what}: ${message.error.message}`);
}

for (const kind of WIRE_TRANSPORTS) {
  describe(`the MCP wire over ${kind}`, () => {
    test('initialize answers the asked version when supported, else the newest', async () => {
      // stdio starts a JVM per connection: two versions there (it relays to the WebSocket, checked with all).
      for (const asked of kind === 'stdio' ? ['2024-11-05', '2026-07-28'] : ASKED) {
        const wire = await open(kind);
        try {
          const { messages } = await handshake(wire, asked, { initialized: false });
          assert.equal(messages[0]?.result?.protocolVersion, SUPPORTED.includes(asked) ? asked : NEWEST,
            `${kind}, asked ${asked}: ${JSON.stringify(messages)}`);
        } finally {
          await wire.close();
        }
      }
    });

    test('a request before initialize is refused with -32600; one before notifications/initialized is served', async () => {
      const wire = await open(kind);
      try {
        const early = await wire.send('{"jsonrpc":"2.0","id":"early","method":"tools/list"}');
        // Streamable HTTP has no session before initialize (the SDK cannot tell whose it is: id null).
        assertError(early.messages[0], { code: -32600, id: kind === 'http' ? null : 'early' }, `${kind} before initialize`);
        if (early.status !== undefined) assert.equal(early.status, 400);
        await handshake(wire, NEWEST, { initialized: false });
        const mid = await wire.send('{"jsonrpc":"2.0","id":"mid","method":"tools/list"}');
        assert.ok(mid.messages[0]?.result?.tools?.length > 0, `${kind}: ${JSON.stringify(mid.messages).slice(0, 300)}`);
        // The client's own notification afterwards is harmless, and the session goes on.
        await wire.send(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }), { quietMs: 150 });
        const ping = await wire.send('{"jsonrpc":"2.0","id":"p","method":"ping"}');
        assert.deepEqual(ping.messages[0]?.result, {}, `${kind} ping`);
      } finally {
        await wire.close();
      }
    });

    test('every malformed message gets its JSON-RPC error (and on HTTP its status)', async () => {
      const wire = await open(kind);
      try {
        await handshake(wire, NEWEST);
        for (const probe of PROBES) {
          const answer = await wire.send(probe.text);
          assertError(answer.messages[0], probe, `${kind}, ${probe.name}`);
          if (kind === 'http') assert.equal(answer.status, probe.http, `${kind}, ${probe.name}: HTTP status`);
          // Legacy SSE answers requests on its stream; what the edge refuses is a 400 with the error.
          if (kind === 'sse') assert.ok([200, 202, 400].includes(answer.status), `${probe.name}: ${answer.status}`);
        }
      } finally {
        await wire.close();
      }
    });
  });
}

describe('bodies over MAX_MESSAGE_BYTES', () => {
  const big = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: { pad: 'x'.repeat(70_000) } });

  test('Streamable HTTP and SSE answer 413 with a JSON-RPC error, declared length or chunked', async () => {
    const base = `http://127.0.0.1:${daemon.port}`;
    const sse = await open('sse');
    try {
      for (const [what, url] of [['/mcp', `${base}/mcp`], ['/message', `${base}/message?sessionId=none`]]) {
        for (const chunked of [false, true]) {
          const body = chunked ? new Blob([big]).stream() : big;
          const res = await fetch(url, { method: 'POST', body, duplex: 'half',
            headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' } });
          const text = await res.text();
          assert.equal(res.status, 413, `${what} chunked=${chunked}: ${text}`);
          assertError(JSON.parse(text), { code: -32600, id: null }, `${what} chunked=${chunked}`);
        }
      }
    } finally {
      await sse.close();
    }
  });

  test('a WebSocket frame over the limit closes the socket with 1009 (message too big)', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${daemon.port}/mcp-ws`, 'mcp');
    await new Promise((resolve, reject) => { ws.once('open', resolve); ws.once('error', reject); });
    const closed = new Promise((resolve) => ws.once('close', (code) => resolve(code)));
    ws.send(big);
    assert.equal(await closed, 1009);
  });
});
