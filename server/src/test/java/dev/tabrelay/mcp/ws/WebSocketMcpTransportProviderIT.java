package dev.tabrelay.mcp.ws;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WebSocketMcpTransportProviderIT {
    private McpWsTestServer server;

    @BeforeEach
    void start() throws Exception {
        server = McpWsTestServer.start();
    }

    @AfterEach
    void stop() throws Exception {
        server.close();
    }

    @Test
    void fullLifecycleOverOneConnection() throws Exception {
        try (WsTestClient client = new WsTestClient(server.wsUrl())) {
            assertEquals("mcp", client.subprotocol());

            JsonNode init = client.initialize();
            assertEquals(0, init.get("id").asInt());
            assertEquals("2025-06-18", init.at("/result/protocolVersion").asString());
            assertEquals("tabrelay-test", init.at("/result/serverInfo/name").asString());

            JsonNode list = client.call(1, "tools/list", "{}");
            assertEquals(1, list.get("id").asInt());
            assertEquals("echo", list.at("/result/tools/0/name").asString());

            JsonNode call = client.call(2, "tools/call", "{\"name\":\"echo\",\"arguments\":{\"text\":\"hi\"}}");
            assertEquals("echo: hi", call.at("/result/content/0/text").asString());
        }
    }

    @Test
    void twoConnectionsHaveIndependentSessions() throws Exception {
        try (WsTestClient a = new WsTestClient(server.wsUrl()); WsTestClient b = new WsTestClient(server.wsUrl())) {
            // SDK 2.1.0 holds requests on a session until its notifications/initialized (it does not
            // refuse them), so independence is shown with the same request ids on both sockets at once.
            a.initialize();
            b.initialize();
            // Same request ids on both sockets at once: each answer goes to its own socket.
            a.send("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/call\",\"params\":{\"name\":\"echo\",\"arguments\":{\"text\":\"A\"}}}");
            b.send("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/call\",\"params\":{\"name\":\"echo\",\"arguments\":{\"text\":\"B\"}}}");
            assertEquals("echo: A", a.next().at("/result/content/0/text").asString());
            assertEquals("echo: B", b.next().at("/result/content/0/text").asString());
            assertEquals(2, server.provider().sessionCount());
        }
    }

    @Test
    void malformedFramesGetJsonRpcErrorsAndTheConnectionStaysUsable() throws Exception {
        try (WsTestClient client = new WsTestClient(server.wsUrl())) {
            client.initialize();

            client.send("this is not json");
            assertError(client.nextRaw(), -32700, null);

            client.send("[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}]");
            assertError(client.nextRaw(), -32600, null);

            client.send("{\"jsonrpc\":\"1.0\",\"id\":5,\"method\":\"tools/list\"}");
            assertError(client.nextRaw(), -32600, 5);

            client.send("{\"id\":\"x\",\"method\":\"tools/list\"}");
            assertError(client.nextRaw(), -32600, "x");

            client.send("{\"jsonrpc\":\"2.0\",\"id\":6}");
            assertError(client.nextRaw(), -32600, 6);

            // A malformed response is dropped, never answered: the next frame is the call's result.
            JsonNode call = client.call(9, "tools/call", "{\"name\":\"echo\",\"arguments\":{\"text\":\"still here\"}}");
            assertEquals(9, call.get("id").asInt());
            assertEquals("echo: still here", call.at("/result/content/0/text").asString());
        }
    }

    @Test
    void malformedResponseIsDroppedSilently() throws Exception {
        try (WsTestClient client = new WsTestClient(server.wsUrl())) {
            client.initialize();
            client.send("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":1,\"message\":\"x\"}}");
            JsonNode call = client.call(3, "tools/list", "{}");
            assertEquals(3, call.get("id").asInt());
        }
    }

    @Test
    void answersPingsSoIdleClientsCanCheckLiveness() throws Exception {
        try (WsTestClient client = new WsTestClient(server.wsUrl())) {
            client.ping("p1");
            assertEquals("p1", client.pongs.poll(5, TimeUnit.SECONDS));
            client.ping("p2");
            assertEquals("p2", client.pongs.poll(5, TimeUnit.SECONDS));
            assertTrue(client.pongs.isEmpty(), "one pong per ping");
        }
    }

    @Test
    void unknownToolAndMethodAreJsonRpcErrors() throws Exception {
        try (WsTestClient client = new WsTestClient(server.wsUrl())) {
            client.initialize();
            assertEquals(-32601, client.call(1, "no/such/method", "{}").at("/error/code").asInt());
        }
    }

    @Test
    void oversizedMessageClosesWith1009() throws Exception {
        try (WsTestClient client = new WsTestClient(server.wsUrl())) {
            client.initialize();
            String big = "x".repeat(McpWsTestServer.MAX_MESSAGE_BYTES + 1);
            client.send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"echo\",\"arguments\":{\"text\":\"" + big + "\"}}}");
            assertEquals(1009, client.closed.get(5, TimeUnit.SECONDS));
        }
    }

    @Test
    void clientCloseEndsItsSessionOnly() throws Exception {
        try (WsTestClient a = new WsTestClient(server.wsUrl()); WsTestClient b = new WsTestClient(server.wsUrl())) {
            a.initialize();
            b.initialize();
            a.closeNormally();
            assertEquals(1000, a.closed.get(5, TimeUnit.SECONDS));
            assertEquals("echo: B", b.call(1, "tools/call", "{\"name\":\"echo\",\"arguments\":{\"text\":\"B\"}}")
                    .at("/result/content/0/text").asString());
        }
    }

    @Test
    void closeGracefullyClosesEverySocketAndBroadcastsBeforeIt() throws Exception {
        try (WsTestClient a = new WsTestClient(server.wsUrl()); WsTestClient b = new WsTestClient(server.wsUrl())) {
            a.initialize();
            b.initialize();
            server.provider().notifyClients("notifications/tools/list_changed", null).block();
            assertEquals("notifications/tools/list_changed", a.next().get("method").asString());
            assertEquals("notifications/tools/list_changed", b.next().get("method").asString());

            server.provider().closeGracefully().block();
            assertEquals(1000, a.closed.get(5, TimeUnit.SECONDS));
            assertEquals(1000, b.closed.get(5, TimeUnit.SECONDS));
        }
        // Refused after shutdown began: the socket opens and is closed at once (1001).
        try (WsTestClient late = new WsTestClient(server.wsUrl())) {
            assertEquals(1001, late.closed.get(5, TimeUnit.SECONDS));
        }
    }

    private static void assertError(String raw, int code, Object id) throws Exception {
        JsonNode node = WsTestClient.JSON.readTree(raw);
        assertEquals("2.0", node.get("jsonrpc").asString());
        assertTrue(node.has("id"), "an error must carry id (null when unknown): " + raw);
        if (id == null) {
            assertTrue(node.get("id").isNull(), raw);
        } else if (id instanceof Integer n) {
            assertEquals(n.intValue(), node.get("id").asInt());
        } else {
            assertEquals(id, node.get("id").asString());
        }
        assertEquals(code, node.at("/error/code").asInt());
        assertFalse(raw.contains("Exception") || raw.contains("jackson") || raw.contains("\tat "), raw);
    }
}
