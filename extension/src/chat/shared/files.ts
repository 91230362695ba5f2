// retrieve_file_from_mcp: the virtual command that brings a file from an MCP tool into the
// conversation. The tool's answer becomes one file the content script attaches to the composer.

import type { ResultContent } from './result';

export const RETRIEVE_FILE = 'retrieve_file_from_mcp';
/** Larger files are refused: chat sites cap uploads anyway and the bytes cross runtime messaging. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export interface RetrievedFile {
  name: string;
  mimeType: string;
  base64: string;
  size: number;
}

export interface RetrieveArgs {
  filename: string;
  tool: string;
  server?: string;
  arguments: Record<string, unknown>;
}

export function retrieveArgs(args: Record<string, unknown>): RetrieveArgs | string {
  if (typeof args.filename !== 'string' || !args.filename.trim()) return '"filename" (a string) is required';
  const extra = args.arguments ?? {};
  if (typeof extra !== 'object' || extra === null || Array.isArray(extra)) return '"arguments" must be an object';
  return {
    filename: args.filename,
    tool: typeof args.tool === 'string' && args.tool ? args.tool : 'get_file',
    ...(typeof args.server === 'string' && args.server ? { server: args.server } : {}),
    arguments: extra as Record<string, unknown>,
  };
}

const utf8ToBase64 = (text: string) => bytesToBase64(new TextEncoder().encode(text));

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Decoded length of base64 text, without decoding it. */
function base64Size(b64: string): number {
  const clean = b64.replace(/\s+/g, '');
  return Math.floor((clean.length * 3) / 4) - (clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0);
}

/**
 * The first part that carries a file: a resource's blob (base64) or text, an image, else the
 * text parts joined. The name is the last path segment of `filename` (no directories reach the page).
 */
export function fileFromResult(content: (ResultContent & { data?: string; resource?: { blob?: string } })[], filename: string): RetrievedFile | string {
  const name = filename.split(/[\\/]/).pop() || 'file';
  const guess = /\.csv$/i.test(name) ? 'text/csv' : /\.json$/i.test(name) ? 'application/json' : 'text/plain';
  const resource = content.find((c) => c.type === 'resource' && c.resource);
  const image = content.find((c) => c.type === 'image' && typeof c.data === 'string');
  let file: RetrievedFile;
  if (resource?.resource?.blob !== undefined) {
    const b64 = resource.resource.blob.replace(/\s+/g, '');
    file = { name, mimeType: resource.resource.mimeType ?? 'application/octet-stream', base64: b64, size: base64Size(b64) };
  } else if (typeof resource?.resource?.text === 'string') {
    const text = resource.resource.text;
    file = { name, mimeType: resource.resource.mimeType ?? guess, base64: utf8ToBase64(text), size: new TextEncoder().encode(text).length };
  } else if (image?.data) {
    file = { name, mimeType: image.mimeType ?? 'image/png', base64: image.data, size: base64Size(image.data) };
  } else {
    const text = content.filter((c) => c.type === 'text').map((c) => c.text ?? '').join('\n');
    if (!content.some((c) => c.type === 'text')) return 'the tool returned no file content';
    file = { name, mimeType: guess, base64: utf8ToBase64(text), size: new TextEncoder().encode(text).length };
  }
  if (file.size > MAX_FILE_BYTES) return `the file is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`;
  return file;
}
