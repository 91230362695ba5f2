package dev.tabrelay.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientSseClientTransport;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** Tool profiles: which names tools/list shows per connection, and that every name is callable in every profile. */
class ProfilesIT {
    static TestDaemon bridge;

    @BeforeAll
    static void start() throws Exception {
        bridge = new TestDaemon(Map.of("COMMAND_TIMEOUT", "3000"));
    }

    @AfterAll
    static void stop() {
        bridge.close();
    }

    static Set<String> names(McpSyncClient c) {
        Set<String> out = new TreeSet<>();
        c.listTools().tools().forEach(t -> out.add(t.name()));
        return out;
    }

    static McpSchema.Tool tool(McpSyncClient c, String name) {
        return c.listTools().tools().stream().filter(t -> t.name().equals(name)).findFirst().orElseThrow(() -> new AssertionError(name));
    }

    @Test
    void compactIsTheDefaultNoLargerThanPlaywrightMcpsList() throws Exception {
        McpSyncClient c = bridge.client();
        McpSyncClient full = bridge.client("/mcp?tools=full");
        McpSyncClient compact = bridge.client("/mcp?tools=compact");
        try {
            Set<String> names = names(c);
            assertEquals(names, names(compact), "compact is the default");
            assertTrue(names.containsAll(Set.of("browser_snapshot", "browser_click", "browser_type", "browser_extract", "browser_navigate")), names.toString());
            assertFalse(names.contains("update_plan") || names.contains("browser_shortcut_save") || names.contains("browser_evaluate"), names.toString());
            McpSchema.Tool type = tool(c, "browser_type");
            assertTrue(type.description().contains("after the text it holds"), type.description());
            assertFalse(props(type.inputSchema().get("properties")).containsKey("browser"), "browser is described once, in the instructions");
            assertEquals(null, type.outputSchema(), "no output schema in the short form");
            // Playwright MCP 0.0.83 lists 20,286 characters (issue 31); bench/agent-loop measures the wire.
            String json = io.modelcontextprotocol.json.McpJsonDefaults.getMapper().writeValueAsString(c.listTools().tools());
            var m = io.modelcontextprotocol.json.McpJsonDefaults.getMapper();
            StringBuilder sizes = new StringBuilder();
            for (McpSchema.Tool t : c.listTools().tools()) {
                sizes.append('\n').append(m.writeValueAsString(t).length()).append(' ').append(m.writeValueAsString(t));
            }
            assertTrue(json.length() <= 20_286, "compact list is " + json.length() + " characters:" + sizes);
            McpSchema.Tool longType = tool(full, "browser_type");
            assertTrue(longType.description().length() > type.description().length() && longType.outputSchema() != null, "full keeps the long form");
            assertTrue(names(full).contains("update_plan"));
        } finally {
            c.closeGracefully();
            full.closeGracefully();
            compact.closeGracefully();
        }
    }

    @Test
    void fullProfileListsCanonicalNamesWithoutEvaluate() {
        McpSyncClient c = bridge.client("/mcp?tools=full");
        try {
            Set<String> names = names(c);
            assertTrue(names.contains("browser_snapshot") && names.contains("browser_extract") && names.contains("update_plan"), names.toString());
            assertFalse(names.contains("list_tabs") || names.contains("read_page"), "aliases are not listed in full: " + names);
            assertFalse(names.contains("browser_evaluate"), "evaluate is off by default");
        } finally {
            c.closeGracefully();
        }
    }

    @Test
    void eachProfileListsItsDesignsNamesWithTheirSchemas() {
        McpSyncClient extract = bridge.client("/mcp?tools=extract");
        McpSyncClient tabs = bridge.client("/mcp?tools=tabs");
        McpSyncClient claude = bridge.client("/mcp?tools=claude");
        try {
            assertEquals(Set.of("list_tabs", "extract_active_tab", "extract_tab", "extract_url"), names(extract));
            assertEquals(List.of("tabId"), tool(extract, "extract_tab").inputSchema().get("required"));
            assertEquals(List.of("url"), tool(extract, "extract_url").inputSchema().get("required"));
            assertTrue(props(tool(extract, "extract_url").inputSchema().get("properties")).containsKey("maxChars"), "budgeted views take maxChars");
            assertEquals(Set.of("browser_get_tabs", "browser_create_tab", "browser_close_tab"), names(tabs));
            assertEquals(List.of("tab_id"), tool(tabs, "browser_close_tab").inputSchema().get("required"));
            Set<String> claudeNames = names(claude);
            assertTrue(claudeNames.containsAll(Set.of("tabs_context", "tabs_create", "navigate", "computer", "read_page", "find",
                    "form_input", "get_page_text", "resize_window", "upload_image", "read_console_messages",
                    "read_network_requests", "update_plan", "turn_answer_start", "turn_answer_complete")), claudeNames.toString());
            assertFalse(claudeNames.contains("javascript_tool"), "javascript_tool only when evaluate is on");
            assertTrue(props(tool(claude, "read_page").inputSchema().get("properties")).containsKey("ref_id"));
            assertTrue(props(tool(claude, "form_input").inputSchema().get("properties")).containsKey("value"));
        } finally {
            extract.closeGracefully();
            tabs.closeGracefully();
            claude.closeGracefully();
        }
    }

    @Test
    void sseConnectionKeepsItsProfile() {
        McpSyncClient sse = McpClient.sync(HttpClientSseClientTransport.builder(bridge.daemon.baseUrl()).sseEndpoint("/sse?tools=extract").build())
                .requestTimeout(Duration.ofSeconds(30)).build();
        try {
            sse.initialize();
            assertEquals(Set.of("list_tabs", "extract_active_tab", "extract_tab", "extract_url"), names(sse));
        } finally {
            sse.closeGracefully();
        }
    }

    @Test
    void unknownProfileIsRefusedWithTheChoices() throws Exception {
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(bridge.daemon.baseUrl() + "/mcp?tools=everything"))
                .POST(HttpRequest.BodyPublishers.ofString("{}")).header("Content-Type", "application/json").build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(400, r.statusCode());
        assertTrue(r.body().contains("INVALID_ARGUMENT") && r.body().contains("compact, full, extract, tabs, claude"), r.body());
    }

    @Test
    void anyNameIsCallableInAnyProfileWithItsOwnArguments() throws Exception {
        McpSyncClient extract = bridge.client("/mcp?tools=extract");
        try (FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-profiles")) {
            var close = CompletableFuture.supplyAsync(() -> extract.callTool(new CallToolRequest("browser_close_tab", Map.of("tab_id", 5))),
                    Executors.newVirtualThreadPerTaskExecutor());
            JsonNode cmd = fake.nextCommand();
            assertEquals("tab.close", cmd.path("action").asString());
            assertEquals(5, cmd.path("params").path("tabId").asInt());
            fake.respond(cmd, FakeExtension.JSON.createObjectNode().put("tabId", 5).put("closed", true));
            CallToolResult r = close.join();
            assertEquals(Map.of("tab_id", 5, "closed", true), r.structuredContent(), "the tab-control design's field names");

            var form = CompletableFuture.supplyAsync(() -> extract.callTool(new CallToolRequest("form_input",
                    Map.of("ref", "e3", "value", true, "tabId", 9))), Executors.newVirtualThreadPerTaskExecutor());
            cmd = fake.nextCommand();
            assertEquals("input.fill", cmd.path("action").asString());
            assertEquals("e3", cmd.path("params").path("fields").get(0).path("ref").asString());
            assertEquals("true", cmd.path("params").path("fields").get(0).path("value").asString());
            fake.respond(cmd, FakeExtension.JSON.createObjectNode().put("tabId", 9).put("url", "http://x/").put("navigated", false).put("filled", 1));
            assertTrue(text(form.join()).contains("Filled 1"), text(form.join()));
        } finally {
            extract.closeGracefully();
        }
    }

    @Test
    void extensionsProfileIsTheDefaultWhenNeitherConnectionNorDaemonChose() throws Exception {
        try (FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-options", "tabs")) {
            McpSyncClient plain = bridge.client();
            McpSyncClient chosen = bridge.client("/mcp?tools=extract");
            try {
                assertEquals(Set.of("browser_get_tabs", "browser_create_tab", "browser_close_tab"), names(plain));
                assertEquals(4, names(chosen).size(), "the connection's choice wins");
            } finally {
                plain.closeGracefully();
                chosen.closeGracefully();
            }
        }
    }

    @Test
    void aSettingsMessageChangesTheProfileWithoutDroppingTheLink() throws Exception {
        try (FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-settings", "tabs")) {
            assertTrue(fake.welcome.path("settings").asBoolean(false), "the welcome says settings apply live: " + fake.welcome);
            McpSyncClient plain = bridge.client();
            try {
                assertEquals(3, names(plain).size());
                fake.send(FakeExtension.JSON.createObjectNode().put("type", "settings").put("toolProfile", "extract"));
                // Applied in the link's order; tools/list is another connection, so wait for it (bounded).
                Set<String> now = names(plain);
                for (int i = 0; i < 100 && now.size() != 4; i++) {
                    Thread.sleep(50);
                    now = names(plain);
                }
                assertEquals(4, now.size(), "the extract profile: " + now);
                fake.send(FakeExtension.JSON.createObjectNode().put("type", "settings").put("toolProfile", ""));
                for (int i = 0; i < 100 && now.size() == 4; i++) {
                    Thread.sleep(50);
                    now = names(plain);
                }
                assertTrue(now.contains("browser_snapshot"), "none chosen is the compact profile: " + now);
                // The same link still carries commands: nothing reconnected.
                var list = CompletableFuture.supplyAsync(() -> plain.callTool(new CallToolRequest("browser_tab_list", Map.of())),
                        Executors.newVirtualThreadPerTaskExecutor());
                JsonNode cmd = fake.nextCommand();
                assertEquals("tabs.list", cmd.path("action").asString());
                fake.respond(cmd, FakeExtension.JSON.createObjectNode().set("tabs", FakeExtension.JSON.createArrayNode()));
                assertFalse(list.join().isError());
            } finally {
                plain.closeGracefully();
            }
        }
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> props(Object properties) {
        return (Map<String, Object>) properties;
    }

    static String text(CallToolResult r) {
        return ((McpSchema.TextContent) r.content().get(0)).text();
    }
}
