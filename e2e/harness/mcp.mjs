// One factory for the four MCP transports TabRelay serves, so a test can run the same checks
// over each with the real TypeScript SDK client.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { WebSocketClientTransport } from '@modelcontextprotocol/sdk/client/websocket.js';
import { ROOT, TABRELAY } from './paths.mjs';

// Node 20 has no global WebSocket; the SDK's WebSocket transport expects one.
globalThis.WebSocket ??= (await import('ws')).WebSocket;

export const TRANSPORTS = ['stdio', 'http', 'sse', 'ws'];

/**
 * `key`: an API key the way each kind of client gives it: the Authorization header over HTTP and
 * SSE, `?access_token=` on the WebSocket (the SDK's WebSocket transport sends no headers), and
 * TABRELAY_KEY in the environment of `tabrelay stdio`.
 */
function transport(kind, { port, configDir, query = '', headers, key }) {
  const base = `http://127.0.0.1:${port}`;
  if (key) headers = { ...headers, Authorization: `Bearer ${key}` };
  switch (kind) {
    case 'http':
      // `headers`: e.g. an API key's Authorization, as a remote client sends it.
      return new StreamableHTTPClientTransport(new URL(`${base}/mcp${query}`), headers ? { requestInit: { headers } } : undefined);
    case 'sse':
      return new SSEClientTransport(new URL(`${base}/sse${query}`), headers ? {
        requestInit: { headers },
        eventSourceInit: { fetch: (url, init) => fetch(url, { ...init, headers: { ...init?.headers, ...headers } }) },
      } : undefined);
    case 'ws': {
      const token = key ? `${query ? '&' : '?'}access_token=${encodeURIComponent(key)}` : '';
      return new WebSocketClientTransport(new URL(`ws://127.0.0.1:${port}/mcp-ws${query}${token}`));
    }
    case 'stdio':
      return new StdioClientTransport({
        command: TABRELAY,
        args: ['stdio', '--port', String(port), '--config-dir', configDir],
        env: { ...process.env, CONFIG_DIR: configDir, ...(key ? { TABRELAY_KEY: key } : {}) },
        cwd: ROOT,
        stderr: 'pipe',
      });
    default:
      throw new Error(`unknown transport ${kind}`);
  }
}

/**
 * A connected MCP client. `log()` is the stdio child's stderr (empty for network transports),
 * for error messages when the connection fails. `query` (e.g. `?tools=claude`) is appended to
 * the connection URL of the network transports.
 */
export async function connectClient(kind, { port, configDir, timeoutMs = 30_000, query, headers, key }) {
  const t = transport(kind, { port, configDir, query, headers, key });
  let stderr = '';
  t.stderr?.setEncoding('utf8');
  t.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const client = new Client({ name: `tabrelay-e2e-${kind}`, version: '0.1.0' });
  try {
    await client.connect(t, { timeout: timeoutMs });
  } catch (e) {
    await client.close().catch(() => undefined);
    throw new Error(`MCP over ${kind} did not initialize: ${e.message}${stderr ? `\n--- stderr ---\n${stderr}` : ''}`);
  }
  // As real clients do: the SDK client then checks every result of a listed tool against its
  // outputSchema, so each call in the suite also tests the declared output shape.
  await client.listTools(undefined, { timeout: timeoutMs });
  return { client, kind, transport: t, log: () => stderr, close: () => client.close() };
}

/** Calls a tool with a deadline; resolves with the CallToolResult (isError results included). */
export function callTool(client, name, args = {}, { timeoutMs = 45_000 } = {}) {
  return client.callTool({ name, arguments: args }, undefined, { timeout: timeoutMs });
}

/** Text of all text contents of a result. */
export function textOf(result) {
  return (result.content ?? []).filter((c) => c.type === 'text').map((c) => c.text).join('\n');
}

/**
 * A result marked as page content (docs/automation.md, "Page content is data"), taken apart:
 * `header` before the page's text, `body` (the page's text between the fence lines), `after` (what
 * follows the fence, such as the cursor note) and `mark` (structuredContent.pageContent). Throws
 * when the fence is missing or its id differs from the structured mark.
 */
export function pageContentOf(result) {
  const text = textOf(result);
  const mark = result.structuredContent?.pageContent;
  if (!mark?.fence) throw new Error(`no pageContent mark in structuredContent: ${JSON.stringify(result.structuredContent)?.slice(0, 300)}`);
  const open = `⟦page content of ${mark.url || 'the page'} · ${mark.note} · fence ${mark.fence}⟧\n`;
  const close = `\n⟦end of page content ${mark.fence}⟧`;
  const start = text.indexOf(open);
  const end = text.lastIndexOf(close);
  if (start < 0 || end < start) throw new Error(`the page content is not fenced as ${open.trim()}: ${text.slice(0, 300)}`);
  return { header: text.slice(0, start), body: text.slice(start + open.length, end), after: text.slice(end + close.length), mark };
}

/** The stable code an isError result starts with ("TAB_NOT_FOUND: …" → "TAB_NOT_FOUND"), else null. */
export function errorCode(result) {
  if (!result.isError) return null;
  return /^([A-Z][A-Z_]+):/.exec(textOf(result))?.[1] ?? null;
}

/** The text of a successful result; throws with the error text when the call failed. */
export function okText(result, what = 'tool call') {
  if (result.isError) throw new Error(`${what} failed: ${textOf(result)}`);
  return textOf(result);
}

/** Tabs from list_tabs' structured content. */
export async function listTabs(client) {
  const result = await callTool(client, 'list_tabs');
  okText(result, 'list_tabs');
  return result.structuredContent?.tabs ?? [];
}

