export { ChromeBridge, ERROR_CODES } from './generated/bridge.js';
export type * from './generated/types.js';
export { BridgeCore } from './bridge-core.js';
export { TabRelayError } from './result.js';
export type { ClientErrorCode, Content, ToolResult } from './result.js';
export { DEFAULT_URL, McpTransport, RestTransport } from './transports.js';
export type { McpOptions, RestOptions, Transport } from './transports.js';
