package dev.tabrelay.tools;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.json.Json;
import dev.tabrelay.plugin.PluginCall;
import dev.tabrelay.plugin.PluginException;
import dev.tabrelay.plugin.PluginResult;
import dev.tabrelay.plugin.PluginTool;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.core.type.TypeReference;

/**
 * A Java plugin's {@link PluginTool} as a registry tool. Its handler runs on a virtual thread of
 * its own, so plugin authors write plain blocking code; the browser actions it asks for go through
 * the invoker as the caller ({@link ToolCall#nested}), exactly like a shortcut's steps, so the
 * caller's ACL and sites and the user's site policy apply to each. A plugin that hangs is answered
 * with TIMEOUT at the deadline and its thread interrupted; whatever it throws becomes a ToolFailure
 * (no stack trace on the wire; the log keeps it for the plugin's author).
 */
final class JavaPluginTools {
    private static final Logger log = LoggerFactory.getLogger(JavaPluginTools.class);
    static final Pattern NAME = Pattern.compile("[a-z][a-z0-9_]{1,63}");
    private static final TypeReference<Map<String, Object>> MAP = new TypeReference<>() {};

    private JavaPluginTools() {}

    /** IllegalArgumentException naming the field when the plugin describes its tool wrongly. */
    static ToolDefinition definition(String plugin, PluginTool tool, Duration deadline, Supplier<ToolRegistry> registry) {
        if (!NAME.matcher(tool.name()).matches()) {
            throw new IllegalArgumentException("tool name '" + tool.name() + "' must be 2-64 lowercase letters, digits or '_'");
        }
        if (tool.description() == null || tool.description().strip().length() < 40) {
            throw new IllegalArgumentException("tool '" + tool.name() + "' needs a description of 40 characters or more"
                    + " saying what it does and when to use it");
        }
        if (!"object".equals(tool.inputSchema().get("type"))) {
            throw new IllegalArgumentException("tool '" + tool.name() + "': inputSchema must be {\"type\": \"object\", ...}");
        }
        McpSchema.ToolAnnotations hints = tool.readOnly() ? ToolDefinition.readOnly(tool.title(), true)
                : ToolDefinition.acts(tool.title(), false);
        return new ToolDefinition(tool.name(), List.of(), tool.title(), tool.description(), Map.copyOf(tool.inputSchema()), hints,
                null, call -> run(plugin, tool, call, deadline, registry));
    }

    private static CompletableFuture<CallToolResult> run(String plugin, PluginTool tool, ToolCall call, Duration deadline,
                                                         Supplier<ToolRegistry> registry) {
        CompletableFuture<CallToolResult> out = new CompletableFuture<>();
        Map<String, Object> args = Json.MAPPER.convertValue(call.args(), MAP);
        PluginCall pluginCall = new PluginCall() {
            @Override
            public Map<String, Object> arguments() {
                return args;
            }

            @Override
            public Map<String, Object> tool(String name, Map<String, Object> arguments) throws PluginException {
                return nested(call, registry.get(), name, arguments);
            }
        };
        Thread worker = Thread.ofVirtual().name("plugin-" + tool.name()).start(() -> {
            try {
                PluginResult r = tool.handler().call(pluginCall);
                CallToolResult.Builder b = CallToolResult.builder().addTextContent(r == null ? "" : r.text());
                if (r != null && !r.data().isEmpty()) {
                    b.structuredContent(r.data());
                }
                out.complete(b.build());
            } catch (Throwable e) {
                out.completeExceptionally(failure(plugin, tool.name(), e));
            }
        });
        CompletableFuture.delayedExecutor(deadline.toMillis(), TimeUnit.MILLISECONDS).execute(() -> {
            if (out.completeExceptionally(new ToolFailure(ErrorCode.PLUGIN_FAILED, "The plugin tool '" + tool.name() + "' (plugin '"
                    + plugin + "') did not finish within " + deadline.toSeconds() + " s and was stopped; retry, or report it to"
                    + " the plugin's author."))) {
                worker.interrupt();
            }
        });
        return out;
    }

    /** Runs {@code name} as the caller, blocking this plugin thread; a failure is a PluginException with the tool's code. */
    private static Map<String, Object> nested(ToolCall call, ToolRegistry registry, String name, Map<String, Object> arguments)
            throws PluginException {
        ToolDefinition def = registry.find(name).orElseThrow(() -> new PluginException(ErrorCode.INVALID_ARGUMENT.name(),
                "The plugin asked for the tool '" + name + "', which this daemon does not have."));
        CallToolResult result;
        try {
            result = call.nested().call(def, name, Json.MAPPER.valueToTree(arguments == null ? Map.of() : arguments)).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new PluginException(ErrorCode.PLUGIN_FAILED.name(), "stopped at its deadline while '" + name + "' ran");
        } catch (ExecutionException e) {
            ToolFailure f = ToolFailure.from(e.getCause());
            throw new PluginException(f.code().name(), name + " failed: " + f.getMessage());
        }
        if (Boolean.TRUE.equals(result.isError())) {
            String text = result.content().stream().filter(c -> c instanceof McpSchema.TextContent)
                    .map(c -> ((McpSchema.TextContent) c).text()).findFirst().orElse("");
            throw new PluginException(ShortcutTools.codeOf(result).name(), name + " failed: " + text);
        }
        Map<String, Object> data = new java.util.LinkedHashMap<>();
        if (result.structuredContent() != null) {
            data.putAll(Json.MAPPER.convertValue(result.structuredContent(), MAP));
        }
        // Page text (browser_get_page_text, browser_extract) travels as text content, not data: give it
        // too, without the page content fence (data.pageContent says whose text it is).
        data.putIfAbsent("text", PageContent.unwrap(result.content().stream().filter(c -> c instanceof McpSchema.TextContent)
                .map(c -> ((McpSchema.TextContent) c).text()).reduce("", String::concat), data.get("pageContent")));
        return data;
    }

    /** A PluginException keeps its code when it is one of TabRelay's; anything else thrown is PLUGIN_FAILED. */
    private static ToolFailure failure(String plugin, String tool, Throwable e) {
        String where = "The plugin tool '" + tool + "' (plugin '" + plugin + "') failed: ";
        if (e instanceof PluginException p) {
            ErrorCode code;
            try {
                code = ErrorCode.valueOf(p.code());
            } catch (IllegalArgumentException | NullPointerException unknown) {
                code = ErrorCode.PLUGIN_FAILED;
            }
            return new ToolFailure(code, where + p.getMessage());
        }
        log.warn("Plugin '{}' tool '{}' threw", plugin, tool, e);
        return new ToolFailure(ErrorCode.PLUGIN_FAILED, where + e.getClass().getSimpleName()
                + (e.getMessage() == null ? "" : ": " + e.getMessage()) + ". The daemon log has the details for the plugin's author.");
    }
}
