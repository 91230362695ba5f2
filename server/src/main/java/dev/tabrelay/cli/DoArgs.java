package dev.tabrelay.cli;

import dev.tabrelay.json.Json;
import java.util.List;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A tool's arguments from {@code --name value} words, typed by its input schema: integers and
 * numbers parsed, a boolean flag alone means true ({@code --interactive}), arrays from JSON or
 * repeated flags ({@code --values a --values b}), objects from JSON. {@code --json-args '{…}'} gives
 * them all at once; flags after it add to or replace its fields.
 */
final class DoArgs {
    private DoArgs() {}

    record Parsed(ObjectNode args, boolean json) {}

    static Parsed parse(List<String> words, JsonNode schema) {
        ObjectNode args = Json.MAPPER.createObjectNode();
        boolean json = false;
        JsonNode props = schema.path("properties");
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i);
            if (!w.startsWith("--") || w.length() == 2) {
                throw new IllegalArgumentException("'" + w + "' is not an argument; give arguments as --name value.");
            }
            String name = w.substring(2);
            String inline = null;
            int eq = name.indexOf('=');
            if (eq > 0) {
                inline = name.substring(eq + 1);
                name = name.substring(0, eq);
            }
            if (name.equals("json") && !props.has("json")) {
                json = true;
                continue;
            }
            boolean next = i + 1 < words.size() && !words.get(i + 1).startsWith("--");
            if (name.equals("json-args")) {
                String text = inline != null ? inline : next ? words.get(++i) : null;
                JsonNode given = text == null ? null : readJson(text, "--json-args");
                if (given == null || !given.isObject()) {
                    throw new IllegalArgumentException("--json-args takes a JSON object, e.g. --json-args '{\"ref\": \"e12\"}'.");
                }
                args.setAll((ObjectNode) given);
                continue;
            }
            JsonNode prop = props.path(name);
            if (prop.isMissingNode()) {
                throw new IllegalArgumentException("This tool has no argument --" + name + ".");
            }
            String type = prop.path("type").asString("string");
            String value = inline != null ? inline : type.equals("boolean") && !next ? "true" : next ? words.get(++i) : null;
            if (value == null) {
                throw new IllegalArgumentException("--" + name + " needs a value.");
            }
            set(args, name, type, value, prop);
        }
        return new Parsed(args, json);
    }

    private static void set(ObjectNode args, String name, String type, String value, JsonNode prop) {
        switch (type) {
            case "integer" -> {
                try {
                    args.put(name, Long.parseLong(value.trim()));
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("--" + name + " takes a whole number, not '" + value + "'.");
                }
            }
            case "number" -> {
                try {
                    args.put(name, Double.parseDouble(value.trim()));
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("--" + name + " takes a number, not '" + value + "'.");
                }
            }
            case "boolean" -> {
                if (!value.equals("true") && !value.equals("false")) {
                    throw new IllegalArgumentException("--" + name + " takes true or false, not '" + value + "'.");
                }
                args.put(name, Boolean.parseBoolean(value));
            }
            case "array" -> {
                if (value.trim().startsWith("[")) {
                    args.set(name, readJson(value, "--" + name));
                } else {
                    // Repeated flags collect; items typed by the schema (strings, or JSON objects).
                    var list = args.has(name) && args.get(name).isArray() ? (tools.jackson.databind.node.ArrayNode) args.get(name) : args.putArray(name);
                    list.add(prop.path("items").path("type").asString("string").equals("string") ? Json.MAPPER.getNodeFactory().stringNode(value)
                            : readJson(value, "--" + name));
                }
            }
            case "object" -> args.set(name, readJson(value, "--" + name));
            default -> args.put(name, value);
        }
    }

    private static JsonNode readJson(String text, String what) {
        try {
            return Json.MAPPER.readTree(text);
        } catch (JacksonException e) {
            throw new IllegalArgumentException(what + " is not valid JSON: " + text);
        }
    }
}
