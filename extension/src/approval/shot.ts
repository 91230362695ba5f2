// The card's picture: the part of the visible tab around the element, the element outlined in
// the picture itself (never on the page, which must not change before Allow). OffscreenCanvas
// works in the service worker; a small crop also keeps session storage light.

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The region to show, in CSS px of the viewport: about three times the element, at least 360×200, inside the viewport. */
export function regionAround(box: Box, viewport: { width: number; height: number }): Box {
  const width = Math.min(viewport.width, Math.max(360, box.width * 3));
  const height = Math.min(viewport.height, Math.max(200, box.height * 4));
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const x = Math.min(Math.max(0, cx - width / 2), viewport.width - width);
  const y = Math.min(Math.max(0, cy - height / 2), viewport.height - height);
  return { x, y, width, height };
}

/** A JPEG data URL of the region around `box` in the capture `dataUrl`, with `box` outlined in red. */
export async function cropAround(dataUrl: string, box: Box, viewport: { width: number; height: number }): Promise<string> {
  const bitmap = await createImageBitmap(await (await fetch(dataUrl)).blob());
  const scale = bitmap.width / viewport.width; // the device pixel ratio of the capture
  const r = regionAround(box, viewport);
  const canvas = new OffscreenCanvas(Math.round(r.width * scale), Math.round(r.height * scale));
  const g = canvas.getContext('2d')!;
  g.drawImage(bitmap, r.x * scale, r.y * scale, r.width * scale, r.height * scale, 0, 0, canvas.width, canvas.height);
  const pad = 4 * scale;
  g.strokeStyle = '#cf222e';
  g.lineWidth = 3 * scale;
  g.strokeRect((box.x - r.x) * scale - pad, (box.y - r.y) * scale - pad, box.width * scale + 2 * pad, box.height * scale + 2 * pad);
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.75 });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:image/jpeg;base64,${btoa(binary)}`;
}
