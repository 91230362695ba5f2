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

    boolean reconnecting() {
        return lastGoneNanos != 0 && System.nanoTime() - lastGoneNanos < RECONNECTING.toNanos();
    }

    /** Completes when a browser connects, or fails with the fitting NO_BROWSER after at most {@code max}. */
    synchronized CompletableFuture<Void> nextConnect(Duration max) {
        Duration wait = max.compareTo(WAIT) < 0 ? max : WAIT;
        return next.copy().orTimeout(Math.max(1, wait.toMillis()), TimeUnit.MILLISECONDS)
                .exceptionallyCompose(e -> CompletableFuture.failedFuture(noBrowser()));
    }

    ToolFailure noBrowser() {
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
