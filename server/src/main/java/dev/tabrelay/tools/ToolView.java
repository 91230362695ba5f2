package dev.tabrelay.tools;

import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.Map;
import java.util.function.UnaryOperator;
import tools.jackson.databind.JsonNode;

/**
 * How one alias of a tool looks to clients written for an earlier design: its own description
 * and argument schema, and the two translations that let the canonical handler serve it
 * (legacy arguments → canonical arguments, canonical result → the legacy result shape).
 *
 * @param description  shown in tools/list under the alias
 * @param inputSchema  the alias's arguments, validated before {@code args} runs
 * @param args         legacy arguments (already valid) → the canonical tool's arguments
 * @param result       the canonical result → what the alias's clients expect
 * @param outputSchema JSON Schema of the alias's structured content (built with {@link Output});
 *                     null: the canonical tool's (or none, when the tool has none)
 */
public record ToolView(String description, Map<String, Object> inputSchema, UnaryOperator<JsonNode> args,
                       UnaryOperator<CallToolResult> result, Map<String, Object> outputSchema) {

    public ToolView(String description, Map<String, Object> inputSchema, UnaryOperator<JsonNode> args,
                    UnaryOperator<CallToolResult> result) {
        this(description, inputSchema, args, result, null);
    }

    /** Same arguments and result as the canonical tool, another description or schema only. */
    public static ToolView of(String description, Map<String, Object> inputSchema) {
        return new ToolView(description, inputSchema, UnaryOperator.identity(), UnaryOperator.identity());
    }

    public ToolView withArgs(UnaryOperator<JsonNode> mapping) {
        return new ToolView(description, inputSchema, mapping, result, outputSchema);
    }

    public ToolView withResult(UnaryOperator<CallToolResult> mapping) {
        return new ToolView(description, inputSchema, args, mapping, outputSchema);
    }

    /** The alias's own output schema, for a result translation that renames fields. */
    public ToolView withOutput(Output output) {
        return withOutputSchema(output.build());
    }

    ToolView withOutputSchema(Map<String, Object> schema) {
        return new ToolView(description, inputSchema, args, result, schema);
    }
}
