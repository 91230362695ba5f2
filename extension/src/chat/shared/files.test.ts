import assert from 'node:assert/strict';
import { it } from 'node:test';
import { fileFromResult, retrieveArgs } from './files';

it('turns a blob resource, a text resource, an image or plain text into one file', () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 255]).toString('base64');
  assert.deepEqual(fileFromResult([{ type: 'resource', resource: { uri: 'x', blob: png, mimeType: 'image/png' } }], 'dir/chart.png'),
    { name: 'chart.png', mimeType: 'image/png', base64: png, size: 6 });
  const csv = fileFromResult([{ type: 'text', text: 'a,é\n1,2' }], 'report.csv');
  assert.ok(typeof csv !== 'string');
  assert.equal(csv.mimeType, 'text/csv');
  assert.equal(Buffer.from(csv.base64, 'base64').toString('utf8'), 'a,é\n1,2');
  assert.equal(csv.size, 8);
  assert.equal(fileFromResult([], 'x.txt'), 'the tool returned no file content');
});

it('needs a filename and defaults the tool to get_file', () => {
  assert.deepEqual(retrieveArgs({ filename: 'a.csv' }), { filename: 'a.csv', tool: 'get_file', arguments: {} });
  assert.equal(typeof retrieveArgs({}), 'string');
});
