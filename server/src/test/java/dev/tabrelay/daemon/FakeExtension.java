package dev.tabrelay.daemon;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Stands in for the browser extension over a real WebSocket: sends the hello the real one
 * sends and lets a test read commands and answer them. The real extension is exercised by the
 * end-to-end suite in e2e/.
 */
final class FakeExtension implements WebSocket.Listener, AutoCloseable {
    static final JsonMapper JSON = JsonMapper.builder().build();
    static final String ORIGIN = "chrome-extension://hoddiojdknopfofgicbmfpnlbfjcmhen";

    final BlockingQueue<JsonNode> received = new LinkedBlockingQueue<>();
    final CompletableFuture<String> closed = new CompletableFuture<>();
    private final StringBuilder partial = new StringBuilder();
    private WebSocket socket;
    /** The welcome this fake got (its {@code resume} proves a reconnect of the same browser). */
    JsonNode welcome;

    static FakeExtension connect(int port, String origin) throws Exception {
        FakeExtension fake = new FakeExtension();
        WebSocket.Builder b = HttpClient.newHttpClient().newWebSocketBuilder().connectTimeout(Duration.ofSeconds(5));
        if (origin != null) {
            b.header("Origin", origin);
        }
        fake.socket = b.buildAsync(URI.create("ws://127.0.0.1:" + port + "/extension"), fake).get(5, TimeUnit.SECONDS);
        return fake;
    }

    /** Connects and completes the handshake; returns once the welcome arrived. */
    static FakeExtension paired(int port, String key, String browserId) throws Exception {
        return paired(port, key, browserId, null, null);
    }

    static FakeExtension paired(int port, String key, String browserId, String toolProfile) throws Exception {
        return paired(port, key, browserId, toolProfile, null);
    }

    /** @param resume the secret of an earlier welcome, as a reconnecting extension sends it; may be null */
    static FakeExtension paired(int port, String key, String browserId, String toolProfile, String resume) throws Exception {
        return paired(port, key, browserId, toolProfile, resume, null);
    }

    /** @param enabled the hello's {@code enabled} (the user pressed Enable bridge); null leaves it out, as an older extension */
    static FakeExtension paired(int port, String key, String browserId, String toolProfile, String resume, Boolean enabled)
            throws Exception {
        FakeExtension fake = connect(port, ORIGIN);
        fake.enabled = enabled;
        fake.browserId = browserId;
        fake.hello(key, browserId, 1, toolProfile, resume);
        JsonNode welcome = fake.next();
        if (!"welcome".equals(welcome.path("type").asString())) {
            throw new AssertionError("expected welcome, got " + welcome);
        }
        fake.welcome = welcome;
        return fake;
    }

    private Boolean enabled;
    /** As given to {@link #paired}. */
    String browserId;

    void hello(String key, String browserId, int protocol) {
        hello(key, browserId, protocol, null, null);
    }

    /** @param toolProfile the options page's tool profile, sent in hello when not null */
    void hello(String key, String browserId, int protocol, String toolProfile, String resume) {
        ObjectNode h = JSON.createObjectNode().put("type", "hello").put("protocol", protocol).put("key", key)
                .put("extensionVersion", "0.1.0").put("browserId", browserId).put("label", "Fake " + browserId)
                .put("userAgent", "FakeExtension");
        if (toolProfile != null) {
            h.put("toolProfile", toolProfile);
        }
        if (resume != null) {
            h.put("resume", resume);
        }
        if (enabled != null) {
            h.put("enabled", enabled);
        }
        send(h);
    }

    JsonNode next() throws InterruptedException {
        JsonNode n = received.poll(10, TimeUnit.SECONDS);
        if (n == null) {
            throw new AssertionError("no message from the bridge within 10 s");
        }
        return n;
    }

    /** The next command, skipping keepalive pings. */
    JsonNode nextCommand() throws InterruptedException {
        while (true) {
            JsonNode n = next();
            if ("command".equals(n.path("type").asString())) {
                return n;
            }
        }
    }

    /** The next command within {@code ms}, or null (pings are skipped). */
    JsonNode pollCommand(long ms) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(ms);
        for (JsonNode n; (n = received.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS)) != null; ) {
            if ("command".equals(n.path("type").asString())) {
                return n;
            }
        }
        return null;
    }

    void respond(JsonNode command, JsonNode data) {
        ObjectNode r = JSON.createObjectNode().put("type", "response").put("id", command.path("id").asString()).put("success", true);
        r.set("data", data);
        send(r);
    }

    void fail(JsonNode command, String code, String message) {
        ObjectNode r = JSON.createObjectNode().put("type", "response").put("id", command.path("id").asString()).put("success", false);
        r.putObject("error").put("code", code).put("message", message);
        send(r);
    }

    void send(JsonNode message) {
        sendRaw(message.toString());
    }

    synchronized void sendRaw(String text) {
        socket.sendText(text, true).join();
    }

    @Override
    public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
        partial.append(data);
        if (last) {
            received.add(JSON.readTree(partial.toString()));
            partial.setLength(0);
        }
        ws.request(1);
        return null;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket ws, int statusCode, String reason) {
        closed.complete(statusCode + " " + reason);
        return null;
    }

    @Override
    public void onError(WebSocket ws, Throwable error) {
        closed.complete("error " + error);
    }

    @Override
    public void close() {
        socket.abort();
    }
}
