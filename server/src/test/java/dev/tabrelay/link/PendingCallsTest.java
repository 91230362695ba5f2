package dev.tabrelay.link;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** A command waiting for the person (an approval, issue 30) is not failed by its own deadline. */
class PendingCallsTest {
    // One thread: timers run in the order they are due, so a later one firing proves an earlier one did.
    private final ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor();

    @AfterEach
    void stop() {
        scheduler.shutdownNow();
    }

    @Test
    void progressWithWaitMsMovesTheDeadlineAndStillReportsProgress() {
        PendingCalls calls = new PendingCalls(scheduler);
        List<String> heard = new CopyOnWriteArrayList<>();
        CallContext ctx = new CallContext("s", "client", (p, total, message) -> heard.add(message));
        CompletableFuture<JsonNode> waiting = calls.register("c1", "input.click", ctx, Duration.ofMillis(50), id -> {});
        calls.progress("c1", 0, null, "Waiting for the user to allow", 60_000);
        // Due after c1's original deadline: once it failed, c1's old timer had its turn.
        CompletableFuture<JsonNode> control = calls.register("c2", "input.click", CallContext.of("s", "client"), Duration.ofMillis(60), id -> {});
        CompletionException e = assertThrows(CompletionException.class, control::join);
        assertEquals(ErrorCode.TIMEOUT, ((ToolFailure) e.getCause()).code());
        assertFalse(waiting.isDone(), "the waiting command outlived its first deadline");
        assertEquals(List.of("Waiting for the user to allow"), heard);
        assertTrue(calls.complete("c1", null));
        assertEquals(0, calls.size());
    }
}
