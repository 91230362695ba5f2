package dev.tabrelay.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** GET /api/v1/sessions (what `tabrelay status` lists): who is connected, over what, idle how long; only for the owner. */
class SessionListIT {
    private static HttpResponse<String> get(TestDaemon bridge, String origin) throws Exception {
        HttpRequest.Builder req = HttpRequest.newBuilder(URI.create(bridge.daemon.baseUrl() + "/api/v1/sessions"));
        if (origin != null) {
            req.header("Origin", origin);
        }
        return HttpClient.newHttpClient().send(req.build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void listsAStreamableSessionWithItsClientNameAndCallsAndForgetsItWhenItEnds() throws Exception {
        try (TestDaemon bridge = new TestDaemon();
             FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-list")) {
            McpSyncClient client = bridge.client();
            JsonNode row = FakeExtension.JSON.readTree(get(bridge, null).body()).path("sessions").get(0);
            assertEquals("it-client", row.path("client").asString(), "named by its initialize");
            assertEquals("Streamable HTTP", row.path("transport").asString());
            assertEquals("local", row.path("caller").asString());
            assertEquals(0, row.path("calls").asInt());

            var call = CompletableFuture.supplyAsync(() -> client.callTool(new CallToolRequest("browser_tab_list", Map.of())), AutomationToolsIT.CALLERS);
            JsonNode cmd = fake.nextCommand();
            fake.respond(cmd, FakeExtension.JSON.createObjectNode().set("tabs", FakeExtension.JSON.createArrayNode()));
            call.join();
            JsonNode list = FakeExtension.JSON.readTree(get(bridge, null).body());
            assertEquals(1, list.path("sessions").size(), list.toString());
            assertEquals(1, list.path("sessions").get(0).path("calls").asInt());
            assertTrue(list.path("sessions").get(0).path("idleSeconds").asLong() < 60);
            assertTrue(!list.toString().contains(cmd.path("session").asString()), "session ids are not listed");

            client.closeGracefully();   // the SDK's close sends DELETE
            JsonNode after = FakeExtension.JSON.readTree(get(bridge, null).body());
            assertEquals(0, after.path("sessions").size(), after.toString());
        }
    }

    @Test
    void aWebPageCannotReadTheList() throws Exception {
        try (TestDaemon bridge = new TestDaemon()) {
            assertEquals(403, get(bridge, "http://127.0.0.1:9").statusCode());
        }
    }
}
