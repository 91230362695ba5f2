package dev.tabrelay.mcp;

import dev.tabrelay.link.CallContext;
import dev.tabrelay.link.Timers;
import java.time.Duration;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * MCP progress for one {@code tools/call} whose client gave a {@code progressToken}: a
 * notification every {@link #TICK} while the call runs, and one at once for each step the
 * extension or the bridge reports (extract_url's "Loading page", a wait for a tab slot). So any
 * call that takes more than a second is heard from, whatever the tool, and one that answers sooner
 * sends nothing but its steps.
 *
 * <p>{@code progress} is the seconds the call has run (strictly increasing, as MCP requires) and
 * there is no {@code total}: how long a page takes is not known in advance. The latest step is the
 * {@code message}, with its "n/m" when the step has a count. Nothing is sent once the call ended.
 */
final class CallProgress implements CallContext.ProgressListener {
    static final Duration TICK = Duration.ofSeconds(1);
    private static final ScheduledExecutorService TICKS = Timers.daemonTimer("mcp-progress");

    /** Where notifications go: {@code notifications/progress} with the call's token. */
    @FunctionalInterface
    interface Sink {
        void send(double progress, String message);
    }

    private final Sink sink;
    private final LongSupplier nanos;
    private final long started;
    private String message;          // guarded by this
    private double last;             // guarded by this
    private boolean done;            // guarded by this
    private ScheduledFuture<?> ticker;

    CallProgress(String tool, Sink sink, LongSupplier nanos) {
        this.sink = sink;
        this.nanos = nanos;
        this.started = nanos.getAsLong();
        this.message = "Running " + tool;
    }

    /** Starts the ticks of a call that was just made. */
    static CallProgress start(String tool, Sink sink) {
        CallProgress p = new CallProgress(tool, sink, System::nanoTime);
        p.ticker = TICKS.scheduleAtFixedRate(p::tick, TICK.toMillis(), TICK.toMillis(), TimeUnit.MILLISECONDS);
        return p;
    }

    @Override
    public synchronized void onProgress(double progress, Double total, String step) {
        if (step != null && !step.isBlank()) {
            message = total == null || total <= 0 ? step
                    : step + " (" + format(progress) + "/" + format(total) + ")";
        }
        send();
    }

    synchronized void tick() {
        send();
    }

    /** The call answered: no notification after this one returns. */
    synchronized void finish() {
        done = true;
        if (ticker != null) {
            ticker.cancel(false);
        }
    }

    private void send() {
        if (done) {
            return;
        }
        double elapsed = Math.round((nanos.getAsLong() - started) / 1e8) / 10.0;
        // Two steps in the same tenth of a second still increase, as MCP requires of progress.
        last = Math.max(elapsed, Math.round((last + 0.1) * 10) / 10.0);
        sink.send(last, message);
    }

    private static String format(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }
}
