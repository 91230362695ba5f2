package dev.tabrelay.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.auth.KeyStore;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Issue 11, finding 1: nobody but the browser's owner gets the pairing key, /health names no
 * browser, and a hello claiming a connected browser's id never displaces it.
 */
class LinkTakeoverIT {
    static HttpResponse<String> get(TestDaemon bridge, String path, String key) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(bridge.daemon.baseUrl() + path));
        if (key != null) {
            b.header("Authorization", "Bearer " + key);
        }
        return HttpClient.newHttpClient().send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void thePairingKeyGoesToAdminKeysOnlyWhenKeysAreRequired() throws Exception {
        String[] secrets = new String[2];
        try (TestDaemon strict = new TestDaemon(Map.of("REQUIRE_AUTH", "true"), dir -> {
            KeyStore keys = new KeyStore(dir);
            secrets[0] = keys.create("tabs-only", List.of("list_tabs"), List.of(), 0, 0, false, false).secret();
            secrets[1] = keys.create("owner", List.of(), List.of(), 0, 0, false, true).secret();
        })) {
            String pairing = strict.key();
            HttpResponse<String> restricted = get(strict, "/connect", secrets[0]);
            assertEquals(403, restricted.statusCode());
            assertFalse(restricted.body().contains(pairing));
            assertEquals(401, get(strict, "/connect", null).statusCode());
            HttpResponse<String> owner = get(strict, "/connect", secrets[1]);
            assertEquals(200, owner.statusCode());
            assertTrue(owner.body().startsWith("tabrelay://"));
        }
        System.out.println("[checked] /connect on a --require-auth daemon: restricted key 403, no key 401, admin key 200");
    }

    @Test
    void healthNamesNoBrowserAndAnImpostorCannotDisplaceTheRealBrowser() throws Exception {
        try (TestDaemon bridge = new TestDaemon();
             FakeExtension real = FakeExtension.paired(bridge.port(), bridge.key(), "real-browser-7f3a")) {
            HttpResponse<String> health = get(bridge, "/health", null);
            assertTrue(health.body().contains("Fake real-browser-7f3a"), "labels stay: " + health.body());
            assertFalse(health.body().contains("\"real-browser-7f3a\""), "no browser id: " + health.body());
            assertFalse(health.body().contains("\"id\""), health.body());

            // A local process that has the pairing key and guessed the id, with the extension's Origin.
            try (FakeExtension impostor = FakeExtension.connect(bridge.port(), FakeExtension.ORIGIN)) {
                impostor.hello(bridge.key(), "real-browser-7f3a", 1);
                String close = impostor.closed.get(10, TimeUnit.SECONDS);
                assertTrue(close.startsWith("4410"), close);
                assertTrue(impostor.received.stream().noneMatch(n -> "welcome".equals(n.path("type").asString())));
            }
            assertFalse(real.closed.isDone(), "the real browser keeps its link");

            McpSyncClient client = bridge.client();
            var call = CompletableFuture.supplyAsync(() -> client.callTool(new CallToolRequest("browser_type",
                    Map.of("selector", "#password", "text", "hunter2"))), AccessControlIT.CALLERS);
            JsonNode command = real.nextCommand();
            assertEquals("input.type", command.path("action").asString(), "the real browser still gets the commands");
            real.respond(command, FakeExtension.JSON.createObjectNode().put("tabId", 1).put("url", "https://a.test/"));
            assertFalse(Boolean.TRUE.equals(call.get(10, TimeUnit.SECONDS).isError()));
            client.closeGracefully();
        }
        System.out.println("[checked] link takeover: impostor hello with the real id and key closed 4410, real link kept");
    }

    @Test
    void aWrongPairingKeyIsAnsweredLateAndItsBrowserIdCannotForgeLogLines() throws Exception {
        try (TestDaemon bridge = new TestDaemon();
             FakeExtension guess = FakeExtension.connect(bridge.port(), FakeExtension.ORIGIN)) {
            long t0 = System.nanoTime();
            guess.hello("wrong-key", "x\n2026-01-01 [main] INFO Browser connected\u001b[31m", 1);
            String close = guess.closed.get(10, TimeUnit.SECONDS);
            assertTrue(close.startsWith("4401"), close);
            assertTrue(System.nanoTime() - t0 >= TimeUnit.MILLISECONDS.toNanos(900), "a wrong key waits about a second");
        }
        assertEquals("x?2026-01-01 [main] INFO Browser connected?[31m",
                dev.tabrelay.errors.LogSafe.text("x\n2026-01-01 [main] INFO Browser connected\u001b[31m", 200));
    }
}
