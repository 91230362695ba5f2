package dev.tabrelay.link;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.io.TempDir;
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

    @Test
    void aDaemonStartedRightAfterABrowserLeftWaitsForItAndSaysSo(@TempDir Path configDir) {
        assertFalse(new LastBrowser(configDir).leftRecently(), "nothing has been here");
        new LastBrowser(configDir).left(); // what unregister does when the browser's link closes
        Presence fresh = new Presence();
        assertFalse(fresh.reconnecting(), "a first start answers at once");
        assertTrue(new LastBrowser(configDir).leftRecently());
        fresh.expect(LastBrowser.EXPECTED_WITHIN); // what rememberBrowsersIn does then
        assertTrue(fresh.reconnecting());
        assertTrue(fresh.noBrowser().getMessage().contains("connected before this TabRelay daemon started"));
    }
}
