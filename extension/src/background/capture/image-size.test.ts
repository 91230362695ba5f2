import assert from 'node:assert/strict';
import { test } from 'node:test';
import { imageSize } from './image-size';

test('PNG size from the IHDR chunk', () => {
  const png = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png, 0);
  png.writeUInt32BE(13, 8);
  png.write('IHDR', 12);
  png.writeUInt32BE(1280, 16);
  png.writeUInt32BE(3123, 20);
  assert.deepEqual(imageSize(png.toString('base64')), { width: 1280, height: 3123 });
});

test('JPEG size from the SOF marker after an APP segment', () => {
  const app0 = [0xff, 0xe0, 0x00, 0x04, 0x00, 0x00];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xf4, 0x03, 0x20, 0x03];
  const jpeg = Buffer.from([0xff, 0xd8, ...app0, ...sof0, ...new Array(20).fill(0)]);
  assert.deepEqual(imageSize(jpeg.toString('base64')), { width: 800, height: 500 });
});

test('anything else is 0 × 0', () => {
  assert.deepEqual(imageSize(Buffer.from('GIF89a-not-supported-here').toString('base64')), { width: 0, height: 0 });
});
