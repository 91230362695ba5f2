/**
 * The MCP 2026-07-28 revision, home-made and kept small because the MCP Java SDK (2.1.0) does not
 * speak it yet: stateless {@code server/discover}, {@code tools/list}, {@code tools/call} and
 * {@code subscriptions/listen}, each request carrying its protocol version and client capabilities
 * in {@code _meta}. One {@link dev.tabrelay.mcp.modern.ModernServer} answers for every transport;
 * the transports only carry it: {@link dev.tabrelay.mcp.modern.ModernHttp} (Streamable HTTP, with
 * the {@code MCP-Protocol-Version} / {@code Mcp-Method} / {@code Mcp-Name} headers),
 * {@link dev.tabrelay.mcp.modern.ModernConnection} (WebSocket, so the stdio proxy) and
 * {@link dev.tabrelay.mcp.modern.ModernStdio} (embedded stdio). Everything else (sessions, the 2025
 * revisions, legacy SSE) stays with the SDK. Depends on {@code mcp}'s context keys, Jackson and the
 * servlet API; written to be deleted when the SDK catches up (docs/mcp-conformance.md, "The
 * 2026-07-28 revision").
 */
package dev.tabrelay.mcp.modern;
