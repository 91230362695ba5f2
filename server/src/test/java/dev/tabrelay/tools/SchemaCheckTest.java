package dev.tabrelay.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.json.Json;
import io.modelcontextprotocol.json.schema.JsonSchemaValidator.ValidationResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SchemaCheckTest {
    static final Map<String, Object> SCHEMA = Schema.object().integer("tabId", "The tab.", 0)
            .string("browser", "Which browser.").required("tabId").build();

    @Test
    void argumentsThatMatchPass() {
        assertNull(SchemaCheck.SHARED.problems(SCHEMA, Json.object().put("tabId", 3).put("browser", "b1")));
    }

    @Test
    void aWrongTypeOrAMissingFieldIsNamed() {
        String wrongType = SchemaCheck.SHARED.problems(SCHEMA, Json.object().put("tabId", "three"));
        assertTrue(wrongType.contains("tabId"), wrongType);
        String missing = SchemaCheck.SHARED.problems(SCHEMA, Json.object());
        assertTrue(missing.contains("tabId"), missing);
    }

    @Test
    void toolInvokerAnswersInvalidArgumentNamingTheTool() {
        ToolFailure f = org.junit.jupiter.api.Assertions.assertThrows(ToolFailure.class,
                () -> ToolInvoker.validate("browser_tab_close", SCHEMA, Json.object().put("tabId", -1)));
        assertEquals(ErrorCode.INVALID_ARGUMENT, f.code());
        assertTrue(f.getMessage().startsWith("Invalid arguments for 'browser_tab_close': "), f.getMessage());
    }

    @Test
    void structuredResultsAreCheckedAsMapsOrTreesWithoutACopy() {
        Map<String, Object> output = Map.of("type", "object", "properties", Map.of("tabs", Map.of("type", "array")),
                "required", List.of("tabs"));
        ValidationResponse asMap = SchemaCheck.SHARED.validate(output, Map.of("tabs", List.of()));
        assertTrue(asMap.valid());
        assertNull(asMap.jsonStructuredOutput());
        assertTrue(SchemaCheck.SHARED.validate(output, Json.MAPPER.readTree("{\"tabs\":[1]}")).valid());
        ValidationResponse wrong = SchemaCheck.SHARED.validate(output, Map.of("tabs", "none"));
        assertFalse(wrong.valid());
        assertTrue(wrong.errorMessage().contains("tabs"), wrong.errorMessage());
    }
}
