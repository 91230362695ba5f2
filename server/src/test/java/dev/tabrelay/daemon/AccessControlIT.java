package dev.tabrelay.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.auth.KeyStore;
import dev.tabrelay.config.ConfigException;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpError;
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
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** API keys and their ACLs against a real daemon, over MCP and REST, with a fake extension. */
class AccessControlIT {
    static final ExecutorService CALLERS = Executors.newCachedThreadPool();
    static TestDaemon bridge;
    static KeyStore keys;
    static String reader;   // list_tabs + extract_url, only allowed.test
    static String limited;  // 3 calls per minute
    static String admin;
    static FakeExtension fake;

    @BeforeAll
    static void start() throws Exception {
        bridge = new TestDaemon();
        keys = new KeyStore(bridge.configDir);
        reader = keys.create("reader", List.of("list_tabs", "extract_url"), List.of("allowed.test"), 0, 0, false, false).secret();
        limited = keys.create("limited", List.of(), List.of(), 3, 60_000, false, false).secret();
        admin = keys.create("admin", List.of(), List.of(), 0, 0, false, true).secret();
        fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-acl");
    }

    @AfterAll
    static void stop() {
        fake.close();
        bridge.close();
    }

    static McpSyncClient client(String key) {
        HttpRequest.Builder auth = HttpRequest.newBuilder();
        if (key != null) {
            auth.header("Authorization", "Bearer " + key);
        }
        McpSyncClient c = McpClient.sync(HttpClientStreamableHttpTransport.builder(bridge.daemon.baseUrl()).endpoint("/mcp")
                .requestBuilder(auth).build()).requestTimeout(Duration.ofSeconds(30)).build();
        c.initialize();
        return c;
    }

    static HttpResponse<String> http(String method, String path, String key, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(bridge.daemon.baseUrl() + path))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (key != null) {
            b.header("Authorization", "Bearer " + key);
        }
        return HttpClient.newHttpClient().send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    static String text(CallToolResult r) {
        return ((McpSchema.TextContent) r.content().get(0)).text();
    }

    /** Calls on another thread and answers the one command the fake receives with {@code data}. */
    static CallToolResult relayed(McpSyncClient c, String tool, Map<String, Object> args, JsonNode data) throws Exception {
        var call = CompletableFuture.supplyAsync(() -> c.callTool(new CallToolRequest(tool, args)), CALLERS);
        fake.respond(nextPageCommand(), data);
        return call.join();
    }

    /** The next command that is not a status read of browser.info or the end of a closed client's session. */
    static JsonNode nextPageCommand() throws InterruptedException {
        while (true) {
            JsonNode c = fake.nextCommand();
            if (!java.util.Set.of("browser.info", "session.end").contains(c.path("action").asString())) {
                return c;
            }
        }
    }

    @org.junit.jupiter.api.BeforeEach
    void forgetEarlierMessages() {
        fake.received.clear();
    }

    /** No command that touches tabs or pages arrived (status reads of browser.info may). */
    static boolean noPageWork() {
        return fake.received.stream().noneMatch(n -> "command".equals(n.path("type").asString())
                && !"browser.info".equals(n.path("action").asString()));
    }

    static ObjectNode tabs() {
        ObjectNode d = FakeExtension.JSON.createObjectNode();
        var list = d.putArray("tabs");
        list.addObject().put("tabId", 1).put("url", "https://allowed.test/a").put("title", "Allowed").put("active", true);
        list.addObject().put("tabId", 2).put("url", "https://bank.example/home").put("title", "My bank").put("active", false);
        return d;
    }

    @Test
    void wrongAndRevokedKeysGet401AndNothingElse() throws Exception {
        for (String path : List.of("/mcp", "/api/v1/status", "/tools", "/sse")) {
            HttpResponse<String> r = http("GET", path, "trk_nope_nope", null);
            assertEquals(401, r.statusCode(), path);
            assertTrue(r.body().contains("UNAUTHORIZED") && !r.body().contains("tools"), r.body());
        }
        String temp = keys.create("temp", List.of(), List.of(), 0, 0, false, false).secret();
        assertEquals(200, http("GET", "/api/v1/status", temp, null).statusCode());
        keys.revoke("temp");
        assertEquals(401, http("GET", "/api/v1/status", temp, null).statusCode(), "revoked at once, no restart");
        System.out.println("[checked] wrong key on 4 endpoints: 4×401; revoked key: 401 on the next request");
    }

    @Test
    void aKeySeesOnlyItsToolsAndCannotCallOthersByAnyRoute() throws Exception {
        McpSyncClient c = client(reader);
        List<String> names = c.listTools().tools().stream().map(McpSchema.Tool::name).sorted().toList();
        assertEquals(List.of("extract_url", "list_tabs"), names);
        CallToolResult hidden = c.callTool(new CallToolRequest("extract_tab", Map.of("tabId", 1)));
        assertTrue(text(hidden).startsWith("FORBIDDEN:"), text(hidden));
        HttpResponse<String> rest = http("POST", "/api/v1/command", reader, "{\"command\":\"extract_tab\",\"params\":{\"tabId\":1}}");
        assertEquals(403, rest.statusCode(), rest.body());
        assertTrue(noPageWork(), "nothing reached the browser: " + fake.received);
        System.out.println("[checked] ACL escape: hidden tool via MCP → FORBIDDEN, via REST → 403, browser commands sent: 0");
        c.closeGracefully();
    }

    @Test
    void aSiteOutsideTheKeysPatternsNeverReachesTheBrowser() throws Exception {
        McpSyncClient c = client(reader);
        CallToolResult r = c.callTool(new CallToolRequest("extract_url", Map.of("url", "https://bank.example/")));
        assertTrue(text(r).startsWith("SITE_BLOCKED:"), text(r));
        assertTrue(noPageWork(), "refused before the browser: " + fake.received);

        ObjectNode redirected = ToolCallsIT.extraction("https://bank.example/after-redirect");
        CallToolResult viaRedirect = relayed(c, "extract_url", Map.of("url", "https://allowed.test/go"), redirected);
        assertTrue(text(viaRedirect).startsWith("SITE_BLOCKED:"), "a redirect to a blocked site returns nothing: " + text(viaRedirect));
        assertTrue(!text(viaRedirect).contains("World"), "no page content leaks");

        CallToolResult listed = relayed(c, "list_tabs", Map.of(), tabs());
        assertTrue(text(listed).contains("Allowed") && !text(listed).contains("bank"), text(listed));
        System.out.println("[checked] site ACL: blocked URL refused before the browser, redirect to a blocked site returned"
                + " nothing, list_tabs hid 1 of 2 tabs");
        c.closeGracefully();
    }

    @Test
    void urlTricksAreRefusedBeforeTheBrowserAndTheRefusalNamesNoUrl() throws Exception {
        String tricky = keys.create("tricky-" + System.nanoTime(), List.of(), List.of("http://*.allowed.test/*"), 0, 0, false, false).secret();
        McpSyncClient c = client(tricky);
        for (String url : List.of("http://evil.test/page?.allowed.test/", "http://evil.test/page#.allowed.test/",
                "http://allowed.test@evil.test/?token=SECRET123")) {
            CallToolResult r = c.callTool(new CallToolRequest("browser_extract", Map.of("url", url)));
            assertTrue(text(r).startsWith("SITE_BLOCKED:"), url + ": " + text(r));
            assertTrue(!text(r).contains("evil") && !text(r).contains("SECRET123"), "no URL echoed: " + text(r));
        }
        assertTrue(noPageWork(), "refused before the browser: " + fake.received);
        System.out.println("[checked] --sites http://*.allowed.test/*: 3 URL tricks (query, fragment, userinfo) refused before the browser");
        c.closeGracefully();
    }

    @Test
    void commandsOfAKeyCarryItsSitesAndItsNameSoTheExtensionCanEnforceAndShowThem() throws Exception {
        McpSyncClient c = McpClient.sync(HttpClientStreamableHttpTransport.builder(bridge.daemon.baseUrl()).endpoint("/mcp")
                .requestBuilder(HttpRequest.newBuilder().header("Authorization", "Bearer " + admin)).build())
                .clientInfo(new McpSchema.Implementation("Claude Desktop", "1.0")).requestTimeout(Duration.ofSeconds(30)).build();
        c.initialize();
        var call = CompletableFuture.supplyAsync(() -> c.callTool(new CallToolRequest("browser_type",
                Map.of("selector", "#q", "text", "hello"))), CALLERS);
        JsonNode typed = nextPageCommand();
        assertEquals("Claude Desktop (key admin)", typed.path("client").asString(), "a key cannot pass as another client");
        assertTrue(typed.path("sites").isMissingNode(), "an unrestricted key sends no sites");
        assertEquals("act", typed.path("mode").asString(), "a key's mode goes with each command (keys act unless made with --mode)");
        fake.respond(typed, FakeExtension.JSON.createObjectNode().put("tabId", 1).put("url", "https://a.test/"));
        call.join();
        c.closeGracefully();

        McpSyncClient r = client(reader);
        var read = CompletableFuture.supplyAsync(() -> r.callTool(new CallToolRequest("list_tabs", Map.of())), CALLERS);
        JsonNode listed = nextPageCommand();
        assertEquals("[\"allowed.test\"]", listed.path("sites").toString(), "the extension enforces the key's sites where the bridge cannot see");
        fake.respond(listed, tabs());
        read.join();
        r.closeGracefully();
    }

    @Test
    void theStatusNeedsAKeyThatMayListBrowsersAndCountsAgainstItsRate() throws Exception {
        String extractOnly = keys.create("extract-only-" + System.nanoTime(), List.of("extract_url"), List.of(), 0, 0, false, false).secret();
        McpSyncClient c = client(extractOnly);
        McpError refused = assertThrows(McpError.class, () -> c.readResource(new McpSchema.ReadResourceRequest("tabrelay://status")));
        assertTrue(refused.getMessage().contains("FORBIDDEN"), refused.getMessage());
        assertEquals(403, http("GET", "/api/v1/status", extractOnly, null).statusCode());
        c.closeGracefully();
        String twice = keys.create("twice-" + System.nanoTime(), List.of(), List.of(), 2, 60_000, false, false).secret();
        assertEquals(200, http("GET", "/api/v1/status", twice, null).statusCode());
        assertEquals(200, http("GET", "/api/v1/status", twice, null).statusCode());
        assertEquals(429, http("GET", "/api/v1/status", twice, null).statusCode(), "status reads are rate-limited too");
    }

    @Test
    void rateLimitRefusesTheBurstAndSaysWhenToRetry() throws Exception {
        McpSyncClient c = client(limited);
        for (int i = 0; i < 3; i++) {
            CallToolResult ok = relayed(c, "list_tabs", Map.of(), tabs());
            assertTrue(!Boolean.TRUE.equals(ok.isError()), text(ok));
        }
        CallToolResult refused = c.callTool(new CallToolRequest("list_tabs", Map.of()));
        assertTrue(text(refused).startsWith("RATE_LIMITED:") && text(refused).contains("retry in"), text(refused));
        assertEquals(429, http("POST", "/api/v1/command", limited, "{\"command\":\"list_tabs\"}").statusCode());
        System.out.println("[checked] rate-limit burst (3/60s key): calls 1-3 answered, call 4 RATE_LIMITED with retry time, REST 429");
        c.closeGracefully();
    }

    @Test
    void restRunsToolsThroughTheSameRegistry() throws Exception {
        var call = CompletableFuture.supplyAsync(() -> {
            try {
                return http("POST", "/api/v1/command", null, "{\"command\":\"list_tabs\",\"params\":{}}");
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        }, CALLERS);
        fake.respond(nextPageCommand(), tabs());
        HttpResponse<String> r = call.join();
        assertEquals(200, r.statusCode(), r.body());
        JsonNode body = FakeExtension.JSON.readTree(r.body());
        assertTrue(body.path("ok").asBoolean() && body.path("content").get(0).path("text").asString().contains("My bank"), r.body());
        HttpResponse<String> bad = http("POST", "/api/v1/command", null, "{\"command\":\"extract_tab\",\"params\":{\"tabId\":\"x\"}}");
        assertEquals(400, bad.statusCode());
        assertTrue(bad.body().contains("tabId"), bad.body());
        assertEquals(404, http("POST", "/api/v1/command", null, "{\"command\":\"no_such_tool\"}").statusCode());
        assertEquals(400, http("POST", "/api/v1/command", null, "{not json").statusCode());
        HttpResponse<String> misnamed = http("POST", "/api/v1/command", null, "{\"command\":\"list_tabs\",\"arguments\":{}}");
        assertEquals(400, misnamed.statusCode(), misnamed.body());
        assertTrue(misnamed.body().contains("arguments") && misnamed.body().contains("params"), misnamed.body());
        assertTrue(http("GET", "/tools", null, null).body().contains("\"extract_url\""));
    }

    @Test
    void onlyAdminKeysManageKeys() throws Exception {
        assertEquals(403, http("GET", "/api/v1/keys", reader, null).statusCode());
        assertEquals(403, http("GET", "/api/v1/keys", null, null).statusCode());
        HttpResponse<String> list = http("GET", "/api/v1/keys", admin, null);
        assertEquals(200, list.statusCode());
        assertTrue(list.body().contains("\"reader\"") && !list.body().contains(reader.substring(15)), "no secrets in lists");
        HttpResponse<String> created = http("POST", "/api/v1/keys", admin, "{\"name\":\"via-rest\",\"tools\":[\"list_tabs\"]}");
        assertEquals(201, created.statusCode(), created.body());
        String secret = FakeExtension.JSON.readTree(created.body()).path("key").asString();
        assertEquals(200, http("GET", "/api/v1/status", secret, null).statusCode());
        assertEquals(200, http("DELETE", "/api/v1/keys/via-rest", admin, null).statusCode());
        assertEquals(401, http("GET", "/api/v1/status", secret, null).statusCode());
    }

    @Test
    void oneKeyByNameAndNoSilentlyDroppedFields() throws Exception {
        HttpResponse<String> one = http("GET", "/api/v1/keys/reader", admin, null);
        assertEquals(200, one.statusCode(), one.body());
        JsonNode key = FakeExtension.JSON.readTree(one.body());
        assertEquals("reader", key.path("name").asString(), "that key, not the list: " + one.body());
        assertEquals(404, http("GET", "/api/v1/keys/nobody", admin, null).statusCode());
        HttpResponse<String> misspelt = http("POST", "/api/v1/keys", admin, "{\"name\":\"typo\",\"rate\":\"5/60s\"}");
        assertEquals(400, misspelt.statusCode(), misspelt.body());
        assertTrue(misspelt.body().contains("rate") && misspelt.body().contains("rateLimit"), "names the field and the real ones: "
                + misspelt.body());
        assertTrue(!http("GET", "/api/v1/keys", admin, null).body().contains("\"typo\""), "no key was made");
    }

    @Test
    void requiredAuthRefusesKeylessCallersButHealthStaysReachable() throws Exception {
        ConfigException none = assertThrows(ConfigException.class, () -> new TestDaemon(Map.of("REQUIRE_AUTH", "true")));
        assertTrue(none.getMessage().contains("keys create"), none.getMessage());
        try (TestDaemon strict = new TestDaemon(Map.of("REQUIRE_AUTH", "true"), dir -> new KeyStore(dir)
                .create("only", List.of(), List.of(), 0, 0, false, false))) {
            HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    URI.create(strict.daemon.baseUrl() + "/mcp")).POST(HttpRequest.BodyPublishers.ofString("{}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(401, r.statusCode());
            assertEquals("Bearer realm=\"tabrelay\"", r.headers().firstValue("WWW-Authenticate").orElse(null));
            HttpResponse<String> health = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    URI.create(strict.daemon.baseUrl() + "/health")).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, health.statusCode());
        }
    }
}
