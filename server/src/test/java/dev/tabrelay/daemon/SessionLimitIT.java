package dev.tabrelay.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.net.http.WebSocketHandshakeException;
import java.util.Map;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** MAX_SESSIONS counts sessions over all transports and refuses the next one clearly. */
class SessionLimitIT {
    static final String INITIALIZE = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":"
            + "\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"cap\",\"version\":\"1\"}}}";

    static HttpResponse<String> initialize(TestDaemon bridge) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(bridge.daemon.baseUrl() + "/mcp"))
                .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString(INITIALIZE)).build(), HttpResponse.BodyHandlers.ofString());
    }

    /**
     * A session in use: initialized by a program of its own ({@code client}) and called once. A session
     * that never called is idle at once, and one program's sessions share a quarter of MAX_SESSIONS.
     */
    static String inUse(TestDaemon bridge, String client) throws Exception {
        HttpResponse<String> r = AbandonedSessionsIT.initialize(bridge, client, "it/1");
        assertEquals(200, r.statusCode(), r.body());
        String id = r.headers().firstValue("mcp-session-id").orElseThrow();
        assertEquals(200, ExhaustionIT.ping(bridge, id).statusCode());
        return id;
    }

    static WebSocket mcpSocket(TestDaemon bridge) {
        return HttpClient.newHttpClient().newWebSocketBuilder().subprotocols("mcp")
                .buildAsync(URI.create("ws://127.0.0.1:" + bridge.port() + "/mcp-ws"), new WebSocket.Listener() {}).join();
    }

    static int healthSessions(TestDaemon bridge) throws Exception {
        String body = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(bridge.daemon.baseUrl() + "/health")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        return FakeExtension.JSON.readTree(body).path("sessions").asInt();
    }

    @Test
    void theSessionAfterTheLimitIsRefusedOnEveryTransportUntilOneCloses() throws Exception {
        try (TestDaemon bridge = new TestDaemon(Map.of("MAX_SESSIONS", "2"))) {
            String sessionId = inUse(bridge, "first");
            WebSocket ws = mcpSocket(bridge);
            assertEquals(2, healthSessions(bridge));

            HttpResponse<String> third = initialize(bridge);
            assertEquals(503, third.statusCode());
            assertTrue(third.body().contains("MAX_SESSIONS"), third.body());
            CompletionException refused = org.junit.jupiter.api.Assertions.assertThrows(CompletionException.class, () -> mcpSocket(bridge));
            assertEquals(503, ((WebSocketHandshakeException) refused.getCause()).getResponse().statusCode());

            HttpResponse<String> deleted = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(bridge.daemon.baseUrl() + "/mcp"))
                    .header("mcp-session-id", sessionId).DELETE().build(), HttpResponse.BodyHandlers.ofString());
            assertTrue(deleted.statusCode() < 300, deleted.statusCode() + " " + deleted.body());
            assertEquals(1, healthSessions(bridge));
            inUse(bridge, "after-delete");   // room again after a DELETE

            ws.sendClose(1000, "bye").get(5, TimeUnit.SECONDS);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (healthSessions(bridge) != 1 && System.nanoTime() < deadline) {
                Thread.onSpinWait();
            }
            assertEquals(1, healthSessions(bridge), "a closed WebSocket frees its session");

            HttpResponse<java.io.InputStream> sse = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    URI.create(bridge.daemon.baseUrl() + "/sse")).build(), HttpResponse.BodyHandlers.ofInputStream());
            assertEquals(200, sse.statusCode());
            assertEquals(2, healthSessions(bridge), "an open legacy SSE stream is a session");
            assertEquals(503, initialize(bridge).statusCode(), "full again");
            sse.body().close();
        }
    }
}
