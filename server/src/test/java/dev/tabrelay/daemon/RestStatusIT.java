package dev.tabrelay.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.errors.ErrorCode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Every code the extension can answer reaches a REST caller with the HTTP status declared with it
 * (ErrorCode.httpStatus, the README's error table), and the code and message in the body.
 */
class RestStatusIT {
    static TestDaemon bridge;

    @BeforeAll
    static void start() throws Exception {
        bridge = new TestDaemon(Map.of("COMMAND_TIMEOUT", "3000"));
    }

    @AfterAll
    static void stop() {
        bridge.close();
    }

    @Test
    void everyExtensionCodeHasItsDeclaredStatus() throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        try (FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-status")) {
            for (ErrorCode code : ErrorCode.values()) {
                if (code.side() != ErrorCode.Side.BOTH) {
                    continue;
                }
                CompletableFuture<HttpResponse<String>> answer = http.sendAsync(HttpRequest.newBuilder(
                                URI.create(bridge.daemon.baseUrl() + "/api/v1/command"))
                        .POST(HttpRequest.BodyPublishers.ofString("{\"command\":\"browser_tab_list\"}")).build(),
                        HttpResponse.BodyHandlers.ofString());
                JsonNode cmd = fake.nextCommand();
                fake.fail(cmd, code.name(), "the extension says " + code.name());
                HttpResponse<String> r = answer.get(10, TimeUnit.SECONDS);
                assertEquals(code.httpStatus(), r.statusCode(), code + ": " + r.body());
                assertTrue(r.body().contains("\"code\":\"" + code.name() + "\""), r.body());
            }
        }
        System.out.printf("[checked] REST status checked for every extension error code%n");
    }
}
