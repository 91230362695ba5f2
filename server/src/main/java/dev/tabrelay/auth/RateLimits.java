package dev.tabrelay.auth;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.ConsumptionProbe;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Per-key call budgets (RATE_LIMIT calls per RATE_WINDOW unless the key sets its own), as
 * Bucket4j token buckets refilled gradually over the window. Local callers without a key are
 * not limited: they are the user's own tools on this machine.
 */
public final class RateLimits {
    private final int defaultLimit;
    private final Duration defaultWindow;
    private final Map<String, Bucket> buckets = new ConcurrentHashMap<>();

    public RateLimits(int defaultLimit, Duration defaultWindow) {
        this.defaultLimit = defaultLimit;
        this.defaultWindow = defaultWindow;
    }

    /** Takes one call from the caller's budget, or fails with RATE_LIMITED saying when to retry. */
    public void acquire(Caller caller) {
        acquire(caller, "", "calls");
    }

    /**
     * Takes one new MCP session from the caller's budget for opening sessions: the same number
     * per window as its calls, counted apart so connecting does not use up calls.
     */
    public void acquireSession(Caller caller) {
        acquire(caller, "session/", "new sessions");
    }

    private void acquire(Caller caller, String kind, String what) {
        ApiKey key = caller.key();
        if (key == null) {
            return;
        }
        int limit = key.rateLimit() > 0 ? key.rateLimit() : defaultLimit;
        Duration window = key.rateWindowMs() > 0 ? Duration.ofMillis(key.rateWindowMs()) : defaultWindow;
        Bucket bucket = buckets.computeIfAbsent(kind + key.id() + "/" + limit + "/" + window.toMillis(), k -> Bucket.builder()
                .addLimit(l -> l.capacity(limit).refillGreedy(limit, window)).build());
        ConsumptionProbe probe = bucket.tryConsumeAndReturnRemaining(1);
        if (!probe.isConsumed()) {
            long seconds = Math.max(1, Duration.ofNanos(probe.getNanosToWaitForRefill()).toMillis() / 1000 + 1);
            throw new ToolFailure(ErrorCode.RATE_LIMITED, caller.label() + " used its " + limit + " " + what + " per "
                    + window.toSeconds() + " s; retry in " + seconds + " s.");
        }
    }
}
