/**
 * The MCP 2026-07-28 revision, home-made and kept small because the MCP Java SDK (2.1.0) does not
 * speak it yet: stateless {@code server/discover}, {@code tools/list} and {@code tools/call} over
 * Streamable HTTP, each request carrying its protocol version and client capabilities in
 * {@code _meta} and the {@code MCP-Protocol-Version} / {@code Mcp-Method} / {@code Mcp-Name}
 * headers. Everything else (sessions, the 2025 revisions, other transports) stays with the SDK.
 * Depends on {@code mcp} (the tools as MCP lists them) and Jackson; written to be deleted when the
 * SDK catches up (docs/mcp-conformance.md, "The 2026-07-28 revision").
 */
package dev.tabrelay.mcp.modern;
