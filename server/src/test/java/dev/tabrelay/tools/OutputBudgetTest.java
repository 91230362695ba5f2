package dev.tabrelay.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.benmanes.caffeine.cache.Caffeine;
import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class OutputBudgetTest {
    final AtomicLong nanos = new AtomicLong();
    final OutputBudget budget = new OutputBudget(Caffeine.newBuilder().ticker(nanos::get).executor(Runnable::run)
            .expireAfterWrite(OutputBudget.TTL));

    static String text(McpSchema.CallToolResult r) {
        return ((McpSchema.TextContent) r.content().get(0)).text();
    }

    @Test
    void shortOutputIsNotCut() {
        OutputBudget.Part p = budget.cut("local", "short", 100);
        assertEquals("short", p.text());
        assertNull(p.cursor());
        assertTrue(p.fields().isEmpty());
    }

    @Test
    void cursorsWalkThroughTheWholeTextInParts() {
        String full = "abcdefghij".repeat(5);
        OutputBudget.Part first = budget.cut("local", full, 20);
        assertTrue(first.text().startsWith(full.substring(0, 20) + "\n[… truncated: chars 0–20 of 50. Call again with {\"cursor\": \""
                + first.cursor() + "\"}"), first.text());
        McpSchema.CallToolResult second = budget.next("local", first.cursor(), 20);
        assertTrue(text(second).startsWith(full.substring(20, 40) + "\n[… truncated: chars 20–40 of 50."), text(second));
        String cursor2 = (String) ((Map<?, ?>) second.structuredContent()).get("cursor");
        McpSchema.CallToolResult last = budget.next("local", cursor2, 20);
        assertEquals(full.substring(40), text(last));
        assertTrue(text(budget.next("local", first.cursor(), 20)).startsWith(full.substring(20, 40) + "\n"), "a cursor can be used again");
    }

    @Test
    void cursorsExpireAndBelongToTheirCaller() {
        OutputBudget.Part p = budget.cut("key:a", "x".repeat(100), 10);
        ToolFailure other = assertThrows(ToolFailure.class, () -> budget.next("key:b", p.cursor(), 10));
        assertEquals(ErrorCode.INVALID_ARGUMENT, other.code());
        nanos.addAndGet(OutputBudget.TTL.toNanos() + 1);
        ToolFailure expired = assertThrows(ToolFailure.class, () -> budget.next("key:a", p.cursor(), 10));
        assertTrue(expired.getMessage().contains("expired") && expired.getMessage().contains("without 'cursor'"), expired.getMessage());
    }

    @Test
    void aSurrogatePairIsNeverSplit() {
        String full = "ab\uD83D\uDE00cd";   // an emoji at chars 2-3
        OutputBudget.Part p = budget.cut("local", full, 3);
        assertTrue(p.text().startsWith("ab\n"), p.text());
        assertEquals(2, p.to());
    }
}
