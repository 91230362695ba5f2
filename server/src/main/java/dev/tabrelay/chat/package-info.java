/**
 * {@code tabrelay chat …}: the owner sets up the extension's chat client (sites, tools that run
 * without asking, MCP servers) in the connected browser, through the daemon and the link.
 */
package dev.tabrelay.chat;
