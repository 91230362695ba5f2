package dev.tabrelay.stdio;

import org.junit.jupiter.api.Test;

import static dev.tabrelay.stdio.JsonRpcPeek.Kind.NOTIFICATION;
import static dev.tabrelay.stdio.JsonRpcPeek.Kind.OTHER;
import static dev.tabrelay.stdio.JsonRpcPeek.Kind.REQUEST;
import static dev.tabrelay.stdio.JsonRpcPeek.Kind.RESPONSE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JsonRpcPeekTest {
    @Test
    void readsKindMethodAndId() {
        JsonRpcPeek request = JsonRpcPeek.of("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/call\",\"params\":{\"name\":\"x\"}}");
        assertEquals(REQUEST, request.kind());
        assertEquals("tools/call", request.method());
        assertEquals("7", request.idRaw());

        JsonRpcPeek notification = JsonRpcPeek.of(" { \"method\" : \"notifications/initialized\" , \"jsonrpc\":\"2.0\" } ");
        assertEquals(NOTIFICATION, notification.kind());
        assertNull(notification.idKey());

        JsonRpcPeek response = JsonRpcPeek.of("{\"jsonrpc\":\"2.0\",\"result\":{\"a\":[1,{\"b\":\"}]\"}]},\"id\":\"abc\"}");
        assertEquals(RESPONSE, response.kind());
        assertFalse(response.hasError());
        assertTrue(JsonRpcPeek.of("{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":1,\"message\":\"m\"}}").hasError());
    }

    @Test
    void sameIdSpelledDifferentlyHasOneKey() {
        assertEquals(JsonRpcPeek.of("{\"id\":\"A\\\"b\",\"result\":1}").idKey(), JsonRpcPeek.of("{\"id\":\"\\u0041\\\"b\",\"result\":1}").idKey());
        assertEquals(JsonRpcPeek.of("{\"id\":1,\"result\":1}").idKey(), JsonRpcPeek.of("{\"id\":1.0,\"result\":1}").idKey());
        // Plain integers skip BigDecimal (start-up cost) and must still meet their other spellings.
        for (String[] same : new String[][] {{"10", "1e1"}, {"10", "10.00"}, {"-20", "-2E+1"}, {"0", "-0"}, {"0", "0.0"},
                {"123456789012345678", "123456789012345678.0"}, {"1234567890123456789", "1234567890123456789.0"}}) {
            assertEquals(JsonRpcPeek.of("{\"id\":" + same[1] + ",\"result\":1}").idKey(),
                    JsonRpcPeek.of("{\"id\":" + same[0] + ",\"result\":1}").idKey(), same[0] + " vs " + same[1]);
        }
        // A string "1" and a number 1 are different ids.
        assertFalse(JsonRpcPeek.of("{\"id\":\"1\",\"result\":1}").idKey().equals(JsonRpcPeek.of("{\"id\":1,\"result\":1}").idKey()));
    }

    @Test
    void replacesTheIdInPlace() {
        String line = "{\"jsonrpc\":\"2.0\",\"id\": 0 ,\"method\":\"initialize\",\"params\":{\"id\":5}}";
        JsonRpcPeek peek = JsonRpcPeek.of(line);
        String replaced = peek.withId(line, "\"r-1\"");
        assertEquals("{\"jsonrpc\":\"2.0\",\"id\": \"r-1\" ,\"method\":\"initialize\",\"params\":{\"id\":5}}", replaced);
        assertEquals(JsonRpcPeek.stringIdKey("r-1"), JsonRpcPeek.of(replaced).idKey());
    }

    @Test
    void anythingMalformedIsOther() {
        for (String bad : new String[] {"", "not json", "[1,2]", "{\"id\":1", "{\"id\":1,\"method\":\"x\"} trailing",
                "{\"id\":,\"method\":\"x\"}", "{}", "{\"jsonrpc\":\"2.0\",\"id\":null,\"method\":\"x\"}"}) {
            assertEquals(OTHER, JsonRpcPeek.of(bad).kind(), bad);
        }
    }
}
