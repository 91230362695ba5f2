/**
 * The HTTP side: one Jetty server, the request guard (Host and Origin checks), /health and JSON
 * error pages. Depends on {@code config}, {@code link} and Jetty; knows nothing of MCP.
 */
package dev.tabrelay.http;
