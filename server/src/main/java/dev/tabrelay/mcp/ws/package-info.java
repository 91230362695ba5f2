/**
 * MCP over WebSocket: a {@link io.modelcontextprotocol.spec.McpServerTransportProvider} on the SDK's
 * SPI, one MCP session per WebSocket connection, one JSON-RPC message per text frame.
 *
 * <p>Depends on the MCP Java SDK (and its Reactor types), the Jetty WebSocket API and SLF4J. It does
 * not mount itself: the HTTP layer mounts {@link dev.tabrelay.mcp.ws.WebSocketMcpTransportProvider#newEndpoint()}
 * on {@code /mcp-ws} and owns Jetty limits (message size, idle timeout) and Host/Origin checks.
 */
package dev.tabrelay.mcp.ws;
