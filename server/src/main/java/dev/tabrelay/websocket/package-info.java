/**
 * What both WebSocket endpoints (the extension link and MCP over WebSocket) share: ordered,
 * one-at-a-time frame writing on a Jetty session. Depends only on Jetty's WebSocket API.
 */
package dev.tabrelay.websocket;
