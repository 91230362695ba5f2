package dev.tabrelay.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.auth.KeyStore;
import dev.tabrelay.plugin.TabRelayPlugin;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import java.io.OutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Java plugins from the config directory's plugins/ folder: the example plugin of docs/plugins.md
 * (src/test/resources/plugins/word-count) is compiled and jarred here, beside two broken jars.
 * Its tool is listed and callable over MCP and REST like a core tool, its browser step goes
 * through the caller's ACL, a key without the tool neither sees nor runs it, and the broken jars
 * only show up in the status.
 */
class PluginJarIT {
    static TestDaemon bridge;
    static FakeExtension fake;
    static String noPlugin;    // browser_get_page_text only
    static String pluginOnly;  // example_word_count only: its browser step is not allowed

    @BeforeAll
    static void start() throws Exception {
        Path jar = exampleJar();
        bridge = new TestDaemon(Map.of("COMMAND_TIMEOUT", "5000"), dir -> {
            try {
                Path plugins = Files.createDirectories(dir.resolve("plugins"));
                Files.copy(jar, plugins.resolve("word-count.jar"));
                Files.writeString(plugins.resolve("broken.jar"), "not a zip file");
                jar(plugins.resolve("missing-class.jar"), Map.of("META-INF/services/" + TabRelayPlugin.class.getName(),
                        "example.Missing\n".getBytes()));
                KeyStore keys = new KeyStore(dir);
                noPlugin = keys.create("no-plugin", List.of("browser_get_page_text"), List.of(), 0, 0, false, false).secret();
                pluginOnly = keys.create("plugin-only", List.of("example_word_count"), List.of(), 0, 0, false, false).secret();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-plugins");
    }

    @AfterAll
    static void stop() {
        fake.close();
        bridge.close();
    }

    /** javac on the example's source against the plugin API classes, then a jar with its service file. */
    static Path exampleJar() throws Exception {
        Path src = Path.of(PluginJarIT.class.getResource("/plugins/word-count").toURI());
        Path out = Files.createTempDirectory("plugin-classes-");
        String api = Path.of(TabRelayPlugin.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        int rc = ToolProvider.getSystemJavaCompiler().run(null, null, null, "-cp", api, "-d", out.toString(),
                src.resolve("example/wordcount/WordCountPlugin.java").toString());
        assertEquals(0, rc, "the example plugin compiles");
        Map<String, byte[]> entries = new java.util.TreeMap<>();
        for (Path root : List.of(out, src)) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path f : files.filter(Files::isRegularFile).filter(f -> !f.toString().endsWith(".java")).toList()) {
                    entries.put(root.relativize(f).toString().replace('\\', '/'), Files.readAllBytes(f));
                }
            }
        }
        Path jar = Files.createTempFile("word-count-", ".jar");
        jar(jar, entries);
        return jar;
    }

    static void jar(Path file, Map<String, byte[]> entries) throws Exception {
        try (OutputStream o = Files.newOutputStream(file); JarOutputStream j = new JarOutputStream(o)) {
            for (Map.Entry<String, byte[]> e : entries.entrySet()) {
                j.putNextEntry(new JarEntry(e.getKey()));
                j.write(e.getValue());
                j.closeEntry();
            }
        }
    }

    static McpSyncClient client(String key, String endpoint) {
        HttpRequest.Builder auth = HttpRequest.newBuilder();
        if (key != null) {
            auth.header("Authorization", "Bearer " + key);
        }
        McpSyncClient c = McpClient.sync(HttpClientStreamableHttpTransport.builder(bridge.daemon.baseUrl()).endpoint(endpoint)
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

    static java.util.Set<String> names(McpSyncClient c) {
        java.util.Set<String> out = new java.util.TreeSet<>();
        c.listTools().tools().forEach(t -> out.add(t.name()));
        return out;
    }

    /** Answers the next page.text command the fake receives. */
    static void answerPageText(String text) throws Exception {
        while (true) {
            JsonNode c = fake.nextCommand();
            if (c.path("action").asString().equals("page.text")) {
                fake.respond(c, FakeExtension.JSON.createObjectNode().put("tabId", c.path("params").path("tabId").asLong())
                        .put("url", "https://example.test/a").put("title", "A").put("text", text));
                return;
            }
        }
    }

    @Test
    void pluginToolIsListedInFullAndClaudeProfilesOnly() {
        McpSyncClient full = bridge.client();
        McpSyncClient claude = bridge.client("/mcp?tools=claude");
        McpSyncClient extract = bridge.client("/mcp?tools=extract");
        try {
            McpSchema.Tool tool = full.listTools().tools().stream().filter(t -> t.name().equals("example_word_count")).findFirst()
                    .orElseThrow(() -> new AssertionError("example_word_count not in tools/list"));
            assertEquals(List.of("tabId"), tool.inputSchema().get("required"));
            assertTrue(tool.annotations().readOnlyHint());
            assertTrue(names(claude).containsAll(List.of("example_word_count", "x_post", "wechat_post")), names(claude).toString());
            assertFalse(names(extract).contains("example_word_count"));
        } finally {
            full.closeGracefully();
            claude.closeGracefully();
            extract.closeGracefully();
        }
    }

    @Test
    void pluginToolRunsOverRestWithItsBrowserStep() throws Exception {
        var call = CompletableFuture.supplyAsync(() -> {
            try {
                return http("POST", "/api/v1/command", null, "{\"command\": \"example_word_count\", \"params\": {\"tabId\": 4}}");
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        answerPageText("Three small words");
        HttpResponse<String> r = call.join();
        assertEquals(200, r.statusCode(), r.body());
        JsonNode body = FakeExtension.JSON.readTree(r.body());
        assertEquals(3, body.path("structuredContent").path("words").asInt(), r.body());
        assertTrue(r.body().contains("3 words on https://example.test/a"), r.body());
    }

    @Test
    void keyWithoutThePluginToolNeitherSeesNorRunsIt() throws Exception {
        McpSyncClient c = client(noPlugin, "/mcp");
        try {
            assertEquals(java.util.Set.of("browser_get_page_text"), names(c));
            McpSchema.CallToolResult r = c.callTool(new CallToolRequest("example_word_count", Map.of("tabId", 4)));
            assertTrue(r.isError() && r.toString().contains("FORBIDDEN"), r.toString());
        } finally {
            c.closeGracefully();
        }
        HttpResponse<String> rest = http("POST", "/api/v1/command", noPlugin, "{\"command\": \"example_word_count\", \"params\": {\"tabId\": 4}}");
        assertEquals(403, rest.statusCode());
        assertTrue(rest.body().contains("FORBIDDEN"), rest.body());
    }

    @Test
    void thePluginsBrowserStepIsCheckedAgainstTheCallersKey() throws Exception {
        HttpResponse<String> r = http("POST", "/api/v1/command", pluginOnly, "{\"command\": \"example_word_count\", \"params\": {\"tabId\": 4}}");
        assertEquals(403, r.statusCode(), r.body());
        assertTrue(r.body().contains("FORBIDDEN") && r.body().contains("browser_get_page_text"), r.body());
    }

    @Test
    void brokenJarsAreReportedAndTheDaemonRuns() throws Exception {
        HttpResponse<String> r = http("GET", "/api/v1/status", null, null);
        assertEquals(200, r.statusCode(), r.body());
        JsonNode plugins = FakeExtension.JSON.readTree(r.body()).path("plugins");
        assertEquals("word-count", plugins.path("loaded").path(0).path("name").asString(), plugins.toString());
        assertEquals("example_word_count", plugins.path("loaded").path(0).path("tools").path(0).asString());
        String problems = plugins.path("problems").toString();
        assertTrue(problems.contains("plugins/broken.jar is not a readable jar file"), problems);
        assertTrue(problems.contains("plugins/missing-class.jar could not load its plugin class") && problems.contains("example.Missing"),
                problems);
        JsonNode health = FakeExtension.JSON.readTree(http("GET", "/health", null, null).body());
        assertEquals(plugins, health.path("plugins"), "/health carries the same, for `tabrelay status`");
        System.out.println("[figure] plugins: 1 loaded, " + plugins.path("problems").size() + " reported: " + problems);
    }
}
