package dev.tabrelay.launch;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Keeps the browser {@code tabrelay launch} started: when it dies it is started again with the
 * same profile and extension copy (so the same browser id), at once the first time and after a
 * growing pause when it keeps dying soon after each start ({@link RestartPolicy}).
 *
 * <p>How "closed on purpose" is told apart, from outside the browser, by its exit status:
 * Chromium exits 0 when its last window is closed, on Quit, and on SIGTERM, SIGINT or SIGHUP
 * (a logout, a plain {@code kill}); it is then not restarted. A crash or a SIGKILL ({@code kill -9},
 * the kernel's out-of-memory killer) gives 128 + the signal: restarted. A person's {@code kill -9}
 * cannot be told from a crash. A browser launch closes itself (Ctrl-C, {@code tabrelay stop}) is
 * never restarted: {@link #close} comes first.
 */
public final class BrowserKeeper implements AutoCloseable {
    /** Starts one browser process (the same command every time). */
    @FunctionalInterface
    public interface Starter {
        BrowserProcess start() throws IOException;
    }

    /** Why the browser ended for good. */
    public record Ended(Reason reason, int exitCode, String detail) {}

    public enum Reason { CLOSED_BY_USER, CLOSED_BY_LAUNCH, GAVE_UP, RESTART_FAILED }

    private final Starter starter;
    private final RestartPolicy policy;
    private final Consumer<String> say;
    private final ScheduledExecutorService timer =
            Executors.newSingleThreadScheduledExecutor(Thread.ofPlatform().daemon().name("browser-keeper").factory());
    private final CompletableFuture<Ended> ended = new CompletableFuture<>();
    private BrowserProcess current;
    private boolean closing;
    private int quickDeaths;
    private int restarts;

    private BrowserKeeper(Starter starter, RestartPolicy policy, Consumer<String> say) {
        this.starter = starter;
        this.policy = policy;
        this.say = say;
    }

    /** Starts the first browser and watches it. */
    public static BrowserKeeper start(Starter starter, RestartPolicy policy, Consumer<String> say) throws IOException {
        BrowserKeeper keeper = new BrowserKeeper(starter, policy, say);
        synchronized (keeper) {
            keeper.watch(starter.start());
        }
        return keeper;
    }

    /** Completes when the browser has ended and will not be started again. */
    public CompletableFuture<Ended> ended() {
        return ended;
    }

    public synchronized BrowserProcess current() {
        return current;
    }

    public synchronized int restarts() {
        return restarts;
    }

    private void watch(BrowserProcess p) {
        current = p;
        long startedAt = System.nanoTime();
        p.onExit().thenRun(() -> exited(p, Duration.ofNanos(System.nanoTime() - startedAt)));
    }

    private synchronized void exited(BrowserProcess p, Duration ran) {
        if (p != current || ended.isDone()) {
            return;
        }
        int code = p.exitCode();
        if (closing) {
            ended.complete(new Ended(Reason.CLOSED_BY_LAUNCH, code, "closed by tabrelay launch"));
            return;
        }
        if (!policy.restarts(code)) {
            ended.complete(new Ended(Reason.CLOSED_BY_USER, code, "the browser was closed (exit status 0)"));
            return;
        }
        quickDeaths = policy.quick(ran) ? quickDeaths + 1 : 1;
        if (policy.givesUp(quickDeaths)) {
            ended.complete(new Ended(Reason.GAVE_UP, code, "it died " + quickDeaths + " times in a row, each within "
                    + policy.quickRun().toSeconds() + " s of starting"));
            return;
        }
        Duration pause = policy.pause(quickDeaths);
        say.accept("The browser exited unexpectedly (exit status " + code + ": killed or crashed); starting it again"
                + (pause.isZero() ? "" : " in " + pause.toMillis() / 1000.0 + " s") + " with the same profile.");
        timer.schedule(this::restart, pause.toMillis(), TimeUnit.MILLISECONDS);
    }

    private synchronized void restart() {
        if (closing || ended.isDone()) {
            return;
        }
        try {
            watch(starter.start());
            restarts++;
        } catch (IOException e) {
            ended.complete(new Ended(Reason.RESTART_FAILED, -1, "it could not be started again: " + e.getMessage()));
        }
    }

    /** Closes the browser for good (launch is ending): it is not restarted. */
    @Override
    public void close() {
        BrowserProcess p;
        synchronized (this) {
            closing = true;
            p = current;
        }
        timer.shutdownNow();
        if (p != null) {
            p.close();
        }
        ended.complete(new Ended(Reason.CLOSED_BY_LAUNCH, -1, "closed by tabrelay launch"));
    }
}
