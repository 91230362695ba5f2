// The two ways to reach the bridge. Both turn every failure into a TabRelayError with the
// bridge's stable code; codes only a client can see are DAEMON_UNREACHABLE and PROTOCOL_ERROR.
import { TabRelayError, toResult } from './result.js';

export const DEFAULT_URL = 'http://127.0.0.1:22816';
// Above the bridge's own deadline (COMMAND_TIMEOUT, 30 s by default, plus 30 s REST grace), so
// that the bridge's TIMEOUT, which says what timed out, arrives before ours.
const DEFAULT_TIMEOUT_MS = 120_000;

const authorization = (key) => (key ? { Authorization: `Bearer ${key}` } : {});

export class RestTransport {
  constructor({ url = DEFAULT_URL, key, clientName = 'tabrelay-client', timeoutMs = DEFAULT_TIMEOUT_MS, fetch = globalThis.fetch } = {}) {
    this.endpoint = new URL('/api/v1/command', url);
    this.headers = { 'Content-Type': 'application/json', 'X-Client-Name': clientName, ...authorization(key) };
    this.timeoutMs = timeoutMs;
    this.fetch = fetch;
  }

  async call(name, params) {
    let res;
    try {
      res = await this.fetch(this.endpoint, {
        method: 'POST',
        headers: this.headers,
        body: JSON.stringify({ command: name, params }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (e) {
      if (e.name === 'TimeoutError') throw new TabRelayError('TIMEOUT', `no answer from ${this.endpoint.origin} within ${this.timeoutMs} ms`, { tool: name });
      throw new TabRelayError('DAEMON_UNREACHABLE', `no TabRelay daemon answered at ${this.endpoint.origin} (${e.cause?.code ?? e.cause?.message ?? e.message}); start it with \`tabrelay serve\``);
    }
    const raw = await res.text();
    let body;
    try {
      body = JSON.parse(raw);
    } catch {
      throw new TabRelayError('PROTOCOL_ERROR', `HTTP ${res.status} with a body that is not JSON: ${raw.slice(0, 200)}`, { status: res.status });
    }
    // HTTP errors and refused calls carry {error: {code, message}}; a tool that failed in the
    // browser answers 200 with ok: false and the same error.
    if (!res.ok || body.ok === false) {
      const error = body.error ?? {};
      throw new TabRelayError(error.code ?? `HTTP_${res.status}`, error.message ?? toResult(body.content).text, { status: res.status, tool: body.tool ?? name });
    }
    return toResult(body.content, body.structuredContent);
  }

  async close() {}
}

export class McpTransport {
  constructor(client, timeoutMs) {
    this.client = client;
    this.timeoutMs = timeoutMs;
  }

  static async connect({ url = `${DEFAULT_URL}/mcp`, key, clientName = 'tabrelay-client', timeoutMs = DEFAULT_TIMEOUT_MS } = {}) {
    // Loaded here so that REST-only users never load the SDK.
    const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
    const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
    const transport = new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: authorization(key) } });
    const client = new Client({ name: clientName, version: '0.1.0' });
    try {
      await client.connect(transport, { timeout: timeoutMs });
    } catch (e) {
      await client.close().catch(() => undefined);
      // The SDK reports an HTTP refusal (401 without a key, 403 for a foreign host) as its code.
      const refused = { 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'SWITCHED_OFF', 429: 'RATE_LIMITED', 503: 'TOO_MANY_SESSIONS' }[e.code];
      throw new TabRelayError(refused ?? 'DAEMON_UNREACHABLE', `MCP at ${url} did not initialize: ${e.message}`, { status: e.code });
    }
    return new McpTransport(client, timeoutMs);
  }

  async call(name, params) {
    let result;
    try {
      result = await this.client.callTool({ name, arguments: params }, undefined, { timeout: this.timeoutMs });
    } catch (e) {
      // JSON-RPC errors: an unknown tool is "invalid params" (-32602), a lost answer -32001.
      if (e.code === -32602 && /unknown tool|not found/i.test(e.message)) throw new TabRelayError('UNKNOWN_TOOL', e.message, { tool: name });
      if (e.code === -32001) throw new TabRelayError('TIMEOUT', e.message, { tool: name });
      throw new TabRelayError('PROTOCOL_ERROR', e.message, { tool: name });
    }
    const out = toResult(result.content, result.structuredContent);
    if (result.isError) {
      const error = result.structuredContent?.error ?? {};
      // The text always starts with "CODE: message"; structured content carries both when present.
      const code = error.code ?? /^([A-Z][A-Z_]+):/.exec(out.text)?.[1] ?? 'INTERNAL';
      throw new TabRelayError(code, error.message ?? out.text.replace(/^[A-Z][A-Z_]+:\s*/, ''), { tool: name });
    }
    return out;
  }

  close() {
    return this.client.close();
  }
}
