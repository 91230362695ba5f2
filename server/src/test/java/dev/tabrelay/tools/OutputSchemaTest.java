package dev.tabrelay.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.modelcontextprotocol.json.McpJsonDefaults;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every tool whose successful results always carry structured content declares its shape, and
 * the shape stays permissive enough for clients that validate every result: no required fields,
 * additional properties allowed, budget fields on budgeted tools, own shapes for renaming views.
 */
class OutputSchemaTest {
    /** Results without structured content: extraction as Markdown/text/resource, and the side-panel tools. */
    static final Set<String> WITHOUT = Set.of("browser_extract", "update_plan", "turn_answer_start", "turn_answer_complete");

    @Test
    void everyToolWithStructuredResultsDeclaresAPermissiveOutputSchema() throws Exception {
        for (ToolDefinition t : ToolRegistryTest.registry().tools()) {
            for (String name : t.names()) {
                Map<String, Object> schema = t.view(name).outputSchema();
                if (WITHOUT.contains(t.name())) {
                    assertNull(schema, name);
                    continue;
                }
                assertNotNull(schema, name + " has no output schema");
                assertEquals("object", schema.get("type"), name);
                assertEquals(true, schema.get("additionalProperties"), name);
                assertFalse(schema.containsKey("required"), name + " must not require fields: clients reject results without them");
                assertFalse(props(schema).isEmpty(), name);
                if (t.budgeted()) {
                    assertEquals(List.of("string", "null"), props(schema).get("cursor").get("type"), name + ": the last part's cursor is null");
                    assertEquals("object", props(schema).get("range").get("type"), name);
                }
            }
        }
    }

    @Test
    void renamingViewsDeclareTheirOwnFieldNames() throws Exception {
        ToolDefinition close = ToolRegistryTest.registry().find("browser_close_tab").orElseThrow();
        assertEquals("integer", props(close.outputSchema()).get("tabId").get("type"));
        assertEquals("integer", props(close.view("browser_close_tab").outputSchema()).get("tab_id").get("type"));
        assertFalse(props(close.view("browser_close_tab").outputSchema()).containsKey("tabId"));
        ToolDefinition create = ToolRegistryTest.registry().find("browser_create_tab").orElseThrow();
        assertTrue(props(create.view("browser_create_tab").outputSchema()).containsKey("tab_id"));
        assertTrue(props(create.view("tabs_create").outputSchema()).containsKey("tabId"), "tabs_create keeps the canonical shape");
    }

    @Test
    void resultsOfTheSharedBuildersValidate() throws Exception {
        ToolDefinition snapshot = ToolRegistryTest.registry().find("browser_snapshot").orElseThrow();
        OutputBudget budget = new OutputBudget();
        OutputBudget.Part first = budget.cut("s", "x".repeat(50), 20);
        assertValid(snapshot.outputSchema(), cast((Map<?, ?>) Relay.budgeted("", first,
                Map.of("tabId", 3, "url", "http://x/", "refs", 7)).structuredContent()));
        assertValid(snapshot.outputSchema(), cast((Map<?, ?>) budget.next("s", first.cursor(), 100).join().structuredContent()));
        ToolDefinition type = ToolRegistryTest.registry().find("browser_type").orElseThrow();
        assertValid(type.outputSchema(), Map.of("tabId", 1, "url", "http://x/", "navigated", true,
                "dialog", Map.of("type", "alert", "message", "hi"), "value", "abc"));
        Map<String, Object> wrong = Map.of("tabId", "one");
        assertFalse(McpJsonDefaults.getSchemaValidator().validate(type.outputSchema(), wrong).valid(), "types are checked");
    }

    static void assertValid(Map<String, Object> schema, Map<String, Object> structured) {
        var v = McpJsonDefaults.getSchemaValidator().validate(schema, structured);
        assertTrue(v.valid(), v.errorMessage() + " for " + structured);
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> cast(Map<?, ?> m) {
        return (Map<String, Object>) m;
    }

    @SuppressWarnings("unchecked")
    static Map<String, Map<String, Object>> props(Map<String, Object> schema) {
        return (Map<String, Map<String, Object>>) schema.get("properties");
    }
}
