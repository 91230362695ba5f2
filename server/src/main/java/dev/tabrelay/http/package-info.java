/**
 * The HTTP side: one Jetty server, the request guard (Host and Origin checks), /health and JSON
 * error pages. Depends on {@code config}, {@code link} and Jetty; of MCP it knows only what its
 * edge filter in front of the SDK's servlets needs (SdkErrorFilter: {@code mcp.JsonRpcShape},
 * {@code mcp.InFlightRequests} for cancellation, {@code mcp.modern} for the 2026-07-28 revision).
 */
package dev.tabrelay.http;
