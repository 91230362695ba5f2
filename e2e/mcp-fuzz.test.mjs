// Fuzz: 10,000 generated malformed JSON-RPC messages over each MCP transport (Streamable HTTP,
// legacy SSE, WebSocket, the stdio proxy), each of which must get exactly one well-formed error
// answer with the code its kind calls for; afterwards the daemon still serves a fresh client.
// Seeded, so a failure names the message that caused it and repeats.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startServe, tempDir } from './harness/tabrelay.mjs';
import { freePort } from './harness/ports.mjs';
import { WIRE_TRANSPORTS, handshake, openWire } from './harness/wire.mjs';

const PER_TRANSPORT = Number(process.env.FUZZ_COUNT ?? 10_000);
const IN_FLIGHT = 32;
const SEED = Number(process.env.FUZZ_SEED ?? 20260728);

/** mulberry32: a small seeded generator, so every run sends the same messages. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6D2B79F5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The kinds of malformed message, each with the answer it must get: `id` true means the answer
 * carries the message's own id, false means id null (none could be read). Every kind needs an
 * answer (no notifications or responses here: JSON-RPC answers neither).
 */
function generator(seed) {
  const r = rng(seed);
  const pick = (list) => list[Math.floor(r() * list.length)];
  const word = () => Array.from({ length: 1 + Math.floor(r() * 12) },
    () => 'abcdefghijklmnopqrstuvwxyz_/.'[Math.floor(r() * 29)]).join('');
  const junk = () => Array.from({ length: 1 + Math.floor(r() * 40) }, () => String.fromCharCode(Math.floor(r() * 0x250))).join('');
  const kinds = [
    (id) => ({ text: JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/list' }).slice(0, 1 + Math.floor(r() * 30)), code: -32700, id: false }),
    () => ({ text: `{${junk()}`, code: -32700, id: false }),
    () => ({ text: pick(['42', '"x"', 'true', 'null', '[]', '[1,2]', '-1.5e3', '[{"jsonrpc":"2.0","id":1,"method":"ping"}]']), code: -32600, id: false }),
    (id) => ({ text: JSON.stringify({ jsonrpc: pick(['1.0', 2, null, '', '2.00']), id, method: 'ping' }), code: -32600, id: true }),
    (id) => ({ text: JSON.stringify({ id, method: 'tools/list' }), code: -32600, id: true }),
    () => ({ text: JSON.stringify({ jsonrpc: '2.0', id: pick([{}, [], true, 1.5, null]), method: 'ping' }), code: -32600, id: false }),
    (id) => ({ text: JSON.stringify({ jsonrpc: '2.0', id, method: pick([7, {}, [], true, '']) }), code: -32600, id: true }),
    (id) => ({ text: JSON.stringify({ jsonrpc: '2.0', id }), code: -32600, id: true }),
    (id) => ({ text: JSON.stringify({ jsonrpc: '2.0', id, method: pick(['tools/list', 'tools/call', 'ping', 'resources/read']),
      params: pick([42, 'x', [], true, [1]]) }), code: -32602, id: true }),
    (id) => ({ text: JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: pick([{}, { name: 7 }, { name: '' },
      { name: 'browser_tab_list', arguments: pick([1, 'x', [], true]) }]) }), code: -32602, id: true }),
    (id) => ({ text: JSON.stringify({ jsonrpc: '2.0', id, method: `fuzz/${word()}` }), code: -32601, id: true }),
    (id) => {
      const name = `nope_${junk()}`;
      return { text: JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: {} } }), code: -32602, id: true, tool: name };
    },
  ];
  let n = 0;
  return () => {
    n += 1;
    const id = r() < 0.5 ? `f${n}` : n;
    return { n, ...pick(kinds)(id), sentId: id };
  };
}

let daemon;
let configDir;
let stopped = false; // set when one transport failed: the others stop sending
before(async () => {
  configDir = await tempDir('fuzz');
  daemon = await startServe({ port: await freePort(), configDir, name: 'fuzz' });
});
after(async () => {
  await daemon?.stop();
});

/** The answer's shape: one JSON-RPC 2.0 error, the expected code and id, no Java internals. */
function check(answer, msg, kind) {
  const what = `${kind} message #${msg.n} ${JSON.stringify(msg.text).slice(0, 160)} → ${JSON.stringify(answer).slice(0, 300)}`;
  assert.equal(answer?.jsonrpc, '2.0', what);
  assert.deepEqual(answer.id, msg.id ? msg.sentId : null, what);
  assert.equal(answer.error?.code, msg.code, what);
  assert.ok(typeof answer.error.message === 'string' && answer.error.message.length > 0, what);
  assert.doesNotMatch(answer.error.message, /Exception|java\.|io\.modelcontextprotocol/, what);
  if (msg.tool) assert.ok(answer.error.message.startsWith("Unknown tool '"), what);
}

/**
 * Sends every message with up to IN_FLIGHT outstanding. HTTP and SSE answer each POST (or, for
 * requests the SDK serves, on the stream by id); on WebSocket and stdio answers with an id go to
 * their message and id-null ones, sent by the edge in arrival order, to the oldest that expects one.
 */
async function fuzz(kind, wire) {
  const next = generator(SEED + WIRE_TRANSPORTS.indexOf(kind));
  const messages = Array.from({ length: PER_TRANSPORT }, next);
  let i = 0;
  const worker = async () => {
    while (i < messages.length && !stopped) {
      const msg = messages[i++];
      const result = await wire.send(msg.text, { quietMs: 30_000 });
      const answers = result.messages;
      assert.equal(answers.length, 1, `${kind} message #${msg.n} ${JSON.stringify(msg.text).slice(0, 160)}: ${answers.length} answers`);
      check(answers[0], msg, kind);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return messages.length;
}

/** One transport's run: handshake, the fuzz, then a fresh connection that still initializes and lists tools. */
async function fuzzOver(kind) {
  const wire = await openWire(kind, { port: daemon.port, configDir });
  const t0 = performance.now();
  try {
    await handshake(wire, '2025-11-25');
    const sent = await fuzz(kind, wire);
    console.log(`[figure] fuzz ${kind}: ${sent} malformed messages, ${sent} well-formed answers, ${Math.round(performance.now() - t0)} ms`);
  } finally {
    await wire.close();
  }
  const fresh = await openWire(kind, { port: daemon.port, configDir });
  try {
    await handshake(fresh, '2025-11-25');
    const { messages } = await fresh.send('{"jsonrpc":"2.0","id":"after","method":"tools/list"}');
    assert.ok(messages[0]?.result?.tools?.length > 0, `${kind} after the fuzz: ${JSON.stringify(messages).slice(0, 300)}`);
  } finally {
    await fresh.close();
  }
}

describe('fuzz: malformed JSON-RPC over every transport', () => {
  // All four at once, as clients of one daemon would: it has to keep every transport apart, and
  // the run takes the time of the slowest transport rather than the sum.
  test(`${PER_TRANSPORT} malformed messages over each of ${WIRE_TRANSPORTS.join(', ')}, each answered`, async () => {
    const only = process.env.FUZZ_TRANSPORTS?.split(',') ?? WIRE_TRANSPORTS;
    await Promise.all(only.map((kind) => fuzzOver(kind).catch((e) => {
      if (!stopped) console.log(`--- daemon output (last lines) ---\n${daemon.child.output.split('\n').slice(-30).join('\n')}`);
      stopped = true;
      throw e;
    })));
  });
});
