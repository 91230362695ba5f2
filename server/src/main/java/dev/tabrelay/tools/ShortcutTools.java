package dev.tabrelay.tools;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.record.Recordings;
import dev.tabrelay.shortcuts.Shortcut;
import dev.tabrelay.shortcuts.ShortcutStore;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import tools.jackson.databind.node.ObjectNode;

/**
 * Shortcuts (Claude in Chrome's {@code shortcuts_list} / {@code shortcuts_execute}): save a
 * sequence of tool calls under a name, list them, run one with new arguments. A run sends each
 * step through the tool invoker as the caller ({@link ToolCall#nested}), so a step the caller's
 * key may not make, or on a site it may not see, fails exactly as it would called directly; the
 * run stops at the first failure and names the step.
 */
final class ShortcutTools {
    private static final String PREFIX = "browser_shortcut_";

    private final ShortcutStore store;
    /** The registry these tools are part of, known once it is built. */
    private final Supplier<ToolRegistry> registry;
    private final ShortcutSources sources;

    ShortcutTools(ShortcutStore store, Supplier<ToolRegistry> registry, Recordings recordings, CallHistory history) {
        this.store = store;
        this.registry = registry;
        this.sources = new ShortcutSources(recordings, history);
    }

    List<ToolDefinition> definitions() {
        return List.of(list(), run(), save());
    }

    private ToolDefinition list() {
        return new ToolDefinition(PREFIX + "list", List.of("shortcuts_list"), "List shortcuts",
                """
                List the saved shortcuts: named sequences of tool calls the user or an agent saved, with their \
                description, parameters and steps, to run one with browser_shortcut_run. Takes no arguments. \
                Example: {}.""",
                Schema.object().build(), ToolDefinition.readOnly("List shortcuts", false), null,
                call -> CompletableFuture.supplyAsync(() -> {
                    List<Object> all = new ArrayList<>();
                    StringBuilder text = new StringBuilder();
                    for (Shortcut s : store.list()) {
                        all.add(dev.tabrelay.json.Json.toPlain(s.toJson()));
                        text.append("- ").append(s.name()).append(s.parameters().isEmpty() ? "" : " " + s.parameters().keySet())
                                .append(": ").append(s.description()).append(" (").append(s.steps().size()).append(" steps)\n");
                    }
                    return CallToolResult.builder()
                            .addTextContent(all.isEmpty() ? "No shortcuts saved yet; save one with browser_shortcut_save." : text.toString())
                            .structuredContent(Map.of("shortcuts", all)).build();
                }))
                .withOutput(Output.object().array("shortcuts"));
    }

    private ToolDefinition run() {
        return new ToolDefinition(PREFIX + "run", List.of("shortcuts_execute"), "Run a shortcut",
                """
                Run a saved shortcut (browser_shortcut_list) with arguments for its parameters: its steps run in \
                order as your own tool calls, each step's result is reported, and the run stops at the first step \
                that fails, naming it. tabId, when given, is used by every step that names no tab. Example: \
                {"name": "add_item", "arguments": {"item": "Lemons"}, "tabId": 123}.""",
                Schema.object().string("name", "The shortcut's name.")
                        .raw("arguments", Map.of("type", "object", "description", "Values for the shortcut's parameters."))
                        .integer("tabId", "Tab for the steps that name none.", 0).required("name").build(),
                ToolDefinition.acts("Run a shortcut", true), null, this::execute)
                .withOutput(Output.object().string("name").array("steps"));
    }

    private ToolDefinition save() {
        Map<String, Object> step = Map.of("type", "object", "required", List.of("tool"), "properties", Map.of(
                "tool", Map.of("type", "string", "description", "A tool name or alias, e.g. browser_click."),
                "args", Map.of("type", "object", "description", "Its arguments; strings may use {{parameter}}.")));
        return new ToolDefinition(PREFIX + "save", List.of(), "Save a shortcut",
                """
                Save a sequence of tool calls as a named shortcut the user and agents can run again with \
                browser_shortcut_run; argument strings may use {{parameter}} placeholders, declared in 'parameters'. \
                Saving under an existing name replaces it. Instead of steps, fromRecording takes the calls this session \
                made on a tab it recorded with browser_record, and fromActivity the calls picked in the side panel's \
                activity log; a parameter's 'value' then becomes {{parameter}} wherever it was typed. Stored as readable JSON in the daemon's config directory (shortcuts/<name>.json). Example: \
                {"name": "add_item", "description": "Add an item to the list", "parameters": {"item": {"description": \
                "What to add"}}, "steps": [{"tool": "browser_type", "args": {"selector": "#item", "text": "{{item}}"}}, \
                {"tool": "browser_click", "args": {"selector": "#add"}}]}; {"name": "add_item", "fromRecording": 123, \
                "parameters": {"item": {"description": "What to add", "value": "Oat milk"}}}.""",
                Schema.object().string("name", "1-64 lowercase letters, digits, '_' or '-'.")
                        .string("description", "What the shortcut does, for the list.")
                        .raw("parameters", Map.of("type", "object", "description",
                                "Parameter name → {\"description\": …, \"default\": …, \"value\": … (with fromRecording or fromActivity: the"
                                        + " recorded text it replaces)}; one without a default is required."))
                        .raw("steps", Map.of("type", "array", "minItems", 1, "maxItems", Shortcut.MAX_STEPS, "items", step,
                                "description", "The tool calls, in order."))
                        .integer("fromRecording", "A tabId this session recorded (browser_record): its calls become the steps.", 0)
                        .raw("fromActivity", Map.of("type", "array", "minItems", 1, "maxItems", Shortcut.MAX_STEPS,
                                "items", Map.of("type", "string"), "description",
                                "Call ids from the side panel's activity log (each command's 'call'): those calls become the steps."))
                        .required("name").build(),
                new McpSchema.ToolAnnotations("Save a shortcut", false, false, true, false, null), null,
                call -> CompletableFuture.supplyAsync(() -> {
                    Shortcut s = Shortcut.parse(sources.withSteps(call), "The shortcut");
                    for (Shortcut.Step st : s.steps()) {
                        tool(st.tool());
                    }
                    boolean replaced = store.save(s);
                    return CallToolResult.builder().addTextContent((replaced ? "Replaced" : "Saved") + " shortcut '" + s.name()
                                    + "' (" + s.steps().size() + " steps); run it with browser_shortcut_run.")
                            .structuredContent(Map.of("name", s.name(), "replaced", replaced, "steps", s.steps().size())).build();
                }))
                .withOutput(Output.object().string("name").bool("replaced").integer("steps"));
    }

    /** A step's tool; shortcut tools themselves are not steps, so a run cannot recurse. */
    private ToolDefinition tool(String name) {
        ToolDefinition def = registry.get().find(name).orElseThrow(() -> new ToolFailure(ErrorCode.INVALID_ARGUMENT,
                "A step names the tool '" + name + "', which this daemon does not have; see tools/list."));
        if (def.name().startsWith(PREFIX)) {
            throw new ToolFailure(ErrorCode.INVALID_ARGUMENT, "A shortcut's steps cannot run shortcut tools ('" + name + "').");
        }
        return def;
    }

    private CompletableFuture<CallToolResult> execute(ToolCall call) {
        String name = call.requiredString("name");
        Shortcut shortcut = store.find(name).orElseThrow(() -> new ToolFailure(ErrorCode.INVALID_ARGUMENT,
                "No shortcut is named '" + name + "'; browser_shortcut_list shows the saved ones."));
        List<Shortcut.Step> steps = shortcut.substitute(call.args().path("arguments"));
        List<Map<String, Object>> done = new ArrayList<>();
        CompletableFuture<Void> chain = CompletableFuture.completedFuture(null);
        for (int i = 0; i < steps.size(); i++) {
            int index = i;
            Shortcut.Step step = steps.get(i);
            chain = chain.thenCompose(v -> runStep(call, shortcut, index, steps.size(), step).thenAccept(done::add));
        }
        return chain.thenApply(v -> {
            StringBuilder text = new StringBuilder("Shortcut '" + name + "' ran " + steps.size() + " steps:\n");
            done.forEach(d -> text.append(d.get("step")).append(". ").append(d.get("tool")).append(": ").append(d.get("text")).append('\n'));
            return CallToolResult.builder().addTextContent(text.toString())
                    .structuredContent(Map.of("name", name, "steps", done)).build();
        });
    }

    private CompletableFuture<Map<String, Object>> runStep(ToolCall call, Shortcut shortcut, int index, int total, Shortcut.Step step) {
        String where = "Shortcut '" + shortcut.name() + "' stopped at step " + (index + 1) + " of " + total + " (" + step.tool() + ")";
        ToolDefinition def;
        try {
            def = tool(step.tool());
        } catch (ToolFailure f) {
            return CompletableFuture.failedFuture(new ToolFailure(f.code(), where + ": " + f.getMessage()));
        }
        ObjectNode args = step.args().deepCopy();
        if (call.args().hasNonNull("tabId") && !args.has("tabId") && hasProperty(def.view(step.tool()).inputSchema(), "tabId")) {
            args.set("tabId", call.args().get("tabId"));
        }
        return call.nested().call(def, step.tool(), args).handle((result, error) -> {
            if (error != null) {
                ToolFailure f = ToolFailure.from(error);
                throw new ToolFailure(f.code(), where + ": " + f.getMessage());
            }
            String text = result.content().stream().filter(c -> c instanceof McpSchema.TextContent)
                    .map(c -> ((McpSchema.TextContent) c).text()).findFirst().orElse("done");
            if (Boolean.TRUE.equals(result.isError())) {
                throw new ToolFailure(codeOf(result), where + ": " + text);
            }
            Map<String, Object> d = new LinkedHashMap<>();
            d.put("step", index + 1);
            d.put("tool", step.tool());
            d.put("text", text.length() > 300 ? text.substring(0, 299) + "…" : text);
            // A step's data is kept when small: the point is what each step did, not the page it read.
            if (result.structuredContent() != null
                    && dev.tabrelay.json.Json.MAPPER.valueToTree(result.structuredContent()).toString().length() <= 2000) {
                d.put("result", result.structuredContent());
            }
            return d;
        });
    }

    static ErrorCode codeOf(CallToolResult result) {
        if (result.structuredContent() instanceof Map<?, ?> m && m.get("error") instanceof Map<?, ?> e
                && e.get("code") instanceof String code) {
            try {
                return ErrorCode.valueOf(code);
            } catch (IllegalArgumentException unknown) {
                return ErrorCode.INTERNAL;
            }
        }
        return ErrorCode.INTERNAL;
    }

    private static boolean hasProperty(Map<String, Object> schema, String name) {
        return schema.get("properties") instanceof Map<?, ?> p && p.containsKey(name);
    }
}
