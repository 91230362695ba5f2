package dev.tabrelay.grid;

import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.link.CallContext;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Callers that found every lease taken (--max): served in order as leases end, or answered
 * NO_CAPACITY after --queue-timeout; told meanwhile, every {@link #PROGRESS_EVERY}, that they still
 * wait. Guarded by the pool's lock (passed in), so a waiter the pool is serving cannot time out
 * half-served.
 */
final class LeaseQueue {
    /** How often a waiting call hears that it still waits. */
    static final Duration PROGRESS_EVERY = Duration.ofSeconds(2);

    record Waiter(String owner, CompletableFuture<Lease> lease) {}

    private final GridSettings settings;
    private final ScheduledExecutorService timer;
    private final Object lock;
    private final Deque<Waiter> waiters = new ArrayDeque<>();

    LeaseQueue(GridSettings settings, ScheduledExecutorService timer, Object lock) {
        this.settings = settings;
        this.timer = timer;
        this.lock = lock;
    }

    /** Queues {@code owner} (call with the lock held); completes once its lease said hello. */
    CompletableFuture<Lease> join(String owner) {
        Waiter w = new Waiter(owner, new CompletableFuture<>());
        waiters.add(w);
        ScheduledFuture<?> deadline = timer.schedule(() -> {
            synchronized (lock) {
                waiters.remove(w);
            }
            w.lease.completeExceptionally(LeasePool.noCapacity("all " + settings.max() + " browsers this daemon may lease"
                    + " (--max) are in use"));
        }, settings.queueTimeout().toMillis(), TimeUnit.MILLISECONDS);
        return w.lease.whenComplete((l, e) -> deadline.cancel(false)).thenCompose(l -> l.ready.thenApply(id -> l));
    }

    /** The longest-waiting caller still waiting, or null (call with the lock held). */
    Waiter next() {
        for (Waiter w; (w = waiters.poll()) != null; ) {
            if (!w.lease.isDone()) {
                return w;
            }
        }
        return null;
    }

    /** The daemon stops: every waiting caller is told why (call with the lock held). */
    void failAll(ToolFailure why) {
        waiters.forEach(w -> w.lease.completeExceptionally(why));
        waiters.clear();
    }

    /** Tells a waiting caller every {@link #PROGRESS_EVERY} that it still waits, and for what. */
    CompletableFuture<Lease> withProgress(CompletableFuture<Lease> wait, CallContext ctx) {
        if (wait.isDone()) {
            return wait;
        }
        long start = System.nanoTime();
        double total = settings.queueTimeout().toSeconds() + settings.helloTimeout().toSeconds();
        ScheduledFuture<?> ticks = timer.scheduleAtFixedRate(() -> {
            long waited = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start);
            ctx.progress().onProgress(waited, total, "Waiting for a browser from the Selenium Grid (" + waited + " s; a new"
                    + " browser starts in a free slot, or the call answers NO_CAPACITY after " + settings.queueTimeout().toSeconds()
                    + " s in the queue)");
        }, PROGRESS_EVERY.toMillis(), PROGRESS_EVERY.toMillis(), TimeUnit.MILLISECONDS);
        return wait.whenComplete((l, e) -> ticks.cancel(false));
    }
}
