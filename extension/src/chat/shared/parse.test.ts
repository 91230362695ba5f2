import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { callKey, canonicalJson, parseBlock } from './parse';

describe('chat call parsing', () => {
  it('accepts a json fence with command and arguments', () => {
    assert.deepEqual(parseBlock('{"command":"echo","arguments":{"text":"héllo 👋"}}', 'json'), {
      kind: 'call',
      call: { command: 'echo', arguments: { text: 'héllo 👋' } },
    });
  });

  it('treats missing arguments as {} and keeps an optional server', () => {
    assert.deepEqual(parseBlock(' {"command":"browser_tab_list","server":"tabrelay"}\n', ''), {
      kind: 'call',
      call: { command: 'browser_tab_list', arguments: {}, server: 'tabrelay' },
    });
  });

  it('ignores ordinary code: json without command, other languages, unlabelled non-objects', () => {
    assert.deepEqual(parseBlock('{"name":"x"}', 'json'), { kind: 'none' });
    assert.deepEqual(parseBlock('{"command":"echo"}', 'python'), { kind: 'none' });
    assert.deepEqual(parseBlock('[1,2]', 'json'), { kind: 'none' });
    assert.deepEqual(parseBlock('{"a": 1', 'json'), { kind: 'none' });
  });

  it('reports malformed JSON with line and column, and does not repair it', () => {
    const verdict = parseBlock('{\n  "command": "echo",\n  "arguments": {"text": "x"}\n', 'json');
    assert.equal(verdict.kind, 'malformed');
    assert.match((verdict as { error: string }).error, /line \d+, column \d+/);
  });

  it('refuses a command that is not a tool name and arguments that are not an object', () => {
    assert.equal(parseBlock('{"command":"rm -rf /"}', 'json').kind, 'malformed');
    assert.equal(parseBlock('{"command":"echo","arguments":[1]}', 'json').kind, 'malformed');
    assert.equal(parseBlock(`{"command":"echo","arguments":{"t":"${'x'.repeat(300_000)}"}}`, 'json').kind, 'malformed');
  });

  it('gives a call the same key whatever its key order, and a different one elsewhere', async () => {
    const place = { site: 'claude.ai', conversationId: 'c1', turn: 2, block: 0 };
    const a = await callKey(place, { command: 'echo', arguments: { a: 1, b: { y: 2, x: 1 } } });
    const b = await callKey(place, { command: 'echo', arguments: { b: { x: 1, y: 2 }, a: 1 } });
    const c = await callKey({ ...place, turn: 3 }, { command: 'echo', arguments: { a: 1, b: { y: 2, x: 1 } } });
    assert.equal(a, b);
    assert.notEqual(a, c);
    assert.match(a, /^[0-9a-f]{64}$/);
    assert.equal(canonicalJson({ b: [2, { d: 1, c: 0 }], a: null }), '{"a":null,"b":[2,{"c":0,"d":1}]}');
  });
});
