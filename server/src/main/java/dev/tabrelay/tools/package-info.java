/**
 * The tool registry: one definition per tool (or small family) with its schema, description,
 * annotations and handler. Depends on {@code link} (to reach browsers) and {@code errors};
 * uses the MCP SDK's result types but knows nothing about transports.
 */
package dev.tabrelay.tools;
