package dev.tabrelay.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 28, item 4: a program that opens Streamable HTTP sessions and walks away (never a call,
 * never a DELETE) keeps no other client out, at the default MAX_SESSIONS (64) and the default
 * one-minute idle threshold: nothing here waits for a clock.
 */
class AbandonedSessionsIT {
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    /** An initialize as a raw script sends it, naming itself {@code client} with {@code userAgent}. */
    static HttpResponse<String> initialize(TestDaemon bridge, String client, String userAgent) throws Exception {
        String body = SessionLimitIT.INITIALIZE.replace("\"name\":\"cap\"", "\"name\":\"" + client + "\"");
        return HTTP.send(HttpRequest.newBuilder(URI.create(bridge.daemon.baseUrl() + "/mcp"))
                .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream")
                .header("User-Agent", userAgent).POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** A new client (the Java SDK: another clientInfo name and User-Agent) initializes and calls a tool at once. */
    private static void aNewClientInitializesAndCallsAtOnce(TestDaemon bridge) {
        try (McpSyncClient other = bridge.client()) {
            McpSchema.CallToolResult r = other.callTool(new McpSchema.CallToolRequest("browser_list", Map.of()));
            assertFalse(Boolean.TRUE.equals(r.isError()), String.valueOf(r.content()));
        }
    }

    @Test
    void seventyInitializesByOneProgramLeaveItItsShareAndANewClientGetsInAtOnce() throws Exception {
        try (TestDaemon bridge = new TestDaemon()) {
            int ok = 0;
            String last = null;
            for (int i = 0; i < 70; i++) {
                HttpResponse<String> r = initialize(bridge, "burst", "burst-script/1");
                ok += r.statusCode() == 200 ? 1 : 0;
                last = r.statusCode() + " " + r.body();
            }
            assertEquals(70, ok, "each initialize makes room from the program's own oldest session; last: " + last);
            assertEquals(16, SessionLimitIT.healthSessions(bridge), "the program holds its share: a quarter of MAX_SESSIONS");
            aNewClientInitializesAndCallsAtOnce(bridge);
        }
        System.out.println("[checked] 70 initializes by one program: 70x200, it holds 16 of 64; a new client called at once");
    }

    @Test
    void seventyInitializesUnderSeventyNamesAreIdleAtOnceAndANewClientGetsIn() throws Exception {
        try (TestDaemon bridge = new TestDaemon()) {
            for (int i = 0; i < 70; i++) {
                // A program that names itself anew each time is not held to one share, but a session that never called is idle at once.
                assertEquals(200, initialize(bridge, "burst-" + i, "burst-script/1").statusCode());
            }
            assertEquals(64, SessionLimitIT.healthSessions(bridge));
            aNewClientInitializesAndCallsAtOnce(bridge);
            assertTrue(SessionLimitIT.healthSessions(bridge) <= 64);
        }
    }
}
