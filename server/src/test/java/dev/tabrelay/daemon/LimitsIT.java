package dev.tabrelay.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/** MAX_INFLIGHT per session, and switching the MCP or REST surface off. */
class LimitsIT {
    static int status(TestDaemon bridge, String method, String path) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(bridge.daemon.baseUrl() + path))
                .method(method, HttpRequest.BodyPublishers.ofString("{}")).header("Content-Type", "application/json").build(),
                HttpResponse.BodyHandlers.ofString()).statusCode();
    }

    @Test
    void aSessionWithTooManyCallsRunningGetsBusyAndTheOthersStillFinish() throws Exception {
        try (TestDaemon bridge = new TestDaemon(Map.of("MAX_INFLIGHT", "2"));
             FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-inflight")) {
            McpSyncClient c = bridge.client();
            var first = CompletableFuture.supplyAsync(() -> c.callTool(new CallToolRequest("list_tabs", Map.of())), ToolCallsIT.CALLERS);
            var second = CompletableFuture.supplyAsync(() -> c.callTool(new CallToolRequest("list_tabs", Map.of())), ToolCallsIT.CALLERS);
            var held = List.of(fake.nextCommand(), fake.nextCommand());   // both running, unanswered
            CallToolResult third = c.callTool(new CallToolRequest("list_tabs", Map.of()));
            String text = ((McpSchema.TextContent) third.content().get(0)).text();
            assertTrue(text.startsWith("BUSY:") && text.contains("2 calls running"), text);
            var data = FakeExtension.JSON.createObjectNode();
            data.putArray("tabs");
            held.forEach(cmd -> fake.respond(cmd, data));
            assertFalse(Boolean.TRUE.equals(first.join().isError()));
            assertFalse(Boolean.TRUE.equals(second.join().isError()));
            var fourth = CompletableFuture.supplyAsync(() -> c.callTool(new CallToolRequest("list_tabs", Map.of())), ToolCallsIT.CALLERS);
            fake.respond(fake.nextCommand(), data);
            assertFalse(Boolean.TRUE.equals(fourth.join().isError()), "room again once the calls finished");
            c.closeGracefully();
        }
    }

    @Test
    void restCanBeSwitchedOffAndMcpTooButNotBoth() throws Exception {
        try (TestDaemon noRest = new TestDaemon(Map.of("REST_ENABLED", "false"))) {
            assertEquals(404, status(noRest, "POST", "/api/v1/command"));
            assertEquals(404, status(noRest, "GET", "/tools"));
            assertTrue(noRest.client().listTools().tools().size() > 0, "MCP still served");
        }
        try (TestDaemon noMcp = new TestDaemon(Map.of("MCP_ENABLED", "false"))) {
            assertEquals(404, status(noMcp, "POST", "/mcp"));
            assertEquals(404, status(noMcp, "GET", "/sse"));
            assertEquals(200, status(noMcp, "GET", "/api/v1/status"));
        }
        org.junit.jupiter.api.Assertions.assertThrows(dev.tabrelay.config.ConfigException.class,
                () -> new TestDaemon(Map.of("MCP_ENABLED", "false", "REST_ENABLED", "false")));
    }
}
