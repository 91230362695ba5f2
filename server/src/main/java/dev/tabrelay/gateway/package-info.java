/**
 * The gateway: local (stdio) MCP servers listed in a Claude-Desktop-format config, run by the
 * daemon with the MCP Java SDK's client and served together as {@code <server>__<tool>} on
 * {@code /gateway/mcp} and {@code /gateway/mcp-ws}, for the pairing key or a key granted
 * {@code gateway}. The browser cannot add servers: only the file on disk does.
 */
package dev.tabrelay.gateway;
