/**
 * Wires the bridge together (config, pairing, browsers, registry, MCP servers, HTTP). The only
 * package that knows every other one; nothing depends on it except {@code cli}.
 */
package dev.tabrelay.daemon;
