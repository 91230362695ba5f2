package dev.tabrelay.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientSseClientTransport;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** A legacy SSE session that closes its stream is over too: the browsers it used hear session.end. */
class SseSessionEndIT {
    @Test
    void closingTheStreamSendsSessionEnd() throws Exception {
        // The daemon notices a closed SSE stream when a keepalive ping fails to write.
        System.setProperty("tabrelay.keepAliveSeconds", "1");
        try (TestDaemon bridge = new TestDaemon(Map.of("SESSION_TABS", "close"));
             FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-sse")) {
            McpSyncClient sse = McpClient.sync(HttpClientSseClientTransport.builder(bridge.daemon.baseUrl()).build())
                    .requestTimeout(Duration.ofSeconds(30)).build();
            sse.initialize();
            var call = CompletableFuture.supplyAsync(() -> sse.callTool(new CallToolRequest("browser_tab_list", Map.of())),
                    AutomationToolsIT.CALLERS);
            JsonNode cmd = fake.nextCommand();
            fake.respond(cmd, FakeExtension.JSON.createObjectNode().set("tabs", FakeExtension.JSON.createArrayNode()));
            assertFalse(call.join().isError());
            String session = cmd.path("session").asString();
            sse.closeGracefully();
            JsonNode end = fake.nextCommand();
            assertEquals("session.end", end.path("action").asString());
            assertEquals(session, end.path("session").asString());
            assertEquals(true, end.path("params").path("closeGroup").asBoolean());
        } finally {
            System.clearProperty("tabrelay.keepAliveSeconds");
        }
    }
}
