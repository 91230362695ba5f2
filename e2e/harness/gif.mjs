// A minimal GIF reader for the recording tests: the logical screen size and each image's
// delay, by walking the block structure (GIF89a spec, sections 17-26). It does not decode
// pixels; ImageIO on the bridge and the structure walk together show the file is well formed.
import assert from 'node:assert/strict';

/** { width, height, frames: [{ delayMs, width, height }], loops } of a GIF in a Buffer. */
export function readGif(buf) {
  assert.match(buf.subarray(0, 6).toString('latin1'), /^GIF8[79]a$/, 'GIF signature');
  const width = buf.readUInt16LE(6);
  const height = buf.readUInt16LE(8);
  const packed = buf[10];
  let i = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);
  const frames = [];
  let delayMs = 0;
  let loops = false;
  const skipSubBlocks = () => { while (buf[i] !== 0) i += buf[i] + 1; i += 1; };
  while (i < buf.length) {
    const block = buf[i];
    if (block === 0x3b) return { width, height, frames, loops };
    if (block === 0x21) {
      const label = buf[i + 1];
      if (label === 0xf9) delayMs = buf.readUInt16LE(i + 4) * 10;
      if (label === 0xff && buf.subarray(i + 3, i + 14).toString('latin1') === 'NETSCAPE2.0') loops = true;
      i += 2;
      skipSubBlocks();
    } else if (block === 0x2c) {
      const w = buf.readUInt16LE(i + 5);
      const h = buf.readUInt16LE(i + 7);
      const local = buf[i + 9];
      i += 10 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0);
      i += 1; // LZW minimum code size
      skipSubBlocks();
      frames.push({ delayMs, width: w, height: h });
    } else {
      throw new Error(`unexpected GIF block 0x${block.toString(16)} at ${i}`);
    }
  }
  throw new Error('GIF without a trailer');
}
