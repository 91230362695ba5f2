package dev.tabrelay.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** BrowserKeeper with real short-lived processes standing in for the browser (`sh -c 'exit N'`). */
class BrowserKeeperTest {
    private static final RestartPolicy FAST = new RestartPolicy(Duration.ofSeconds(60), Duration.ofMillis(10), Duration.ofMillis(40), 3);

    @TempDir
    Path dir;

    private BrowserProcess sh(String script) throws IOException {
        Path log = dir.resolve("log");
        Files.writeString(log, "");
        return new BrowserProcess(new ProcessBuilder("sh", "-c", script).start(), log);
    }

    @Test
    void aKilledBrowserIsStartedAgainAndAClosedOneIsNot() throws Exception {
        AtomicInteger starts = new AtomicInteger();
        List<String> said = new CopyOnWriteArrayList<>();
        // First a browser killed by SIGKILL (137), then one closed in order (0).
        BrowserKeeper keeper = BrowserKeeper.start(() -> sh(starts.getAndIncrement() == 0 ? "kill -9 $$" : "exit 0"), FAST, said::add);
        BrowserKeeper.Ended end = keeper.ended().get(10, TimeUnit.SECONDS);
        assertEquals(BrowserKeeper.Reason.CLOSED_BY_USER, end.reason());
        assertEquals(2, starts.get());
        assertEquals(1, keeper.restarts());
        assertTrue(said.getFirst().contains("exit status 137"), said.toString());
    }

    @Test
    void aBrowserThatKeepsDyingIsGivenUpWithGrowingPauses() throws Exception {
        AtomicInteger starts = new AtomicInteger();
        List<String> said = new CopyOnWriteArrayList<>();
        BrowserKeeper keeper = BrowserKeeper.start(() -> {
            starts.incrementAndGet();
            return sh("exit 134");
        }, FAST, said::add);
        BrowserKeeper.Ended end = keeper.ended().get(10, TimeUnit.SECONDS);
        assertEquals(BrowserKeeper.Reason.GAVE_UP, end.reason());
        assertEquals(4, starts.get(), "the first start and three restarts");
        assertTrue(end.detail().contains("4 times in a row"), end.detail());
        assertTrue(said.get(1).contains("in 0.01 s") && said.get(2).contains("in 0.02 s"), said.toString());
    }

    @Test
    void aBrowserClosedByLaunchIsNotRestarted() throws Exception {
        AtomicInteger starts = new AtomicInteger();
        BrowserKeeper keeper = BrowserKeeper.start(() -> {
            starts.incrementAndGet();
            return sh("sleep 30");
        }, FAST, s -> { });
        keeper.close();
        assertEquals(BrowserKeeper.Reason.CLOSED_BY_LAUNCH, keeper.ended().get(10, TimeUnit.SECONDS).reason());
        // The exit a restart would follow has happened (its pause is 0, so it would be scheduled at once).
        keeper.current().onExit().get(10, TimeUnit.SECONDS);
        assertEquals(0, keeper.restarts());
        assertEquals(1, starts.get());
    }

    @Test
    void pausesDoubleUpToTheCap() {
        RestartPolicy p = RestartPolicy.DEFAULT;
        assertEquals(List.of(0L, 1L, 2L, 4L, 8L, 16L, 30L, 30L),
                java.util.stream.IntStream.rangeClosed(1, 8).mapToObj(n -> p.pause(n).toSeconds()).toList());
        assertTrue(p.restarts(137) && p.restarts(139) && !p.restarts(0));
    }
}
