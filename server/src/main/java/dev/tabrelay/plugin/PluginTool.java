package dev.tabrelay.plugin;

import java.util.Map;
import java.util.Objects;

/**
 * One tool a plugin adds.
 *
 * @param name        the name in tools/list and REST: 2-64 lowercase letters, digits or '_', not a core tool's name
 * @param title       a short human title
 * @param description what it does and when to use it, with an example call (40 characters or more)
 * @param inputSchema the JSON Schema of its arguments, as plain maps and lists ({@code {"type": "object", ...}});
 *                    the daemon checks every call against it before the handler runs
 * @param readOnly    whether it only reads (the MCP hint clients use to skip confirmation)
 * @param handler     the code that runs a call
 */
public record PluginTool(String name, String title, String description, Map<String, Object> inputSchema, boolean readOnly,
                         PluginHandler handler) {
    public PluginTool {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(handler, "handler");
        inputSchema = inputSchema == null ? Map.of("type", "object") : inputSchema;
        title = title == null ? name : title;
    }

    /** Runs one call of a plugin tool. */
    @FunctionalInterface
    public interface PluginHandler {
        /**
         * Runs on its own (virtual) thread, so plain blocking code is fine; it must finish within the
         * daemon's command timeout plus 15 s. Throw {@link PluginException} for a failure the caller
         * can act on; anything else thrown becomes {@code PLUGIN_FAILED} with its message.
         */
        PluginResult call(PluginCall call) throws Exception;
    }
}
