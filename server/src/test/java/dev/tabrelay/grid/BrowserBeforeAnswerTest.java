package dev.tabrelay.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.json.Json;
import dev.tabrelay.link.CallContext;
import dev.tabrelay.link.LeaseAdmission.Verdict;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.node.ObjectNode;

/**
 * A Grid starts the browser before it answers the new-session request, so the lease's extension
 * may say hello, and the daemon may stop, while the answer is still on its way. The stand-in Grid
 * here forces that order exactly: its browser says hello from inside {@code newSession}, before
 * the request's future even returns, and its answer comes only when the test sends it. (GridIT's
 * FakeGrid does the same over HTTP, where the order is up to the threads.)
 */
class BrowserBeforeAnswerTest {
    @TempDir
    Path dist;
    private final List<String> keys = new CopyOnWriteArrayList<>();
    private final List<Verdict> hellos = new CopyOnWriteArrayList<>();
    private final List<String> deleted = new CopyOnWriteArrayList<>();
    private final CompletableFuture<WebDriver.Session> answer = new CompletableFuture<>();
    private LeasePool pool;

    @BeforeEach
    void setUp() throws Exception {
        Files.writeString(dist.resolve("manifest.json"), "{\"manifest_version\": 3, \"name\": \"t\", \"version\": \"1\"}");
        WebDriver grid = new WebDriver(URI.create("http://127.0.0.1:9"), Map.of()) {
            @Override
            CompletableFuture<Session> newSession(ObjectNode alwaysMatch) {
                keys.add(keyIn(alwaysMatch));
                hellos.add(pool.admission().admit(keys.getLast(), "browser-early", null));   // the browser runs already
                return answer;
            }

            @Override
            CompletableFuture<Void> delete(String sessionId) {
                deleted.add(sessionId);
                return CompletableFuture.completedFuture(null);
            }
        };
        GridSettings settings = GridSettings.parse(Map.of("GRID_URL", "http://127.0.0.1:9"), Map.of(), "ws://127.0.0.1:1/extension");
        pool = new LeasePool(settings, "d1", dist, grid);
    }

    @AfterEach
    void tearDown() {
        pool.life().timer().shutdownNow();
    }

    /** Leases the caller a browser whose extension said hello and was welcomed; the Grid has not answered. */
    private String leaseWithoutAnswer() throws Exception {
        CompletableFuture<String> acquired = pool.acquire(CallContext.of("session-1", "test"));
        assertEquals(1, hellos.size());
        assertTrue(hellos.get(0) != null && hellos.get(0).admitted(), "the early hello was refused: " + hellos);
        pool.admission().bound(hellos.get(0).leaseId(), null, "resume-1");   // the welcome went out
        return acquired.get(5, TimeUnit.SECONDS);
    }

    /** Failed before the fix: the lease was put in the pool after its request left, so this hello was a wrong key. */
    @Test
    void aHelloBeforeTheAnswerIsAdmittedAndAStrangersKeyStillIsNot() throws Exception {
        assertEquals("d1.L1", leaseWithoutAnswer());
        assertNull(pool.admission().admit("a-strangers-key", "browser-x", null), "a key no lease has is a wrong key, as before");
        answer.complete(new WebDriver.Session("grid-1", "chrome", "156"));
        Verdict second = pool.admission().admit(keys.getFirst(), "browser-other", null);
        assertFalse(second.admitted(), "the key stays good once: " + second.refusal());
    }

    /** Failed before the fix: shutdown abandoned the request, and the browser it had started was never deleted. */
    @Test
    void stoppingBeforeTheAnswerArrivesStillDeletesThatSessionOnce() throws Exception {
        leaseWithoutAnswer();
        CompletableFuture<Void> ended = pool.life().endAll(pool.all());
        assertFalse(answer.isCancelled(), "the request of a browser that runs is not abandoned");
        assertFalse(ended.isDone(), "shutdown waits for the answer that names the session");
        answer.complete(new WebDriver.Session("grid-1", "chrome", "156"));
        ended.get(5, TimeUnit.SECONDS);
        pool.life().timer().submit(() -> { }).get(5, TimeUnit.SECONDS);   // the answer's own handler (created) ran too
        assertEquals(List.of("grid-1"), deleted);
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
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        throw new AssertionError("no pairing.json in the lease's zip");
    }
}
