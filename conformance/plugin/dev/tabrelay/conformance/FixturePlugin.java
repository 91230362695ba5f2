package dev.tabrelay.conformance;

import dev.tabrelay.plugin.PluginException;
import dev.tabrelay.plugin.PluginResult;
import dev.tabrelay.plugin.PluginTool;
import dev.tabrelay.plugin.TabRelayPlugin;
import java.util.List;
import java.util.Map;

/**
 * The MCP conformance suite's fixture tools, as far as a Java plugin can express them, so that
 * scripts/conformance.sh runs the suite against the daemon users run (plain {@code serve}, no
 * test mode) with these tools added the way any plugin adds tools: a jar in the config
 * directory's plugins/ folder (docs/plugins.md). A plugin tool answers text and structured data
 * only, so the suite's image, audio, embedded-resource, logging, sampling and elicitation
 * fixtures have no plugin form: conformance/expected-failures.yml lists those scenarios with the
 * reason. Names and texts are the suite's reference server's.
 */
public final class FixturePlugin implements TabRelayPlugin {
    private static final Map<String, Object> NO_ARGS = Map.of("type", "object", "properties", Map.of());
    /** The daemon's progress ticks come each second; 4.5 s leaves room for three however busy the machine. */
    private static final long PROGRESS_RUN_MS = 4_500;

    /** The schema the suite's json-schema-2020-12 scenario expects listed unchanged (SEP-1613). */
    private static final Map<String, Object> SCHEMA_2020_12 = Map.of(
            "$schema", "https://json-schema.org/draft/2020-12/schema",
            "type", "object",
            "$defs", Map.of("address", Map.of("type", "object",
                    "properties", Map.of("street", Map.of("type", "string"), "city", Map.of("type", "string")))),
            "properties", Map.of("name", Map.of("type", "string"), "address", Map.of("$ref", "#/$defs/address")),
            "additionalProperties", false);

    @Override
    public String name() {
        return "conformance-fixtures";
    }

    @Override
    public List<PluginTool> tools() {
        return List.of(
                new PluginTool("test_simple_text", "Simple text",
                        "Tests simple text content response (a fixture of the MCP conformance suite).", NO_ARGS, true,
                        call -> PluginResult.of("This is a simple text response for testing.")),
                new PluginTool("test_error_handling", "Error handling",
                        "Tests error response handling (a fixture of the MCP conformance suite).", NO_ARGS, true,
                        call -> {
                            throw new PluginException("This tool intentionally returns an error for testing");
                        }),
                // No plugin API for progress: the daemon itself reports progress every second of any
                // call that gave a token (docs/mcp-conformance.md, "Cancellation and progress"), so a
                // call that lasts a little over three seconds gets the three the suite asks for.
                new PluginTool("test_tool_with_progress", "Progress",
                        "Tests tool that reports progress notifications (a fixture of the MCP conformance suite).", NO_ARGS, true,
                        call -> {
                            Thread.sleep(PROGRESS_RUN_MS);
                            return PluginResult.of("Progress test completed");
                        }),
                new PluginTool("json_schema_2020_12_tool", "JSON Schema 2020-12",
                        "Tool with JSON Schema 2020-12 features for conformance testing (SEP-1613).", SCHEMA_2020_12, true,
                        call -> PluginResult.of("JSON Schema 2020-12 tool called with: " + call.arguments())));
    }
}
