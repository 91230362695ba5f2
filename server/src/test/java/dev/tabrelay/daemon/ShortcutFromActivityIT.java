package dev.tabrelay.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.auth.KeyStore;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Saving a shortcut from the activity log: every command carries its tool call's id and tool
 * name (what the extension logs), and browser_shortcut_save {fromActivity: [ids]} turns those
 * calls back into steps with the arguments the bridge kept, a parameter's value made a
 * placeholder. A key cannot take another caller's calls.
 */
class ShortcutFromActivityIT {
    static TestDaemon bridge;
    static FakeExtension fake;
    static String key;
    static final java.util.concurrent.ExecutorService CALLERS = java.util.concurrent.Executors.newCachedThreadPool();

    @BeforeAll
    static void start() throws Exception {
        bridge = new TestDaemon(Map.of("COMMAND_TIMEOUT", "5000"), dir -> {
            try {
                key = new KeyStore(dir).create("other", List.of(), List.of(), 0, 0, false, false).secret();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-activity");
    }

    @AfterAll
    static void stop() {
        fake.close();
        bridge.close();
    }

    /** Runs a call while answering the one input command it sends; returns that command. */
    static JsonNode relayed(McpSyncClient c, String tool, Map<String, Object> args) throws Exception {
        var call = CompletableFuture.supplyAsync(() -> c.callTool(new CallToolRequest(tool, args)), CALLERS);
        JsonNode cmd;
        do {
            cmd = fake.nextCommand();
        } while (!cmd.path("action").asString().startsWith("input."));
        fake.respond(cmd, FakeExtension.JSON.createObjectNode().put("tabId", 7).put("url", "http://shop.test/"));
        assertFalse(Boolean.TRUE.equals(call.join().isError()));
        return cmd;
    }

    @Test
    void pickedLogEntriesBecomeAParameterisedShortcut() throws Exception {
        McpSyncClient c = bridge.client();
        try {
            JsonNode typed = relayed(c, "browser_type", Map.of("selector", "#item", "text", "Oat milk", "tabId", 7));
            JsonNode clicked = relayed(c, "browser_click", Map.of("selector", "#add", "tabId", 7));
            assertEquals("browser_type", typed.path("tool").asString(), "the command names its tool for the activity log");
            assertFalse(typed.path("call").asString().isEmpty());
            assertFalse(typed.path("call").asString().equals(clicked.path("call").asString()));

            CallToolResult saved = c.callTool(new CallToolRequest("browser_shortcut_save", Map.of("name", "add_item",
                    "description", "Add an item to the list",
                    "fromActivity", List.of(typed.path("call").asString(), clicked.path("call").asString(), typed.path("call").asString()),
                    "parameters", Map.of("item", Map.of("description", "What to add", "value", "Oat milk")))));
            assertFalse(Boolean.TRUE.equals(saved.isError()), saved.toString());
            String file = Files.readString(bridge.configDir.resolve("shortcuts/add_item.json"));
            assertTrue(file.contains("{{item}}") && !file.contains("Oat milk") && !file.contains("\"tabId\""), file);
            assertTrue(file.indexOf("browser_type") < file.indexOf("browser_click"), "in the order picked, each call once: " + file);
        } finally {
            c.closeGracefully();
        }
    }

    @Test
    void aKeyCannotSaveAnotherCallersCalls() throws Exception {
        McpSyncClient local = bridge.client();
        McpSyncClient other = McpClient.sync(HttpClientStreamableHttpTransport.builder(bridge.daemon.baseUrl()).endpoint("/mcp")
                .requestBuilder(HttpRequest.newBuilder().header("Authorization", "Bearer " + key)).build())
                .requestTimeout(Duration.ofSeconds(30)).build();
        other.initialize();
        try {
            JsonNode typed = relayed(local, "browser_type", Map.of("selector", "#pw", "text", "secret", "tabId", 7));
            CallToolResult r = other.callTool(new CallToolRequest("browser_shortcut_save", Map.of("name", "steal",
                    "fromActivity", List.of(typed.path("call").asString()))));
            assertTrue(Boolean.TRUE.equals(r.isError()) && r.toString().contains("INVALID_ARGUMENT")
                    && r.toString().contains("not known to the bridge"), r.toString());
            assertFalse(Files.exists(bridge.configDir.resolve("shortcuts/steal.json")));
        } finally {
            local.closeGracefully();
            other.closeGracefully();
        }
    }
}
