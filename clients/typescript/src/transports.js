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

/** The TabRelayError for an HTTP refusal the SDK reports as StreamableHTTPError (its code is the status). */
function refusal(e, what, tool) {
  // The SDK puts the response body in the message; TabRelay's is {"error": {"code", "message"}}.
  const body = /(\{"error".*\})\s*$/s.exec(e.message ?? '')?.[1];
  let error = {};
  try {
    error = body ? JSON.parse(body).error ?? {} : {};
  } catch {
    // not TabRelay's body: name the status below
  }
  const byStatus = { 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'SWITCHED_OFF', 413: 'TOO_LARGE', 429: 'RATE_LIMITED', 503: 'TOO_MANY_SESSIONS' };
  return new TabRelayError(error.code ?? byStatus[e.code] ?? `HTTP_${e.code}`, error.message ?? `${what}: ${e.message}`, { status: e.code, tool });
}

const isHttpStatus = (code) => Number.isInteger(code) && code >= 400 && code < 600;

export class McpTransport {
  constructor({ url = `${DEFAULT_URL}/mcp`, key, clientName = 'tabrelay-client', timeoutMs = DEFAULT_TIMEOUT_MS } = {}) {
    this.options = { url, key, clientName, timeoutMs };
    this.client = null;
  }

  static async connect(options) {
    const transport = new McpTransport(options);
    await transport.open();
    return transport;
  }

  /** Opens a session: initialize, then initialized, as the SDK's Client does on connect. */
  async open() {
    const { url, key, clientName, timeoutMs } = this.options;
    // Loaded here so that REST-only users never load the SDK.
    const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
    const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
    const client = new Client({ name: clientName, version: '0.1.0' });
    try {
      await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: authorization(key) } }), { timeout: timeoutMs });
    } catch (e) {
      await client.close().catch(() => undefined);
      if (isHttpStatus(e.code)) throw refusal(e, `MCP at ${url} refused to initialize`);
      throw new TabRelayError('DAEMON_UNREACHABLE', `MCP at ${url} did not initialize: ${e.message}`);
    }
    this.client = client;
  }

  async call(name, params) {
    let result;
    try {
      result = await this.callTool(name, params);
    } catch (e) {
      if (e.code !== 404) throw this.failure(e, name);
      // The session ended (30 minutes idle, or the daemon restarted): open a new one, once.
      await this.client.close().catch(() => undefined);
      await this.open();
      result = await this.callTool(name, params).catch((again) => {
        throw this.failure(again, name);
      });
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

  callTool(name, params) {
    return this.client.callTool({ name, arguments: params }, undefined, { timeout: this.options.timeoutMs });
  }

  failure(e, tool) {
    if (e instanceof TabRelayError) return e;
    if (isHttpStatus(e.code)) return refusal(e, `MCP refused ${tool}`, tool);
    // JSON-RPC errors: an unknown tool is "invalid params" (-32602), an answer that never came -32001.
    if (e.code === -32602 && /unknown tool/i.test(e.message)) return new TabRelayError('UNKNOWN_TOOL', e.message, { tool });
    if (e.code === -32001) return new TabRelayError('TIMEOUT', e.message, { tool });
    return new TabRelayError('PROTOCOL_ERROR', e.message, { tool });
  }

  close() {
    return this.client?.close() ?? Promise.resolve();
  }
}
