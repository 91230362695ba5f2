/**
 * The REST API for scripts: commands through the same registry and checks as MCP, status, tool
 * catalog, key management and shutdown. Depends on {@code tools}, {@code auth}, {@code link}.
 */
package dev.tabrelay.rest;
