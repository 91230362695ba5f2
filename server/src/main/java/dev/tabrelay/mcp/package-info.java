/**
 * MCP on top of the registry: SDK server construction per transport, tool and resource
 * adapters, and (in {@code mcp.ws}) MCP over WebSocket. Depends on {@code tools}, {@code link}
 * and the MCP Java SDK.
 */
package dev.tabrelay.mcp;
