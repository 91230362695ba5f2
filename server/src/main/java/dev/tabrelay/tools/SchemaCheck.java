package dev.tabrelay.tools;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.dialect.Dialects;
import dev.tabrelay.json.Json;
import io.modelcontextprotocol.json.schema.JsonSchemaValidator;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * JSON Schema checks of the registry's tools: their arguments (ToolInvoker) and, through the MCP
 * server ({@code jsonSchemaValidator}), their structured results. The same networknt library and
 * draft (2020-12) as the SDK's own DefaultJsonSchemaValidator, without that class's per-call costs,
 * which bench/relay/compare showed on every call: it finds a compiled schema by hashing the whole
 * schema map each time, converts a JsonNode to a Map and back, and serialises every valid result to
 * a String it needs only for a result without content. Here a schema is compiled once per schema
 * object (the registry's schemas live as long as their tool; identity keys, weakly held), a
 * JsonNode is checked as it is, and the valid answer carries no copy.
 *
 * <p>The SDK fills a result that has no content from that copy; the MCP tool adapter
 * ({@code McpToolAdapter.withContent}) does it instead.
 */
public final class SchemaCheck implements JsonSchemaValidator {
    public static final SchemaCheck SHARED = new SchemaCheck();

    private final SchemaRegistry registry = SchemaRegistry.withDefaultDialect(Dialects.getDraft202012());
    private final Cache<Map<String, Object>, Schema> compiled = Caffeine.newBuilder().weakKeys().build();

    private SchemaCheck() {}

    /** Null when {@code value} matches {@code schema}, else what does not. */
    public String problems(Map<String, Object> schema, JsonNode value) {
        List<Error> errors = compiled.get(schema, s -> registry.getSchema(Json.MAPPER.valueToTree(s))).validate(value);
        return errors.isEmpty() ? null : "Validation failed: JSON schema validation errors: " + errors;
    }

    @Override
    public ValidationResponse validate(Map<String, Object> schema, Object content) {
        if (schema == null || content == null) {
            return ValidationResponse.asInvalid(schema == null ? "Schema must not be null" : "Structured content must not be null");
        }
        try {
            JsonNode value = content instanceof JsonNode node ? node
                    : content instanceof String text ? Json.MAPPER.readTree(text) : Json.MAPPER.valueToTree(content);
            String problems = problems(schema, value);
            return problems == null ? ValidationResponse.asValid(null) : ValidationResponse.asInvalid(problems);
        } catch (RuntimeException e) {   // an unreadable schema or content: invalid, as the SDK's validator answers
            return ValidationResponse.asInvalid("Error parsing tool JSON Schema: " + e.getMessage());
        }
    }
}
