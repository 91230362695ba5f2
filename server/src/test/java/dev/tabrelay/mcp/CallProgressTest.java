package dev.tabrelay.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class CallProgressTest {
    private record Sent(double progress, String message) {}

    private final List<Sent> sent = new ArrayList<>();
    private final AtomicLong now = new AtomicLong(5_000_000_000L);
    private final CallProgress progress = new CallProgress("extract_url", (p, m) -> sent.add(new Sent(p, m)), now::get);

    private void after(long millis) {
        now.addAndGet(millis * 1_000_000L);
    }

    @Test
    void ticksSayHowLongTheCallHasRunWithItsLatestStep() {
        after(1000);
        progress.tick();
        progress.onProgress(1, 3.0, "Loading page");
        after(1000);
        progress.tick();
        assertEquals(List.of(new Sent(1.0, "Running extract_url"), new Sent(1.1, "Loading page (1/3)"),
                new Sent(2.0, "Loading page (1/3)")), sent);
    }

    @Test
    void progressAlwaysIncreasesEvenForStepsInTheSameInstant() {
        progress.onProgress(0, null, "Waiting for one of the 5 background tab slots");
        progress.onProgress(1, 3.0, "Loading page");
        progress.onProgress(2, 3.0, "Waiting for the content");
        after(50);
        progress.tick();
        for (int i = 1; i < sent.size(); i++) {
            assertTrue(sent.get(i).progress() > sent.get(i - 1).progress(), sent.toString());
        }
        assertEquals("Waiting for one of the 5 background tab slots", sent.get(0).message());
        assertEquals("Waiting for the content (2/3)", sent.get(2).message());
    }

    @Test
    void nothingIsSentOnceTheCallAnswered() {
        progress.tick();
        progress.finish();
        after(3000);
        progress.tick();
        progress.onProgress(3, 3.0, "Extracting content");
        assertEquals(1, sent.size());
    }
}
