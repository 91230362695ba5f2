package dev.tabrelay.tools;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * All tools, looked up by canonical name or alias. Built once at start; a duplicate name or
 * alias, or a tool without a description, is a programming error caught at construction (and
 * by RegistryTest).
 */
public final class ToolRegistry {
    private final List<ToolDefinition> tools;
    private final Map<String, ToolDefinition> byName = new LinkedHashMap<>();

    public ToolRegistry(List<ToolDefinition> tools) {
        this.tools = List.copyOf(tools);
        for (ToolDefinition t : tools) {
            if (t.description() == null || t.description().isBlank()) {
                throw new IllegalArgumentException("Tool " + t.name() + " has no description");
            }
            for (String n : t.names()) {
                if (byName.putIfAbsent(n, t) != null) {
                    throw new IllegalArgumentException("Tool name or alias '" + n + "' is defined twice");
                }
            }
        }
    }

    public List<ToolDefinition> tools() {
        return tools;
    }

    public Optional<ToolDefinition> find(String nameOrAlias) {
        return Optional.ofNullable(byName.get(nameOrAlias));
    }
}
