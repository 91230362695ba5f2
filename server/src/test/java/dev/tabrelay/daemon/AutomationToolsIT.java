package dev.tabrelay.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** Automation tools through a real MCP client to a fake extension: arguments, budgets, images, files, gating. */
class AutomationToolsIT {
    static final ExecutorService CALLERS = Executors.newVirtualThreadPerTaskExecutor();
    static TestDaemon bridge;
    static McpSyncClient client;

    @BeforeAll
    static void start() throws Exception {
        bridge = new TestDaemon(Map.of("COMMAND_TIMEOUT", "3000"));
        client = bridge.client();
    }

    @AfterAll
    static void stop() {
        client.closeGracefully();
        bridge.close();
    }

    static CompletableFuture<CallToolResult> call(String tool, Map<String, Object> args) {
        return CompletableFuture.supplyAsync(() -> client.callTool(new CallToolRequest(tool, args)), CALLERS);
    }

    static String text(CallToolResult r) {
        return ((McpSchema.TextContent) r.content().get(0)).text();
    }

    @Test
    void badArgumentsNameTheFieldForTheNameUsed() {
        CallToolResult click = client.callTool(new CallToolRequest("browser_click", Map.of("ref", 12)));
        assertTrue(click.isError() && text(click).startsWith("INVALID_ARGUMENT") && text(click).contains("ref"), text(click));
        CallToolResult noTarget = client.callTool(new CallToolRequest("browser_click", Map.of()));
        assertTrue(text(noTarget).startsWith("INVALID_ARGUMENT") && text(noTarget).contains("'ref'"), text(noTarget));
        CallToolResult legacy = client.callTool(new CallToolRequest("extract_tab", Map.of()));
        assertTrue(text(legacy).startsWith("INVALID_ARGUMENT") && text(legacy).contains("tabId"), "the view's schema requires tabId: " + text(legacy));
        CallToolResult misspelt = client.callTool(new CallToolRequest("browser_close_tab", Map.of("tabId", 3)));
        assertTrue(text(misspelt).contains("tab_id"), "browser_close_tab takes tab_id: " + text(misspelt));
    }

    @Test
    void longPageTextIsCutAndTheCursorReturnsTheRest() throws Exception {
        try (FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-budget")) {
            String page = "0123456789".repeat(3) + "tail";
            var first = call("browser_get_page_text", Map.of("maxChars", 25));
            JsonNode cmd = fake.nextCommand();
            assertEquals("page.text", cmd.path("action").asString());
            assertFalse(cmd.path("params").has("maxChars"), "bridge-only arguments stay in the bridge");
            fake.respond(cmd, FakeExtension.JSON.createObjectNode().put("tabId", 4).put("url", "http://x/").put("title", "T").put("text", page));
            CallToolResult r = first.join();
            assertTrue(PageTexts.pageText(r).startsWith(page.substring(0, 25) + "\n[… truncated: chars 0–25 of 34."), text(r));
            String cursor = (String) ((Map<?, ?>) r.structuredContent()).get("cursor");
            assertTrue(cursor != null && text(r).contains(cursor));
            CallToolResult next = client.callTool(new CallToolRequest("browser_get_page_text", Map.of("cursor", cursor)));
            assertEquals(page.substring(25), PageTexts.pageText(next));
            assertTrue(fake.received.stream().noneMatch(m -> "command".equals(m.path("type").asString())), "a cursor call needs no browser");
            CallToolResult unknown = client.callTool(new CallToolRequest("browser_get_page_text", Map.of("cursor", "nope")));
            assertTrue(unknown.isError() && text(unknown).contains("'cursor'") && text(unknown).contains("without 'cursor'"), text(unknown));
        }
    }

    @Test
    void screenshotIsImageContentWithItsMimeType() throws Exception {
        try (FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-shot")) {
            var shot = call("browser_screenshot", Map.of("format", "jpeg"));
            JsonNode cmd = fake.nextCommand();
            assertEquals("screenshot", cmd.path("action").asString());
            fake.respond(cmd, FakeExtension.JSON.createObjectNode().put("tabId", 2).put("mimeType", "image/jpeg")
                    .put("data", "AAEC").put("width", 800).put("height", 600));
            CallToolResult r = shot.join();
            McpSchema.ImageContent image = r.content().stream().filter(McpSchema.ImageContent.class::isInstance)
                    .map(McpSchema.ImageContent.class::cast).findFirst().orElseThrow();
            assertEquals("image/jpeg", image.mimeType());
            assertEquals("AAEC", image.data());
            assertFalse(text(r).contains("AAEC"), "no base64 in text");
        }
    }

    @Test
    void inputOutcomeTellsTheModelAboutADialog() throws Exception {
        try (FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-click")) {
            var click = call("browser_click", Map.of("ref", "e5"));
            JsonNode cmd = fake.nextCommand();
            assertEquals("input.click", cmd.path("action").asString());
            assertEquals("e5", cmd.path("params").path("ref").asString());
            ObjectNode data = FakeExtension.JSON.createObjectNode().put("tabId", 1).put("url", "http://x/").put("navigated", false);
            data.putObject("dialog").put("type", "confirm").put("message", "Delete?");
            fake.respond(cmd, data);
            assertTrue(text(click.join()).contains("confirm \"Delete?\" — call browser_handle_dialog"), text(click.join()));
        }
    }

    @Test
    void fileSetReadsPathsAndSaysWhatIsWrongWithThem() throws Exception {
        Path dir = Files.createTempDirectory("files");
        Path ok = Files.writeString(dir.resolve("note.txt"), "hello");
        Path big = dir.resolve("big.bin");
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(6L * 1024 * 1024);
        }
        for (var bad : List.of(Map.of("paths", List.of("relative.txt"), "msg", "relative"),
                Map.of("paths", List.of(dir.resolve("missing.txt").toString()), "msg", "No file"),
                Map.of("paths", List.of(big.toString()), "msg", "MB"))) {
            CallToolResult r = client.callTool(new CallToolRequest("browser_file_set", Map.of("ref", "e1", "paths", bad.get("paths"))));
            assertTrue(r.isError() && text(r).startsWith("INVALID_ARGUMENT") && text(r).contains((String) bad.get("msg")), text(r));
        }
        try (FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-files")) {
            var set = call("upload_image", Map.of("ref", "e1", "paths", List.of(ok.toString())));
            JsonNode cmd = fake.nextCommand();
            assertEquals("file.set", cmd.path("action").asString());
            JsonNode file = cmd.path("params").path("files").get(0);
            assertEquals("note.txt", file.path("name").asString());
            assertEquals("text/plain", file.path("mimeType").asString());
            assertEquals("hello", new String(Base64.getDecoder().decode(file.path("base64").asString())));
            assertFalse(cmd.path("params").has("paths"));
            fake.respond(cmd, FakeExtension.JSON.createObjectNode().put("tabId", 1).put("url", "http://x/").put("navigated", false)
                    .set("files", FakeExtension.JSON.createArrayNode().add("note.txt")));
            assertFalse(Boolean.TRUE.equals(set.join().isError()), text(set.join()));
        }
    }

    @Test
    void evaluateIsHiddenAndRefusedWhileOff() {
        assertTrue(client.listTools().tools().stream().noneMatch(t -> t.name().equals("browser_evaluate")));
        for (String name : List.of("browser_evaluate", "javascript_tool")) {
            CallToolResult r = client.callTool(new CallToolRequest(name, Map.of("expression", "1")));
            assertTrue(r.isError() && text(r).startsWith("EVALUATE_DISABLED") && text(r).contains("--enable-evaluate"), text(r));
        }
    }

    @Test
    void evaluateRunsWhenEnabledAndSessionEndReachesTheBrowser() throws Exception {
        try (TestDaemon on = new TestDaemon(Map.of("ENABLE_EVALUATE", "true", "ISOLATION", "group", "SESSION_TABS", "close"));
             FakeExtension fake = FakeExtension.paired(on.port(), on.key(), "b-eval")) {
            McpSyncClient c = on.client("/mcp?tools=claude");
            assertTrue(c.listTools().tools().stream().anyMatch(t -> t.name().equals("javascript_tool")));
            var r = CompletableFuture.supplyAsync(() -> c.callTool(new CallToolRequest("javascript_tool",
                    Map.of("action", "javascript_exec", "text", "document.title"))), CALLERS);
            JsonNode cmd = fake.nextCommand();
            assertEquals("evaluate", cmd.path("action").asString());
            assertEquals("document.title", cmd.path("params").path("expression").asString());
            assertEquals("group", cmd.path("params").path("isolation").asString());
            fake.respond(cmd, FakeExtension.JSON.createObjectNode().put("type", "string").put("value", "Hi").put("url", "http://x/"));
            assertTrue(text(r.join()).contains("\"Hi\""), text(r.join()));
            String session = cmd.path("session").asString();
            c.closeGracefully();
            JsonNode end = fake.nextCommand();
            assertEquals("session.end", end.path("action").asString());
            assertEquals(session, end.path("session").asString());
            assertTrue(end.path("params").path("closeGroup").asBoolean(), end.toString());
        }
    }

    @Test
    void structuredContentAccompaniesText() throws Exception {
        try (FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-nav")) {
            var nav = call("navigate", Map.of("url", "back"));
            JsonNode cmd = fake.nextCommand();
            assertEquals("back", cmd.path("params").path("direction").asString(), "navigate's \"back\" is a direction");
            fake.respond(cmd, FakeExtension.JSON.createObjectNode().put("tabId", 3).put("url", "http://x/a").put("title", "A").put("status", 200));
            CallToolResult r = nav.join();
            assertTrue(text(r).contains("http://x/a") && text(r).contains("HTTP 200"), text(r));
            assertInstanceOf(Map.class, r.structuredContent());
        }
    }
}
