// The base of the generated ChromeBridge: its typed methods all end in `call`.
import { McpTransport, RestTransport } from './transports.js';

export class BridgeCore {
  /** @param {{call(name: string, params: object): Promise<object>, close(): Promise<void>}} transport */
  constructor(transport) {
    this.transport = transport;
  }

  /** A bridge over the REST API (`POST /api/v1/command`). */
  static rest(options = {}) {
    return new this(new RestTransport(options));
  }

  /** A bridge over MCP (Streamable HTTP at `/mcp`), connected and initialized. */
  static async mcp(options = {}) {
    return new this(await McpTransport.connect(options));
  }

  /** Calls any tool by name or alias: the escape hatch for tools newer than this client. */
  call(name, params = {}) {
    // Arguments left undefined are not sent, so a method's optional parameters can be passed through.
    const sent = Object.fromEntries(Object.entries(params ?? {}).filter(([, v]) => v !== undefined));
    return this.transport.call(name, sent);
  }

  close() {
    return this.transport.close();
  }
}
