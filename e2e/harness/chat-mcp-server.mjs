// A fake remote MCP server for the chat tests: the official TypeScript SDK over Streamable HTTP on
// loopback, requiring a Bearer key. `get_file` serves fixed files, `save_data` keeps what it gets, `slow` answers late; every call and the key each
// request carried are recorded, so a test can check what reached the server and what did not.
import { createServer } from 'node:http';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';

export const FILES = {
  'report.csv': { mimeType: 'text/csv', bytes: Buffer.from('city,temp °C\nLyon,21\nOslo,-3\n', 'utf8') },
  // A PNG signature and bytes a text path would mangle (NUL, 0xFF, a lone CR).
  'chart.png': { mimeType: 'image/png', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 255, 13, 128, 7]) },
};

function mcpServer(calls) {
  const server = new McpServer({ name: 'files', version: '1.0.0' });
  server.registerTool('get_file', { description: 'Read one of the test files', inputSchema: { filename: z.string() } }, async ({ filename }) => {
    calls.push({ tool: 'get_file', filename });
    const file = FILES[filename];
    if (!file) return { isError: true, content: [{ type: 'text', text: `no file ${filename}` }] };
    return file.mimeType.startsWith('text/')
      ? { content: [{ type: 'text', text: file.bytes.toString('utf8') }] }
      : { content: [{ type: 'resource', resource: { uri: `file:///${filename}`, mimeType: file.mimeType, blob: file.bytes.toString('base64') } }] };
  });
  server.registerTool('save_data', { description: 'Save a named text', inputSchema: { name: z.string(), content: z.string() } }, async ({ name, content }) => {
    calls.push({ tool: 'save_data', name, content });
    return { content: [{ type: 'text', text: `saved ${name}` }] };
  });
  server.registerTool('slow', { description: 'Answer after ms milliseconds', inputSchema: { ms: z.number() } }, async ({ ms }) => {
    calls.push({ tool: 'slow', ms });
    await new Promise((r) => setTimeout(r, ms));
    return { content: [{ type: 'text', text: `slept ${ms} ms` }] };
  });
  return server;
}

export async function startFileServer(key) {
  const calls = [];
  const auth = [];
  const http = createServer(async (req, res) => {
    auth.push(req.headers.authorization ?? null);
    if (req.headers.authorization !== `Bearer ${key}`) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"unauthorized"}');
      return;
    }
    // Stateless: one server and transport per request, as the SDK's stateless example does.
    const server = mcpServer(calls);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => void transport.close().then(() => server.close()));
    await server.connect(transport);
    // Decoded once, whole: a chunk boundary can split a multi-byte character.
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks).toString('utf8');
    await transport.handleRequest(req, res, body ? JSON.parse(body) : undefined);
  });
  await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { port: http.address().port, calls, auth, close: () => new Promise((r) => http.close(r)) };
}
