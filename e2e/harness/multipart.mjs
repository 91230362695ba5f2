// A small multipart/form-data parser for the fixture server: enough for what a browser sends
// (text fields and files), kept as Buffers so a test can compare an upload byte for byte.

/** Reads a request body into one Buffer. */
export async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Parses `body` sent with `contentType` (`multipart/form-data; boundary=…`).
 * Returns { fields: {name: string}, files: [{field, filename, mimeType, size, content: Buffer}] }.
 */
export function parseMultipart(body, contentType) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  if (!boundary) throw new Error(`not multipart: ${contentType}`);
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const fields = {};
  const files = [];
  let start = body.indexOf(delimiter);
  while (start >= 0) {
    const partStart = start + delimiter.length;
    if (body.subarray(partStart, partStart + 2).toString() === '--') break; // closing delimiter
    const next = body.indexOf(delimiter, partStart);
    if (next < 0) break;
    // Each part: CRLF, headers, CRLF CRLF, content, CRLF before the next delimiter.
    const part = body.subarray(partStart + 2, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, headerEnd).toString('utf8');
    const content = part.subarray(headerEnd + 4);
    const name = /name="([^"]*)"/i.exec(headers)?.[1];
    const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
    if (filename !== undefined) {
      const mimeType = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? '';
      if (filename !== '' || content.length > 0) files.push({ field: name, filename, mimeType, size: content.length, content });
    } else if (name !== undefined) {
      fields[name] = content.toString('utf8');
    }
    start = next;
  }
  return { fields, files };
}

/** Parses an application/x-www-form-urlencoded body. */
export function parseUrlEncoded(body) {
  return Object.fromEntries(new URLSearchParams(body.toString('utf8')));
}
