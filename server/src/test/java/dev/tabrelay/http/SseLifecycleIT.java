package dev.tabrelay.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.config.ConfigLoader;
import dev.tabrelay.daemon.Daemon;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Legacy SSE: a request before initialize is answered at once with -32600 and its own id. */
class SseLifecycleIT {
    @Test
    void aRequestBeforeInitializeIsRefusedWithItsId() throws Exception {
        try (Daemon daemon = Daemon.start(new ConfigLoader(Map.of("PORT", "0",
                "CONFIG_DIR", Files.createTempDirectory("sse-life").toString()), Map.of()).load())) {
            HttpClient http = HttpClient.newHttpClient();
            String base = "http://127.0.0.1:" + daemon.port();
            HttpResponse<Stream<String>> stream = http.send(HttpRequest.newBuilder(URI.create(base + "/sse"))
                    .header("Accept", "text/event-stream").build(), HttpResponse.BodyHandlers.ofLines());
            String endpoint = stream.body().filter(l -> l.startsWith("data:")).findFirst().orElseThrow().substring(5).trim();
            HttpResponse<String> early = http.send(HttpRequest.newBuilder(URI.create(base + endpoint))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"jsonrpc\":\"2.0\",\"id\":\"early\",\"method\":\"tools/list\"}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(400, early.statusCode());
            assertTrue(early.body().contains("\"id\":\"early\"") && early.body().contains("-32600"), early.body());
        }
    }
}
