// One MCP server as seen from the worker: an official-SDK Client, connected lazily, its tool list
// cached until the server says it changed, and reconnected with backoff after a failure.

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { WebSocketClientTransport } from '@modelcontextprotocol/sdk/client/websocket.js';
import type { Transport as SdkTransport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { jsonSchemaValidator, JsonSchemaValidatorResult } from '@modelcontextprotocol/sdk/validation/types.js';
import { ToolListChangedNotificationSchema, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { checkServerUrl, firstTransport } from '../shared/url-policy';
import type { ChatServer } from '../shared/types';

const CONNECT_TIMEOUT_MS = 15_000;
const RETRY_START_MS = 1_000;
const RETRY_CAP_MS = 30_000;

/**
 * The server must not learn the user's cookies for its origin, nor redirect a keyed request to
 * another host: every request goes out without credentials and refuses redirects.
 */
const isolatedFetch: typeof fetch = (input, init) => fetch(input, { ...init, credentials: 'omit', redirect: 'error' });

export class ServerError extends Error {}

/**
 * The SDK checks results against a tool's outputSchema with Ajv, which compiles schemas with
 * `new Function`: MV3's CSP forbids that in the worker. Results only become text for the model,
 * nothing here trusts their shape, so they pass unchecked.
 */
const acceptAll: jsonSchemaValidator = {
  getValidator: <T>() => (input: unknown): JsonSchemaValidatorResult<T> => ({ valid: true, data: input as T, errorMessage: undefined }),
};

export class Connection {
  #client: Client | undefined;
  #connecting: Promise<Client> | undefined;
  #tools: Tool[] | undefined;
  #failures = 0;
  #retryAt = 0;
  lastError: string | undefined;

  /** `clientName`: how the daemon's activity log names this client. */
  constructor(readonly server: ChatServer, readonly clientName = 'tabrelay-chat') {}

  /** Same settings: the connection can be kept when the server list is saved again. */
  sameAs(other: ChatServer): boolean {
    const s = this.server;
    return s.url === other.url && s.transport === other.transport && s.key === other.key && s.enabled === other.enabled;
  }

  async tools(): Promise<Tool[]> {
    if (this.#tools) return this.#tools;
    const client = await this.#connected();
    this.#tools = (await client.listTools(undefined, { timeout: CONNECT_TIMEOUT_MS })).tools;
    return this.#tools;
  }

  async call(name: string, args: Record<string, unknown>, timeoutMs: number): Promise<CallToolResult> {
    const client = await this.#connected();
    // Progress resets the deadline: a long call that reports progress is alive.
    return (await client.callTool({ name, arguments: args }, undefined, { timeout: timeoutMs, resetTimeoutOnProgress: true })) as CallToolResult;
  }

  async close(): Promise<void> {
    const client = this.#client;
    this.#client = undefined;
    this.#tools = undefined;
    await client?.close().catch(() => undefined);
  }

  #connected(): Promise<Client> {
    if (this.#client) return Promise.resolve(this.#client);
    if (Date.now() < this.#retryAt) {
      return Promise.reject(new ServerError(`${this.lastError ?? 'unreachable'} (next try in ${Math.ceil((this.#retryAt - Date.now()) / 1000)} s)`));
    }
    this.#connecting ??= this.#connect().finally(() => (this.#connecting = undefined));
    return this.#connecting;
  }

  async #connect(): Promise<Client> {
    // Checked here, not only in the options page: a URL written straight into storage is refused too.
    const verdict = checkServerUrl(this.server.url, this.server.transport);
    if (!verdict.ok) throw new ServerError(`refused URL: ${verdict.error}`);
    const first = firstTransport(verdict.url, this.server.transport);
    const kinds: ('http' | 'sse' | 'ws')[] = this.server.transport === 'auto' && first === 'http' ? ['http', 'sse'] : [first];
    let lastError: unknown;
    for (const kind of kinds) {
      const client = new Client({ name: this.clientName, version: chrome.runtime.getManifest().version }, { jsonSchemaValidator: acceptAll });
      try {
        await client.connect(this.#transport(kind, verdict.url), { timeout: CONNECT_TIMEOUT_MS });
        this.#adopt(client);
        return client;
      } catch (e) {
        lastError = e;
        await client.close().catch(() => undefined);
      }
    }
    this.#failures++;
    this.#retryAt = Date.now() + Math.min(RETRY_CAP_MS, RETRY_START_MS * 2 ** (this.#failures - 1));
    this.lastError = describeError(lastError);
    throw new ServerError(this.lastError);
  }

  #adopt(client: Client): void {
    this.#client = client;
    this.#failures = 0;
    this.#retryAt = 0;
    this.lastError = undefined;
    client.setNotificationHandler(ToolListChangedNotificationSchema, async () => {
      this.#tools = undefined;
    });
    client.onclose = () => {
      // Dropped by the server or the network: the next call reconnects (after backoff if it fails).
      if (this.#client === client) {
        this.#client = undefined;
        this.#tools = undefined;
      }
    };
  }

  #transport(kind: 'http' | 'sse' | 'ws', url: URL): SdkTransport {
    const key = this.server.key;
    if (kind === 'ws') {
      // A browser WebSocket cannot send headers; the key rides in the query (wss or loopback only,
      // which checkServerUrl guaranteed).
      const withKey = new URL(url);
      if (key) withKey.searchParams.set('token', key);
      return new WebSocketClientTransport(withKey);
    }
    const requestInit: RequestInit = key ? { headers: { Authorization: `Bearer ${key}` } } : {};
    return kind === 'http'
      ? new StreamableHTTPClientTransport(url, { requestInit, fetch: isolatedFetch })
      : new SSEClientTransport(url, { requestInit, fetch: isolatedFetch, eventSourceInit: { fetch: isolatedFetch } });
  }
}

/**
 * A message for a person, never a stack. It reaches the chat page (on a card), which must not
 * learn server addresses or keys: URLs are cut out whole, a stray token too.
 */
export function describeError(e: unknown): string {
  const text = e instanceof Error ? e.message : typeof e === 'object' && e && 'type' in e ? 'connection failed' : String(e);
  if (/401|unauthori[sz]ed/i.test(text)) return 'unauthorized: the server refused the key';
  if (/403|forbidden/i.test(text)) return 'forbidden: the server refused this client';
  return text.replace(/\b(?:https?|wss?):\/\/\S+/gi, '[server URL]').replace(/token=[^&\s]+/g, 'token=…').slice(0, 300) || 'connection failed';
}
