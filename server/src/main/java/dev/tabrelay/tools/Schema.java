package dev.tabrelay.tools;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds the JSON Schema of a tool's arguments in code, next to the handler that reads them,
 * so the two cannot drift apart. Unknown properties are rejected to catch misspelt arguments.
 */
public final class Schema {
    private final Map<String, Object> properties = new LinkedHashMap<>();
    private final List<String> required = new ArrayList<>();

    public static Schema object() {
        return new Schema();
    }

    public Schema string(String name, String description) {
        properties.put(name, prop("string", description));
        return this;
    }

    public Schema integer(String name, String description, long minimum) {
        Map<String, Object> p = prop("integer", description);
        p.put("minimum", minimum);
        properties.put(name, p);
        return this;
    }

    public Schema bool(String name, String description, boolean defaultValue) {
        Map<String, Object> p = prop("boolean", description);
        p.put("default", defaultValue);
        properties.put(name, p);
        return this;
    }

    public Schema oneOf(String name, String description, List<String> values, String defaultValue) {
        Map<String, Object> p = prop("string", description);
        p.put("enum", List.copyOf(values));
        p.put("default", defaultValue);
        properties.put(name, p);
        return this;
    }

    /** A string from a fixed set, without a default. */
    public Schema choice(String name, String description, List<String> values) {
        Map<String, Object> p = prop("string", description);
        p.put("enum", List.copyOf(values));
        properties.put(name, p);
        return this;
    }

    public Schema number(String name, String description, long minimum, long maximum) {
        Map<String, Object> p = prop("integer", description);
        p.put("minimum", minimum);
        p.put("maximum", maximum);
        properties.put(name, p);
        return this;
    }

    public Schema bool(String name, String description) {
        properties.put(name, prop("boolean", description));
        return this;
    }

    /** Any other property schema (arrays, objects), written out in full. */
    public Schema raw(String name, Map<String, Object> schema) {
        properties.put(name, new LinkedHashMap<>(schema));
        return this;
    }

    public Schema required(String... names) {
        required.addAll(List.of(names));
        return this;
    }

    public Map<String, Object> build() {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("type", "object");
        s.put("properties", new LinkedHashMap<>(properties));
        if (!required.isEmpty()) {
            s.put("required", List.copyOf(required));
        }
        s.put("additionalProperties", false);
        return s;
    }

    private static Map<String, Object> prop(String type, String description) {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("type", type);
        p.put("description", description);
        return p;
    }
}
