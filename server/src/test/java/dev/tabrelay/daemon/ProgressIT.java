package dev.tabrelay.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * notifications/progress for a tools/call with a progressToken: at once for a step the extension
 * reports, then every second while the call runs, with the client's own token.
 */
class ProgressIT {
    @Test
    void aCallWithAProgressTokenHearsItsStepsAndTicksUntilItAnswers() throws Exception {
        try (TestDaemon bridge = new TestDaemon(java.util.Map.of());
             FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-progress");
             McpWs client = McpWs.open(bridge.port())) {
            client.initialize();
            client.send("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"tools/call\",\"params\":{\"name\":\"list_tabs\","
                    + "\"_meta\":{\"progressToken\":\"tok-5\"}}}");
            JsonNode command = fake.nextCommand();
            fake.send(FakeExtension.JSON.createObjectNode().put("type", "progress").put("id", command.path("id").asString())
                    .put("progress", 1).put("total", 3).put("message", "Loading page"));
            JsonNode step = client.notification("notifications/progress").path("params");
            assertEquals("tok-5", step.path("progressToken").asString());
            assertEquals("Loading page (1/3)", step.path("message").asString());
            assertFalse(step.has("total") && !step.get("total").isNull(), "no total: how long a page takes is unknown");
            JsonNode tick = client.notification("notifications/progress").path("params");   // the call still runs a second later
            assertTrue(tick.path("progress").asDouble() > step.path("progress").asDouble(), tick + " after " + step);
            assertEquals("Loading page (1/3)", tick.path("message").asString());
            fake.respond(command, FakeExtension.JSON.createObjectNode().set("tabs", FakeExtension.JSON.createArrayNode()));
            assertFalse(client.answerTo("5").path("result").path("isError").asBoolean(false));
        }
    }
}
