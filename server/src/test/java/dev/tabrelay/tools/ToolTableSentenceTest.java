package dev.tabrelay.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The README table shows each tool's first sentence; abbreviations must not cut it short. */
class ToolTableSentenceTest {
    @Test
    void stopsAtTheFirstRealSentenceEnd() {
        assertEquals("Resize the window, e.g. to test a layout.",
                ToolTable.firstSentence("Resize the window, e.g. to test a layout. Then take a screenshot."));
        assertEquals("One sentence only", ToolTable.firstSentence("One sentence only"));
        assertEquals("Pipes \\| escaped.", ToolTable.firstSentence("Pipes | escaped. More."));
    }
}
