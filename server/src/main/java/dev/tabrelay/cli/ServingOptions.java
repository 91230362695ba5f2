package dev.tabrelay.cli;

import java.util.Map;
import picocli.CommandLine.Option;

/**
 * Options of the commands that serve tools ({@code serve}, {@code launch}, {@code stdio}); kept
 * apart from {@link DaemonOptions} because {@code keys create} has its own {@code --tools}.
 */
final class ServingOptions {
    @Option(names = "--enable-evaluate", description = "Allow browser_evaluate (page JavaScript) for local callers and keys created with --evaluate (env ENABLE_EVALUATE, default off).")
    Boolean enableEvaluate;

    @Option(names = "--tools", paramLabel = "PROFILE", description = "Tool names tools/list shows: compact, full, extract, tabs or claude (env TOOLS; default: the extension's setting, else compact). Calls by any name always work.")
    String tools;

    @Option(names = "--isolation", paramLabel = "MODE", description = "shared: sessions may use any tab; group: only the tabs of their own tab group (env ISOLATION, default shared).")
    String isolation;

    @Option(names = "--session-tabs", paramLabel = "WHAT", description = "keep or close a session's tab group when it ends (env SESSION_TABS, default keep).")
    String sessionTabs;

    @Option(names = "--mcp-config", paramLabel = "FILE", description = "Local (stdio) MCP servers the gateway runs, in Claude Desktop's {\"mcpServers\": …} format (env MCP_CONFIG; default CONFIG_DIR/mcp-servers.json when present).")
    String mcpConfig;

    @Option(names = "--session-idle-timeout", paramLabel = "S", description = "Seconds after which a Streamable HTTP session with no request and no open stream ends; its client initializes again (env SESSION_IDLE_TIMEOUT, default 300).")
    Integer sessionIdleTimeout;

    void putInto(Map<String, String> flags) {
        DaemonOptions.putFlag(flags, "SESSION_IDLE_TIMEOUT", sessionIdleTimeout);
        DaemonOptions.putFlag(flags, "ENABLE_EVALUATE", enableEvaluate);
        DaemonOptions.putFlag(flags, "TOOLS", tools);
        DaemonOptions.putFlag(flags, "ISOLATION", isolation);
        DaemonOptions.putFlag(flags, "SESSION_TABS", sessionTabs);
        // Relative to where the command runs, not to the daemon's config directory.
        DaemonOptions.putFlag(flags, "MCP_CONFIG", mcpConfig == null ? null : java.nio.file.Path.of(mcpConfig).toAbsolutePath().toString());
    }
}
