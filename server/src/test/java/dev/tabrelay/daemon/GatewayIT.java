package dev.tabrelay.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.auth.KeyStore;
import dev.tabrelay.config.ConfigException;
import dev.tabrelay.config.ConfigLoader;
import dev.tabrelay.json.Json;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The gateway with a real stdio MCP server (EchoStdioServer, on the Java SDK, run as a child
 * process) and one whose command does not exist: keys, naming, a crash mid-call and the restart.
 */
class GatewayIT {
    static TestDaemon bridge;
    static String granted;
    static String notGranted;

    @BeforeAll
    static void start() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String config = Json.MAPPER.writeValueAsString(Map.of("mcpServers", Map.of(
                "echoer", Map.of("command", java, "args", List.of("-cp", System.getProperty("java.class.path"),
                        "dev.tabrelay.gateway.EchoStdioServer")),
                "broken", Map.of("command", "/nonexistent/tabrelay-test-server"),
                "quits", Map.of("command", java, "args", List.of("-version")))));
        String[] secrets = new String[2];
        bridge = new TestDaemon(Map.of(), dir -> {
            try {
                Files.writeString(dir.resolve("mcp-servers.json"), config);
                KeyStore keys = new KeyStore(dir);
                secrets[0] = keys.create("gw", List.of(), List.of(), 0, 0, false, false, true).secret();
                secrets[1] = keys.create("tabs", List.of(), List.of(), 0, 0, false, false, false).secret();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        granted = secrets[0];
        notGranted = secrets[1];
    }

    @AfterAll
    static void stop() {
        bridge.close();
    }

    static HttpResponse<String> post(Map<String, String> headers) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(bridge.daemon.baseUrl() + "/gateway/mcp"))
                .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":"
                        + "{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}}"));
        headers.forEach(b::header);
        return HttpClient.newHttpClient().send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    static McpSyncClient client(String key) {
        McpSyncClient c = McpClient.sync(HttpClientStreamableHttpTransport.builder(bridge.daemon.baseUrl()).endpoint("/gateway/mcp")
                        .requestBuilder(HttpRequest.newBuilder().header("Authorization", "Bearer " + key)).build())
                .requestTimeout(Duration.ofSeconds(60)).build();
        c.initialize();
        return c;
    }

    static JsonNode server(String name) throws Exception {
        JsonNode health = Json.MAPPER.readTree(HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create(bridge.daemon.baseUrl() + "/health")).build(), HttpResponse.BodyHandlers.ofString()).body());
        for (JsonNode s : health.path("gateway").path("servers")) {
            if (s.path("name").asString().equals(name)) {
                return s;
            }
        }
        throw new AssertionError("no gateway server " + name + " in /health: " + health);
    }

    static JsonNode awaitState(String name, String state) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        for (JsonNode s = server(name); ; s = server(name)) {
            if (s.path("state").asString().equals(state)) {
                return s;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError(name + " never became " + state + ": " + s);
            }
            Thread.sleep(100);   // poll interval for a child process starting
        }
    }

    @Test
    void theGatewayAlwaysNeedsAKeyWithTheGrant() throws Exception {
        assertEquals(401, post(Map.of()).statusCode());
        assertEquals(401, post(Map.of("Authorization", "Bearer not-a-key")).statusCode());
        HttpResponse<String> forbidden = post(Map.of("Authorization", "Bearer " + notGranted));
        assertEquals(403, forbidden.statusCode());
        assertTrue(forbidden.body().contains("--gateway"), forbidden.body());
        assertEquals(200, post(Map.of("Authorization", "Bearer " + granted)).statusCode());
        assertEquals(200, post(Map.of("Authorization", "Bearer " + bridge.key())).statusCode());
        // A web page is refused before any key is looked at.
        assertEquals(403, post(Map.of("Authorization", "Bearer " + bridge.key(), "Origin", "https://evil.example")).statusCode());
    }

    @Test
    void theWebSocketEndpointTakesTheKeyInItsQuery() throws Exception {
        awaitState("echoer", "running");
        java.util.concurrent.LinkedBlockingQueue<String> answers = new java.util.concurrent.LinkedBlockingQueue<>();
        java.net.http.WebSocket ws = HttpClient.newHttpClient().newWebSocketBuilder().subprotocols("mcp")
                .buildAsync(URI.create("ws://127.0.0.1:" + bridge.port() + "/gateway/mcp-ws?token=" + bridge.key()),
                        HostileInputIT.collector(answers, new java.util.concurrent.CompletableFuture<>()))
                .get(5, java.util.concurrent.TimeUnit.SECONDS);
        ws.sendText("{\"jsonrpc\":\"2.0\",\"id\":\"init\",\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\","
                + "\"capabilities\":{},\"clientInfo\":{\"name\":\"ws\",\"version\":\"1\"}}}", true).get(5, java.util.concurrent.TimeUnit.SECONDS);
        assertTrue(answers.poll(10, java.util.concurrent.TimeUnit.SECONDS).contains("tabrelay-gateway"), "initialize answered");
        ws.sendText("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}", true).get(5, java.util.concurrent.TimeUnit.SECONDS);
        ws.sendText("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}", true).get(5, java.util.concurrent.TimeUnit.SECONDS);
        assertTrue(answers.poll(10, java.util.concurrent.TimeUnit.SECONDS).contains("echoer__echo"), "tools listed");
        ws.abort();
        java.util.concurrent.ExecutionException refused = assertThrows(java.util.concurrent.ExecutionException.class, () ->
                HttpClient.newHttpClient().newWebSocketBuilder().subprotocols("mcp")
                        .buildAsync(URI.create("ws://127.0.0.1:" + bridge.port() + "/gateway/mcp-ws"),
                                HostileInputIT.collector(answers, new java.util.concurrent.CompletableFuture<>()))
                        .get(5, java.util.concurrent.TimeUnit.SECONDS));
        assertEquals(401, ((java.net.http.WebSocketHandshakeException) refused.getCause()).getResponse().statusCode());
    }

    @Test
    void chatSettingsTakeThePairingKeyOrAnAdminKeyOnly() throws Exception {
        java.util.function.Function<String, Integer> status = key -> {
            try {
                HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(bridge.daemon.baseUrl() + "/api/v1/chat/status"))
                        .POST(HttpRequest.BodyPublishers.ofString("{}"));
                if (key != null) {
                    b.header("Authorization", "Bearer " + key);
                }
                return HttpClient.newHttpClient().send(b.build(), HttpResponse.BodyHandlers.ofString()).statusCode();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        };
        assertEquals(401, status.apply(null));
        assertEquals(403, status.apply(granted), "the gateway grant is not the owner's");
        // The owner is let through; with no browser connected the relay answers NO_BROWSER.
        assertEquals(503, status.apply(bridge.key()));
    }

    @Test
    void servesTheLocalServersToolsUnderTheirServersName() throws Exception {
        awaitState("echoer", "running");
        try (McpSyncClient c = client(bridge.key())) {
            List<String> names = c.listTools().tools().stream().map(McpSchema.Tool::name).sorted().toList();
            assertEquals(List.of("echoer__crash", "echoer__echo"), names);
            int restarts = server("echoer").path("restarts").asInt();
            McpSchema.CallToolResult r = c.callTool(new McpSchema.CallToolRequest("echoer__echo", Map.of("text", "héllo")));
            assertEquals("echo: héllo", ((McpSchema.TextContent) r.content().get(0)).text());
            // A call that ended leaves the server running (a finished race must not read as an exit).
            JsonNode after = server("echoer");
            assertEquals("running", after.path("state").asString());
            assertEquals(restarts, after.path("restarts").asInt());
        }
    }

    @Test
    void aServerThatCannotStartShowsInHealthWithWhy() throws Exception {
        JsonNode broken = awaitState("broken", "down");
        assertTrue(broken.path("error").asString().startsWith("could not start"), broken.toString());
        // A command that exits at once is down at once, not after the 30 s initialization timeout.
        JsonNode quits = awaitState("quits", "down");
        assertEquals("could not start: its process exited while starting", quits.path("error").asString());
    }

    @Test
    void aCrashMidCallAnswersServerDownAndTheRestartedServerAnswersAgain() throws Exception {
        awaitState("echoer", "running");
        try (McpSyncClient c = client(granted)) {
            McpSchema.CallToolResult crashed = c.callTool(new McpSchema.CallToolRequest("echoer__crash", Map.of()));
            assertTrue(crashed.isError());
            String text = ((McpSchema.TextContent) crashed.content().get(0)).text();
            assertTrue(text.startsWith("GATEWAY_SERVER_DOWN: The local MCP server 'echoer' exited during the call to crash"), text);
            awaitState("echoer", "running");
            assertTrue(server("echoer").path("restarts").asInt() >= 1);
            McpSchema.CallToolResult again = c.callTool(new McpSchema.CallToolRequest("echoer__echo", Map.of("text", "back")));
            assertEquals("echo: back", ((McpSchema.TextContent) again.content().get(0)).text());
        }
    }

    @Test
    void aBadEntryStopsTheDaemonWithItsName() throws Exception {
        Path dir = Files.createTempDirectory("tabrelay-gw-bad-");
        Files.writeString(dir.resolve("mcp-servers.json"), "{\"mcpServers\": {\"notes\": {\"args\": [\"x\"]}}}");
        ConfigException e = assertThrows(ConfigException.class, () -> Daemon.start(new ConfigLoader(
                Map.of("PORT", "0", "CONFIG_DIR", dir.toString()), Map.of()).load()));
        assertTrue(e.getMessage().contains("mcpServers entry 'notes' has no \"command\""), e.getMessage());
    }
}
