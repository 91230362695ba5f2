// Draws the toolbar icons at build time so no binary files live in the repository:
// a blue rounded square with a white right-pointing arrow ("relay").
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** Coverage of pixel (x, y) of an s×s icon: 0 transparent, 1 background, 2 arrow. */
function paint(x, y, s) {
  const u = (x + 0.5) / s;
  const v = (y + 0.5) / s;
  const r = 0.2;
  const dx = Math.max(r - u, 0, u - (1 - r));
  const dy = Math.max(r - v, 0, v - (1 - r));
  if (dx * dx + dy * dy > r * r) return 0;
  const shaft = u > 0.22 && u < 0.6 && Math.abs(v - 0.5) < 0.09;
  const head = u >= 0.5 && u < 0.8 && Math.abs(v - 0.5) < 0.8 - u;
  return shaft || head ? 2 : 1;
}

export function iconPng(size) {
  const colours = [[0, 0, 0, 0], [9, 105, 218, 255], [255, 255, 255, 255]];
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      Buffer.from(colours[paint(x, y, size)]).copy(raw, y * (size * 4 + 1) + 1 + x * 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
