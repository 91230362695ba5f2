package dev.tabrelay.mcp.ws;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A JDK WebSocket client that collects whole text messages, for driving the provider in tests. */
final class WsTestClient implements WebSocket.Listener, AutoCloseable {
    static final JsonMapper JSON = JsonMapper.builder().build();

    final LinkedBlockingQueue<String> messages = new LinkedBlockingQueue<>();
    final CompletableFuture<Integer> closed = new CompletableFuture<>();
    final LinkedBlockingQueue<String> pongs = new LinkedBlockingQueue<>();
    private final StringBuilder partial = new StringBuilder();
    private final WebSocket socket;

    WsTestClient(String url) throws Exception {
        socket = HttpClient.newHttpClient().newWebSocketBuilder()
                .subprotocols(WebSocketMcpTransportProvider.SUBPROTOCOL)
                .buildAsync(URI.create(url), this)
                .get(5, TimeUnit.SECONDS);
    }

    String subprotocol() {
        return socket.getSubprotocol();
    }

    void send(String text) throws Exception {
        socket.sendText(text, true).get(5, TimeUnit.SECONDS);
    }

    /** The next message, parsed; fails the test after 5 s. */
    JsonNode next() throws Exception {
        String text = nextRaw();
        return JSON.readTree(text);
    }

    String nextRaw() throws Exception {
        String text = messages.poll(5, TimeUnit.SECONDS);
        if (text == null) {
            throw new AssertionError("no message within 5 s");
        }
        return text;
    }

    /** Sends a request and returns its response. */
    JsonNode call(int id, String method, String paramsJson) throws Exception {
        send("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":" + paramsJson + "}");
        return next();
    }

    /** initialize + notifications/initialized. */
    JsonNode initialize() throws Exception {
        JsonNode result = call(0, "initialize", "{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},"
                + "\"clientInfo\":{\"name\":\"test\",\"version\":\"1\"}}");
        send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
        return result;
    }

    void closeNormally() throws Exception {
        socket.sendClose(WebSocket.NORMAL_CLOSURE, "bye").get(5, TimeUnit.SECONDS);
    }

    @Override
    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
        partial.append(data);
        if (last) {
            messages.add(partial.toString());
            partial.setLength(0);
        }
        webSocket.request(1);
        return null;
    }

    void ping(String payload) throws Exception {
        socket.sendPing(java.nio.ByteBuffer.wrap(payload.getBytes(java.nio.charset.StandardCharsets.UTF_8))).get(5, TimeUnit.SECONDS);
    }

    @Override
    public CompletionStage<?> onPong(WebSocket webSocket, java.nio.ByteBuffer message) {
        pongs.add(java.nio.charset.StandardCharsets.UTF_8.decode(message).toString());
        webSocket.request(1);
        return null;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
        closed.complete(statusCode);
        return null;
    }

    @Override
    public void onError(WebSocket webSocket, Throwable error) {
        closed.completeExceptionally(error);
    }

    @Override
    public void close() {
        socket.abort();
    }
}
