// generated from contract/link.json by scripts/generate-contract.mjs — do not edit; regenerate with ./scripts/generate
// (the bridge declares every action, error and close code once; docs/adding-a-tool.md).
/* eslint-disable */

// The link's session messages (docs/protocol.md), as the bridge declares them.

/** extension → bridge: After the welcome: the options page's tool profile or Enable bridge changed; applied to the live link, which stays up. */
export interface SettingsMessage {
  /**
   * Whether the user enabled the bridge in this browser. Absent: unchanged.
   */
  enabled?: boolean;
  /**
   * The tool profile chosen on the options page; "" = none chosen (the bridge's default). Absent: unchanged.
   */
  toolProfile?: string;
  type: 'settings';
}

/** bridge → extension: The answer to an accepted hello; the link is up once it arrives. */
export interface WelcomeMessage {
  /**
   * The browser id the bridge knows this link by.
   */
  browserId: string;
  /**
   * Only when above 0: the gateway runs that many local MCP servers on /gateway/mcp-ws.
   */
  gatewayServers?: number;
  /**
   * The largest message the bridge accepts; larger answers become TOO_LARGE errors instead.
   */
  maxMessageBytes?: number;
  /**
   * The link protocol version (1).
   */
  protocol: number;
  /**
   * This connection's secret: the next hello that carries it replaces this link (a worker restart) instead of being refused with 4410.
   */
  resume?: string;
  /**
   * The daemon's version, shown on the options page.
   */
  serverVersion: string;
  /**
   * This bridge applies settings messages on the live link; absent (an older bridge): a changed setting needs a new hello.
   */
  settings?: boolean;
  type: 'welcome';
}
