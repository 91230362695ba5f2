package dev.tabrelay.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.auth.KeyStore;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 11, findings 7 and 8: sessions are counted whatever a request's headers say, a key can
 * only crowd out itself, a web page cannot open streams, and no body is read past the limit.
 */
class ExhaustionIT {
    static HttpResponse<String> initialize(TestDaemon bridge, String key, String sessionHeader) throws Exception {
        return initialize(bridge, key, sessionHeader, "cap");
    }

    /** @param client the clientInfo name: which local program this is */
    static HttpResponse<String> initialize(TestDaemon bridge, String key, String sessionHeader, String client) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(bridge.daemon.baseUrl() + "/mcp"))
                .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString(SessionLimitIT.INITIALIZE.replace("\"cap\"", "\"" + client + "\"")));
        if (key != null) {
            b.header("Authorization", "Bearer " + key);
        }
        if (sessionHeader != null) {
            b.header("Mcp-Session-Id", sessionHeader);
        }
        return HttpClient.newHttpClient().send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    static HttpResponse<String> ping(TestDaemon bridge, String sessionId) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(bridge.daemon.baseUrl() + "/mcp"))
                .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream")
                .header("Mcp-Session-Id", sessionId).header("MCP-Protocol-Version", "2025-06-18")
                .POST(HttpRequest.BodyPublishers.ofString("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"ping\"}")).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void anInitializeWithAnySessionHeaderIsCounted() throws Exception {
        try (TestDaemon bridge = new TestDaemon(Map.of("MAX_SESSIONS", "3"))) {
            for (int i = 0; i < 3; i++) {
                HttpResponse<String> r = initialize(bridge, null, "made-up-" + i, "program-" + i);
                assertEquals(200, r.statusCode());
                // in use, else it would be idle at once; each its own program, else they would share a quarter of three
                assertEquals(200, ping(bridge, r.headers().firstValue("mcp-session-id").orElseThrow()).statusCode());
            }
            assertEquals(3, SessionLimitIT.healthSessions(bridge));
            HttpResponse<String> fourth = initialize(bridge, null, "made-up-3", "program-3");
            assertEquals(503, fourth.statusCode(), "the cap holds for initialize with a session header too");
        }
        System.out.println("[checked] initialize with a made-up Mcp-Session-Id: counted (3 of 3), the 4th refused 503");
    }

    @Test
    void aKeyInitializingInALoopOnlyEvictsItsOwnSessionsAndNobodyIsLockedOut() throws Exception {
        String[] secret = new String[1];
        try (TestDaemon bridge = new TestDaemon(Map.of("MAX_SESSIONS", "4"),
                dir -> secret[0] = new KeyStore(dir).create("looper", List.of(), List.of(), 0, 0, false, false).secret())) {
            HttpResponse<String> local = initialize(bridge, null, null);
            String localId = local.headers().firstValue("mcp-session-id").orElseThrow();
            List<String> ids = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                HttpResponse<String> r = initialize(bridge, secret[0], null);
                assertEquals(200, r.statusCode(), "each new session of the key makes room by ending its older one");
                ids.add(r.headers().firstValue("mcp-session-id").orElseThrow());
            }
            assertEquals(2, SessionLimitIT.healthSessions(bridge), "the key holds its share (MAX_SESSIONS/4 = 1), the local one stays");
            assertEquals(404, ping(bridge, ids.get(0)).statusCode(), "an evicted session answers 404: initialize again");
            assertEquals(200, ping(bridge, ids.get(ids.size() - 1)).statusCode());
            assertEquals(200, ping(bridge, localId).statusCode(), "the other caller's session was never touched");
            assertEquals(200, initialize(bridge, null, null).statusCode(), "others can still connect");
        }
        System.out.println("[checked] 20 initializes by one key: 20×200, the key holds 1 session, other callers unaffected");
    }

    @Test
    void aFullDaemonMakesRoomFromTheLeastRecentlyUsedIdleSessionInsteadOfLockingEveryoneOut() throws Exception {
        System.setProperty("tabrelay.sessionEvictableSeconds", "1");
        try (TestDaemon bridge = new TestDaemon(Map.of("MAX_SESSIONS", "2"))) {
            String first = SessionLimitIT.inUse(bridge, "first");
            String second = SessionLimitIT.inUse(bridge, "second");
            assertEquals(200, ping(bridge, second).statusCode());
            assertEquals(503, initialize(bridge, null, null).statusCode(), "both used within the idle threshold: refused");
            long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(20);
            int status = 503;
            while (status == 503 && System.nanoTime() < deadline) {
                Thread.sleep(100);
                status = initialize(bridge, null, null).statusCode();
            }
            assertEquals(200, status, "once a session has been idle past the threshold, it makes room");
            assertEquals(404, ping(bridge, first).statusCode(), "the least recently used one went");
        } finally {
            System.clearProperty("tabrelay.sessionEvictableSeconds");
        }
    }

    /** A WebSocket upgrade on /mcp-ws: the HTTP status it got (101 when opened). */
    static int openMcpSocket(TestDaemon bridge, boolean stdio) throws Exception {
        var builder = HttpClient.newHttpClient().newWebSocketBuilder().subprotocols("mcp");
        if (stdio) {
            builder.header(dev.tabrelay.http.SessionCount.STDIO_HEADER, "stdio");
        }
        try {
            builder.buildAsync(URI.create("ws://127.0.0.1:" + bridge.port() + "/mcp-ws"), new java.net.http.WebSocket.Listener() { })
                    .get(10, java.util.concurrent.TimeUnit.SECONDS);
            return 101;
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof java.net.http.WebSocketHandshakeException h) {
                return h.getResponse().statusCode();
            }
            throw e;
        }
    }

    @Test
    void aStdioClientIsNeverRefusedEvenWhenEverySessionWasJustUsed() throws Exception {
        try (TestDaemon bridge = new TestDaemon(Map.of("MAX_SESSIONS", "2"))) {
            String first = SessionLimitIT.inUse(bridge, "first");
            String second = SessionLimitIT.inUse(bridge, "second");
            assertEquals(200, ping(bridge, second).statusCode());
            assertEquals(503, openMcpSocket(bridge, false), "a plain WebSocket client waits for the idle threshold");
            assertEquals(101, openMcpSocket(bridge, true), "tabrelay stdio is let in");
            assertEquals(404, ping(bridge, first).statusCode(), "the least recently used session made room");
            assertEquals(200, ping(bridge, second).statusCode());
            assertEquals(101, openMcpSocket(bridge, true), "again: the next least recently used one makes room");
        }
    }

    @Test
    void aWebPageCannotOpenAStreamWithANoCorsRequest() throws Exception {
        try (TestDaemon bridge = new TestDaemon()) {
            for (String site : List.of("cross-site", "same-site")) {
                String r = raw(bridge, "GET /sse HTTP/1.1\r\nHost: 127.0.0.1\r\nSec-Fetch-Site: " + site
                        + "\r\nSec-Fetch-Mode: no-cors\r\nConnection: close\r\n\r\n");
                assertTrue(r.startsWith("HTTP/1.1 403") && r.contains("FORBIDDEN_ORIGIN"), site + ": " + r);
            }
            assertEquals(0, SessionLimitIT.healthSessions(bridge));
            String typed = raw(bridge, "GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nSec-Fetch-Site: none\r\nConnection: close\r\n\r\n");
            assertTrue(typed.startsWith("HTTP/1.1 200"), "an address the user typed is fine: " + typed);
        }
    }

    @Test
    void anOversizedBodyIsRefusedWith413BeforeItIsRead() throws Exception {
        try (TestDaemon bridge = new TestDaemon()) {
            for (String path : List.of("/api/v1/command", "/mcp", "/message?sessionId=x", "/api/v1/keys")) {
                String r = raw(bridge, "POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                        + "Content-Length: 104857600\r\nConnection: close\r\n\r\n{\"command\":");
                assertTrue(r.startsWith("HTTP/1.1 413"), path + ": " + r);
            }
            StringBuilder chunked = new StringBuilder("POST /api/v1/command HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                    + "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n");
            String start = "{\"command\":\"list_tabs\",\"params\":{\"pad\":\"";   // JSON a parser keeps reading
            chunked.append(Integer.toHexString(start.length())).append("\r\n").append(start).append("\r\n");
            String chunk = "x".repeat(1 << 20);
            for (int i = 0; i < 9; i++) {
                chunked.append(Integer.toHexString(chunk.length())).append("\r\n").append(chunk).append("\r\n");
            }
            chunked.append("0\r\n\r\n");
            String r = raw(bridge, chunked.toString());
            assertTrue(r.startsWith("HTTP/1.1 413"), "a chunked body past the limit: " + r.substring(0, Math.min(200, r.length())));
            assertEquals(200, HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(bridge.daemon.baseUrl() + "/health"))
                    .build(), HttpResponse.BodyHandlers.ofString()).statusCode(), "the daemon keeps working");
        }
        System.out.println("[checked] 100 MB Content-Length on 4 endpoints: 413 before reading; 9 MB chunked REST body: 413");
    }

    static String raw(TestDaemon bridge, String request) throws Exception {
        try (Socket s = new Socket("127.0.0.1", bridge.port())) {
            s.setSoTimeout(15_000);
            OutputStream out = s.getOutputStream();
            try {
                out.write(request.getBytes(StandardCharsets.UTF_8));
                out.flush();
            } catch (java.io.IOException closedEarly) {
                // The server may answer and close before it has read everything: its answer is what counts.
            }
            InputStream in = s.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
