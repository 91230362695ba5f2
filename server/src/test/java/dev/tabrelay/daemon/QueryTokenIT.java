package dev.tabrelay.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.auth.KeyStore;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.net.http.WebSocketHandshakeException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A daemon that requires keys, reached over /mcp-ws by a client that cannot send headers (the
 * official SDK's WebSocket client): the key comes as ?access_token= and applies its ACL; a wrong
 * one is refused at the handshake. (The guard logs no URL, so the token reaches no log.)
 */
class QueryTokenIT {
    static TestDaemon bridge;
    static String reader;

    @BeforeAll
    static void start() throws Exception {
        String[] secret = new String[1];
        bridge = new TestDaemon(Map.of("REQUIRE_AUTH", "true"), dir -> {
            try {
                secret[0] = new KeyStore(dir).create("reader", List.of("list_tabs"), List.of(), 0, 0, false, false).secret();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        reader = secret[0];
    }

    @AfterAll
    static void stop() {
        bridge.close();
    }

    static WebSocket open(String query, LinkedBlockingQueue<String> answers) throws Exception {
        return HttpClient.newHttpClient().newWebSocketBuilder().subprotocols("mcp")
                .buildAsync(URI.create("ws://127.0.0.1:" + bridge.port() + "/mcp-ws" + query),
                        HostileInputIT.collector(answers, new CompletableFuture<>())).get(5, TimeUnit.SECONDS);
    }

    @Test
    void theKeyMayComeAsAnAccessTokenOnTheWebSocket() throws Exception {
        LinkedBlockingQueue<String> answers = new LinkedBlockingQueue<>();
        WebSocket ws = open("?access_token=" + reader, answers);
        ws.sendText("{\"jsonrpc\":\"2.0\",\"id\":\"init\",\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\","
                + "\"capabilities\":{},\"clientInfo\":{\"name\":\"no-headers\",\"version\":\"1\"}}}", true).get(5, TimeUnit.SECONDS);
        assertTrue(answers.poll(10, TimeUnit.SECONDS).contains("\"init\""), "initialize answered");
        ws.sendText("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}", true).get(5, TimeUnit.SECONDS);
        ws.sendText("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}", true).get(5, TimeUnit.SECONDS);
        String list = answers.poll(10, TimeUnit.SECONDS);
        assertTrue(list.contains("\"list_tabs\"") && !list.contains("\"browser_click\""), "the key's ACL applies: " + list);
        ws.abort();
    }

    @Test
    void aWrongTokenIsRefusedAtTheHandshake() {
        ExecutionException e = org.junit.jupiter.api.Assertions.assertThrows(ExecutionException.class,
                () -> open("?access_token=trk_wrong_wrong", new LinkedBlockingQueue<>()));
        assertEquals(401, ((WebSocketHandshakeException) e.getCause()).getResponse().statusCode());
    }
}
