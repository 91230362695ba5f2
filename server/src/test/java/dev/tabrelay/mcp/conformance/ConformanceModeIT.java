package dev.tabrelay.mcp.conformance;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.auth.KeyStore;
import dev.tabrelay.config.ConfigException;
import dev.tabrelay.config.ConfigLoader;
import dev.tabrelay.daemon.Daemon;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** serve --conformance: fixtures only there, and never on a daemon with keys or off loopback. */
class ConformanceModeIT {
    private static dev.tabrelay.config.Config config(Path dir, String... more) {
        Map<String, String> env = new java.util.HashMap<>(Map.of("PORT", "0", "CONFIG_DIR", dir.toString()));
        for (int i = 0; i < more.length; i += 2) {
            env.put(more[i], more[i + 1]);
        }
        return new ConfigLoader(env, Map.of()).load();
    }

    @Test
    void refusedOnADaemonWithKeysOrRequiringThem() throws Exception {
        Path dir = Files.createTempDirectory("conf-keys");
        new KeyStore(dir).create("k", List.of(), List.of(), 0, 0, false, false);
        ConfigException e = assertThrows(ConfigException.class, () -> Daemon.startConformance(config(dir)));
        assertTrue(e.getMessage().contains("empty --config-dir"), e.getMessage());
        assertThrows(ConfigException.class, () -> Daemon.startConformance(config(dir, "REQUIRE_AUTH", "true")));
    }

    @Test
    void refusedOffLoopback() throws Exception {
        Path dir = Files.createTempDirectory("conf-host");
        ConfigException e = assertThrows(ConfigException.class,
                () -> Daemon.startConformance(config(dir, "HOST", "0.0.0.0", "REQUIRE_AUTH", "true")));
        assertTrue(e.getMessage().contains("loopback"), e.getMessage());
    }

    @Test
    void fixturesAreListedInConformanceModeOnly() throws Exception {
        try (Daemon normal = Daemon.start(config(Files.createTempDirectory("conf-off")));
             Daemon conformance = Daemon.startConformance(config(Files.createTempDirectory("conf-on")))) {
            assertFalse(toolsList(normal.port()).contains("test_simple_text"));
            String listed = toolsList(conformance.port());
            assertTrue(listed.contains("\"test_simple_text\"") && listed.contains("\"browser_extract\""), listed);
        }
    }

    /** initialize, initialized, tools/list over Streamable HTTP; the list's JSON. */
    static String toolsList(int port) throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        String url = "http://127.0.0.1:" + port + "/mcp";
        HttpResponse<String> init = http.send(post(url, null, """
                {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18",\
                "capabilities":{},"clientInfo":{"name":"it","version":"1"}}}"""), HttpResponse.BodyHandlers.ofString());
        String session = init.headers().firstValue("Mcp-Session-Id").orElseThrow();
        http.send(post(url, session, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}"),
                HttpResponse.BodyHandlers.ofString());
        return http.send(post(url, session, "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}"),
                HttpResponse.BodyHandlers.ofString()).body();
    }

    private static HttpRequest post(String url, String session, String body) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url)).header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream").POST(HttpRequest.BodyPublishers.ofString(body));
        if (session != null) {
            b.header("Mcp-Session-Id", session);
        }
        return b.build();
    }
}
