package dev.tabrelay.link;

import dev.tabrelay.errors.ToolFailure;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * One tool call's stop signal: set when its MCP client sends {@code notifications/cancelled}
 * for it or its session ends (mcp/InFlightRequests). Everything the call waits on listens: each
 * command it sent to a browser is failed and cancelled on the link at once (PendingCalls), a
 * wait for a background tab slot ends (tools/TabSlots), and the invoker answers and frees the
 * session's slot (tools/ToolInvoker). Cancelling twice, or after the call ended, does nothing.
 */
public final class Cancellation {
    /** For calls nobody can cancel (REST, the bridge's own commands). */
    public static final Cancellation NEVER = new Cancellation();

    private final CompletableFuture<ToolFailure> reason = new CompletableFuture<>();

    /** @return whether this cancelled the call (false: it was already cancelled, or is {@link #NEVER}) */
    public boolean cancel(ToolFailure why) {
        return this != NEVER && reason.complete(why);
    }

    public boolean cancelled() {
        return reason.isDone();
    }

    /** Runs {@code listener} with the reason once cancelled (at once when already cancelled). */
    public void onCancel(Consumer<ToolFailure> listener) {
        if (this != NEVER) {
            reason.thenAccept(listener);
        }
    }

    /** The reason this call was cancelled, or null. */
    public ToolFailure reason() {
        return reason.getNow(null);
    }
}
