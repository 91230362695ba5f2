package dev.tabrelay.mcp.conformance;

import java.util.List;
import java.util.Map;

/** The JSON schemas the suite's fixture tools send or declare, as its reference server writes them. */
final class Elicitations {
    private Elicitations() {}

    static final Map<String, Object> RESPONSE = Map.of("type", "object", "required", List.of("response"),
            "properties", Map.of("response", Map.of("type", "string", "description", "User's response")));

    /** SEP-1034: a default for every primitive type. */
    static final Map<String, Object> DEFAULTS = Map.of("type", "object", "required", List.of(), "properties", Map.of(
            "name", Map.of("type", "string", "description", "User name", "default", "John Doe"),
            "age", Map.of("type", "integer", "description", "User age", "default", 30),
            "score", Map.of("type", "number", "description", "User score", "default", 95.5),
            "status", Map.of("type", "string", "description", "User status",
                    "enum", List.of("active", "inactive", "pending"), "default", "active"),
            "verified", Map.of("type", "boolean", "description", "Verification status", "default", true)));

    /** SEP-1330: the five enum shapes. */
    static final Map<String, Object> ENUMS = Map.of("type", "object", "required", List.of(), "properties", Map.of(
            "untitledSingle", Map.of("type", "string", "description", "Select one option",
                    "enum", List.of("option1", "option2", "option3")),
            "titledSingle", Map.of("type", "string", "description", "Select one option with titles",
                    "oneOf", titled("value1", "First Option", "value2", "Second Option", "value3", "Third Option")),
            "legacyEnum", Map.of("type", "string", "description", "Select one option (legacy)",
                    "enum", List.of("opt1", "opt2", "opt3"), "enumNames", List.of("Option One", "Option Two", "Option Three")),
            "untitledMulti", Map.of("type", "array", "description", "Select multiple options", "minItems", 1, "maxItems", 3,
                    "items", Map.of("type", "string", "enum", List.of("option1", "option2", "option3"))),
            "titledMulti", Map.of("type", "array", "description", "Select multiple options with titles", "minItems", 1,
                    "maxItems", 3, "items", Map.of("anyOf",
                            titled("value1", "First Choice", "value2", "Second Choice", "value3", "Third Choice")))));

    /** SEP-1613: $schema, $defs and additionalProperties must reach the client as written. */
    static final Map<String, Object> SCHEMA_2020_12 = Map.of(
            "$schema", "https://json-schema.org/draft/2020-12/schema",
            "type", "object",
            "$defs", Map.of("address", Map.of("type", "object",
                    "properties", Map.of("street", Map.of("type", "string"), "city", Map.of("type", "string")))),
            "properties", Map.of("name", Map.of("type", "string"), "address", Map.of("$ref", "#/$defs/address")),
            "additionalProperties", false);

    private static List<Map<String, String>> titled(String... pairs) {
        List<Map<String, String>> out = new java.util.ArrayList<>();
        for (int i = 0; i < pairs.length; i += 2) {
            out.add(Map.of("const", pairs[i], "title", pairs[i + 1]));
        }
        return out;
    }
}
