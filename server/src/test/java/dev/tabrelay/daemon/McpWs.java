package dev.tabrelay.daemon;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import tools.jackson.databind.JsonNode;

/** MCP over /mcp-ws, one JSON message per frame. */
final class McpWs implements WebSocket.Listener, AutoCloseable {
    final LinkedBlockingQueue<JsonNode> messages = new LinkedBlockingQueue<>();
    private final StringBuilder partial = new StringBuilder();
    private WebSocket socket;

    static McpWs open(int port) throws Exception {
        return open(port, "");
    }

    /** @param query e.g. "?access_token=trk_…" or "?tools=extract" */
    static McpWs open(int port, String query) throws Exception {
        McpWs ws = new McpWs();
        ws.socket = HttpClient.newHttpClient().newWebSocketBuilder().subprotocols("mcp")
                .buildAsync(URI.create("ws://127.0.0.1:" + port + "/mcp-ws" + query), ws).get(5, TimeUnit.SECONDS);
        return ws;
    }

    void send(String text) throws Exception {
        socket.sendText(text, true).get(5, TimeUnit.SECONDS);
    }

    void initialize() throws Exception {
        send("{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\","
                + "\"capabilities\":{},\"clientInfo\":{\"name\":\"it\",\"version\":\"1\"}}}");
        answerTo("0");
        send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
    }

    /** The next notification of {@code method}, skipping other messages. */
    JsonNode notification(String method) throws InterruptedException {
        while (true) {
            JsonNode n = messages.poll(10, TimeUnit.SECONDS);
            if (n == null) {
                throw new AssertionError("no " + method + " within 10 s");
            }
            if (method.equals(n.path("method").asString()) && !n.has("id")) {
                return n;
            }
        }
    }

    JsonNode answerTo(String id) throws InterruptedException {
        while (true) {
            JsonNode n = messages.poll(10, TimeUnit.SECONDS);
            if (n == null) {
                throw new AssertionError("no answer to " + id + " within 10 s");
            }
            if (n.has("id") && id.equals(n.get("id").asString())) {
                return n;
            }
        }
    }

    @Override
    public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
        partial.append(data);
        if (last) {
            messages.add(FakeExtension.JSON.readTree(partial.toString()));
            partial.setLength(0);
        }
        ws.request(1);
        return null;
    }

    @Override
    public void close() {
        socket.abort();
    }
}
