package dev.tabrelay.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.auth.Caller;
import dev.tabrelay.auth.RateLimits;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Issue 28, item 4: which Streamable HTTP session makes room, and when. The clock is the test's
 * own, so no test waits: a caller's share evicts its own least recently used session; at
 * MAX_SESSIONS a session that made no call after initialize (and has no open stream) goes at
 * once, before a used one, and a used one only after the minute.
 */
class SessionEvictionTest {
    private final AtomicLong clock = new AtomicLong();

    private SessionCount count(int max) {
        return new SessionCount(max, Duration.ofMinutes(5), new RateLimits(Integer.MAX_VALUE, Duration.ofSeconds(1)), id -> { }, clock::get);
    }

    private void at(long seconds) {
        clock.set(Duration.ofSeconds(seconds).toNanos());
    }

    /** An initialize by {@code owner} that was admitted and answered with {@code id}. */
    private static void open(SessionCount count, String owner, String id) {
        assertNull(count.admitStreamable(Caller.LOCAL, owner), owner + " admitted for " + id);
        count.seen(id, Caller.LOCAL, owner, owner);
    }

    @Test
    void aCallerAtItsShareMakesRoomFromItsOwnLeastRecentlyUsedSessionNeverAnotherCallers() {
        SessionCount count = count(8);   // a share is 2
        at(1);
        open(count, "local:a", "a1");
        count.touch("a1", true);
        at(2);
        open(count, "local:b", "b1");
        open(count, "local:a", "a2");
        at(3);
        count.touch("a2", true);
        at(4);
        count.touch("a1", true);   // a1 is now the more recently used of a's two
        at(5);
        open(count, "local:a", "a3");
        assertFalse(count.touch("a2", false), "a's least recently used session made room");
        assertTrue(count.touch("a1", false));
        assertTrue(count.touch("b1", false), "b was never touched, though it is older and never called");
    }

    @Test
    void withinAShareASessionThatNeverCalledGoesBeforeAnOlderOneInUse() {
        SessionCount count = count(8);
        at(1);
        open(count, "local:a", "used");
        count.touch("used", true);
        at(2);
        open(count, "local:a", "never");
        at(3);
        open(count, "local:a", "third");
        assertFalse(count.touch("never", false));
        assertTrue(count.touch("used", false));
    }

    @Test
    void atTheCapANeverUsedSessionMakesRoomAtOnceThenUsedOnesOnlyAfterTheMinute() {
        SessionCount count = count(4);   // a share is 1: four programs fill it
        at(1);
        open(count, "local:busy", "busy");
        count.touch("busy", true);
        open(count, "local:listener", "listener");
        Runnable stream = count.listening("listener");
        open(count, "local:old-idle", "abandoned-old");
        at(2);
        open(count, "local:new-idle", "abandoned-new");
        assertEquals(4, count.active());

        at(3);
        open(count, "local:c1", "c1");
        assertFalse(count.touch("abandoned-old", false), "the least recently used never-called session went first");
        count.touch("c1", true);
        open(count, "local:c2", "c2");
        assertFalse(count.touch("abandoned-new", false), "then the other never-called one, though newer than every used one");
        count.touch("c2", true);

        SessionCount.Refusal refused = count.admitStreamable(Caller.LOCAL, "local:c3");
        assertNotNull(refused, "a listening client that has not called yet is not idle, nor are sessions used within the minute");
        assertEquals(503, refused.status());
        assertTrue(refused.message().contains("MAX_SESSIONS is 4"), refused.message());
        assertTrue(count.touch("listener", false));

        at(62);
        count.touch("c1", true);
        count.touch("c2", true);
        open(count, "local:c3", "c3");
        assertFalse(count.touch("busy", false), "past the minute the least recently used session without a stream goes");
        assertTrue(count.touch("listener", false));
        stream.run();
    }

    @Test
    void seventyInitializesByOneProgramLeaveItsShareAndRoomForEveryoneElse() {
        SessionCount count = count(64);
        for (int i = 0; i < 70; i++) {
            at(i);
            open(count, "local:burst | script/1", "burst-" + i);
        }
        assertEquals(16, count.active(), "the program holds its share, a quarter of MAX_SESSIONS");
        assertFalse(count.touch("burst-53", false));
        assertTrue(count.touch("burst-54", false), "its 16 most recent sessions stay");
        open(count, "local:other | client/2", "other");
        assertTrue(count.touch("other", true));
    }

    @Test
    void aLocalProgramIsToldApartByItsClientNameAndUserAgentAKeyByItsKeyAlone() {
        assertEquals(SessionCount.owner(Caller.LOCAL, "cursor", "node"), SessionCount.owner(Caller.LOCAL, " cursor ", "node"));
        assertNotEquals(SessionCount.owner(Caller.LOCAL, "cursor", "node"), SessionCount.owner(Caller.LOCAL, "claude-code", "node"));
        assertNotEquals(SessionCount.owner(Caller.LOCAL, "x", "curl/8"), SessionCount.owner(Caller.LOCAL, "x", "python-httpx"));
        assertEquals("nobody", SessionCount.owner(Caller.NOBODY, "cursor", "node"));
    }
}
