/**
 * MCP on top of the registry: SDK server construction per transport, tool and resource
 * adapters, cancellation of running calls ({@code InFlightRequests}) and their progress
 * ({@code CallProgress}), (in {@code mcp.ws}) MCP over WebSocket and (in {@code mcp.modern}) the
 * 2026-07-28 revision the SDK does not speak yet. Depends on {@code tools}, {@code link} and the
 * MCP Java SDK.
 */
package dev.tabrelay.mcp;
