import assert from 'node:assert/strict';
import { it } from 'node:test';
import { attachedNote, LONG_RESULT_CHARS, longTextFile, splitBinary } from './attachments';
import { formatResult } from './result';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 255, 13]).toString('base64');

it('takes images and blob resources out of a result as files, keeping the text parts', () => {
  const split = splitBinary([
    { type: 'text', text: 'a chart' },
    { type: 'image', mimeType: 'image/png', data: png },
    { type: 'resource', resource: { uri: 'file:///tmp/data.bin', mimeType: 'application/octet-stream', blob: png } },
    { type: 'resource', resource: { uri: 'mem://x?y', mimeType: 'application/pdf', blob: png } },
  ], 'my.tool', '3f2a99');
  assert.deepEqual(split.kept, [{ type: 'text', text: 'a chart' }]);
  assert.deepEqual(split.files.map((f) => [f.name, f.mimeType, f.size]), [
    ['my_tool_result_3f2a.png', 'image/png', 7], ['data.bin', 'application/octet-stream', 7], ['my_tool_result_3f2a_3.pdf', 'application/pdf', 7],
  ]);
  assert.equal(Buffer.from(split.files[0]!.base64, 'base64').toString('base64'), png);
});

it('attaches text longer than the paste limit as UTF-8, and pastes shorter text', () => {
  assert.equal(longTextFile('x'.repeat(LONG_RESULT_CHARS), 'echo', 'abcd'), undefined);
  const text = 'é👋'.repeat(LONG_RESULT_CHARS);
  const file = longTextFile(text, 'echo', 'abcdef');
  assert.ok(file);
  assert.equal(file.name, 'echo_result_abcd.txt');
  assert.equal(Buffer.from(file.base64, 'base64').toString('utf8'), text);
  assert.equal(file.size, Buffer.byteLength(text));
  const prompt = formatResult({ tool: 'echo', server: 'files', key: 'abcdef', isError: false, text: '', attached: attachedNote([file]) });
  assert.equal(prompt, `Tool result for \`echo\` (server files, call abcd, ok):\nAttached echo_result_abcd.txt (${file.size} bytes).`);
});
