package dev.tabrelay.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
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
 * Output schemas as clients see them: in tools/list per profile, in the REST catalog, and results
 * that validate against the schema listed for the name they were called by (clients such as the
 * TypeScript SDK reject a result that does not).
 */
class OutputSchemaIT {
    static final ExecutorService CALLERS = Executors.newVirtualThreadPerTaskExecutor();
    static TestDaemon bridge;
    static McpSyncClient client;

    @BeforeAll
    static void start() throws Exception {
        bridge = new TestDaemon(Map.of("COMMAND_TIMEOUT", "3000"));
        // Output schemas are part of the long forms; the default (compact) list leaves them out.
        client = bridge.client("/mcp?tools=full");
    }

    @AfterAll
    static void stop() {
        client.closeGracefully();
        bridge.close();
    }

    static McpSchema.Tool listed(McpSyncClient c, String name) {
        return c.listTools().tools().stream().filter(t -> t.name().equals(name)).findFirst().orElseThrow(() -> new AssertionError(name));
    }

    /** Calls {@code tool} on {@code c}, answers its one command with {@code data}, checks the result against the listed schema. */
    static CallToolResult relayedAndValid(McpSyncClient c, FakeExtension fake, String tool, Map<String, Object> args, JsonNode data)
            throws Exception {
        var call = CompletableFuture.supplyAsync(() -> c.callTool(new CallToolRequest(tool, args)), CALLERS);
        fake.respond(fake.nextCommand(), data);
        CallToolResult r = call.join();
        assertFalse(Boolean.TRUE.equals(r.isError()), tool + ": " + r.content());
        assertValid(listed(c, tool), r);
        return r;
    }

    static void assertValid(McpSchema.Tool tool, CallToolResult r) {
        assertNotNull(tool.outputSchema(), tool.name() + " lists no output schema");
        assertNotNull(r.structuredContent(), tool.name() + ": a tool with an output schema always returns structured content");
        var v = McpJsonDefaults.getSchemaValidator().validate(tool.outputSchema(), r.structuredContent());
        assertTrue(v.valid(), tool.name() + ": " + v.errorMessage() + " for " + r.structuredContent());
    }

    static ObjectNode data() {
        return FakeExtension.JSON.createObjectNode();
    }

    @Test
    void toolsListCarriesOutputSchemasWhereResultsAreStructured() {
        McpSchema.Tool navigate = listed(client, "browser_navigate");
        assertEquals("object", navigate.outputSchema().get("type"));
        assertFalse(navigate.outputSchema().containsKey("required"));
        assertTrue(((Map<?, ?>) navigate.outputSchema().get("properties")).containsKey("status"));
        assertTrue(((Map<?, ?>) listed(client, "browser_snapshot").outputSchema().get("properties")).containsKey("cursor"));
        assertNull(listed(client, "browser_extract").outputSchema(), "Markdown extraction has no structured content");
        assertNull(listed(client, "update_plan").outputSchema());
    }

    @Test
    void resultsValidateAgainstTheListedSchema() throws Exception {
        try (FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-output")) {
            relayedAndValid(client, fake, "browser_navigate", Map.of("url", "https://example.com/"),
                    data().put("tabId", 4).put("url", "https://example.com/").put("title", "Ex").put("status", 200));
            relayedAndValid(client, fake, "browser_click", Map.of("ref", "e1"), data().put("tabId", 4).put("url", "https://example.com/")
                    .put("navigated", false).set("dialog", data().put("type", "alert").put("message", "hi")));
            CallToolResult shot = relayedAndValid(client, fake, "browser_screenshot", Map.of(), data().put("tabId", 4)
                    .put("url", "https://example.com/").put("mimeType", "image/png").put("data", "iVBORw0KGgo=").put("width", 2).put("height", 1));
            assertInstanceOf(McpSchema.ImageContent.class, shot.content().get(1));
            CallToolResult cut = relayedAndValid(client, fake, "browser_get_page_text", Map.of("maxChars", 10),
                    data().put("tabId", 4).put("url", "https://example.com/").put("title", "Ex").put("text", "0123456789abcdef"));
            String cursor = (String) ((Map<?, ?>) cut.structuredContent()).get("cursor");
            CallToolResult rest = client.callTool(new CallToolRequest("browser_get_page_text", Map.of("cursor", cursor)));
            assertTrue(((Map<?, ?>) rest.structuredContent()).containsKey("cursor"), "the last part's cursor is null: " + rest.structuredContent());
            assertValid(listed(client, "browser_get_page_text"), rest);
        }
    }

    @Test
    void aRenamingViewListsAndReturnsItsOwnShape() throws Exception {
        McpSyncClient tabs = bridge.client("/mcp?tools=tabs");
        try (FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-output-tabs")) {
            assertTrue(((Map<?, ?>) listed(tabs, "browser_close_tab").outputSchema().get("properties")).containsKey("tab_id"));
            CallToolResult r = relayedAndValid(tabs, fake, "browser_close_tab", Map.of("tab_id", 5), data().put("tabId", 5).put("closed", true));
            assertEquals(Map.of("tab_id", 5, "closed", true), r.structuredContent());
        } finally {
            tabs.closeGracefully();
        }
    }

    @Test
    void restCatalogCarriesTheOutputSchemas() throws Exception {
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(bridge.daemon.baseUrl() + "/tools")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), r.body());
        JsonNode catalog = FakeExtension.JSON.readTree(r.body());
        for (JsonNode t : catalog.path("tools")) {
            String name = t.path("name").asString();
            boolean structured = !(name.equals("browser_extract") || name.equals("update_plan") || name.startsWith("turn_answer_"));
            assertEquals(structured, t.has("outputSchema"), name + ": " + t.path("outputSchema"));
        }
        JsonNode close = null;
        for (JsonNode t : catalog.path("tools")) {
            close = t.path("name").asString().equals("browser_tab_close") ? t : close;
        }
        assertEquals("integer", close.path("outputSchema").path("properties").path("tabId").path("type").asString(), String.valueOf(close));
    }
}
