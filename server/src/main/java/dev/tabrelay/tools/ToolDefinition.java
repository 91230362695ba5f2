package dev.tabrelay.tools;

import dev.tabrelay.link.Action;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Everything about one tool in one place: what clients see in {@code tools/list}, the names it
 * answers to, and the code that runs it. The registry, the MCP layer and the README tool table
 * are all derived from these.
 *
 * @param name        canonical name shown in tools/list
 * @param aliases     other names that call the same tool (names from the earlier designs)
 * @param title       short human title
 * @param description when to use it, what to call before it, example arguments
 * @param inputSchema JSON Schema of the arguments (built with {@link Schema})
 * @param outputSchema JSON Schema of the structured content of every successful result (built with
 *                    {@link Output}); null for a tool whose results may lack structured content
 * @param annotations MCP hints (read-only, destructive, idempotent, open-world)
 * @param action      the extension action it sends (docs/automation.md); {@link #uses} names any other
 * @param handler     runs the call, always with canonical arguments
 * @param views       per-alias description, schema and argument/result translation; an alias
 *                    without a view looks exactly like the canonical tool
 * @param gated       runs page JavaScript: hidden and refused unless evaluate is enabled and allowed
 * @param budgeted    returns page content: takes {@code maxChars}/{@code cursor} ({@link OutputBudget})
 */
public record ToolDefinition(
        String name,
        List<String> aliases,
        String title,
        String description,
        Map<String, Object> inputSchema,
        Map<String, Object> outputSchema,
        McpSchema.ToolAnnotations annotations,
        Action action,
        ToolHandler handler,
        Map<String, ToolView> views,
        boolean gated,
        boolean budgeted) {

    public ToolDefinition {
        Objects.requireNonNull(name);
        aliases = List.copyOf(aliases);
        Objects.requireNonNull(handler);
        views = Map.copyOf(views);
        for (String alias : views.keySet()) {
            if (!aliases.contains(alias)) {
                throw new IllegalArgumentException("Tool " + name + " has a view for '" + alias + "', which is not one of its aliases");
            }
        }
    }

    public ToolDefinition(String name, List<String> aliases, String title, String description, Map<String, Object> inputSchema,
                          McpSchema.ToolAnnotations annotations, Action action, ToolHandler handler) {
        this(name, aliases, title, description, inputSchema, null, annotations, action, handler, Map.of(), false, false);
    }

    /** Every name this tool answers to, canonical first. */
    public List<String> names() {
        return java.util.stream.Stream.concat(java.util.stream.Stream.of(name), aliases.stream()).toList();
    }

    /** How the tool looks when listed or called as {@code calledAs} (its output schema included). */
    public ToolView view(String calledAs) {
        ToolView v = views.get(calledAs);
        if (v == null) {
            return ToolView.of(description, inputSchema).withOutputSchema(outputSchema);
        }
        return v.outputSchema() == null ? v.withOutputSchema(outputSchema) : v;
    }

    public ToolDefinition withView(String alias, ToolView view) {
        Map<String, ToolView> all = new LinkedHashMap<>(views);
        all.put(alias, budgeted ? view.withOutputSchema(Output.extend(view.outputSchema(), OutputBudget.output())) : view);
        return new ToolDefinition(name, aliases, title, description, inputSchema, outputSchema, annotations, action, handler, all,
                gated, budgeted);
    }

    /**
     * The shape of every successful result's structured content; a budgeted tool's output schema
     * also gets the budget fields ({@code cursor}, {@code range}).
     */
    public ToolDefinition withOutput(Output output) {
        Map<String, Object> schema = output.build();
        return new ToolDefinition(name, aliases, title, description, inputSchema,
                budgeted ? Output.extend(schema, OutputBudget.output()) : schema, annotations, action, handler, views, gated, budgeted);
    }

    public ToolDefinition asGated() {
        return new ToolDefinition(name, aliases, title, description, inputSchema, outputSchema, annotations, action, handler, views,
                true, budgeted);
    }

    /**
     * Marks the tool as returning page content and adds {@code maxChars} and {@code cursor} to the
     * canonical schema and to every view's schema, and the budget fields to the output schemas.
     */
    public ToolDefinition asBudgeted() {
        Map<String, ToolView> all = new LinkedHashMap<>();
        views.forEach((alias, v) -> all.put(alias, new ToolView(v.description(), OutputBudget.addArguments(v.inputSchema()),
                v.args(), v.result(), Output.extend(v.outputSchema(), OutputBudget.output()))));
        return new ToolDefinition(name, aliases, title, description, OutputBudget.addArguments(inputSchema),
                Output.extend(outputSchema, OutputBudget.output()), annotations, action, handler, all, gated, true);
    }

    public static McpSchema.ToolAnnotations readOnly(String title, boolean openWorld) {
        return new McpSchema.ToolAnnotations(title, true, false, true, openWorld, null);
    }

    public static McpSchema.ToolAnnotations acts(String title, boolean destructive) {
        return new McpSchema.ToolAnnotations(title, false, destructive, false, true, null);
    }
}
