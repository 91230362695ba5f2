/**
 * The fixture tools, resources and prompts of the official MCP conformance suite
 * ({@code @modelcontextprotocol/conformance}), served only by {@code tabrelay serve --conformance}:
 * off by default, loopback only, refused on a daemon that has API keys. They mirror the suite's
 * reference "everything server" so scripts/conformance.sh can check the real /mcp pipeline
 * (RequestGuard, filters, the SDK transport) against the suite. Nothing here touches a browser.
 */
package dev.tabrelay.mcp.conformance;
