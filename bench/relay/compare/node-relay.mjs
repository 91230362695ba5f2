// The relay built the usual Node way, for comparison: the official TypeScript MCP SDK
// (McpServer + Streamable HTTP, one transport per session) and `ws` for the extension link,
// which speaks the same hello/command/response messages as TabRelay's, so one stand-in serves both.
//   node node-relay.mjs PORT KEY
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { WebSocketServer } from 'ws';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';

const [port, key] = [Number(process.argv[2]), process.argv[3]];
let extension = null;
let nextId = 1;
const pending = new Map();

function command(action, params) {
  if (!extension) return Promise.reject(new Error('no extension linked'));
  const id = String(nextId++);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { pending.delete(id); reject(new Error('timeout')); }, 30_000);
    pending.set(id, { resolve, reject, timer });
    extension.send(JSON.stringify({ type: 'command', id, action, params }));
  });
}

function mcpServer() {
  const server = new McpServer({ name: 'node-relay', version: '1' });
  server.registerTool('list_tabs', { description: 'List the open tabs.' }, async () => {
    const data = await command('list_tabs', {});
    return { content: [{ type: 'text', text: JSON.stringify(data) }] };
  });
  return server;
}

const transports = new Map();
const http = createServer(async (req, res) => {
  if (req.url !== '/mcp') { res.writeHead(404).end(); return; }
  const chunks = [];
  for await (const c of req) chunks.push(c);
  const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : undefined;
  const sid = req.headers['mcp-session-id'];
  let transport = sid && transports.get(sid);
  if (!transport && req.method === 'POST' && isInitializeRequest(body)) {
    transport = new StreamableHTTPServerTransport({ sessionIdGenerator: randomUUID,
      onsessioninitialized: (id) => transports.set(id, transport) });
    transport.onclose = () => transport.sessionId && transports.delete(transport.sessionId);
    await mcpServer().connect(transport);
  }
  if (!transport) { res.writeHead(404).end(); return; }
  await transport.handleRequest(req, res, body);
});
const wss = new WebSocketServer({ server: http, path: '/extension' });
wss.on('connection', (ws) => {
  ws.on('message', (raw) => {
    const m = JSON.parse(raw.toString());
    if (m.type === 'hello') {
      if (m.key !== key) { ws.close(4001, 'bad key'); return; }
      extension = ws;
      ws.send(JSON.stringify({ type: 'welcome', protocol: 1 }));
    } else if (m.type === 'response') {
      const p = pending.get(m.id);
      if (p) { pending.delete(m.id); clearTimeout(p.timer); p.resolve(m.data); }
    }
  });
  ws.on('close', () => { if (extension === ws) extension = null; });
});
http.listen(port, '127.0.0.1', () => process.stdout.write('listening\n'));
