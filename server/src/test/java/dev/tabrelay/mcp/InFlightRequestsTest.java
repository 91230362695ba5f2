package dev.tabrelay.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.json.Json;
import dev.tabrelay.link.Cancellation;
import io.modelcontextprotocol.common.McpTransportContext;
import org.junit.jupiter.api.Test;

class InFlightRequestsTest {
    private final InFlightRequests inFlight = new InFlightRequests();

    private static McpTransportContext request(String connection, String idJson) {
        return InFlightRequests.requestContext(McpTransportContext.EMPTY, InFlightRequests.key(connection, Json.MAPPER.readTree(idJson)));
    }

    private void cancel(String connection, String idJson) {
        inFlight.cancelled(connection, Json.MAPPER.readTree("{\"requestId\":" + idJson + ",\"reason\":\"test\"}"));
    }

    @Test
    void aCancelStopsTheRequestItNamesOnItsOwnConnectionOnly() {
        McpTransportContext seven = request("s1", "7");
        Cancellation c = inFlight.started(seven);
        cancel("s2", "7");
        cancel("s1", "\"7\"");   // JSON-RPC: the string "7" is another id
        assertFalse(c.cancelled());
        cancel("s1", "7");
        assertTrue(c.cancelled());
        assertEquals(ErrorCode.CANCELLED, c.reason().code());
        assertEquals(0, inFlight.size());
    }

    @Test
    void aFinishedRequestIsForgottenAndALateCancelIgnored() {
        McpTransportContext ctx = request("s1", "\"a\"");
        Cancellation c = inFlight.started(ctx);
        inFlight.finished(ctx, c);
        cancel("s1", "\"a\"");
        assertFalse(c.cancelled());
        assertEquals(0, inFlight.size());
    }

    @Test
    void anEndedConnectionCancelsAllItRuns() {
        Cancellation a = inFlight.started(request("s1", "1"));
        Cancellation b = inFlight.started(request("s1", "2"));
        Cancellation other = inFlight.started(request("s2", "1"));
        inFlight.connectionEnded("s1");
        assertTrue(a.cancelled() && b.cancelled());
        assertFalse(other.cancelled());
        assertEquals(1, inFlight.size());
    }

    @Test
    void aRequestWithoutAKeyRunsButCannotBeCancelled() {
        Cancellation c = inFlight.started(McpTransportContext.EMPTY);
        inFlight.connectionEnded("s1");
        cancel("s1", "null");
        cancel("", "1");
        assertFalse(c.cancelled());
        assertEquals(0, inFlight.size());
    }
}
