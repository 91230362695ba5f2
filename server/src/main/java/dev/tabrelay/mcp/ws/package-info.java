/**
 * MCP over WebSocket: a {@link io.modelcontextprotocol.spec.McpServerTransportProvider} on the SDK's
 * SPI, one MCP session per WebSocket connection, one JSON-RPC message per text frame. Frames of the
 * 2026-07-28 revision are offered to {@code mcp.modern} first (when the provider was given a
 * {@code ModernServer}), so one socket serves both eras, chosen per request.
 *
 * <p>Depends on the MCP Java SDK (and its Reactor types), the Jetty WebSocket API, SLF4J and {@code mcp.modern}. It does
 * not mount itself: the HTTP layer mounts {@link dev.tabrelay.mcp.ws.WebSocketMcpTransportProvider#newEndpoint()}
 * on {@code /mcp-ws} and owns Jetty limits (message size, idle timeout) and Host/Origin checks.
 */
package dev.tabrelay.mcp.ws;
