package dev.tabrelay.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.json.Json;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.ObjectNode;

/** The history keeps exactly the last calls, for a while, and hands out copies of their arguments. */
class CallHistoryTest {
    private static ObjectNode args(int i) {
        return Json.object().put("url", "https://example.test/" + i);
    }

    @Test
    void keepsTheLastCallsAndForgetsTheOldest() {
        CallHistory history = new CallHistory();
        for (int i = 0; i < CallHistory.MAX + 500; i++) history.remember("c" + i, "browser_navigate", args(i), "local");
        for (int i = 0; i < 500; i++) assertTrue(history.find("c" + i).isEmpty(), "call " + i + " is older than the last " + CallHistory.MAX);
        for (int i = 500; i < CallHistory.MAX + 500; i++) {
            CallHistory.Entry e = history.find("c" + i).orElseThrow(() -> new AssertionError("a recent call was forgotten"));
            assertEquals(args(i), e.args());
            assertEquals("browser_navigate", e.tool());
        }
    }

    @Test
    void forgetsCallsOlderThanTheKeptTime() {
        AtomicLong now = new AtomicLong(1_000_000);
        CallHistory history = new CallHistory(now::get);
        history.remember("a", "list_tabs", Json.object(), "key:ci");
        now.addAndGet(CallHistory.KEPT.toMillis());
        assertEquals("key:ci", history.find("a").orElseThrow().scope());
        now.incrementAndGet();
        assertTrue(history.find("a").isEmpty());
    }

    @Test
    void argumentsAreCopiesNeitherTheCallerNorAReaderCanChange() {
        CallHistory history = new CallHistory();
        ObjectNode a = args(1);
        history.remember("a", "browser_navigate", a, "local");
        a.put("url", "https://changed.test/");
        ((ObjectNode) history.find("a").orElseThrow().args()).put("url", "https://changed-too.test/");
        assertEquals(args(1), history.find("a").orElseThrow().args());
    }
}
