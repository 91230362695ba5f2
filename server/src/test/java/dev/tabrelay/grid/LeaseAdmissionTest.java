package dev.tabrelay.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.link.LeaseAdmission.Verdict;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The one-time lease key: good once, for its lease, until it expires; afterwards only that
 * lease's browser reconnects, proving itself with its last welcome's resume secret.
 */
class LeaseAdmissionTest {
    @TempDir
    Path dist;
    private LeaseLife life;
    private LeaseKeys keys;

    @BeforeEach
    void setUp() throws Exception {
        Files.writeString(dist.resolve("manifest.json"), "{\"manifest_version\": 3, \"name\": \"t\", \"version\": \"1\"}");
        GridSettings settings = GridSettings.parse(Map.of("GRID_URL", "http://127.0.0.1:9"), Map.of(), "ws://127.0.0.1:1/extension");
        life = new LeasePool(settings, "d0", dist).life();
        keys = new LeaseKeys(Map.of(), life);
    }

    @AfterEach
    void tearDown() {
        life.timer().shutdownNow();
    }

    private static Lease lease(Duration keyLifetime) {
        return new Lease("d0.L1", LeaseKeys.hash("key"), keyLifetime);
    }

    @Test
    void theFirstHelloBindsTheLeaseToItsBrowser() {
        Lease l = lease(Duration.ofSeconds(120));
        Verdict v = keys.verdict(l, "browser-a", null);
        assertTrue(v.admitted());
        assertEquals("d0.L1", v.leaseId());
        assertEquals("browser-a", l.browserId);
    }

    @Test
    void aUsedKeyLetsInOnlyItsOwnBrowserWithItsResumeSecret() {
        Lease l = lease(Duration.ofSeconds(120));
        keys.verdict(l, "browser-a", null);
        l.resume = "resume-1";   // as bound() records from the welcome
        assertFalse(keys.verdict(l, "browser-a", null).admitted(), "its id without the secret");
        assertFalse(keys.verdict(l, "browser-a", "resume-0").admitted(), "a wrong secret");
        assertTrue(keys.verdict(l, "browser-a", "resume-1").admitted(), "its own worker, restarted");
        assertTrue(l.live());
    }

    @Test
    void aSecondBrowserWithTheKeyIsRefusedAndEndsTheLease() throws Exception {
        Lease l = lease(Duration.ofSeconds(120));
        keys.verdict(l, "browser-a", null);
        l.resume = "resume-1";
        Verdict v = keys.verdict(l, "browser-b", "resume-1");
        assertFalse(v.admitted(), "another browser, even with the secret");
        assertTrue(v.refusal().contains("used already"), v.refusal());
        // Someone read the key on its way: neither browser keeps the lease.
        l.ready.handle((id, e) -> e).get(5, java.util.concurrent.TimeUnit.SECONDS);
        assertEquals(Lease.State.ENDED, l.state);
    }

    @Test
    void anExpiredKeyIsRefused() {
        Verdict v = keys.verdict(lease(Duration.ZERO), "browser-a", null);
        assertFalse(v.admitted());
        assertTrue(v.refusal().contains("expired"), v.refusal());
    }

    @Test
    void anEndedLeaseAdmitsNobody() {
        Lease l = lease(Duration.ofSeconds(120));
        l.state = Lease.State.ENDED;
        assertTrue(keys.verdict(l, "browser-a", null).refusal().contains("ended"));
        assertNull(l.browserId);
    }

    @Test
    void keysAreKeptOnlyAsTheirHash() {
        assertEquals(64, LeaseKeys.hash("key").length());
        assertFalse(LeaseKeys.hash("key").contains("key"));
        assertEquals(LeaseKeys.hash("key"), LeaseKeys.hash("key"));
    }
}
