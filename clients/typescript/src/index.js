export { ChromeBridge, ERROR_CODES } from './generated/bridge.js';
export { BridgeCore } from './bridge-core.js';
export { TabRelayError } from './result.js';
export { DEFAULT_URL, McpTransport, RestTransport } from './transports.js';
