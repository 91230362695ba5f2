package dev.tabrelay.link;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import tools.jackson.databind.JsonNode;

/**
 * Commands sent on one link and not yet answered, each with its own deadline. When the link
 * drops, {@link #failAll} answers every one of them at once: nothing waits for its timeout. A
 * command whose tool call is cancelled ({@link CallContext#cancellation()}) is failed at once and
 * cancelled on the link, like one past its deadline.
 */
final class PendingCalls {
    /** The timer is replaced when the extension asks for more time (a person deciding on an approval). */
    private static final class Pending {
        final CompletableFuture<JsonNode> future;
        final CallContext context;
        final String action;
        final Consumer<String> onTimeout;
        volatile ScheduledFuture<?> timer;

        Pending(CompletableFuture<JsonNode> future, CallContext context, String action, Consumer<String> onTimeout) {
            this.future = future;
            this.context = context;
            this.action = action;
            this.onTimeout = onTimeout;
        }
    }

    private final Map<String, Pending> calls = new ConcurrentHashMap<>();
    private final ScheduledExecutorService scheduler;

    PendingCalls(ScheduledExecutorService scheduler) {
        this.scheduler = scheduler;
    }

    /**
     * @param onTimeout called with the id after the deadline or a cancellation failed the call (to send a cancel)
     */
    CompletableFuture<JsonNode> register(String id, String action, CallContext ctx, Duration timeout, Consumer<String> onTimeout) {
        CompletableFuture<JsonNode> future = new CompletableFuture<>();
        Pending p = new Pending(future, ctx, action, onTimeout);
        p.timer = deadline(id, p, timeout);
        calls.put(id, p);
        ctx.cancellation().onCancel(why -> {
            if (fail(id, why)) {
                onTimeout.accept(id);
            }
        });
        return future;
    }

    private ScheduledFuture<?> deadline(String id, Pending p, Duration timeout) {
        return scheduler.schedule(() -> {
            if (fail(id, new ToolFailure(ErrorCode.TIMEOUT, "The browser did not finish '" + p.action + "' within "
                    + timeout.toSeconds() + " s. The page may be slow or stuck; retry, or raise COMMAND_TIMEOUT."))) {
                p.onTimeout.accept(id);
            }
        }, timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    boolean complete(String id, JsonNode data) {
        Pending p = calls.remove(id);
        if (p == null) {
            return false;
        }
        p.timer.cancel(false);
        return p.future.complete(data);
    }

    boolean fail(String id, ToolFailure failure) {
        Pending p = calls.remove(id);
        if (p == null) {
            return false;
        }
        p.timer.cancel(false);
        return p.future.completeExceptionally(failure);
    }

    void progress(String id, double progress, Double total, String message) {
        progress(id, progress, total, message, 0);
    }

    /**
     * @param waitMs when positive, the command's deadline becomes this many ms from now: the
     *               extension waits for the person (an approval in ask mode) and says how long it
     *               will wait, so the bridge does not answer TIMEOUT while the person decides
     */
    void progress(String id, double progress, Double total, String message, long waitMs) {
        Pending p = calls.get(id);
        if (p == null) {
            return;
        }
        if (waitMs > 0) {
            ScheduledFuture<?> old = p.timer;
            p.timer = deadline(id, p, Duration.ofMillis(waitMs));
            old.cancel(false);
        }
        p.context.progress().onProgress(progress, total, message);
    }

    void failAll(ToolFailure failure) {
        for (String id : calls.keySet()) {
            fail(id, failure);
        }
    }

    int size() {
        return calls.size();
    }
}
