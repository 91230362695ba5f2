package dev.tabrelay.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.auth.Authenticator;
import dev.tabrelay.auth.Caller;
import dev.tabrelay.auth.KeyStore;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Issue 11, finding 2: revoking a key reaches the connections it opened. Each request is checked
 * with the key as the store has it now, and its open WebSocket and SSE streams are closed.
 */
class RevocationIT {
    static final String INITIALIZE = SessionLimitIT.INITIALIZE;

    @Test
    void revokingAKeyClosesItsOpenWebSocketAndSseStream() throws Exception {
        try (TestDaemon bridge = new TestDaemon()) {
            KeyStore keys = new KeyStore(bridge.configDir);
            String secret = keys.create("soon-revoked", List.of(), List.of(), 0, 0, false, false).secret();
            String other = keys.create("stays", List.of(), List.of(), 0, 0, false, false).secret();

            LinkedBlockingQueue<String> frames = new LinkedBlockingQueue<>();
            CompletableFuture<Integer> closed = new CompletableFuture<>();
            WebSocket ws = HttpClient.newHttpClient().newWebSocketBuilder().subprotocols("mcp")
                    .header("Authorization", "Bearer " + secret)
                    .buildAsync(URI.create("ws://127.0.0.1:" + bridge.port() + "/mcp-ws"), new WebSocket.Listener() {
                        @Override
                        public CompletionStage<?> onText(WebSocket s, CharSequence data, boolean last) {
                            frames.add(data.toString());
                            s.request(1);
                            return null;
                        }

                        @Override
                        public CompletionStage<?> onClose(WebSocket s, int code, String reason) {
                            closed.complete(code);
                            return null;
                        }
                    }).get(5, TimeUnit.SECONDS);
            ws.sendText(INITIALIZE, true).get(5, TimeUnit.SECONDS);
            assertTrue(frames.poll(10, TimeUnit.SECONDS).contains("serverInfo"), "the key works before revocation");

            HttpResponse<InputStream> sse = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    URI.create(bridge.daemon.baseUrl() + "/sse")).header("Authorization", "Bearer " + secret).build(),
                    HttpResponse.BodyHandlers.ofInputStream());
            assertEquals(200, sse.statusCode());
            HttpResponse<InputStream> otherSse = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    URI.create(bridge.daemon.baseUrl() + "/sse")).header("Authorization", "Bearer " + other).build(),
                    HttpResponse.BodyHandlers.ofInputStream());
            CompletableFuture<Long> sseEnded = CompletableFuture.supplyAsync(() -> {
                try (InputStream in = sse.body()) {
                    return in.transferTo(java.io.OutputStream.nullOutputStream());
                } catch (java.io.IOException e) {
                    return -1L;
                }
            }, AccessControlIT.CALLERS);

            long t0 = System.nanoTime();
            keys.revoke("soon-revoked");
            assertEquals(1008, closed.get(15, TimeUnit.SECONDS), "policy violation: the key was revoked");
            sseEnded.get(15, TimeUnit.SECONDS);
            long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
            assertTrue(otherSse.body().available() >= 0, "another key's stream stays open");
            otherSse.body().close();
            System.out.println("[figure] revocation: the key's open WebSocket (1008) and SSE stream closed " + ms + " ms after revoke");
        }
    }

    @Test
    void aCallerResolvedBeforeRevocationIsAllowedNothingAfterIt() throws Exception {
        java.nio.file.Path dir = java.nio.file.Files.createTempDirectory("tabrelay-revoke-");
        KeyStore keys = new KeyStore(dir);
        String secret = keys.create("k", List.of(), List.of(), 0, 0, false, false).secret();
        Authenticator auth = new Authenticator(keys, false);
        Caller atUpgrade = auth.resolve("Bearer " + secret);
        assertTrue(auth.current(atUpgrade).allowsTool("browser_extract"));
        keys.revoke("k");
        Caller now = auth.current(atUpgrade);
        assertSame(Caller.NOBODY, now);
        assertTrue(!now.allowsTool("browser_extract") && !now.allowsUrl("https://a.test/"), "revoked: nothing allowed");
        assertSame(Caller.LOCAL, auth.current(Caller.LOCAL));
    }
}
