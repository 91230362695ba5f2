package dev.tabrelay.tools;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.link.CallContext;
import dev.tabrelay.link.Cancellation;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * Caps the background tabs that tools open at once in one browser (5, as DESIGN.md sets), so
 * an agent fanning out over fifty URLs does not open fifty tabs. Extra calls wait in arrival
 * order on a virtual thread; waiting longer than the command timeout answers BUSY.
 */
public final class TabSlots {
    static final int MAX_TABS = 5;

    private static final java.util.concurrent.Executor WAITERS = Executors.newVirtualThreadPerTaskExecutor();

    private final Map<String, Semaphore> perBrowser = new ConcurrentHashMap<>();
    private final Duration maxWait;

    TabSlots(Duration maxWait) {
        this.maxWait = maxWait;
    }

    public CompletableFuture<CallToolResult> run(String browserId, CallContext ctx, Supplier<CompletableFuture<CallToolResult>> work) {
        Semaphore slots = perBrowser.computeIfAbsent(browserId, id -> new Semaphore(MAX_TABS, true));
        if (slots.tryAcquire()) {
            return work.get().whenComplete((r, e) -> slots.release());
        }
        ctx.progress().onProgress(0, null, "Waiting for one of the " + MAX_TABS + " background tab slots");
        Cancellation cancellation = ctx.cancellation();
        AtomicReference<Thread> waiter = new AtomicReference<>();
        // A cancelled call stops waiting at once (its client has gone), and never takes a slot.
        cancellation.onCancel(why -> {
            Thread t = waiter.get();
            if (t != null) {
                t.interrupt();
            }
        });
        return CompletableFuture.supplyAsync(() -> {
            waiter.set(Thread.currentThread());
            try {
                if (cancellation.cancelled()) {
                    throw cancellation.reason();
                }
                if (!slots.tryAcquire(maxWait.toMillis(), TimeUnit.MILLISECONDS)) {
                    throw new ToolFailure(ErrorCode.BUSY, MAX_TABS + " background tabs have been busy for "
                            + maxWait.toSeconds() + " s; retry when earlier extract_url calls have finished.");
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw cancellation.cancelled() ? cancellation.reason()
                        : new ToolFailure(ErrorCode.BUSY, "TabRelay is shutting down; retry later.");
            } finally {
                waiter.set(null);
            }
            if (cancellation.cancelled()) {
                slots.release();   // acquired just as it was cancelled
                throw cancellation.reason();
            }
            return slots;
        }, WAITERS)
                .thenCompose(acquired -> work.get().whenComplete((r, e) -> acquired.release()));
    }
}
