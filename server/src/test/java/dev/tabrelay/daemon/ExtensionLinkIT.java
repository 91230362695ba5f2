package dev.tabrelay.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The /extension handshake against a real daemon: origin, key, version, replacement. */
class ExtensionLinkIT {
    static TestDaemon bridge;

    @BeforeAll
    static void start() throws Exception {
        bridge = new TestDaemon();
    }

    @AfterAll
    static void stop() {
        bridge.close();
    }

    @Test
    void rightKeyIsWelcomedAndListedInHealth() throws Exception {
        try (FakeExtension fake = FakeExtension.paired(bridge.port(), bridge.key(), "b-health")) {
            assertTrue(bridge.daemon.hub().browsers().stream().anyMatch(b -> b.browserId().equals("b-health")));
        }
    }

    @Test
    void wrongKeyIsClosedWith4401() throws Exception {
        try (FakeExtension fake = FakeExtension.connect(bridge.port(), FakeExtension.ORIGIN)) {
            fake.hello("not-the-key", "b-wrong", 1);
            String close = fake.closed.get(10, TimeUnit.SECONDS);
            assertTrue(close.startsWith("4401"), close);
        }
    }

    @Test
    void otherProtocolVersionIsClosedWith4426() throws Exception {
        try (FakeExtension fake = FakeExtension.connect(bridge.port(), FakeExtension.ORIGIN)) {
            fake.hello(bridge.key(), "b-version", 99);
            String close = fake.closed.get(10, TimeUnit.SECONDS);
            assertTrue(close.startsWith("4426") && close.contains("1"), close);
        }
    }

    @Test
    void garbageInsteadOfHelloIsClosedWith4400() throws Exception {
        try (FakeExtension fake = FakeExtension.connect(bridge.port(), FakeExtension.ORIGIN)) {
            fake.sendRaw("this is not json");
            String close = fake.closed.get(10, TimeUnit.SECONDS);
            assertTrue(close.startsWith("4400"), close);
        }
    }

    @Test
    void webPageOriginCannotOpenTheLink() {
        CompletionException e = org.junit.jupiter.api.Assertions.assertThrows(CompletionException.class, () ->
                HttpClient.newHttpClient().newWebSocketBuilder().header("Origin", "https://evil.example")
                        .buildAsync(URI.create("ws://127.0.0.1:" + bridge.port() + "/extension"), new WebSocket.Listener() {})
                        .join());
        assertEquals(403, ((java.net.http.WebSocketHandshakeException) e.getCause()).getResponse().statusCode());
    }

    @Test
    void missingOriginCannotOpenTheLink() {
        CompletionException e = org.junit.jupiter.api.Assertions.assertThrows(CompletionException.class, () ->
                HttpClient.newHttpClient().newWebSocketBuilder()
                        .buildAsync(URI.create("ws://127.0.0.1:" + bridge.port() + "/extension"), new WebSocket.Listener() {})
                        .join());
        assertEquals(403, ((java.net.http.WebSocketHandshakeException) e.getCause()).getResponse().statusCode());
    }

    @Test
    void aReconnectThatProvesItselfReplacesTheOlderConnection() throws Exception {
        try (FakeExtension first = FakeExtension.paired(bridge.port(), bridge.key(), "b-same");
             FakeExtension second = FakeExtension.paired(bridge.port(), bridge.key(), "b-same", null,
                     first.welcome.path("resume").asString())) {
            String close = first.closed.get(10, TimeUnit.SECONDS);
            assertTrue(close.startsWith("4409"), close);
            assertEquals(1, bridge.daemon.hub().browsers().stream().filter(b -> b.browserId().equals("b-same")).count());
            assertTrue(!second.closed.isDone(), "the proven reconnect stays");
        }
    }
}
