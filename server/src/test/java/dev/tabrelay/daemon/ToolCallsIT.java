package dev.tabrelay.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.modelcontextprotocol.client.McpSyncClient;
import java.util.concurrent.TimeUnit;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** MCP tool calls relayed to a fake extension over a real WebSocket, and every way they can fail. */
class ToolCallsIT {
    static TestDaemon bridge;
    static McpSyncClient client;
    static final java.util.concurrent.ExecutorService CALLERS = java.util.concurrent.Executors.newCachedThreadPool();

    @BeforeAll
    static void start() throws Exception {
        bridge = new TestDaemon(Map.of("COMMAND_TIMEOUT", "1500"));
        client = bridge.client();
    }

    @AfterAll
    static void stop() {
        client.closeGracefully();
        bridge.close();
    }

    static CompletableFuture<CallToolResult> callAsync(String tool, Map<String, Object> args) {
        // Own threads: the common pool has a single thread on 2 cores, and blocking calls would queue.
        return CompletableFuture.supplyAsync(() -> client.callTool(new CallToolRequest(tool, args)), CALLERS);
    }

    static String text(CallToolResult r) {
        return ((McpSchema.TextContent) r.content().get(0)).text();
    }

    static ObjectNode extraction(String url) {
        ObjectNode d = FakeExtension.JSON.createObjectNode().put("tabId", 7).put("url", url).put("title", "Hello")
                .put("markdown", "# Hello\n\nWorld").put("text", "Hello World").put("mode", "article");
        d.putObject("metadata").put("title", "Hello").put("wordCount", 2).put("lang", "en");
        return d;
    }

    @Test
    void noBrowserAnswersAClearErrorAtOnce() throws Exception {
        // A daemon no browser ever reached: nothing to wait for (the shared one may have seen fakes leave).
        try (TestDaemon fresh = new TestDaemon()) {
            McpSyncClient c = fresh.client();
            CallToolResult r = c.callTool(new CallToolRequest("extract_active_tab", Map.of()));
            assertTrue(r.isError());
            assertTrue(text(r).startsWith("NO_BROWSER: No browser has connected to this TabRelay daemon yet"), text(r));
            assertTrue(text(r).contains("Connect"), "says what to do");
            c.closeGracefully();
        }
    }

    /** Until the daemon has seen the last fake's socket close (it learns of it asynchronously). */
    static void awaitNoBrowser() throws Exception {
        java.net.http.HttpClient http = java.net.http.HttpClient.newHttpClient();
        for (int i = 0; i < 100; i++) {
            String health = http.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(bridge.daemon.baseUrl() + "/health"))
                    .build(), java.net.http.HttpResponse.BodyHandlers.ofString()).body();
            if (health.contains("\"extensionConnected\":false")) {
                return;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("the fake's socket close never reached the daemon");
    }

    @Test
    void aCallWhileTheBrowserReconnectsWaitsForItInsteadOfFailing() throws Exception {
        FakeExtension.paired(bridge.port(), bridge.key(), "b-back").close();   // here a moment ago, then gone
        awaitNoBrowser();
        var call = callAsync("list_tabs", Map.of());
        // The call waits for the browser (the path under test) before the browser comes back (a restarted worker).
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (bridge.daemon.hub().callsWaitingForABrowser() == 0) {
            assertTrue(System.nanoTime() < deadline && !call.isDone(), "the call never waited for the browser: " + (call.isDone() ? text(call.join()) : "still pending"));
            Thread.sleep(10);   // poll interval, not a wait for an outcome
        }
        try (FakeExtension back = FakeExtension.paired(bridge.port(), bridge.key(), "b-back")) {
            JsonNode cmd = back.nextCommand();
            back.respond(cmd, FakeExtension.JSON.createObjectNode().set("tabs", FakeExtension.JSON.createArrayNode()));
            CallToolResult r = call.get(15, TimeUnit.SECONDS);
            assertTrue(!Boolean.TRUE.equals(r.isError()), "answered by the browser that came back: " + text(r));
        }
    }

    @Test
    void listTabsRelaysTheCommandAndFormatsTabs() throws Exception {
        try (FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-list")) {
            var call = callAsync("list_tabs", Map.of());
            JsonNode cmd = fake.nextCommand();
            assertEquals("tabs.list", cmd.path("action").asString());
            assertEquals("it-client", cmd.path("client").asString());
            assertTrue(cmd.path("deadlineMs").asLong() > 0);
            ObjectNode data = FakeExtension.JSON.createObjectNode();
            data.putArray("tabs").addObject().put("tabId", 3).put("title", "Docs").put("url", "http://x/").put("active", true);
            fake.respond(cmd, data);
            CallToolResult r = call.join();
            assertFalse(Boolean.TRUE.equals(r.isError()));
            assertTrue(text(r).contains("tabId 3 (active): Docs — http://x/"), text(r));
            assertInstanceOf(Map.class, r.structuredContent());
        }
    }

    @Test
    void extractFormatsMarkdownJsonAndMcpResource() throws Exception {
        try (FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-formats")) {
            for (String format : List.of("markdown", "json", "mcp")) {
                var call = callAsync("extract_url", Map.of("url", "http://127.0.0.1:9/a", "format", format));
                JsonNode cmd = fake.nextCommand();
                assertEquals("extract.url", cmd.path("action").asString());
                assertEquals("http://127.0.0.1:9/a", cmd.path("params").path("url").asString());
                assertFalse(cmd.path("params").path("keepTab").asBoolean());
                fake.respond(cmd, extraction("http://127.0.0.1:9/a"));
                CallToolResult r = call.join();
                switch (format) {
                    case "markdown" -> assertEquals("# Hello\n\nWorld", PageTexts.pageText(r));
                    case "json" -> {
                        assertTrue(text(r).contains("\"wordCount\":2"), text(r));
                        assertEquals("Hello", ((Map<?, ?>) r.structuredContent()).get("title"));
                    }
                    default -> {
                        var res = (McpSchema.EmbeddedResource) r.content().get(0);
                        var contents = (McpSchema.TextResourceContents) res.resource();
                        assertEquals("http://127.0.0.1:9/a", contents.uri());
                        assertEquals("text/markdown", contents.mimeType());
                    }
                }
            }
        }
    }

    @Test
    void extractPassesWaitForAndTimeoutAndShowsTheStillLoadingNote() throws Exception {
        try (FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-ready")) {
            for (String format : List.of("markdown", "json")) {
                var call = callAsync("extract_url", Map.of("url", "http://127.0.0.1:9/a", "format", format,
                        "waitFor", "#results li", "timeoutMs", 90_000));
                JsonNode cmd = fake.nextCommand();
                assertEquals("#results li", cmd.path("params").path("waitFor").asString());
                assertEquals(90_000, cmd.path("params").path("timeoutMs").asInt());
                assertTrue(cmd.path("deadlineMs").asLong() >= 90_000, "the link deadline covers the wait asked for");
                ObjectNode data = extraction("http://127.0.0.1:9/a").put("stillLoading", true)
                        .put("loadingNote", "The page was still loading after 90000 ms (a loading indicator was still showing).");
                fake.respond(cmd, data);
                CallToolResult r = call.join();
                if (format.equals("json")) {
                    assertEquals(true, ((Map<?, ?>) r.structuredContent()).get("stillLoading"));
                } else {
                    assertTrue(PageTexts.pageText(r).startsWith("[The page was still loading after 90000 ms"), text(r));
                    assertTrue(PageTexts.pageText(r).endsWith("# Hello\n\nWorld"), text(r));
                }
            }
        }
    }

    @Test
    void extensionErrorsKeepTheirCodeAndMessage() throws Exception {
        try (FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-error")) {
            var call = callAsync("extract_tab", Map.of("tabId", 42));
            JsonNode cmd = fake.nextCommand();
            assertEquals(42, cmd.path("params").path("tabId").asInt());
            fake.fail(cmd, "TAB_NOT_FOUND", "No tab with id 42. Call list_tabs to see open tabs.");
            CallToolResult r = call.join();
            assertTrue(r.isError());
            assertEquals("TAB_NOT_FOUND: No tab with id 42. Call list_tabs to see open tabs.", text(r));
        }
    }

    @Test
    void badArgumentsNameTheField() {
        CallToolResult r = client.callTool(new CallToolRequest("extract_tab", Map.of("tabId", "seven")));
        assertTrue(r.isError());
        assertTrue(text(r).contains("tabId"), text(r));
        CallToolResult url = client.callTool(new CallToolRequest("extract_url", Map.of("url", "javascript:alert(1)")));
        assertTrue(url.isError());
        assertTrue(text(url).startsWith("INVALID_ARGUMENT") && text(url).contains("'url'"), text(url));
    }

    @Test
    void unansweredCommandTimesOutWithACancel() throws Exception {
        try (FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-timeout")) {
            var call = callAsync("extract_active_tab", Map.of());
            JsonNode cmd = fake.nextCommand();
            CallToolResult r = call.join();
            assertTrue(text(r).startsWith("TIMEOUT:"), text(r));
            JsonNode cancel = fake.next();
            while ("ping".equals(cancel.path("type").asString())) {
                cancel = fake.next();   // a keepalive may come first on a busy machine
            }
            assertEquals("cancel", cancel.path("type").asString());
            assertEquals(cmd.path("id").asString(), cancel.path("id").asString());
            fake.respond(cmd, extraction("http://late/"));   // a late answer is ignored, nothing breaks
        }
    }

    @Test
    void dropFailsPendingCallsAtOnce() throws Exception {
        FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-drop");
        var call = callAsync("list_tabs", Map.of());
        fake.nextCommand();
        fake.close();
        CallToolResult r = call.join();
        // The code is the behaviour: a call left to its deadline would answer TIMEOUT instead.
        assertTrue(text(r).startsWith("EXTENSION_DISCONNECTED:"), text(r));
    }

    @Test
    void atMostFiveBackgroundTabsLoadAtOnceAndTheRestWaitTheirTurn() throws Exception {
        try (FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-slots")) {
            List<CompletableFuture<CallToolResult>> calls = new java.util.ArrayList<>();
            for (int i = 0; i < 7; i++) {
                calls.add(callAsync("extract_url", Map.of("url", "http://127.0.0.1:9/" + i)));
            }
            List<JsonNode> first = new java.util.ArrayList<>();
            for (int i = 0; i < 5; i++) {
                first.add(fake.nextCommand());
            }
            // Nothing answered yet: a sixth extract.url must not have been sent.
            assertTrue(fake.received.poll(300, java.util.concurrent.TimeUnit.MILLISECONDS) == null, "only 5 tabs at once");
            fake.respond(first.get(0), extraction(first.get(0).path("params").path("url").asString()));
            JsonNode sixth = fake.nextCommand();   // a slot freed: the next caller goes
            fake.respond(sixth, extraction(sixth.path("params").path("url").asString()));
            for (JsonNode c : first.subList(1, 5)) {
                fake.respond(c, extraction(c.path("params").path("url").asString()));
            }
            JsonNode seventh = fake.nextCommand();
            fake.respond(seventh, extraction(seventh.path("params").path("url").asString()));
            for (CompletableFuture<CallToolResult> c : calls) {
                assertFalse(Boolean.TRUE.equals(c.join().isError()), text(c.join()));
            }
        }
    }

    @Test
    void manyCommandsInFlightAnsweredOutOfOrder() throws Exception {
        try (FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-many")) {
            List<CompletableFuture<CallToolResult>> calls = List.of(
                    callAsync("extract_tab", Map.of("tabId", 1)), callAsync("extract_tab", Map.of("tabId", 2)),
                    callAsync("extract_tab", Map.of("tabId", 3)));
            List<JsonNode> cmds = List.of(fake.nextCommand(), fake.nextCommand(), fake.nextCommand());
            for (int i = cmds.size() - 1; i >= 0; i--) {
                JsonNode c = cmds.get(i);
                ObjectNode d = extraction("http://t/" + c.path("params").path("tabId").asInt());
                d.put("markdown", "tab " + c.path("params").path("tabId").asInt());
                fake.respond(c, d);
            }
            for (int i = 0; i < calls.size(); i++) {
                assertEquals("tab " + (i + 1), PageTexts.pageText(calls.get(i).join()));
            }
        }
    }
}
