import type { ToolResult } from './result.js';
import type { McpOptions, RestOptions, Transport } from './transports.js';

export declare class BridgeCore {
  constructor(transport: Transport);
  readonly transport: Transport;
  /** A bridge over the REST API (`POST /api/v1/command`). */
  static rest<T extends BridgeCore>(this: new (transport: Transport) => T, options?: RestOptions): T;
  /** A bridge over MCP (Streamable HTTP at `/mcp`), connected and initialized. */
  static mcp<T extends BridgeCore>(this: new (transport: Transport) => T, options?: McpOptions): Promise<T>;
  /** Calls any tool by name or alias: the escape hatch for tools newer than this client. */
  call(name: string, params?: object): Promise<ToolResult>;
  close(): Promise<void>;
}
