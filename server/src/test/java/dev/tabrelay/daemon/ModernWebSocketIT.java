package dev.tabrelay.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The 2026-07-28 revision on /mcp-ws (dev.tabrelay.mcp.modern.ModernConnection), which
 * `tabrelay stdio` relays to: no initialize, the version and capabilities in each request's
 * _meta (no headers on this transport), beside a 2025 session on the same endpoint; and
 * subscriptions/listen for tools list changes.
 */
class ModernWebSocketIT {
    private static final String CAPS = "\"io.modelcontextprotocol/clientCapabilities\":{}";

    private static String request(Object id, String method, String params, String metaExtra) {
        String meta = "\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\""
                + (metaExtra.isEmpty() ? "" : "," + metaExtra) + "}";
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":{" + meta
                + (params.isEmpty() ? "" : "," + params) + "}}";
    }

    @Test
    void discoverListAndCallWithoutInitialize() throws Exception {
        try (TestDaemon bridge = new TestDaemon(Map.of());
             FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-modern-ws");
             McpWs ws = McpWs.open(bridge.port())) {
            ws.send(request(1, "server/discover", "", CAPS));
            JsonNode d = ws.answerTo("1").path("result");
            assertTrue(d.path("supportedVersions").toString().contains("\"2026-07-28\""), d.toString());
            assertTrue(d.path("capabilities").path("tools").path("listChanged").asBoolean(), d.toString());
            assertEquals("complete", d.path("resultType").asString());
            assertEquals("tabrelay", d.path("_meta").path("io.modelcontextprotocol/serverInfo").path("name").asString());

            ws.send(request(2, "tools/list", "", CAPS));
            JsonNode list = ws.answerTo("2").path("result");
            assertTrue(list.path("tools").size() > 10, list.toString());
            assertEquals("private", list.path("cacheScope").asString());

            ws.send(request("\"c\"", "tools/call", "\"name\":\"list_tabs\",\"arguments\":{}",
                    CAPS + ",\"io.modelcontextprotocol/clientInfo\":{\"name\":\"it-ws\",\"version\":\"1\"}"));
            JsonNode command = fake.nextCommand();
            ws.send(request(3, "ping", "", CAPS));   // answered while the call runs: a call does not hold up the next frame
            assertEquals("complete", ws.answerTo("3").path("result").path("resultType").asString());
            fake.respond(command, FakeExtension.JSON.createObjectNode().set("tabs", FakeExtension.JSON.createArrayNode()));
            JsonNode result = ws.answerTo("c");
            assertFalse(result.path("result").path("isError").asBoolean(false), result.toString());
            assertEquals("complete", result.path("result").path("resultType").asString());
        }
    }

    @Test
    void aCallWithAProgressTokenIsHeardFromWhileItRuns() throws Exception {
        try (TestDaemon bridge = new TestDaemon(Map.of());
             FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-modern-progress");
             McpWs ws = McpWs.open(bridge.port())) {
            ws.send(request(1, "tools/call", "\"name\":\"list_tabs\",\"arguments\":{}", CAPS + ",\"progressToken\":\"p1\""));
            JsonNode command = fake.nextCommand();   // held until the first tick came
            JsonNode progress = ws.notification("notifications/progress").path("params");
            assertEquals("p1", progress.path("progressToken").asString());
            assertEquals("Running list_tabs", progress.path("message").asString());
            fake.respond(command, FakeExtension.JSON.createObjectNode().set("tabs", FakeExtension.JSON.createArrayNode()));
            assertEquals("complete", ws.answerTo("1").path("result").path("resultType").asString());
        }
    }

    @Test
    void theEnvelopeIsCheckedAndA2025RequestStillNeedsItsSession() throws Exception {
        try (TestDaemon bridge = new TestDaemon(Map.of()); McpWs ws = McpWs.open(bridge.port())) {
            ws.send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"server/discover\",\"params\":{}}");
            JsonNode version = ws.answerTo("1").path("error");
            assertEquals(-32022, version.path("code").asInt(), version.toString());
            assertTrue(version.path("data").path("supported").toString().contains("2026-07-28"), version.toString());

            ws.send(request(2, "tools/list", "", ""));
            assertEquals(-32602, ws.answerTo("2").path("error").path("code").asInt(), "clientCapabilities is required");

            ws.send(request(3, "tools/call", "\"name\":\"no_such_tool\",\"arguments\":{}", CAPS));
            JsonNode unknown = ws.answerTo("3").path("error");
            assertEquals(-32602, unknown.path("code").asInt());
            assertTrue(unknown.path("message").asString().contains("no_such_tool"), unknown.toString());

            ws.send("{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"tools/list\",\"params\":{}}");
            assertEquals(-32600, ws.answerTo("4").path("error").path("code").asInt(), "a 2025 request still asks for initialize");
            ws.initialize();   // and a 2025 session on the same socket, after modern requests, works as ever
            ws.send("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"tools/list\",\"params\":{}}");
            JsonNode legacy = ws.answerTo("5").path("result");
            assertTrue(legacy.path("tools").size() > 10, legacy.toString());
            assertTrue(legacy.path("resultType").isMissingNode(), "the 2025 answer is the SDK's");
        }
    }

    @Test
    void aKeysAclAppliesAsOnA2025Session() throws Exception {
        try (TestDaemon bridge = new TestDaemon(Map.of())) {
            String key = new dev.tabrelay.auth.KeyStore(bridge.configDir)
                    .create("modern-ws", java.util.List.of("list_tabs"), java.util.List.of(), 0, 0, false, false).secret();
            try (McpWs ws = McpWs.open(bridge.port(), "?access_token=" + key)) {
                ws.send(request(1, "tools/list", "", CAPS));
                JsonNode tools = ws.answerTo("1").path("result").path("tools");
                assertEquals(1, tools.size(), tools.toString());
                assertEquals("list_tabs", tools.get(0).path("name").asString());

                ws.send(request(2, "tools/call", "\"name\":\"browser_tab_close\",\"arguments\":{\"tabId\":1}", CAPS));
                JsonNode answer = ws.answerTo("2");
                JsonNode refused = answer.path("result");
                assertTrue(refused.path("isError").asBoolean(), answer.toString());
                assertTrue(refused.path("structuredContent").path("error").path("code").asString().startsWith("FORBIDDEN"), refused.toString());
            }
        }
    }

    @Test
    void subscriptionsListenDeliversToolListChangesUntilCancelled() throws Exception {
        try (TestDaemon bridge = new TestDaemon(Map.of()); McpWs ws = McpWs.open(bridge.port())) {
            ws.send(request("\"listen:1\"", "subscriptions/listen", "\"notifications\":{\"toolsListChanged\":true,\"promptsListChanged\":true}", CAPS));
            JsonNode ack = ws.notification("notifications/subscriptions/acknowledged").path("params");
            assertEquals("listen:1", ack.path("_meta").path("io.modelcontextprotocol/subscriptionId").asString());
            assertTrue(ack.path("notifications").path("toolsListChanged").asBoolean(), ack.toString());
            assertTrue(ack.path("notifications").path("promptsListChanged").isMissingNode(), "only the tools list changes here");

            addRecipe(bridge.configDir, "shop_add");
            JsonNode changed = ws.notification("notifications/tools/list_changed");
            assertEquals("listen:1", changed.path("params").path("_meta").path("io.modelcontextprotocol/subscriptionId").asString());

            ws.send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":\"listen:1\"}}");
            ws.send(request(9, "ping", "", CAPS));
            ws.answerTo("9");   // the cancel was read before this
            addRecipe(bridge.configDir, "shop_remove");
            // Until the reload shows in tools/list, no frame but the answers may come.
            boolean loaded = false;
            for (int i = 0; i < 40 && !loaded; i++) {
                ws.send(request(100 + i, "tools/list", "", CAPS));
                JsonNode next = ws.messages.poll(10, TimeUnit.SECONDS);
                assertTrue(next != null && next.has("id"), "only answers after the cancel: " + next);
                loaded = next.toString().contains("shop_remove");
                Thread.sleep(loaded ? 0 : 250);   // the daemon polls recipes/ twice a second
            }
            assertTrue(loaded, "the second recipe loaded");
            assertNull(ws.messages.poll(1, TimeUnit.SECONDS), "no notification after the listen was cancelled");
        }
    }

    /** A site recipe file: the daemon polls recipes/ and reloads the plugin tools (docs/recipes.md). */
    private static void addRecipe(Path configDir, String name) throws Exception {
        Files.createDirectories(configDir.resolve("recipes"));
        Files.writeString(configDir.resolve("recipes").resolve(name + ".json"), """
                {"name":"%s","title":"T","description":"Lists the open tabs; a recipe the test adds while the daemon runs.","parameters":{},
                 "steps":[{"tool":"browser_tab_list","args":{}}]}""".formatted(name));
    }
}
