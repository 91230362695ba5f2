// A tool result too big or not text enough to paste: long text and binary parts (images, blob
// resources) become files attached to the composer, and the prompt says what was attached. A
// pasted 100 KB result swamps the editor and the model's context; an image pasted as base64 is
// noise the model cannot see.

import { bytesToBase64, MAX_FILE_BYTES, type RetrievedFile } from './files';
import type { ResultContent } from './result';

/** Longer text results are attached as `<tool>_result_<id>.txt` instead of pasted. */
export const LONG_RESULT_CHARS = 20_000;

type Part = ResultContent & { data?: string; resource?: { uri?: string; blob?: string; mimeType?: string; text?: string } };

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'image/svg+xml': 'svg',
  'application/pdf': 'pdf', 'application/json': 'json', 'text/plain': 'txt', 'text/csv': 'csv',
};

function base64Size(b64: string): number {
  return Math.floor((b64.length * 3) / 4) - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);
}

/** A file name from the tool name and call id: only characters every site and OS accept. */
export function resultFileBase(tool: string, key: string): string {
  return `${tool.replace(/[^A-Za-z0-9_-]+/g, '_')}_result_${key.slice(0, 4)}`;
}

export interface SplitResult {
  /** The parts that stay in the pasted text (text, text resources, parts named as not shown). */
  kept: ResultContent[];
  files: RetrievedFile[];
  /** One line per part that could not be attached (too large). */
  skipped: string[];
}

/**
 * Takes the binary parts out of a result as files: images by their MIME type, blob resources by
 * their URI's last segment when it is a plain file name.
 */
export function splitBinary(content: Part[], tool: string, key: string): SplitResult {
  const base = resultFileBase(tool, key);
  const kept: ResultContent[] = [];
  const files: RetrievedFile[] = [];
  const skipped: string[] = [];
  let n = 0;
  for (const part of content) {
    const b64 = part.type === 'image' ? part.data : part.type === 'resource' ? part.resource?.blob : undefined;
    if (typeof b64 !== 'string') {
      kept.push(part);
      continue;
    }
    const clean = b64.replace(/\s+/g, '');
    const mimeType = (part.type === 'image' ? part.mimeType : part.resource?.mimeType) ?? 'application/octet-stream';
    const fromUri = part.resource?.uri?.split(/[\\/]/).pop() ?? '';
    n++;
    const name = /^[\w.-]{1,100}\.\w{1,8}$/.test(fromUri) ? fromUri : `${base}${n > 1 ? `_${n}` : ''}.${EXTENSIONS[mimeType] ?? 'bin'}`;
    const size = base64Size(clean);
    if (size > MAX_FILE_BYTES) skipped.push(`${name} (${size} bytes) is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB: not attached.`);
    else files.push({ name, mimeType, base64: clean, size });
  }
  return { kept, files, skipped };
}

/**
 * Text longer than LONG_RESULT_CHARS as a UTF-8 `.txt` file; undefined when it can be pasted.
 * No size cap here: pasting it instead would be worse, and runtime messages carry 64 MB.
 */
export function longTextFile(text: string, tool: string, key: string): RetrievedFile | undefined {
  if (text.length <= LONG_RESULT_CHARS) return undefined;
  const bytes = new TextEncoder().encode(text);
  return { name: `${resultFileBase(tool, key)}.txt`, mimeType: 'text/plain', base64: bytesToBase64(bytes), size: bytes.length };
}

export function attachedNote(files: RetrievedFile[]): string {
  return files.map((f) => `Attached ${f.name} (${f.size} bytes).`).join('\n');
}
