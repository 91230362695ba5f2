package dev.tabrelay.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.auth.KeyStore;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Two daemons peered both ways, as behind a round-robin balancer: a client's requests for one
 * session or one browser handle land on either and are served by the daemon that minted it
 * (dev.tabrelay.fleet). d0 has the browser (a fake extension whose browser id is the handle d0.L1).
 */
class FleetIT {
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final String INIT = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":"
            + "\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"fleet-it\",\"version\":\"1\"}}}";
    static TestDaemon d0;
    static TestDaemon d1;
    static FakeExtension browser;
    /** Valid on d1 only, and on d0 only: who checked a forwarded request's key shows in which one it accepts. */
    static String d1Key;
    static String d0Key;

    @BeforeAll
    static void start() throws Exception {
        System.setProperty("tabrelay.keepAliveSeconds", "1");   // the GET stream's pings come every second
        int d1Port;
        int silent;
        try (ServerSocket a = new ServerSocket(0); ServerSocket b = new ServerSocket(0)) {
            d1Port = a.getLocalPort();   // d0 must name d1's port before d1 starts; d0 itself starts on port 0
            silent = b.getLocalPort();   // nothing listens there: the peer d9 that does not answer
        }
        d0 = new TestDaemon(Map.of("DAEMON_ID", "d0", "PEERS", "d1=http://127.0.0.1:" + d1Port), dir ->
                d0Key = new KeyStore(dir).create("d0-only", List.of(), List.of(), 0, 0, false, false).secret());
        d1 = new TestDaemon(Map.of("DAEMON_ID", "d1", "PORT", String.valueOf(d1Port),
                "PEERS", "d0=http://127.0.0.1:" + d0.port() + ",d9=http://127.0.0.1:" + silent), dir ->
                d1Key = new KeyStore(dir).create("d1-only", List.of(), List.of(), 0, 0, false, false).secret());
        browser = FakeExtension.paired(d0.port(), d0.key(), "d0.L1");
    }

    @AfterAll
    static void stop() throws Exception {
        System.clearProperty("tabrelay.keepAliveSeconds");
        browser.close();
        d1.close();
        d0.close();
    }

    private static HttpRequest.Builder to(TestDaemon d, String session) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(d.daemon.baseUrl() + "/mcp"))
                .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream")
                .header("MCP-Protocol-Version", "2025-06-18");
        return session == null ? b : b.header("Mcp-Session-Id", session);
    }

    private static HttpResponse<String> post(TestDaemon d, String session, String body) throws Exception {
        return HTTP.send(to(d, session).POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    /** The JSON-RPC message of a response, whether it came as JSON or as an SSE stream. */
    private static JsonNode message(HttpResponse<String> r) {
        String body = r.body();
        for (String line : body.split("\n")) {
            if (line.startsWith("data:")) {
                JsonNode n = FakeExtension.JSON.readTree(line.substring(5).trim());
                if (n.has("id")) {
                    return n;
                }
            }
        }
        return FakeExtension.JSON.readTree(body);
    }

    private static String call(int id, String tool, String args) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tools/call\",\"params\":{\"name\":\"" + tool + "\",\"arguments\":" + args + "}}";
    }

    @Test
    void oneSessionIsServedByItsDaemonWhicheverDaemonTheRequestsReach() throws Exception {
        HttpResponse<String> init = post(d0, null, INIT);
        String session = init.headers().firstValue("Mcp-Session-Id").orElseThrow();
        assertTrue(session.startsWith("d0."), session);
        assertEquals(202, post(d1, session, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}").statusCode());

        JsonNode tools = message(post(d1, session, "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}"));
        assertTrue(tools.path("result").path("tools").toString().contains("browser_tab_list"), tools.toString());

        CompletableFuture<HttpResponse<String>> pending = HTTP.sendAsync(to(d1, session)
                .POST(HttpRequest.BodyPublishers.ofString(call(3, "browser_tab_list", "{}"))).build(), HttpResponse.BodyHandlers.ofString());
        JsonNode command = browser.nextCommand();   // d0's browser got the call d1 received
        browser.respond(command, FakeExtension.JSON.readTree("{\"tabs\":[{\"tabId\":7,\"title\":\"Only on d0\",\"url\":\"https://a.test/\"}]}"));
        JsonNode result = message(pending.get(20, TimeUnit.SECONDS));
        assertFalse(result.path("result").path("isError").asBoolean(true), result.toString());
        assertTrue(result.toString().contains("Only on d0"), result.toString());

        // The session's GET stream, opened through d1, flows event by event: a ping arrives while it stays open.
        HttpResponse<InputStream> stream = HTTP.send(to(d1, session).header("Accept", "text/event-stream").GET().build(),
                HttpResponse.BodyHandlers.ofInputStream());
        assertEquals(200, stream.statusCode());
        try (BufferedReader sse = new BufferedReader(new InputStreamReader(stream.body(), StandardCharsets.UTF_8))) {
            String line = sse.readLine();
            while (line != null && !(line.startsWith("data:") && line.contains("\"ping\""))) {
                line = sse.readLine();
            }
            assertTrue(line != null, "the stream ended without a ping");
        }

        HttpResponse<String> deleted = HTTP.send(to(d1, session).DELETE().build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, deleted.statusCode(), deleted.body());
        JsonNode end = browser.nextCommand();   // d0 ended the session: its browser is told so
        assertEquals("session.end", end.path("action").asString(), end.toString());
        browser.respond(end, FakeExtension.JSON.createObjectNode());
        assertEquals(404, post(d0, session, "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"tools/list\"}").statusCode());
    }

    @Test
    void aStatelessCallForAHandleOfD0SentToD1IsAnsweredByD0() throws Exception {
        statelessCall(d1, "Stateless via d1");
    }

    @Test
    void aStatelessCallForItsOwnHandleIsServedWhereItLands() throws Exception {
        statelessCall(d0, "Stateless on d0");   // d0 read the body to route it, then served it from memory
    }

    private static void statelessCall(TestDaemon to, String title) throws Exception {
        String meta = "\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\",\"io.modelcontextprotocol/clientCapabilities\":{}}";
        String body = "{\"jsonrpc\":\"2.0\",\"id\":\"m1\",\"method\":\"tools/call\",\"params\":{\"name\":\"browser_tab_list\","
                + "\"arguments\":{\"browser\":\"d0.L1\"}," + meta + "}}";
        HttpRequest request = HttpRequest.newBuilder(URI.create(to.daemon.baseUrl() + "/mcp")).POST(HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream")
                .header("MCP-Protocol-Version", "2026-07-28").header("Mcp-Method", "tools/call").header("Mcp-Name", "browser_tab_list").build();
        CompletableFuture<HttpResponse<String>> pending = HTTP.sendAsync(request, HttpResponse.BodyHandlers.ofString());
        JsonNode command = browser.nextCommand();   // d0's browser got it
        browser.respond(command, FakeExtension.JSON.readTree("{\"tabs\":[{\"tabId\":9,\"title\":\"" + title + "\",\"url\":\"https://b.test/\"}]}"));
        HttpResponse<String> answer = pending.get(20, TimeUnit.SECONDS);
        JsonNode result = message(answer);
        assertEquals("m1", result.path("id").asString(), answer.body());
        assertTrue(result.toString().contains(title), answer.body());
    }

    private static void assertUnreachable(HttpResponse<String> r, String says) {
        assertEquals(502, r.statusCode(), r.body());
        JsonNode error = FakeExtension.JSON.readTree(r.body()).path("error");
        assertEquals("PEER_UNREACHABLE", error.path("data").path("code").asString(), r.body());
        assertTrue(error.path("message").asString().contains(says), r.body());
        assertFalse(r.body().contains("Exception"), r.body());
    }

    @Test
    void healthShowsTheDaemonIdAndItsPeers() throws Exception {
        HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create(d1.daemon.baseUrl() + "/health")).build(),
                HttpResponse.BodyHandlers.ofString());
        JsonNode settings = FakeExtension.JSON.readTree(r.body()).path("settings");
        assertEquals("d1", settings.path("DAEMON_ID").asString(), r.body());
        assertTrue(settings.path("PEERS").asString().startsWith("d0=http://127.0.0.1:" + d0.port() + ",d9=http://127.0.0.1:"), r.body());
    }

    @Test
    void anIdOfADaemonThatCannotBeReachedIsPeerUnreachable() throws Exception {
        assertUnreachable(post(d1, "d7.0f3e", "{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"tools/list\"}"), "has no --peer for");
        assertUnreachable(post(d1, "d9.0f3e", "{\"jsonrpc\":\"2.0\",\"id\":6,\"method\":\"tools/list\"}"), "does not answer");
    }

    @Test
    void aForwardedRequestIsNeverForwardedAgain() throws Exception {
        HttpResponse<String> r = HTTP.send(to(d1, "d0.0f3e").header("TabRelay-Forwarded-By", "d5")
                .POST(HttpRequest.BodyPublishers.ofString("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/list\"}")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertUnreachable(r, "does not forward it again");
    }

    @Test
    void theOwnerChecksTheKeyOfAForwardedRequest() throws Exception {
        HttpResponse<String> init = HTTP.send(to(d0, null).header("Authorization", "Bearer " + d0Key)
                .POST(HttpRequest.BodyPublishers.ofString(INIT)).build(), HttpResponse.BodyHandlers.ofString());
        String session = init.headers().firstValue("Mcp-Session-Id").orElseThrow();
        String list = "{\"jsonrpc\":\"2.0\",\"id\":8,\"method\":\"tools/list\"}";
        // d1's own key is refused: d0 judged it, not d1.
        HttpResponse<String> refused = HTTP.send(to(d1, session).header("Authorization", "Bearer " + d1Key)
                .POST(HttpRequest.BodyPublishers.ofString(list)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(401, refused.statusCode(), refused.body());
        HttpResponse<String> accepted = HTTP.send(to(d1, session).header("Authorization", "Bearer " + d0Key)
                .POST(HttpRequest.BodyPublishers.ofString(list)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, accepted.statusCode(), accepted.body());
    }
}
