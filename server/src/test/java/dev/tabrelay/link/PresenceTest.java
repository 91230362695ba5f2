package dev.tabrelay.link;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class PresenceTest {
    @Test
    void aCallWaitsTheUsualTimeUnlessABrowserIsExpectedAndNeverPastItsBound() {
        Presence p = new Presence();
        assertEquals(Presence.WAIT, p.waitFor(Duration.ofSeconds(15)));
        assertEquals(Duration.ofSeconds(3), p.waitFor(Duration.ofSeconds(3)));
        p.expect(Duration.ofSeconds(70)); // launch restarting its browser
        assertEquals(Duration.ofSeconds(15), p.waitFor(Duration.ofSeconds(15)), "half the call's deadline");
        assertEquals(Duration.ofSeconds(3), p.waitFor(Duration.ofSeconds(3)));
        p.expect(Duration.ofSeconds(2));
        assertEquals(Presence.WAIT, p.waitFor(Duration.ofSeconds(15)), "an expectation shorter than the usual wait changes nothing");
        assertTrue(p.nextConnect(Duration.ofSeconds(1)).isDone() == false);
    }
}
