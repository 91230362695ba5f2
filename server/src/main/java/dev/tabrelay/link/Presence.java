package dev.tabrelay.link;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Whether a browser is there, was there a moment ago, or never came. A call that arrives while
 * the last browser is reconnecting (Chrome stopped the extension's worker, the browser restarts)
 * waits for it a little instead of failing; NO_BROWSER then says which case it is and what to do.
 */
final class Presence {
    /** A browser gone for less than this is "reconnecting": calls wait for it. */
    static final Duration RECONNECTING = Duration.ofSeconds(60);
    /** The longest a call waits for a reconnecting browser (less when its own deadline is nearer). */
    static final Duration WAIT = Duration.ofSeconds(10);

    private volatile long lastGoneNanos;      // 0: none has left yet
    /** Until when a browser is known to be on its way (launch restarting it); 0: not known. */
    private volatile long expectedUntilNanos;
    private volatile boolean everConnected;
    private CompletableFuture<Void> next = new CompletableFuture<>();

    synchronized void connected() {
        everConnected = true;
        next.complete(null);
        next = new CompletableFuture<>();
    }

    void disconnected() {
        lastGoneNanos = System.nanoTime();
    }

    /** A browser left a moment ago, or one is known to be on its way (launch restarting it, a daemon restart). */
    boolean reconnecting() {
        long now = System.nanoTime();
        return lastGoneNanos != 0 && now - lastGoneNanos < RECONNECTING.toNanos() || expectedUntilNanos != 0 && expectedUntilNanos - now > 0;
    }

    /**
     * A browser is being started for this daemon and will connect within {@code within}: calls wait
     * for it up to their own bound (half their deadline) instead of {@link #WAIT}, since a browser
     * start on a busy machine can take longer than a worker's reconnect.
     */
    void expect(Duration within) {
        expectedUntilNanos = System.nanoTime() + within.toNanos();
    }

    /** Completes when a browser connects, or fails with the fitting NO_BROWSER after at most {@code max}. */
    synchronized CompletableFuture<Void> nextConnect(Duration max) {
        Duration wait = waitFor(max);
        return next.copy().orTimeout(Math.max(1, wait.toMillis()), TimeUnit.MILLISECONDS)
                .exceptionallyCompose(e -> CompletableFuture.failedFuture(noBrowser()));
    }

    /** How many calls wait for the next browser now (each waits on its own copy of {@link #next}). */
    synchronized int waiting() {
        return next.getNumberOfDependents();
    }

    /** How long a call with bound {@code max} waits: {@link #WAIT}, longer while a browser is expected, never past max. */
    Duration waitFor(Duration max) {
        long expected = expectedUntilNanos - System.nanoTime();
        Duration cap = expected > WAIT.toNanos() ? Duration.ofNanos(expected) : WAIT;
        return max.compareTo(cap) < 0 ? max : cap;
    }

    ToolFailure noBrowser() {
        if (!everConnected && expectedUntilNanos != 0) {
            return new ToolFailure(ErrorCode.NO_BROWSER, "The browser that was connected before this TabRelay daemon started"
                    + " has not come back yet; retry in a few seconds. If it stays away, click the TabRelay icon in that browser"
                    + " and press Reconnect.");
        }
        if (!everConnected) {
            return new ToolFailure(ErrorCode.NO_BROWSER, "No browser has connected to this TabRelay daemon yet. Open Chrome,"
                    + " click the TabRelay icon and press Connect (or run `tabrelay launch`), then retry.");
        }
        long goneSeconds = (System.nanoTime() - lastGoneNanos) / 1_000_000_000L;
        if (reconnecting()) {
            return new ToolFailure(ErrorCode.NO_BROWSER, "The browser left " + goneSeconds + " s ago and has not come back yet"
                    + " (Chrome may have stopped the extension's worker, or the browser is restarting); retry in a few seconds."
                    + " If it stays away, click the TabRelay icon in that browser and press Reconnect.");
        }
        return new ToolFailure(ErrorCode.NO_BROWSER, "The browser disconnected " + (goneSeconds / 60) + " min ago. Open it, or"
                + " click the TabRelay icon there and press Reconnect; run `tabrelay launch` only if no browser with TabRelay is"
                + " open.");
    }
}
