import type { ToolResult } from './result.js';

/** What ChromeBridge needs from a transport; implement it to reach the bridge some other way. */
export interface Transport {
  call(name: string, params: object): Promise<ToolResult<any>>;
  close(): Promise<void>;
}

export declare const DEFAULT_URL: 'http://127.0.0.1:22816';

export interface RestOptions {
  /** The daemon's base URL. Default: http://127.0.0.1:22816 */
  url?: string;
  /** An API key (`trk_…`), needed when the daemon runs with --require-auth. */
  key?: string;
  /** Shown to the user in the extension's activity log. Default: tabrelay-client */
  clientName?: string;
  /** Deadline of one call. Default: 120000 */
  timeoutMs?: number;
  /** A fetch to use instead of the global one. */
  fetch?: typeof globalThis.fetch;
}

export interface McpOptions {
  /** The Streamable HTTP endpoint. Default: http://127.0.0.1:22816/mcp */
  url?: string;
  key?: string;
  clientName?: string;
  timeoutMs?: number;
}

export declare class RestTransport implements Transport {
  constructor(options?: RestOptions);
  call(name: string, params: object): Promise<ToolResult>;
  close(): Promise<void>;
}

/** One MCP session; when it ends (HTTP 404: idle, or the daemon restarted) a call opens a new one, once. */
export declare class McpTransport implements Transport {
  /** Not connected yet: call open(), or use McpTransport.connect(). */
  constructor(options?: McpOptions);
  static connect(options?: McpOptions): Promise<McpTransport>;
  open(): Promise<void>;
  call(name: string, params: object): Promise<ToolResult>;
  close(): Promise<void>;
}
