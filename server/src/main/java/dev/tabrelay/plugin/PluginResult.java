package dev.tabrelay.plugin;

import java.util.Map;

/**
 * What a plugin tool answers: a sentence for the model, and optionally data for programs (MCP
 * {@code structuredContent}, REST {@code data}).
 */
public record PluginResult(String text, Map<String, Object> data) {
    public PluginResult {
        text = text == null ? "" : text;
        data = data == null ? Map.of() : data;
    }

    public static PluginResult of(String text) {
        return new PluginResult(text, Map.of());
    }
}
