/**
 * The extension link: the WebSocket each browser's extension keeps open to the bridge, the
 * hello handshake, command/response correlation with deadlines, keepalive. Depends on
 * {@code config} (pairing key), {@code errors}, Jetty's WebSocket API and Jackson.
 */
package dev.tabrelay.link;
