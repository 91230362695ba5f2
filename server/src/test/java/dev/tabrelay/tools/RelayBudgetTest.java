package dev.tabrelay.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Structured lists (console messages, network requests) obey the call's maxChars like the text. */
class RelayBudgetTest {
    private static final JsonNode ITEMS = JsonMapper.builder().build().readTree(
            "[{\"text\":\"aaaaaaaaaa\"},{\"text\":\"bbbbbbbbbb\"},{\"text\":\"cccccccccc\"}]");

    @Test
    void keepsWholeLeadingItemsThatFit() {
        int one = ITEMS.get(0).toString().length();
        assertEquals(3, Relay.withinBudget(ITEMS, 1_000).size());
        assertEquals(2, Relay.withinBudget(ITEMS, 2 * one).size());
        assertEquals(1, Relay.withinBudget(ITEMS, 2 * one - 1).size());
        assertEquals(0, Relay.withinBudget(ITEMS, one - 1).size());
    }
}
