package dev.tabrelay.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Thousands of generated malformed inputs on every surface (Streamable HTTP, MCP over
 * WebSocket, the extension link): no crash, no Java internals in any answer, and the next valid
 * call still works. Seeded, so a failure replays. Prints its figures.
 */
class HostileInputIT {
    static final long SEED = 20261121L;
    static final int CASES = Integer.getInteger("fuzz.cases", 1500);
    static TestDaemon bridge;

    @BeforeAll
    static void start() throws Exception {
        bridge = new TestDaemon(Map.of("MAX_MESSAGE_BYTES", String.valueOf(256 * 1024)));
    }

    @AfterAll
    static void stop() {
        bridge.close();
    }

    static boolean leaks(String body) {
        return body.contains("stackTrace") || body.contains("Exception") || body.contains("\tat ")
                || body.contains("java.") || body.contains("jakarta.") || body.contains("<html");
    }

    @Test
    void streamableHttpSurvivesGarbage() throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        Random random = new Random(SEED);
        int[] byStatus = new int[6];
        List<String> leaked = new ArrayList<>();
        for (int i = 0; i < CASES; i++) {
            String body = Garbage.jsonRpcish(random);
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(bridge.daemon.baseUrl() + "/mcp"))
                    .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream")
                    .POST(HttpRequest.BodyPublishers.ofString(body)).timeout(java.time.Duration.ofSeconds(10)).build(),
                    HttpResponse.BodyHandlers.ofString());
            byStatus[r.statusCode() / 100]++;
            if (r.statusCode() >= 500 || leaks(r.body())) {
                leaked.add(r.statusCode() + " for " + body + " → " + r.body());
            }
        }
        System.out.printf("[figure] Streamable HTTP garbage: %d inputs, 2xx %d, 4xx %d, 5xx %d, leaks %d%n",
                CASES, byStatus[2], byStatus[4], byStatus[5], leaked.size());
        assertTrue(leaked.isEmpty(), leaked.size() + " bad answers, first: " + (leaked.isEmpty() ? "" : leaked.get(0)));
        stillWorks();
    }

    @Test
    void mcpWebSocketSurvivesGarbage() throws Exception {
        Random random = new Random(SEED + 1);
        LinkedBlockingQueue<String> answers = new LinkedBlockingQueue<>();
        CompletableFuture<String> closed = new CompletableFuture<>();
        WebSocket ws = HttpClient.newHttpClient().newWebSocketBuilder().subprotocols("mcp")
                .buildAsync(URI.create("ws://127.0.0.1:" + bridge.port() + "/mcp-ws"), collector(answers, closed)).get(5, TimeUnit.SECONDS);
        // An initialized session: the SDK holds requests that come before initialization.
        ws.sendText("{\"jsonrpc\":\"2.0\",\"id\":\"init\",\"method\":\"initialize\",\"params\":{\"protocolVersion\":"
                + "\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"fuzz\",\"version\":\"1\"}}}", true).get(5, TimeUnit.SECONDS);
        assertTrue(answers.poll(10, TimeUnit.SECONDS).contains("\"init\""), "initialize answered");
        ws.sendText("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}", true).get(5, TimeUnit.SECONDS);
        for (int i = 0; i < CASES; i++) {
            ws.sendText(Garbage.jsonRpcish(random), true).get(5, TimeUnit.SECONDS);
        }
        ws.sendText("{\"jsonrpc\":\"2.0\",\"id\":\"last\",\"method\":\"ping\"}", true).get(5, TimeUnit.SECONDS);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        int count = 0;
        boolean sawLast = false;
        List<String> leaked = new ArrayList<>();
        while (!sawLast && System.nanoTime() < deadline) {
            String a = answers.poll(1, TimeUnit.SECONDS);
            if (a == null) {
                continue;
            }
            count++;
            sawLast = a.contains("\"last\"");
            if (leaks(a)) {
                leaked.add(a);
            }
        }
        System.out.printf("[figure] MCP WebSocket garbage: %d frames, %d answers, leaks %d, socket %s%n",
                CASES, count, leaked.size(), closed.isDone() ? "closed " + closed.join() : "still open");
        assertTrue(sawLast, "the socket still answers a valid ping after the garbage");
        assertTrue(leaked.isEmpty(), "first leak: " + (leaked.isEmpty() ? "" : leaked.get(0)));
        ws.abort();
        stillWorks();
    }

    @Test
    void extensionLinkSurvivesGarbageAfterTheHandshake() throws Exception {
        Random random = new Random(SEED + 2);
        try (FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-fuzz")) {
            for (int i = 0; i < CASES; i++) {
                fake.sendRaw(Garbage.linkish(random));
            }
            McpSyncClient c = bridge.client();
            var call = CompletableFuture.supplyAsync(() -> c.callTool(new CallToolRequest("list_tabs", Map.of())),
                    ToolCallsIT.CALLERS);
            var cmd = fake.nextCommand();
            var data = FakeExtension.JSON.createObjectNode();
            data.putArray("tabs");
            fake.respond(cmd, data);
            assertTrue(!Boolean.TRUE.equals(call.get(10, TimeUnit.SECONDS).isError()), "a real command still round-trips");
            assertTrue(!fake.closed.isDone(), "the link stayed open: " + (fake.closed.isDone() ? fake.closed.join() : ""));
            System.out.printf("[checked] extension link garbage: %d frames, link still open, next command answered%n", CASES);
            c.closeGracefully();
        }
    }

    @Test
    void oversizedBodiesAndFramesGetAClearRefusal() throws Exception {
        String huge = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":{\"x\":\"" + "a".repeat(512 * 1024) + "\"}}";
        // Expect: 100-continue lets the refusal arrive before the body is sent: without it the
        // daemon's early 413 and its close can race the client's upload (a reset, on a busy machine).
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(bridge.daemon.baseUrl() + "/mcp"))
                .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream")
                .expectContinue(true).POST(HttpRequest.BodyPublishers.ofString(huge)).build(), HttpResponse.BodyHandlers.ofString());
        assertTrue(r.statusCode() == 413 || r.statusCode() == 400, r.statusCode() + " " + r.body());
        assertTrue(!leaks(r.body()), r.body());
        CompletableFuture<String> closed = new CompletableFuture<>();
        WebSocket ws = HttpClient.newHttpClient().newWebSocketBuilder().subprotocols("mcp")
                .buildAsync(URI.create("ws://127.0.0.1:" + bridge.port() + "/mcp-ws"), collector(new LinkedBlockingQueue<>(), closed))
                .get(5, TimeUnit.SECONDS);
        // Sent as 32 KB fragments, each awaited, stopping at the one that crosses the 256 KB limit:
        // sent whole, the daemon's 1009 close races the rest of the upload and, on a busy machine,
        // the socket is reset before the close frame is read (seen once in CI as a failure here).
        int chunk = 32 * 1024;
        int sent = 0;
        while (sent <= 256 * 1024) {
            int end = Math.min(huge.length(), sent + chunk);
            try {
                ws.sendText(huge.substring(sent, end), end == huge.length()).get(5, TimeUnit.SECONDS);
            } catch (ExecutionException e) {
                // The daemon may refuse as soon as what it holds crosses the limit, while the last
                // fragment is still being written: Java's client shuts its output on the close frame
                // and that send fails ("closed output", seen in run-tests). The close code is the check.
                if (!(e.getCause() instanceof IOException)) throw e;
                break;
            }
            sent = end;
        }
        String close = closed.get(10, TimeUnit.SECONDS);
        assertTrue(close.startsWith("1009"), "closed with 1009 (message too big), got " + close);
        System.out.printf("[figure] oversized: HTTP %d, WebSocket close %s%n", r.statusCode(), closed.join());
        stillWorks();
    }

    static void stillWorks() {
        McpSyncClient c = bridge.client();
        assertTrue(c.listTools().tools().stream().anyMatch(t -> t.name().equals("browser_extract")), "a fresh client still lists the tools");
        c.closeGracefully();
    }

    static WebSocket.Listener collector(LinkedBlockingQueue<String> answers, CompletableFuture<String> closed) {
        return new WebSocket.Listener() {
            final StringBuilder partial = new StringBuilder();

            @Override
            public CompletionStage<?> onText(WebSocket w, CharSequence data, boolean last) {
                partial.append(data);
                if (last) {
                    answers.add(partial.toString());
                    partial.setLength(0);
                }
                w.request(1);
                return null;
            }

            @Override
            public CompletionStage<?> onClose(WebSocket w, int code, String reason) {
                closed.complete(code + " " + reason);
                return null;
            }

            @Override
            public void onError(WebSocket w, Throwable error) {
                closed.complete("error " + error);
            }
        };
    }
}
