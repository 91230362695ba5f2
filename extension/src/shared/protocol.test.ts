import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseBridgeMessage, parseConnectionString } from './protocol';

const encode = (value: unknown) => 'tabrelay://' + Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const VALID = { v: 1, s: 'ws://127.0.0.1:22816/extension', k: 'secret-key' };

function error(input: string): string {
  const parsed = parseConnectionString(input);
  assert.equal(parsed.ok, false, `expected ${input} to be rejected`);
  return parsed.ok ? '' : parsed.error;
}

describe('parseConnectionString', () => {
  it('accepts the string printed by tabrelay connect-string', () => {
    assert.deepEqual(parseConnectionString(encode(VALID)), { ok: true, config: { url: VALID.s, key: VALID.k } });
  });

  it('accepts wss://, padding, surrounding and embedded whitespace', () => {
    const wss = { ...VALID, s: 'wss://bridge.example:443/extension' };
    const padded = 'tabrelay://' + Buffer.from(JSON.stringify(wss)).toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
    const spaced = `  ${padded.slice(0, 30)}\n${padded.slice(30)}  `;
    assert.deepEqual(parseConnectionString(spaced), { ok: true, config: { url: wss.s, key: wss.k } });
  });

  it('ignores unknown fields', () => {
    assert.equal(parseConnectionString(encode({ ...VALID, extra: true })).ok, true);
  });

  it('rejects a string without the tabrelay:// scheme', () => {
    assert.match(error('https://example.com'), /starts with tabrelay:\/\//);
    assert.match(error(''), /starts with tabrelay:\/\//);
  });

  it('rejects bad base64url', () => {
    assert.match(error('tabrelay://'), /not valid base64url/);
    assert.match(error('tabrelay://abc$%^'), /not valid base64url/);
    assert.match(error('tabrelay://a'), /not valid base64url/);
  });

  it('rejects a payload that is not JSON or not an object', () => {
    assert.match(error(encode('not json {')), /does not decode to JSON/);
    assert.match(error(encode('[1,2]')), /does not decode to a JSON object/);
  });

  it('rejects a wrong or missing version', () => {
    assert.match(error(encode({ ...VALID, v: 2 })), /version 2 is not supported/);
    assert.match(error(encode({ s: VALID.s, k: VALID.k })), /version undefined is not supported/);
  });

  it('rejects a bridge address that is not ws:// or wss://', () => {
    assert.match(error(encode({ ...VALID, s: 'http://127.0.0.1:22816/extension' })), /no ws:\/\/ or wss:\/\//);
    assert.match(error(encode({ ...VALID, s: 42 })), /no ws:\/\/ or wss:\/\//);
    assert.match(error(encode({ ...VALID, s: 'ws://' })), /no ws:\/\/ or wss:\/\//);
    assert.match(error(encode({ ...VALID, s: 'ws://exa mple:99999/' })), /not a valid URL/);
  });

  it('rejects a missing or empty key', () => {
    assert.match(error(encode({ v: 1, s: VALID.s })), /no pairing key/);
    assert.match(error(encode({ ...VALID, k: '' })), /no pairing key/);
  });
});

describe('parseBridgeMessage', () => {
  it('parses each bridge message and drops unknown fields', () => {
    assert.deepEqual(parseBridgeMessage('{"type":"ping","ts":5,"extra":1}'), { kind: 'message', message: { type: 'ping', ts: 5 } });
    assert.deepEqual(parseBridgeMessage('{"type":"cancel","id":"c1"}'), { kind: 'message', message: { type: 'cancel', id: 'c1' } });
    assert.deepEqual(parseBridgeMessage('{"type":"welcome","protocol":1,"serverVersion":"0.1.0","browserId":"b","tools":[]}'), {
      kind: 'message',
      message: { type: 'welcome', protocol: 1, serverVersion: '0.1.0', browserId: 'b' },
    });
  });

  it('parses a command, defaulting params to {}', () => {
    const parsed = parseBridgeMessage('{"type":"command","id":"c1","action":"tabs.list","session":"s","client":"x","deadlineMs":100}');
    assert.deepEqual(parsed, {
      kind: 'message',
      message: { type: 'command', id: 'c1', action: 'tabs.list', params: {}, session: 's', client: 'x', deadlineMs: 100 },
    });
  });

  it('carries a welcome\'s resume secret, and leaves it out when absent or not a string', () => {
    const welcome = (extra: string) => parseBridgeMessage(`{"type":"welcome","protocol":1,"serverVersion":"1","browserId":"b"${extra}}`);
    assert.deepEqual(welcome(',"resume":"s3cret"'), {
      kind: 'message', message: { type: 'welcome', protocol: 1, serverVersion: '1', browserId: 'b', resume: 's3cret' },
    });
    for (const extra of ['', ',"resume":""', ',"resume":42']) {
      const parsed = welcome(extra);
      assert.equal(parsed.kind, 'message');
      assert.equal('resume' in (parsed as { message: object }).message, false, extra);
    }
  });

  it('carries a welcome\'s settings flag only when it is true', () => {
    const welcome = (extra: string) => parseBridgeMessage(`{"type":"welcome","protocol":1,"serverVersion":"1","browserId":"b"${extra}}`);
    assert.equal((welcome(',"settings":true') as { message: { settings?: boolean } }).message.settings, true);
    for (const extra of ['', ',"settings":"yes"', ',"settings":false']) {
      assert.equal('settings' in (welcome(extra) as { message: object }).message, false, extra);
    }
  });

  it("carries the bridge's message size limit when it is a positive number", () => {
    const welcome = (extra: string) => parseBridgeMessage(`{"type":"welcome","protocol":1,"serverVersion":"1","browserId":"b"${extra}}`);
    assert.equal((welcome(',"maxMessageBytes":8388608') as { message: { maxMessageBytes?: number } }).message.maxMessageBytes, 8388608);
    for (const extra of ['', ',"maxMessageBytes":0', ',"maxMessageBytes":"8"']) {
      assert.equal('maxMessageBytes' in (welcome(extra) as { message: object }).message, false, extra);
    }
  });

  it("carries the caller's sites, ignoring non-strings; absent or empty means unrestricted", () => {
    const command = (sites: string) => parseBridgeMessage(`{"type":"command","id":"c1","action":"tabs.list","sites":${sites}}`);
    assert.deepEqual(command('["127.0.0.1", 7, "*.docs.test", null]'), {
      kind: 'message', message: { type: 'command', id: 'c1', action: 'tabs.list', params: {}, sites: ['127.0.0.1', '*.docs.test'] },
    });
    for (const sites of ['[]', 'null']) {
      const parsed = command(sites) as { kind: string; message: object };
      assert.equal(parsed.kind, 'message');
      assert.equal('sites' in parsed.message, false, sites);
    }
  });

  it('refuses sites that are not a list, or a list without one pattern, answering the command id', () => {
    for (const sites of ['"127.0.0.1"', '{}', '3', '[1, false]']) {
      const parsed = parseBridgeMessage(`{"type":"command","id":"c9","action":"tabs.list","sites":${sites}}`) as { kind: string; id?: string };
      assert.equal(parsed.kind, 'invalid', sites);
      assert.equal(parsed.id, 'c9', sites);
    }
  });

  it('reports unknown types without failing', () => {
    assert.deepEqual(parseBridgeMessage('{"type":"future.thing"}'), { kind: 'unknown', type: 'future.thing' });
  });

  it('rejects malformed frames, keeping a command id to answer', () => {
    assert.equal(parseBridgeMessage('nope').kind, 'invalid');
    assert.equal(parseBridgeMessage('[]').kind, 'invalid');
    assert.equal(parseBridgeMessage('{"type":"ping"}').kind, 'invalid');
    assert.deepEqual(parseBridgeMessage('{"type":"command"}'), { kind: 'invalid', reason: 'command needs a string id' });
    assert.equal((parseBridgeMessage('{"type":"command","id":"c2","action":"x","params":[]}') as { id?: string }).id, 'c2');
    assert.equal((parseBridgeMessage('{"type":"command","id":"c3","action":"x","deadlineMs":-1}') as { id?: string }).id, 'c3');
    assert.equal((parseBridgeMessage('{"type":"command","id":"c4"}') as { id?: string }).id, 'c4');
  });
});

