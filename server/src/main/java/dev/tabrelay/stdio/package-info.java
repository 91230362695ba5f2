/**
 * {@code tabrelay stdio}: the thin proxy an MCP client config launches. It pipes MCP stdio
 * (one JSON-RPC message per line) to the running daemon's {@code /mcp-ws} (one message per text
 * frame), starting the daemon in the background when none answers, and rides over daemon
 * restarts by reconnecting and replaying the client's handshake.
 *
 * <p>Depends on {@code java.base} only (its own WebSocket client, {@code java.util.concurrent}): no Jackson,
 * Jetty, Reactor or SLF4J, so that it starts in a fraction of the daemon's start-up time and never
 * prints anything but protocol bytes on stdout. Diagnostics go to the given stderr stream.
 */
package dev.tabrelay.stdio;
