package dev.tabrelay.stdio;

import dev.tabrelay.mcp.ws.McpWsTestServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The proxy against a real MCP server: {@link McpWsTestServer}, the daemon's /mcp-ws mounting. */
class StdioProxyIT {
    private static final DaemonLauncher MUST_NOT_LAUNCH = (host, port, dir) -> {
        throw new AssertionError("a daemon was running: nothing should have been launched");
    };

    @TempDir
    Path configDir;

    @Test
    void relaysLinesBothWaysAndExitsZeroOnStdinEof() throws Exception {
        try (McpWsTestServer server = McpWsTestServer.start();
             ProxyHarness proxy = new ProxyHarness(ProxyHarness.fastSettings(server.port(), configDir), MUST_NOT_LAUNCH)) {
            proxy.initialize();
            assertEquals("echo", proxy.call(1, "tools/list", "{}").at("/result/tools/0/name").asString());
            JsonNode call = proxy.echo(2, "hello");
            assertEquals(2, call.get("id").asInt());
            assertEquals("echo: hello", call.at("/result/content/0/text").asString());

            proxy.send("not json at all");
            assertEquals(-32700, proxy.next().at("/error/code").asInt());

            proxy.closeStdin();
            assertEquals(0, proxy.awaitExit());
            assertTrue(proxy.stdout.isEmpty(), "stdout carries protocol lines only");
        }
    }

    @Test
    void startsTheDaemonWhenNothingAnswers() throws Exception {
        int port = freePort();
        AtomicReference<McpWsTestServer> started = new AtomicReference<>();
        DaemonLauncher launcher = (host, p, dir) -> {
            assertEquals("127.0.0.1", host);
            assertEquals(port, p);
            assertEquals(configDir, dir);
            try {
                started.set(McpWsTestServer.start(p));
            } catch (Exception e) {
                throw new IOException(e);
            }
            return new CompletableFuture<>(); // keeps running
        };
        try (ProxyHarness proxy = new ProxyHarness(ProxyHarness.fastSettings(port, configDir), launcher)) {
            proxy.initialize();
            assertEquals("echo: up", proxy.echo(1, "up").at("/result/content/0/text").asString());
            assertTrue(proxy.stderr().contains("starting one in the background"), proxy.stderr());
        } finally {
            if (started.get() != null) {
                started.get().close();
            }
        }
    }

    @Test
    void aLauncherThatFailsEndsWithOneClearLine() throws Exception {
        DaemonLauncher broken = (host, port, dir) -> {
            throw new IOException("java not found");
        };
        try (ProxyHarness proxy = new ProxyHarness(ProxyHarness.fastSettings(freePort(), configDir), broken)) {
            assertEquals(1, proxy.awaitExit());
            assertTrue(proxy.stderr().contains("could not start the TabRelay daemon (java not found); run `tabrelay serve`"), proxy.stderr());
            assertNull(proxy.stdout.poll());
        }
    }

    @Test
    void aDaemonThatDiesDuringStartupIsReportedAtOnce() throws Exception {
        DaemonLauncher dies = (host, port, dir) -> CompletableFuture.completedFuture(3);
        try (ProxyHarness proxy = new ProxyHarness(ProxyHarness.fastSettings(freePort(), configDir), dies)) {
            assertEquals(1, proxy.awaitExit());
            assertTrue(proxy.stderr().contains("exited during start-up (code 3)"), proxy.stderr());
        }
    }

    @Test
    void reconnectsAndReplaysTheHandshakeAfterADrop() throws Exception {
        try (McpWsTestServer server = McpWsTestServer.start();
             ProxyHarness proxy = new ProxyHarness(ProxyHarness.fastSettings(server.port(), configDir), MUST_NOT_LAUNCH)) {
            proxy.initialize();
            assertEquals("echo: one", proxy.echo(1, "one").at("/result/content/0/text").asString());

            server.dropAllConnections();
            proxy.awaitStderr("reconnected"); // else echo(2) may go out on the dying socket and rightly fail
            // The fresh server session only answers tools/call after initialize + initialized: the replay.
            JsonNode call = proxy.echo(2, "two");
            assertEquals(2, call.get("id").asInt(), "the replayed initialize's answer must not reach the client");
            assertEquals("echo: two", call.at("/result/content/0/text").asString());
            assertEquals(2, server.connections.get());
        }
    }

    /** A request of the 2026-07-28 revision: stateless, its version and capabilities in _meta. */
    private static String modern(String id, String method, String params) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":{\"_meta\":{"
                + "\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\",\"io.modelcontextprotocol/clientCapabilities\":{}}"
                + (params.isEmpty() ? "" : "," + params) + "}}";
    }

    @Test
    void relaysThe2026RevisionWithoutAnInitializeToReplay() throws Exception {
        try (McpWsTestServer server = McpWsTestServer.start();
             ProxyHarness proxy = new ProxyHarness(ProxyHarness.fastSettings(server.port(), configDir), MUST_NOT_LAUNCH)) {
            proxy.send(modern("1", "server/discover", ""));
            assertTrue(proxy.next().at("/result/supportedVersions").toString().contains("2026-07-28"));
            proxy.send(modern("2", "tools/call", "\"name\":\"echo\",\"arguments\":{\"text\":\"one\"}"));
            assertEquals("echo: one", proxy.next().at("/result/content/0/text").asString());

            server.dropAllConnections();
            proxy.awaitStderr("reconnected");
            // Nothing to replay (no initialize passed): each modern request stands alone on the new connection.
            proxy.send(modern("3", "tools/call", "\"name\":\"echo\",\"arguments\":{\"text\":\"two\"}"));
            JsonNode call = proxy.next();
            assertEquals(3, call.get("id").asInt());
            assertEquals("echo: two", call.at("/result/content/0/text").asString());
            assertEquals(2, server.connections.get());
        }
    }

    @Test
    void aListenOpenAtTheDropEndsWithTheConnectionLostError() throws Exception {
        try (McpWsTestServer server = McpWsTestServer.start();
             ProxyHarness proxy = new ProxyHarness(ProxyHarness.fastSettings(server.port(), configDir), MUST_NOT_LAUNCH)) {
            proxy.send(modern("\"listen:1\"", "subscriptions/listen", "\"notifications\":{\"toolsListChanged\":true}"));
            assertEquals("notifications/subscriptions/acknowledged", proxy.next().get("method").asString());
            server.modern.changeTools();
            JsonNode changed = proxy.next();
            assertEquals("notifications/tools/list_changed", changed.get("method").asString());
            assertEquals("listen:1", changed.at("/params/_meta/io.modelcontextprotocol~1subscriptionId").asString());

            server.dropAllConnections();
            // The new daemon connection knows no listen: the client is told, and listens again if it wants.
            JsonNode lost = proxy.next();
            assertEquals("listen:1", lost.get("id").asString());
            assertEquals(-32000, lost.at("/error/code").asInt());
        }
    }

    @Test
    void requestsInFlightAtTheDropGetAnErrorAtOnce() throws Exception {
        try (McpWsTestServer server = McpWsTestServer.start();
             ProxyHarness proxy = new ProxyHarness(ProxyHarness.fastSettings(server.port(), configDir), MUST_NOT_LAUNCH)) {
            proxy.initialize();
            proxy.send("{\"jsonrpc\":\"2.0\",\"id\":\"slow-1\",\"method\":\"tools/call\",\"params\":{\"name\":\"wait\",\"arguments\":{}}}");
            server.waitEntered.get(10, TimeUnit.SECONDS);

            server.dropAllConnections();
            JsonNode lost = proxy.next();
            assertEquals("slow-1", lost.get("id").asString());
            assertEquals(-32000, lost.at("/error/code").asInt());
            assertEquals("TabRelay daemon connection was lost; retry the call.", lost.at("/error/message").asString());
            proxy.awaitStderr("reconnected");

            assertEquals("echo: after", proxy.echo(3, "after").at("/result/content/0/text").asString());
        }
    }

    @Test
    void survivesADaemonRestartOnTheSamePort() throws Exception {
        McpWsTestServer first = McpWsTestServer.start();
        int port = first.port();
        try (ProxyHarness proxy = new ProxyHarness(ProxyHarness.fastSettings(port, configDir), MUST_NOT_LAUNCH)) {
            proxy.initialize();
            first.close();
            proxy.awaitStderr("lost the daemon connection");
            try (McpWsTestServer second = McpWsTestServer.start(port)) {
                proxy.awaitStderr("reconnected");
                assertEquals("echo: again", proxy.echo(1, "again").at("/result/content/0/text").asString());
                assertEquals(1, second.connections.get());
                proxy.closeStdin();
                assertEquals(0, proxy.awaitExit());
            }
        }
    }

    @Test
    void givesUpWithOneClearLineWhenTheDaemonDoesNotComeBack() throws Exception {
        McpWsTestServer server = McpWsTestServer.start();
        ProxySettings settings = ProxyHarness.fastSettings(server.port(), configDir);
        settings = new ProxySettings(settings.host(), settings.port(), configDir, settings.startDeadline(),
                java.time.Duration.ofMillis(500), settings.initialBackoff(), settings.maxBackoff(), settings.connectTimeout(),
                settings.replayTimeout(), settings.drainGrace(), settings.pingInterval(), null);
        try (ProxyHarness proxy = new ProxyHarness(settings, MUST_NOT_LAUNCH)) {
            proxy.initialize();
            server.close();
            assertEquals(1, proxy.awaitExit());
            assertTrue(proxy.stderr().contains("went away and did not come back"), proxy.stderr());
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 0, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
