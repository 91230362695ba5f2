package dev.tabrelay.http;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class SessionBookTest {
    @Test
    void aSessionFirstSeenAtItsCallIsAWebSocketOneAndRestCallersAreNoSessions() {
        SessionBook book = new SessionBook();
        book.called("ws-1", "claude-code", "local");
        book.called("ws-1", "claude-code", "local");
        book.called("rest:local", "curl", "local");
        assertEquals(1, book.rows().size());
        SessionBook.Row row = book.rows().getFirst();
        assertEquals(SessionBook.WEBSOCKET, row.transport());
        assertEquals("claude-code", row.client());
        assertEquals(2, row.calls());
        book.ended("ws-1");
        assertEquals(0, book.rows().size());
    }

    @Test
    void aTransportNamesItsSessionAndTheClientNameStaysWhenACallGivesNone() {
        SessionBook book = new SessionBook();
        book.opened("s-1", SessionBook.STREAMABLE, "inspector", "key 'ci'");
        book.called("s-1", null, "key 'ci'");
        assertEquals("inspector", book.rows().getFirst().client());
        assertEquals(SessionBook.STREAMABLE, book.rows().getFirst().transport());
    }

    @Test
    void theBookStaysBoundedWhenEndsAreMissed() {
        SessionBook book = new SessionBook();
        for (int i = 0; i < SessionBook.MAX_ROWS + 10; i++) {
            book.called("s-" + i, "loop", "local");
        }
        assertEquals(SessionBook.MAX_ROWS, book.rows().size());
    }
}
