package dev.tabrelay.tools;

import io.modelcontextprotocol.spec.McpSchema;
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
 * @param annotations MCP hints (read-only, destructive, idempotent, open-world)
 * @param action      the extension action it maps to (docs/protocol.md), for documentation
 * @param handler     runs the call
 */
public record ToolDefinition(
        String name,
        List<String> aliases,
        String title,
        String description,
        Map<String, Object> inputSchema,
        McpSchema.ToolAnnotations annotations,
        String action,
        ToolHandler handler) {

    public ToolDefinition {
        Objects.requireNonNull(name);
        aliases = List.copyOf(aliases);
        Objects.requireNonNull(handler);
    }

    /** Every name this tool answers to, canonical first. */
    public List<String> names() {
        return java.util.stream.Stream.concat(java.util.stream.Stream.of(name), aliases.stream()).toList();
    }

    static McpSchema.ToolAnnotations readOnly(String title, boolean openWorld) {
        return new McpSchema.ToolAnnotations(title, true, false, true, openWorld, null);
    }
}
