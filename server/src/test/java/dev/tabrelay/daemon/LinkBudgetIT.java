package dev.tabrelay.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The link's size rules with a fake extension: the welcome says how large a message may be, an
 * extraction carries the call's budget so the browser sends only that much, and the cursor reads
 * the rest the browser kept with extract.part; a command over the limit is refused, not sent.
 */
class LinkBudgetIT {
    static final ExecutorService CALLERS = Executors.newVirtualThreadPerTaskExecutor();
    static TestDaemon bridge;
    static McpSyncClient client;

    @BeforeAll
    static void start() throws Exception {
        bridge = new TestDaemon(Map.of("COMMAND_TIMEOUT", "3000", "MAX_MESSAGE_BYTES", "65536"));
        client = bridge.client();
    }

    @AfterAll
    static void stop() {
        client.closeGracefully();
        bridge.close();
    }

    static String text(CallToolResult r) {
        return ((McpSchema.TextContent) r.content().get(0)).text();
    }

    static CompletableFuture<CallToolResult> call(Map<String, Object> args) {
        return CompletableFuture.supplyAsync(() -> client.callTool(new CallToolRequest("browser_extract", args)), CALLERS);
    }

    @Test
    void theBrowserSendsTheBudgetAndTheCursorReadsTheRestItKept() throws Exception {
        String full = "0123456789".repeat(30);
        try (FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-budget")) {
            assertEquals(65536, fake.welcome.path("maxMessageBytes").asInt(), "the welcome tells the limit");
            var first = call(Map.of("url", "https://example.test/big", "maxChars", 100));
            JsonNode command = fake.nextCommand();
            assertEquals("extract.url", command.path("action").asString());
            assertEquals(100, command.at("/params/maxChars").asInt(), "the budget travels with the command");
            ObjectNode data = FakeExtension.JSON.createObjectNode().put("url", "https://example.test/big")
                    .put("title", "Big").put("markdown", full.substring(0, 100)).put("text", full.substring(0, 100));
            data.putObject("parts").put("id", "p1").put("markdown", full.length()).put("text", full.length());
            fake.respond(command, data);
            CallToolResult r = first.join();
            assertFalse(Boolean.TRUE.equals(r.isError()), r.content().toString());
            assertTrue(PageTexts.pageText(r).startsWith(full.substring(0, 100) + "\n[… truncated: chars 0–100 of 300."), text(r));
            String cursor = (String) ((Map<?, ?>) r.structuredContent()).get("cursor");

            var second = call(Map.of("cursor", cursor, "maxChars", 150));
            JsonNode part = fake.nextCommand();
            assertEquals("extract.part", part.path("action").asString());
            assertEquals("p1", part.at("/params/id").asString());
            assertEquals("markdown", part.at("/params/field").asString());
            assertEquals(100, part.at("/params/from").asInt());
            assertEquals(150, part.at("/params/maxChars").asInt());
            fake.respond(part, FakeExtension.JSON.createObjectNode().put("text", full.substring(100, 250))
                    .put("from", 100).put("to", 250).put("total", 300));
            CallToolResult next = second.join();
            assertTrue(PageTexts.pageText(next).startsWith(full.substring(100, 250) + "\n[… truncated: chars 100–250 of 300."), text(next));
            assertEquals(Map.of("from", 100, "to", 250, "total", 300), ((Map<?, ?>) next.structuredContent()).get("range"));
        }
    }

    @Test
    void aCommandOverTheLimitIsRefusedWithoutDroppingTheLink() throws Exception {
        try (FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-large")) {
            // A file the bridge reads and base64-encodes into the command: a small call, a large message.
            java.nio.file.Path file = java.nio.file.Files.createTempFile(bridge.configDir, "upload", ".bin");
            java.nio.file.Files.write(file, new byte[100_000]);
            CallToolResult r = client.callTool(new CallToolRequest("browser_file_set",
                    Map.of("selector", "#file", "paths", java.util.List.of(file.toString()))));
            assertTrue(Boolean.TRUE.equals(r.isError()));
            assertTrue(text(r).startsWith("TOO_LARGE:") && text(r).contains("MAX_MESSAGE_BYTES"), text(r));
            // The link is still there: the next call reaches the fake extension.
            var list = CompletableFuture.supplyAsync(() -> client.callTool(new CallToolRequest("browser_tab_list", Map.of())), CALLERS);
            JsonNode command = fake.nextCommand();
            assertEquals("tabs.list", command.path("action").asString());
            ObjectNode tabs = FakeExtension.JSON.createObjectNode();
            tabs.putArray("tabs");
            fake.respond(command, tabs);
            list.join();
        }
    }
}
