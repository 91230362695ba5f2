package dev.tabrelay.shortcuts;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.json.Json;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A named sequence of tool calls whose arguments may use {@code {{parameter}}}. A string that is
 * exactly one placeholder takes the argument's JSON value (a number stays a number); a
 * placeholder inside a longer string is replaced by the argument's text.
 *
 * @param parameters name → {description, default?}; a parameter without a default is required
 */
public record Shortcut(String name, String description, Map<String, Param> parameters, List<Step> steps) {
    public static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9_-]{0,63}");
    public static final int MAX_STEPS = 50;
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*}}");

    public record Param(String description, JsonNode defaultValue) {}

    /** @param when a parameter name: the step runs only when that argument is given and not empty (null: always) */
    public record Step(String tool, ObjectNode args, String when) {
        public Step(String tool, ObjectNode args) {
            this(tool, args, null);
        }
    }

    public Shortcut {
        parameters = Map.copyOf(new LinkedHashMap<>(parameters));
        steps = List.copyOf(steps);
    }

    /** Reads and checks a shortcut (a save call's arguments or a file); the error names the field. */
    public static Shortcut parse(JsonNode json, String where) {
        String name = json.path("name").asString("");
        if (!NAME.matcher(name).matches()) {
            throw invalid(where + ": 'name' must be 1-64 lowercase letters, digits, '_' or '-', e.g. \"add_item\".");
        }
        Map<String, Param> params = new LinkedHashMap<>();
        json.path("parameters").properties().forEach(e -> params.put(e.getKey(),
                new Param(e.getValue().path("description").asString(""), e.getValue().get("default"))));
        JsonNode stepsJson = json.path("steps");
        if (!stepsJson.isArray() || stepsJson.isEmpty() || stepsJson.size() > MAX_STEPS) {
            throw invalid(where + ": 'steps' must list 1 to " + MAX_STEPS + " steps, each {\"tool\": …, \"args\": {…}}.");
        }
        List<Step> steps = new ArrayList<>();
        for (JsonNode s : stepsJson) {
            String tool = s.path("tool").asString("");
            if (tool.isBlank() || (s.has("args") && !s.get("args").isObject())) {
                throw invalid(where + ": step " + (steps.size() + 1) + " needs a 'tool' name and an 'args' object.");
            }
            steps.add(new Step(tool, s.has("args") ? ((ObjectNode) s.get("args")).deepCopy() : Json.object(),
                    s.hasNonNull("when") ? s.get("when").asString() : null));
        }
        Shortcut shortcut = new Shortcut(name, json.path("description").asString(""), params, steps);
        Set<String> undeclared = new LinkedHashSet<>(shortcut.placeholders());
        shortcut.steps().stream().map(Step::when).filter(java.util.Objects::nonNull).forEach(undeclared::add);
        undeclared.removeAll(params.keySet());
        if (!undeclared.isEmpty()) {
            throw invalid(where + ": the steps use " + undeclared + " but 'parameters' does not declare "
                    + (undeclared.size() == 1 ? "it" : "them") + ".");
        }
        return shortcut;
    }

    /** Every placeholder name used in the steps, in order of first use. */
    public Set<String> placeholders() {
        Set<String> names = new LinkedHashSet<>();
        for (Step s : steps) {
            collect(s.args(), names);
        }
        return names;
    }

    /** The steps' arguments with {@code arguments} (and defaults) substituted. */
    public List<Step> substitute(JsonNode arguments) {
        Map<String, JsonNode> values = new LinkedHashMap<>();
        parameters.forEach((n, p) -> {
            if (p.defaultValue() != null) {
                values.put(n, p.defaultValue());
            }
        });
        arguments.properties().forEach(e -> {
            if (!parameters.containsKey(e.getKey())) {
                throw invalid("Shortcut '" + name + "' has no parameter '" + e.getKey() + "'; its parameters are "
                        + parameters.keySet() + ".");
            }
            values.put(e.getKey(), e.getValue());
        });
        // A step that runs only "when" an argument is given is dropped without it, with its placeholders.
        List<Step> active = steps.stream().filter(st -> st.when() == null || given(values.get(st.when()))).toList();
        Set<String> used = new LinkedHashSet<>();
        active.forEach(st -> collect(st.args(), used));
        for (String needed : used) {
            if (!values.containsKey(needed)) {
                throw invalid("Shortcut '" + name + "' needs the argument '" + needed + "'"
                        + (parameters.get(needed).description().isBlank() ? "" : " (" + parameters.get(needed).description() + ")") + ".");
            }
        }
        return active.stream().map(s -> new Step(s.tool(), (ObjectNode) replace(s.args(), values), s.when())).toList();
    }

    public ObjectNode toJson() {
        ObjectNode o = Json.object().put("name", name).put("description", description);
        ObjectNode params = o.putObject("parameters");
        parameters.forEach((n, p) -> {
            ObjectNode po = params.putObject(n).put("description", p.description());
            if (p.defaultValue() != null) {
                po.set("default", p.defaultValue());
            }
        });
        ArrayNode list = o.putArray("steps");
        steps.forEach(s -> {
            ObjectNode step = list.addObject().put("tool", s.tool());
            step.set("args", s.args());
            if (s.when() != null) {
                step.put("when", s.when());
            }
        });
        return o;
    }

    private static boolean given(JsonNode value) {
        return value != null && !value.isNull() && !(value.isString() && value.asString().isEmpty())
                && !(value.isContainer() && value.isEmpty());
    }

    private static void collect(JsonNode node, Set<String> names) {
        if (node.isString()) {
            Matcher m = PLACEHOLDER.matcher(node.asString());
            while (m.find()) {
                names.add(m.group(1));
            }
        }
        node.forEach(child -> collect(child, names));
    }

    private static JsonNode replace(JsonNode node, Map<String, JsonNode> values) {
        if (node.isString()) {
            String text = node.asString();
            Matcher whole = PLACEHOLDER.matcher(text);
            if (whole.matches()) {
                return values.get(whole.group(1)).deepCopy();
            }
            return Json.MAPPER.getNodeFactory().stringNode(PLACEHOLDER.matcher(text).replaceAll(m -> Matcher.quoteReplacement(
                    values.get(m.group(1)).isString() ? values.get(m.group(1)).asString() : values.get(m.group(1)).toString())));
        }
        if (node.isObject()) {
            ObjectNode out = Json.object();
            node.properties().forEach(e -> out.set(e.getKey(), replace(e.getValue(), values)));
            return out;
        }
        if (node.isArray()) {
            ArrayNode out = Json.MAPPER.createArrayNode();
            node.forEach(child -> out.add(replace(child, values)));
            return out;
        }
        return node;
    }

    private static ToolFailure invalid(String message) {
        return new ToolFailure(ErrorCode.INVALID_ARGUMENT, message);
    }
}
