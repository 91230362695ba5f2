package dev.tabrelay.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.json.Json;
import dev.tabrelay.link.CallContext;
import dev.tabrelay.link.LeaseAdmission.Verdict;
import java.io.ByteArrayInputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import tools.jackson.databind.node.ObjectNode;
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

    @BeforeEach
    void setUp() throws Exception {
        Files.writeString(dist.resolve("manifest.json"), "{\"manifest_version\": 3, \"name\": \"t\", \"version\": \"1\"}");
        GridSettings settings = GridSettings.parse(Map.of("GRID_URL", "http://127.0.0.1:9"), Map.of(), "ws://127.0.0.1:1/extension");
        life = new LeasePool(settings, "d0", dist).life();
    }

    @AfterEach
    void tearDown() {
        life.timer().shutdownNow();
    }

    private static Lease lease(Duration keyLifetime) {
        return new Lease("d0.L1", LeaseLife.hash("key"), keyLifetime);
    }

    @Test
    void theFirstHelloBindsTheLeaseToItsBrowser() {
        Lease l = lease(Duration.ofSeconds(120));
        Verdict v = life.admit(l, "browser-a", null);
        assertTrue(v.admitted());
        assertEquals("d0.L1", v.leaseId());
        assertEquals("browser-a", l.browserId);
    }

    @Test
    void aUsedKeyLetsInOnlyItsOwnBrowserWithItsResumeSecret() {
        Lease l = lease(Duration.ofSeconds(120));
        life.admit(l, "browser-a", null);
        l.resume = "resume-1";   // as bound() records from the welcome
        assertFalse(life.admit(l, "browser-a", null).admitted(), "its id without the secret");
        assertFalse(life.admit(l, "browser-a", "resume-0").admitted(), "a wrong secret");
        assertTrue(life.admit(l, "browser-a", "resume-1").admitted(), "its own worker, restarted");
        assertTrue(l.live());
    }

    @Test
    void aSecondBrowserWithTheKeyIsRefusedAndEndsTheLease() throws Exception {
        Lease l = lease(Duration.ofSeconds(120));
        life.admit(l, "browser-a", null);
        l.resume = "resume-1";
        Verdict v = life.admit(l, "browser-b", "resume-1");
        assertFalse(v.admitted(), "another browser, even with the secret");
        assertTrue(v.refusal().contains("used already"), v.refusal());
        // Someone read the key on its way: neither browser keeps the lease.
        l.ready.handle((id, e) -> e).get(5, java.util.concurrent.TimeUnit.SECONDS);
        assertEquals(Lease.State.ENDED, l.state);
    }

    /**
     * A Grid starts the browser before it answers the new-session request, so the lease's extension
     * may say hello first. This stand-in Grid says hello from inside newSession, before its future
     * even returns: the ordering that made GridIT flaky, forced. (Before the fix, the lease was put
     * in the pool only after the request left, and this hello was refused as a wrong key.)
     */
    @Test
    void aHelloBeforeTheGridAnswersIsAdmittedAndAStrangersKeyStillIsNot() throws Exception {
        AtomicReference<LeasePool> pool = new AtomicReference<>();
        List<String> keys = new CopyOnWriteArrayList<>();
        List<Verdict> early = new CopyOnWriteArrayList<>();
        CompletableFuture<WebDriver.Session> answer = new CompletableFuture<>();
        WebDriver grid = new WebDriver(URI.create("http://127.0.0.1:9"), Map.of()) {
            @Override
            CompletableFuture<Session> newSession(ObjectNode alwaysMatch) {
                keys.add(keyIn(alwaysMatch));
                early.add(pool.get().admit(keys.getLast(), "browser-early", null));
                return answer;   // the Grid's answer is still on its way
            }
        };
        GridSettings settings = GridSettings.parse(Map.of("GRID_URL", "http://127.0.0.1:9"), Map.of(), "ws://127.0.0.1:1/extension");
        LeasePool p = new LeasePool(settings, "d1", dist, grid);
        pool.set(p);
        try {
            CompletableFuture<String> acquired = p.acquire(CallContext.of("session-1", "test"));
            assertEquals(1, early.size());
            assertTrue(early.get(0) != null && early.get(0).admitted(), "the early hello was refused: " + early);
            assertEquals("d1.L1", early.get(0).leaseId());
            assertNull(p.admit("a-strangers-key", "browser-x", null), "a key no lease has is a wrong key, as before");
            p.bound("d1.L1", null, "resume-1");   // the welcome went out
            assertEquals("d1.L1", acquired.get(5, TimeUnit.SECONDS));
            answer.complete(new WebDriver.Session("grid-1", "chrome", "156"));   // the Grid's answer, late
            Verdict second = p.admit(keys.getFirst(), "browser-other", null);
            assertFalse(second.admitted(), "the key stays good once: " + second.refusal());
        } finally {
            p.life().timer().shutdownNow();
        }
    }

    /** The pairing key inside a lease's zip, where the browser's extension reads it (pairing.json). */
    private static String keyIn(ObjectNode alwaysMatch) {
        byte[] zip = Base64.getDecoder().decode(alwaysMatch.path("goog:chromeOptions").path("extensions").path(0).asString());
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip))) {
            for (ZipEntry e; (e = in.getNextEntry()) != null; ) {
                if (e.getName().equals("pairing.json")) {
                    String connect = Json.MAPPER.readTree(in.readAllBytes()).path("connect").asString();
                    String json = new String(Base64.getUrlDecoder().decode(connect.substring("tabrelay://".length())),
                            StandardCharsets.UTF_8);
                    return Json.MAPPER.readTree(json).path("k").asString();
                }
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        throw new AssertionError("no pairing.json in the lease's zip");
    }

    @Test
    void anExpiredKeyIsRefused() {
        Verdict v = life.admit(lease(Duration.ZERO), "browser-a", null);
        assertFalse(v.admitted());
        assertTrue(v.refusal().contains("expired"), v.refusal());
    }

    @Test
    void anEndedLeaseAdmitsNobody() {
        Lease l = lease(Duration.ofSeconds(120));
        l.state = Lease.State.ENDED;
        assertTrue(life.admit(l, "browser-a", null).refusal().contains("ended"));
        assertNull(l.browserId);
    }

    @Test
    void keysAreKeptOnlyAsTheirHash() {
        assertEquals(64, LeaseLife.hash("key").length());
        assertFalse(LeaseLife.hash("key").contains("key"));
        assertEquals(LeaseLife.hash("key"), LeaseLife.hash("key"));
    }
}
