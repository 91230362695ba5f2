package dev.tabrelay.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.tabrelay.json.Json;
import org.junit.jupiter.api.Test;

class JsonRpcShapeTest {
    private static JsonRpcShape.Problem check(String json) {
        return JsonRpcShape.check(Json.MAPPER.readTree(json));
    }

    @Test
    void wellFormedMessagesPass() {
        assertNull(check("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}"));
        assertNull(check("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}"));
        assertNull(check("{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"result\":{}}"));
        assertNull(check("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"x\",\"arguments\":{}}}"));
    }

    @Test
    void eachProblemHasItsCodeAndTheIdWhenReadable() {
        assertEquals(new JsonRpcShape.Problem("early", -32600, "Invalid request: \"jsonrpc\" must be \"2.0\"."),
                check("{\"jsonrpc\":\"1.0\",\"id\":\"early\",\"method\":\"ping\"}"));
        assertEquals(-32600, check("[]").code());
        assertNull(check("{\"jsonrpc\":\"2.0\",\"id\":1.5,\"method\":\"ping\"}").id());
        assertEquals(7L, check("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/call\",\"params\":[]}").id());
        assertEquals(-32602, check("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/call\",\"params\":{}}").code());
        assertEquals(-32602, check("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/call\",\"params\":{\"name\":\"x\",\"arguments\":3}}").code());
        assertEquals(-32600, check("{\"jsonrpc\":\"2.0\",\"id\":7}").code());
        assertEquals(-32600, check("{\"jsonrpc\":2.0,\"id\":7,\"method\":\"ping\"}").code());
    }

    @Test
    void idsAreEchoedAsSent() {
        assertEquals("early", JsonRpcShape.id(Json.MAPPER.readTree("{\"id\":\"early\"}").get("id")));
        assertEquals("{\"jsonrpc\":\"2.0\",\"id\":\"early\",\"error\":{\"code\":-32600,\"message\":\"m\"}}",
                new JsonRpcShape.Problem("early", -32600, "m").toJson());
        assertEquals("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32600,\"message\":\"m\"}}",
                new JsonRpcShape.Problem(null, -32600, "m").toJson());
    }
}
