// A fake remote MCP server for the chat tests: the official TypeScript SDK on loopback over the
// three remote transports, each requiring a key: Streamable HTTP (`/mcp`) and SSE (`/sse` +
// `/messages`) with `Authorization: Bearer`, WebSocket (`/ws`, subprotocol `mcp`) with `?token=`,
// as a browser WebSocket cannot send headers. `get_file` serves fixed files, `save_data` keeps
// what it gets, `slow` answers late, `big` answers long text, `image` answers a PNG; every call
// and the key each request carried are recorded, so a test can check what reached the server.
import { createServer } from 'node:http';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { WebSocketServer } from 'ws';
import { z } from 'zod';

export const FILES = {
  'report.csv': { mimeType: 'text/csv', bytes: Buffer.from('city,temp °C\nLyon,21\nOslo,-3\n', 'utf8') },
  // A PNG signature and bytes a text path would mangle (NUL, 0xFF, a lone CR).
  'chart.png': { mimeType: 'image/png', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 255, 13, 128, 7]) },
};

/** What `big {chars}` answers: `chars` characters of unicode text, the same for a given length. */
export const bigText = (chars) => 'ligne ✓ 👋 '.repeat(Math.ceil(chars / 10)).slice(0, chars);

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
  server.registerTool('big', { description: 'Answer chars characters of text', inputSchema: { chars: z.number() } }, async ({ chars }) => {
    calls.push({ tool: 'big', chars });
    return { content: [{ type: 'text', text: bigText(chars) }] };
  });
  server.registerTool('image', { description: 'Answer a caption and a PNG image', inputSchema: {} }, async () => {
    calls.push({ tool: 'image' });
    return { content: [{ type: 'text', text: 'a chart' }, { type: 'image', mimeType: 'image/png', data: FILES['chart.png'].bytes.toString('base64') }] };
  });
  return server;
}

/** The SDK has a WebSocket client transport but no server one: this is its counterpart on `ws`. */
class WebSocketServerTransport {
  constructor(socket) {
    this.socket = socket;
  }

  async start() {
    this.socket.on('message', (data) => {
      try {
        this.onmessage?.(JSON.parse(data.toString('utf8')));
      } catch (e) {
        this.onerror?.(e);
      }
    });
    this.socket.on('close', () => this.onclose?.());
  }

  async send(message) {
    this.socket.send(JSON.stringify(message));
  }

  async close() {
    this.socket.close();
  }
}

async function readJson(req) {
  // Decoded once, whole: a chunk boundary can split a multi-byte character.
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const body = Buffer.concat(chunks).toString('utf8');
  return body ? JSON.parse(body) : undefined;
}

export async function startFileServer(key) {
  const calls = [];
  /** The key each request presented ('' for none): its Bearer header, or its token on WebSocket. */
  const auth = [];
  /** The transport each accepted connection or request used: 'http' | 'sse' | 'ws'. */
  const transports = [];
  const sse = new Map();
  const http = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    const presented = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    auth.push(presented);
    if (presented !== key) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"unauthorized"}');
      return;
    }
    if (url.pathname === '/sse' && req.method === 'GET') {
      transports.push('sse');
      const transport = new SSEServerTransport('/messages', res);
      sse.set(transport.sessionId, transport);
      res.on('close', () => sse.delete(transport.sessionId));
      await mcpServer(calls).connect(transport);
      return;
    }
    if (url.pathname === '/messages' && req.method === 'POST') {
      const transport = sse.get(url.searchParams.get('sessionId'));
      if (!transport) return void res.writeHead(404).end('no session');
      await transport.handlePostMessage(req, res, await readJson(req));
      return;
    }
    transports.push('http');
    // Stateless: one server and transport per request, as the SDK's stateless example does.
    const server = mcpServer(calls);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => void transport.close().then(() => server.close()));
    await server.connect(transport);
    await transport.handleRequest(req, res, await readJson(req));
  });
  const wss = new WebSocketServer({ noServer: true, handleProtocols: (protocols) => (protocols.has('mcp') ? 'mcp' : false) });
  http.on('upgrade', (req, socket, head) => {
    const token = new URL(req.url, 'http://127.0.0.1').searchParams.get('token') ?? '';
    auth.push(token);
    if (token !== key) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      transports.push('ws');
      void mcpServer(calls).connect(new WebSocketServerTransport(ws));
    });
  });
  await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
  const close = () => {
    for (const ws of wss.clients) ws.terminate();
    http.closeAllConnections();
    return new Promise((r) => http.close(r));
  };
  return { port: http.address().port, calls, auth, transports, close };
}
