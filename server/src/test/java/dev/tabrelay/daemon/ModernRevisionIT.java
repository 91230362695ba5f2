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
 * The 2026-07-28 revision's stateless requests on /mcp (dev.tabrelay.mcp.modern): no initialize,
 * no session, the version and capabilities in each request's _meta, the standard headers checked.
 */
class ModernRevisionIT {
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    static String request(Object id, String method, String params, String version) {
        String meta = "\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"" + version + "\","
                + "\"io.modelcontextprotocol/clientCapabilities\":{},\"io.modelcontextprotocol/clientInfo\":{\"name\":\"it-modern\",\"version\":\"1\"}}";
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":{" + meta + (params.isEmpty() ? "" : "," + params) + "}}";
    }

    static HttpResponse<String> post(TestDaemon bridge, String body, Map<String, String> headers) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(bridge.daemon.baseUrl() + "/mcp")).POST(HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream");
        headers.forEach(b::header);
        return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static Map<String, String> headers(String method) {
        return Map.of("MCP-Protocol-Version", "2026-07-28", "Mcp-Method", method);
    }

    /** The answer: the JSON body, or the last message of an SSE answer (a call that ran over a second, ModernHttpCall). */
    static JsonNode json(HttpResponse<String> r) {
        String body = r.body();
        if (r.headers().firstValue("Content-Type").orElse("").startsWith("text/event-stream")) {
            body = body.substring(body.lastIndexOf("data: ") + 6).strip();
        }
        return FakeExtension.JSON.readTree(body);
    }

    @Test
    void discoverListAndCallWithoutASession() throws Exception {
        try (TestDaemon bridge = new TestDaemon(Map.of());
             FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-modern")) {
            HttpResponse<String> discover = post(bridge, request(1, "server/discover", "", "2026-07-28"), headers("server/discover"));
            assertEquals(200, discover.statusCode(), discover.body());
            assertTrue(discover.headers().firstValue("mcp-session-id").isEmpty(), "stateless: no session");
            JsonNode d = json(discover).path("result");
            assertTrue(d.path("supportedVersions").toString().contains("\"2026-07-28\""), d.toString());
            assertTrue(d.path("supportedVersions").toString().contains("\"2025-11-25\""), d.toString());
            assertTrue(d.path("capabilities").path("tools").isObject());
            assertEquals("complete", d.path("resultType").asString());
            assertEquals("tabrelay", d.path("_meta").path("io.modelcontextprotocol/serverInfo").path("name").asString());

            JsonNode list = json(post(bridge, request(2, "tools/list", "", "2026-07-28"), headers("tools/list"))).path("result");
            assertTrue(list.path("tools").size() > 10, list.toString());
            assertEquals("private", list.path("cacheScope").asString());
            assertTrue(list.path("ttlMs").canConvertToLong());
            JsonNode again = json(post(bridge, request(3, "tools/list", "", "2026-07-28"), headers("tools/list"))).path("result");
            assertEquals(list.path("tools"), again.path("tools"), "the same order every time");

            Map<String, String> call = Map.of("MCP-Protocol-Version", "2026-07-28", "Mcp-Method", "tools/call", "Mcp-Name", "list_tabs");
            CompletableFuture<HttpResponse<String>> answer = CompletableFuture.supplyAsync(() -> {
                try {
                    return post(bridge, request("\"c\"", "tools/call", "\"name\":\"list_tabs\",\"arguments\":{}", "2026-07-28"), call);
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            fake.respond(fake.nextCommand(), FakeExtension.JSON.createObjectNode().set("tabs", FakeExtension.JSON.createArrayNode()));
            JsonNode result = json(answer.get(20, TimeUnit.SECONDS));
            assertEquals("c", result.path("id").asString());
            assertFalse(result.path("result").path("isError").asBoolean(false), result.toString());
            assertEquals("complete", result.path("result").path("resultType").asString());
        }
    }

    @Test
    void wrongHeadersAndVersionsAreRefusedWithTheRevisionsCodes() throws Exception {
        try (TestDaemon bridge = new TestDaemon(Map.of())) {
            HttpResponse<String> noVersionHeader = post(bridge, request(1, "tools/list", "", "2026-07-28"), Map.of("Mcp-Method", "tools/list"));
            assertEquals(400, noVersionHeader.statusCode());
            assertEquals(-32020, json(noVersionHeader).path("error").path("code").asInt());
            assertTrue(json(noVersionHeader).path("error").path("message").asString().contains("MCP-Protocol-Version is missing"));

            HttpResponse<String> wrongMethod = post(bridge, request(2, "tools/list", "", "2026-07-28"), headers("tools/call"));
            assertEquals(-32020, json(wrongMethod).path("error").path("code").asInt());

            Map<String, String> otherName = Map.of("MCP-Protocol-Version", "2026-07-28", "Mcp-Method", "tools/call", "Mcp-Name", "close_tab");
            HttpResponse<String> wrongName = post(bridge, request(3, "tools/call", "\"name\":\"list_tabs\"", "2026-07-28"), otherName);
            assertEquals(400, wrongName.statusCode());
            assertEquals(-32020, json(wrongName).path("error").path("code").asInt());
            assertEquals(3, json(wrongName).path("id").asInt());

            Map<String, String> encoded = Map.of("MCP-Protocol-Version", "2026-07-28", "Mcp-Method", "tools/call",
                    "Mcp-Name", "=?base64?bm9fc3VjaF90b29s?=");
            HttpResponse<String> unknown = post(bridge, request(4, "tools/call", "\"name\":\"no_such_tool\"", "2026-07-28"), encoded);
            assertEquals(200, unknown.statusCode(), "the encoded Mcp-Name matches: " + unknown.body());
            assertEquals(-32602, json(unknown).path("error").path("code").asInt());
            assertTrue(json(unknown).path("error").path("message").asString().contains("'no_such_tool'"));

            HttpResponse<String> future = post(bridge, request(5, "server/discover", "", "2027-01-01"),
                    Map.of("MCP-Protocol-Version", "2027-01-01", "Mcp-Method", "server/discover"));
            assertEquals(400, future.statusCode());
            JsonNode error = json(future).path("error");
            assertEquals(-32022, error.path("code").asInt());
            assertTrue(error.path("data").path("supported").toString().contains("\"2026-07-28\""), error.toString());
            assertEquals("2027-01-01", error.path("data").path("requested").asString());
        }
    }

    @Test
    void subscriptionsListenIsAnSseStreamOfToolListChanges() throws Exception {
        try (TestDaemon bridge = new TestDaemon(Map.of())) {
            HttpRequest listen = HttpRequest.newBuilder(URI.create(bridge.daemon.baseUrl() + "/mcp"))
                    .POST(HttpRequest.BodyPublishers.ofString(request("\"listen:1\"", "subscriptions/listen",
                            "\"notifications\":{\"toolsListChanged\":true}", "2026-07-28")))
                    .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream")
                    .header("MCP-Protocol-Version", "2026-07-28").header("Mcp-Method", "subscriptions/listen").build();
            HttpResponse<java.util.stream.Stream<String>> stream = HTTP.send(listen, HttpResponse.BodyHandlers.ofLines());
            assertEquals(200, stream.statusCode());
            assertTrue(stream.headers().firstValue("content-type").orElse("").startsWith("text/event-stream"));
            var data = new java.util.concurrent.LinkedBlockingQueue<JsonNode>();
            Thread.ofVirtual().start(() -> stream.body().filter(l -> l.startsWith("data: "))
                    .forEach(l -> data.add(FakeExtension.JSON.readTree(l.substring(6)))));
            JsonNode ack = data.poll(10, TimeUnit.SECONDS);
            assertEquals("notifications/subscriptions/acknowledged", ack.path("method").asString(), String.valueOf(ack));
            assertEquals("listen:1", ack.path("params").path("_meta").path("io.modelcontextprotocol/subscriptionId").asString());

            java.nio.file.Files.createDirectories(bridge.configDir.resolve("recipes"));
            java.nio.file.Files.writeString(bridge.configDir.resolve("recipes/listen_http.json"), """
                    {"name":"listen_http","title":"T","description":"Lists the open tabs; a recipe the test adds while it listens.",
                     "parameters":{},"steps":[{"tool":"browser_tab_list","args":{}}]}""");
            JsonNode changed = data.poll(10, TimeUnit.SECONDS);
            assertEquals("notifications/tools/list_changed", changed.path("method").asString(), String.valueOf(changed));
            assertEquals("listen:1", changed.path("params").path("_meta").path("io.modelcontextprotocol/subscriptionId").asString());

            HttpResponse<String> refused = post(bridge, request(2, "subscriptions/listen", "\"notifications\":{}", "2026-07-28"),
                    headers("tools/list"));
            assertEquals(400, refused.statusCode(), "the headers are checked before a stream opens");
            assertEquals(-32020, json(refused).path("error").path("code").asInt());
        }
    }
}
