package dev.tabrelay.tools;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BiConsumer;

/**
 * All tools, looked up by canonical name or alias. The core tools are built once at start; a
 * duplicate name or alias, or a tool without a description, is a programming error caught at
 * construction (and by RegistryTest). Plugin tools (site recipes, Java plugins) come and go while the daemon
 * runs ({@link #setPlugins}); they never shadow a core name, and every surface sees the change:
 * lookups at once, MCP servers through {@link #onPluginsChanged}.
 */
public final class ToolRegistry {
    private final List<ToolDefinition> tools;
    private final CallHistory history;
    private final Map<String, ToolDefinition> byName = new LinkedHashMap<>();
    private volatile List<ToolDefinition> plugins = List.of();
    private volatile Map<String, ToolDefinition> pluginNames = Map.of();
    private final List<BiConsumer<List<ToolDefinition>, List<ToolDefinition>>> listeners = new CopyOnWriteArrayList<>();
    private volatile java.util.function.Supplier<Map<String, Object>> pluginStatus = () -> Map.of("loaded", List.of(), "problems", List.of());

    public ToolRegistry(List<ToolDefinition> tools) {
        this(tools, new CallHistory());
    }

    ToolRegistry(List<ToolDefinition> tools, CallHistory history) {
        this.history = history;
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

    /** The recent calls' arguments, for shortcuts saved from the activity log; the invoker fills it. */
    public CallHistory history() {
        return history;
    }

    /** The core tools, then the plugin tools of the moment. */
    public List<ToolDefinition> tools() {
        List<ToolDefinition> p = plugins;
        if (p.isEmpty()) {
            return tools;
        }
        List<ToolDefinition> all = new ArrayList<>(tools);
        all.addAll(p);
        return all;
    }

    public Optional<ToolDefinition> find(String nameOrAlias) {
        ToolDefinition core = byName.get(nameOrAlias);
        return Optional.ofNullable(core != null ? core : pluginNames.get(nameOrAlias));
    }

    /** Whether {@code name} is a core tool's name or alias (a plugin may not take it). */
    public boolean isCore(String name) {
        return byName.containsKey(name);
    }

    /** Whether {@code name} is a plugin tool's name (a site recipe's or a Java plugin's) at the moment. */
    public boolean isPlugin(String name) {
        return pluginNames.containsKey(name);
    }

    /** The Java plugins loaded and the jars that failed to load ({@code {"loaded": [...], "problems": [...]}}). */
    public Map<String, Object> pluginStatus() {
        return pluginStatus.get();
    }

    void pluginStatus(java.util.function.Supplier<Map<String, Object>> status) {
        pluginStatus = status;
    }

    /** Replaces the plugin tools; listeners get (removed, added). Names clashing with core tools must be filtered first. */
    public synchronized void setPlugins(List<ToolDefinition> next) {
        List<ToolDefinition> old = plugins;
        Map<String, ToolDefinition> names = new LinkedHashMap<>();
        for (ToolDefinition t : next) {
            for (String n : t.names()) {
                if (isCore(n) || names.putIfAbsent(n, t) != null) {
                    throw new IllegalArgumentException("Plugin tool name '" + n + "' is taken");
                }
            }
        }
        plugins = List.copyOf(next);
        pluginNames = Map.copyOf(names);
        listeners.forEach(l -> l.accept(old, plugins));
    }

    /** Called with (previous plugin tools, current plugin tools) after each {@link #setPlugins}. */
    public void onPluginsChanged(BiConsumer<List<ToolDefinition>, List<ToolDefinition>> listener) {
        listeners.add(listener);
    }
}
