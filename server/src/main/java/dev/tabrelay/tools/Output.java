package dev.tabrelay.tools;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds the JSON Schema of a tool's {@code structuredContent} (its MCP {@code outputSchema}) in
 * code, next to the handler that produces it. Clients validate every successful result against
 * it, so it stays permissive: no {@code required} list and additional properties allowed; it
 * lists the main fields with their JSON types, and a field that may be null says so
 * ({@link #orNull()}). Nested objects and array items are not spelled out.
 */
public final class Output {
    private final Map<String, Map<String, Object>> properties = new LinkedHashMap<>();
    private String last;

    public static Output object() {
        return new Output();
    }

    public Output string(String name) {
        return prop(name, "string");
    }

    public Output integer(String name) {
        return prop(name, "integer");
    }

    /** Any JSON number, also fractional (sizes in CSS pixels, durations). */
    public Output number(String name) {
        return prop(name, "number");
    }

    public Output bool(String name) {
        return prop(name, "boolean");
    }

    /** An object whose own fields are not described. */
    public Output object(String name) {
        return prop(name, "object");
    }

    /** An array of objects. */
    public Output array(String name) {
        return array(name, "object");
    }

    /** An array of strings. */
    public Output strings(String name) {
        return array(name, "string");
    }

    /** A field of any JSON type (a value a page computed). */
    public Output any(String name) {
        properties.put(name, new LinkedHashMap<>());
        last = name;
        return this;
    }

    /** The field added last may also be null. */
    public Output orNull() {
        Map<String, Object> p = properties.get(last);
        Object type = p.get("type");
        if (type instanceof String t) {
            p.put("type", List.of(t, "null"));
        }
        return this;
    }

    public Map<String, Object> build() {
        Map<String, Object> props = new LinkedHashMap<>();
        properties.forEach((k, v) -> props.put(k, copy(v)));
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("type", "object");
        s.put("properties", props);
        s.put("additionalProperties", true);
        return s;
    }

    /**
     * {@code schema} with the fields of {@code more} added (the budget fields of a budgeted tool);
     * null stays null: a tool without an output schema does not get one.
     */
    @SuppressWarnings("unchecked")
    static Map<String, Object> extend(Map<String, Object> schema, Output more) {
        if (schema == null) {
            return null;
        }
        Map<String, Object> copy = new LinkedHashMap<>(schema);
        Map<String, Object> props = new LinkedHashMap<>((Map<String, Object>) schema.getOrDefault("properties", Map.of()));
        props.putAll((Map<String, Object>) more.build().get("properties"));
        copy.put("properties", props);
        return copy;
    }

    private Output array(String name, String itemType) {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("type", "array");
        p.put("items", Map.of("type", itemType));
        properties.put(name, p);
        last = name;
        return this;
    }

    private Output prop(String name, String type) {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("type", type);
        properties.put(name, p);
        last = name;
        return this;
    }

    private static Map<String, Object> copy(Map<String, Object> p) {
        Map<String, Object> c = new LinkedHashMap<>(p);
        if (c.get("type") instanceof List<?> l) {
            c.put("type", new ArrayList<>(l));
        }
        return c;
    }
}
