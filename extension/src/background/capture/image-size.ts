// Width and height of a PNG or JPEG from its bytes (base64), without decoding the image.

function bytesOf(base64: string, max: number): Uint8Array {
  // Only the head is needed for PNG; JPEG's SOF marker may sit after large EXIF/ICC blocks.
  const text = atob(base64.slice(0, Math.ceil((max * 4) / 3 / 4) * 4));
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
}

export function imageSize(base64: string): { width: number; height: number } {
  const head = bytesOf(base64, 24);
  if (head[0] === 0x89 && head[1] === 0x50) {
    const view = new DataView(head.buffer);
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (head[0] === 0xff && head[1] === 0xd8) {
    const bytes = bytesOf(base64, 256 * 1024);
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return { width: 0, height: 0 };
      const marker = bytes[i + 1]!;
      const length = (bytes[i + 2]! << 8) | bytes[i + 3]!;
      // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { height: (bytes[i + 5]! << 8) | bytes[i + 6]!, width: (bytes[i + 7]! << 8) | bytes[i + 8]! };
      }
      i += 2 + length;
    }
  }
  return { width: 0, height: 0 };
}
