package dev.tabrelay.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * notifications/cancelled and a client that leaves stop a call: the extension gets a cancel for
 * its command and the session's slot is free for the next call at once (MAX_INFLIGHT 1 makes a
 * slot still taken answer BUSY). Raw JSON-RPC, so the ids are the test's own.
 */
class CancellationIT {
    private static final Map<String, String> ONE_SLOT = Map.of("MAX_INFLIGHT", "1");

    @Test
    void aCancelledCallOnTheWebSocketCancelsItsCommandAndFreesTheSlotForTheNextFrame() throws Exception {
        try (TestDaemon bridge = new TestDaemon(ONE_SLOT);
             FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-cancel-ws");
             McpWs client = McpWs.open(bridge.port())) {
            client.initialize();
            client.send("{\"jsonrpc\":\"2.0\",\"id\":\"slow\",\"method\":\"tools/call\",\"params\":{\"name\":\"list_tabs\"}}");
            JsonNode command = fake.nextCommand();
            client.send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":\"slow\",\"reason\":\"user\"}}");
            client.send("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"list_tabs\"}}");
            assertEquals(command.path("id").asString(), nextOfType(fake, "cancel").path("id").asString(), "the command is cancelled on the link");
            JsonNode second = fake.nextCommand();   // not BUSY: the slot was free when this frame was read
            fake.respond(second, FakeExtension.JSON.createObjectNode().set("tabs", FakeExtension.JSON.createArrayNode()));
            JsonNode answer = client.answerTo("2");
            assertFalse(answer.path("result").path("isError").asBoolean(false), answer.toString());
        }
    }

    @Test
    void aCancelForAnotherIdOrAnotherConnectionStopsNothing() throws Exception {
        try (TestDaemon bridge = new TestDaemon(ONE_SLOT);
             FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-cancel-other");
             McpWs client = McpWs.open(bridge.port()); McpWs other = McpWs.open(bridge.port())) {
            client.initialize();
            other.initialize();
            client.send("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/call\",\"params\":{\"name\":\"list_tabs\"}}");
            JsonNode command = fake.nextCommand();
            client.send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":\"7\"}}");
            other.send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":7}}");
            client.send("{\"jsonrpc\":\"2.0\",\"id\":8,\"method\":\"tools/call\",\"params\":{\"name\":\"list_tabs\"}}");
            JsonNode busy = client.answerTo("8");
            assertTrue(busy.path("result").path("content").get(0).path("text").asString().startsWith("BUSY:"), busy.toString());
            fake.respond(command, FakeExtension.JSON.createObjectNode().set("tabs", FakeExtension.JSON.createArrayNode()));
            assertFalse(client.answerTo("7").path("result").path("isError").asBoolean(false));
        }
    }

    @Test
    void aClientThatDisconnectsCancelsWhatItStillRuns() throws Exception {
        try (TestDaemon bridge = new TestDaemon(ONE_SLOT);
             FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-cancel-gone")) {
            McpWs client = McpWs.open(bridge.port());
            client.initialize();
            client.send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"list_tabs\"}}");
            JsonNode command = fake.nextCommand();
            client.close();
            assertEquals(command.path("id").asString(), nextOfType(fake, "cancel").path("id").asString());
        }
    }

    @Test
    void aCancelledCallOnStreamableHttpCancelsItsCommandAndFreesTheSlot() throws Exception {
        try (TestDaemon bridge = new TestDaemon(ONE_SLOT);
             FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-cancel-http")) {
            Http client = new Http(bridge.daemon.baseUrl() + "/mcp");
            client.initialize();
            CompletableFuture<String> slow = client.postAsync("{\"jsonrpc\":\"2.0\",\"id\":41,\"method\":\"tools/call\",\"params\":{\"name\":\"list_tabs\"}}");
            JsonNode command = fake.nextCommand();
            assertEquals(202, client.post("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":41}}").statusCode());
            assertEquals(command.path("id").asString(), nextOfType(fake, "cancel").path("id").asString());
            assertTrue(slow.get(10, TimeUnit.SECONDS).contains("CANCELLED"), "the cancelled request's stream ends");
            CompletableFuture<String> next = client.postAsync("{\"jsonrpc\":\"2.0\",\"id\":42,\"method\":\"tools/call\",\"params\":{\"name\":\"list_tabs\"}}");
            fake.respond(fake.nextCommand(), FakeExtension.JSON.createObjectNode().set("tabs", FakeExtension.JSON.createArrayNode()));
            assertFalse(next.get(10, TimeUnit.SECONDS).contains("BUSY"));
        }
    }

    private static JsonNode nextOfType(FakeExtension fake, String type) throws InterruptedException {
        while (true) {
            JsonNode n = fake.next();
            if (type.equals(n.path("type").asString())) {
                return n;
            }
        }
    }

    /** MCP over Streamable HTTP: the session id from initialize on every later POST. */
    private static final class Http {
        private final HttpClient http = HttpClient.newHttpClient();
        private final String url;
        private String session;

        Http(String url) {
            this.url = url;
        }

        void initialize() throws Exception {
            HttpResponse<String> r = post("{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{\"protocolVersion\":"
                    + "\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"it\",\"version\":\"1\"}}}");
            session = r.headers().firstValue("mcp-session-id").orElseThrow();
            post("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
        }

        private HttpRequest request(String body) {
            HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url)).POST(HttpRequest.BodyPublishers.ofString(body))
                    .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream");
            if (session != null) {
                b.header("Mcp-Session-Id", session);
            }
            return b.build();
        }

        HttpResponse<String> post(String body) throws Exception {
            return http.send(request(body), HttpResponse.BodyHandlers.ofString());
        }

        CompletableFuture<String> postAsync(String body) {
            return http.sendAsync(request(body), HttpResponse.BodyHandlers.ofString()).thenApply(HttpResponse::body);
        }
    }
}
