package dev.tabrelay.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

class CompactFormTest {
    @Test
    void everyBriefNamesACoreToolAndIsShorterThanItsLongForm() throws Exception {
        ToolRegistry r = ToolRegistryTest.registry();
        for (String name : CompactForm.names()) {
            ToolDefinition t = r.find(name).orElseThrow(() -> new AssertionError("no tool " + name + " for its brief"));
            assertEquals(name, t.name(), "briefs are keyed by canonical names");
            assertTrue(CompactForm.brief(name).length() < t.description().length(), name);
        }
    }

    @Test
    void theSchemaLosesValidationDetailsSharedDescriptionsAndBrowser() throws Exception {
        ToolDefinition type = ToolRegistryTest.registry().find("browser_type").orElseThrow();
        Map<String, Object> lean = CompactForm.schema(type.inputSchema());
        @SuppressWarnings("unchecked")
        Map<String, Map<String, Object>> props = (Map<String, Map<String, Object>>) lean.get("properties");
        assertFalse(props.containsKey("browser"));
        assertEquals(Map.of("type", "string"), props.get("ref"), "shared arguments are described once, in the instructions");
        assertTrue(props.get("clear").containsKey("description"), "a tool's own arguments keep a sentence");
        assertFalse(lean.containsKey("additionalProperties"));
        assertEquals(type.inputSchema().get("required"), lean.get("required"));
    }

    @Test
    void aSentenceDoesNotEndAtAnAbbreviation() {
        assertEquals("Key or combination, e.g. Enter or Control+a.", CompactForm.firstSentence("Key or combination, e.g. Enter or Control+a. More here."));
        assertEquals("Longest wait in ms (default 10000).", CompactForm.firstSentence("Longest wait in ms (default 10000)."));
    }
}
