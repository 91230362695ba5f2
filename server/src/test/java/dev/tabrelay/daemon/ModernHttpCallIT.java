package dev.tabrelay.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * A 2026-07-28 tools/call over stateless HTTP that runs longer than a second: its answer becomes an
 * SSE stream with its progress and then its result; a client that closes the request cancels it
 * in the extension (ModernHttpCall).
 */
class ModernHttpCallIT {
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final Map<String, String> CALL = Map.of("MCP-Protocol-Version", "2026-07-28", "Mcp-Method", "tools/call", "Mcp-Name", "list_tabs");
    private static final String PROGRESS = "\"name\":\"list_tabs\",\"arguments\":{},\"_meta\":{\"progressToken\":\"t1\","
            + "\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\",\"io.modelcontextprotocol/clientCapabilities\":{}}";

    private static HttpRequest request(TestDaemon bridge, String body) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(bridge.daemon.baseUrl() + "/mcp")).POST(HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream");
        CALL.forEach(b::header);
        return b.build();
    }

    /** The next SSE data line's JSON, skipping keep-alive comments. */
    private static JsonNode nextData(BufferedReader sse) throws Exception {
        for (String line = sse.readLine(); line != null; line = sse.readLine()) {
            if (line.startsWith("data: ")) {
                return FakeExtension.JSON.readTree(line.substring(6));
            }
        }
        throw new AssertionError("the stream ended without another message");
    }

    @Test
    void aLongCallStreamsItsProgressThenItsResult() throws Exception {
        try (TestDaemon bridge = new TestDaemon(Map.of());
             FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-modern-http-progress")) {
            // The params carry the progress token in _meta beside the revision's keys (request() puts its own _meta first).
            String body = "{\"jsonrpc\":\"2.0\",\"id\":\"p\",\"method\":\"tools/call\",\"params\":{" + PROGRESS + "}}";
            var pending = HTTP.sendAsync(request(bridge, body), HttpResponse.BodyHandlers.ofInputStream());
            JsonNode command = fake.nextCommand();
            HttpResponse<InputStream> response = pending.get(20, TimeUnit.SECONDS);   // headers come with the first tick
            assertEquals("text/event-stream", response.headers().firstValue("Content-Type").orElse("").split(";")[0]);
            try (BufferedReader sse = new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8))) {
                JsonNode progress = nextData(sse);
                assertEquals("notifications/progress", progress.path("method").asString(), progress.toString());
                assertEquals("t1", progress.path("params").path("progressToken").asString());
                fake.respond(command, FakeExtension.JSON.createObjectNode().set("tabs", FakeExtension.JSON.createArrayNode()));
                JsonNode result = nextData(sse);
                while (result.has("method")) {   // a later tick may come before the answer
                    result = nextData(sse);
                }
                assertEquals("p", result.path("id").asString());
                assertFalse(result.path("result").path("isError").asBoolean(false), result.toString());
            }
        }
    }

    @Test
    void aClientThatClosesTheRequestCancelsTheCall() throws Exception {
        try (TestDaemon bridge = new TestDaemon(Map.of());
             FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-modern-http-cancel")) {
            String body = "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/call\",\"params\":{" + PROGRESS + "}}";
            var pending = HTTP.sendAsync(request(bridge, body), HttpResponse.BodyHandlers.ofInputStream());
            JsonNode command = fake.nextCommand();
            pending.get(20, TimeUnit.SECONDS).body().close();   // the stream started; the client leaves
            JsonNode cancel;
            do {
                cancel = fake.next();
            } while (!"cancel".equals(cancel.path("type").asString()));
            assertEquals(command.path("id").asString(), cancel.path("id").asString(), "the command is cancelled on the link");
        }
    }
}
