package dev.tabrelay.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.auth.Caller;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** SESSION_IDLE_TIMEOUT: when a Streamable HTTP session that nobody uses stops counting. */
class SessionCountTest {
    private static final Duration SHORT = Duration.ofSeconds(300);
    /** The count's clock: idle time passes when the test says so, never on the wall clock. */
    private final java.util.concurrent.atomic.AtomicLong now = new java.util.concurrent.atomic.AtomicLong();

    private void idleFor(Duration d) {
        now.addAndGet(d.toNanos() + 1);
    }

    private SessionCount count(int max, Duration idle) {
        return new SessionCount(max, idle, new dev.tabrelay.auth.RateLimits(Integer.MAX_VALUE, Duration.ofSeconds(1)), id -> { },
                now::get);
    }

    @Test
    void aSessionWithNoRequestForTheIdleTimeoutEndsAndItsIdIsNoLongerCounted() throws Exception {
        SessionCount count = count(8, SHORT);
        count.seen("s-1", Caller.LOCAL, "local:loop", "loop");
        assertEquals(1, count.active());
        assertTrue(count.touch("s-1", true));
        idleFor(SHORT);
        assertEquals(0, count.active(), "ended after the idle timeout");
        assertFalse(count.touch("s-1", true), "its id is answered 404 from now on");
        assertTrue(count.book().rows().isEmpty(), "and status no longer lists it");
    }

    @Test
    void anOpenStreamKeepsASessionWhateverItsLastRequestAndTheIdleTimeCountsFromItsClose() throws Exception {
        SessionCount count = count(8, SHORT);
        count.seen("s-1", Caller.LOCAL, "local:listener", "listener");
        Runnable closed = count.listening("s-1");
        idleFor(SHORT);
        assertEquals(1, count.active(), "a client listening for notifications is not idle");
        closed.run();
        assertEquals(1, count.active(), "idle from the stream's close, not from its last request");
        idleFor(SHORT);
        assertEquals(0, count.active());
    }

    @Test
    void whenFullTheRefusalNamesBothSettingsThatHelp() {
        SessionCount count = count(1, Duration.ofSeconds(300));
        assertNull(count.admitStreamable(Caller.LOCAL, "local:first"));
        count.seen("s-1", Caller.LOCAL, "local:first", "first");
        count.touch("s-1", true);   // in use: a session that never called would make room at once
        SessionCount.Refusal refusal = count.admitStreamable(Caller.LOCAL, "local:second");
        assertNotNull(refusal);
        assertEquals(503, refusal.status());
        assertTrue(refusal.message().contains("MAX_SESSIONS is 1"), refusal.message());
        assertTrue(refusal.message().contains("SESSION_IDLE_TIMEOUT (now 300 s)"), refusal.message());
    }

    @Test
    void whenFullAnIdleSessionWithoutAStreamMakesRoomBeforeOneThatListens() throws Exception {
        SessionCount count = count(2, SHORT);
        count.seen("quiet", Caller.LOCAL, "local:a", "a");
        count.seen("listening", Caller.LOCAL, "local:b", "b");
        Runnable open = count.listening("listening");
        count.touch("quiet", true);   // the quiet one was used last, yet it goes first
        assertNull(count.admit(Caller.LOCAL, true), "a stdio client is never refused");
        assertFalse(count.touch("quiet", true));
        assertTrue(count.touch("listening", true));
        open.run();
    }
}
