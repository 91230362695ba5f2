package dev.tabrelay.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.link.CallContext;
import dev.tabrelay.link.Cancellation;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The background tab cap: a call cancelled while it waits for a slot stops waiting and never takes one. */
class TabSlotsTest {
    private static final CallToolResult DONE = CallToolResult.builder().addTextContent("done").build();

    @Test
    void aCallCancelledWhileWaitingForASlotEndsAtOnceAndTakesNone() throws Exception {
        TabSlots slots = new TabSlots(Duration.ofMinutes(5));
        List<CompletableFuture<CallToolResult>> busy = new ArrayList<>();
        for (int i = 0; i < TabSlots.MAX_TABS; i++) {
            CompletableFuture<CallToolResult> work = new CompletableFuture<>();
            busy.add(work);
            slots.run("b", CallContext.of("s", "c"), () -> work);
        }
        Cancellation cancellation = new Cancellation();
        AtomicInteger ran = new AtomicInteger();
        CompletableFuture<CallToolResult> waiting = slots.run("b", new CallContext("s", "c", null, cancellation), () -> {
            ran.incrementAndGet();
            return CompletableFuture.completedFuture(DONE);
        });
        assertFalse(waiting.isDone(), "all five slots are taken");
        cancellation.cancel(new ToolFailure(ErrorCode.CANCELLED, "cancelled"));
        CompletionException e = org.junit.jupiter.api.Assertions.assertThrows(CompletionException.class,
                () -> waiting.orTimeout(10, TimeUnit.SECONDS).join());
        assertEquals(ErrorCode.CANCELLED, ToolFailure.from(e).code());
        busy.forEach(w -> w.complete(DONE));
        List<CompletableFuture<CallToolResult>> again = new ArrayList<>();
        for (int i = 0; i < TabSlots.MAX_TABS; i++) {
            again.add(slots.run("b", CallContext.of("s", "c"), CompletableFuture::new));
        }
        assertTrue(again.stream().noneMatch(CompletableFuture::isDone), "five slots again, none leaked or double-freed");
        assertEquals(0, ran.get(), "the cancelled call never ran");
    }
}
