package dev.tabrelay.config;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The settings a running daemon applies to every client, under their environment names, as
 * {@code /health} shows them: a command started with other options (`tabrelay stdio --isolation
 * group` while a daemon runs) compares its own against these and says which it cannot apply.
 * None of them is a secret.
 */
public final class DaemonSettings {
    private DaemonSettings() {}

    public static Map<String, String> of(Config c) {
        Map<String, String> s = new LinkedHashMap<>();
        s.put("REQUIRE_AUTH", String.valueOf(c.security().requireAuth()));
        s.put("ENABLE_EVALUATE", String.valueOf(c.surfaces().evaluate()));
        s.put("TOOLS", c.automation().toolProfile() == null ? "" : c.automation().toolProfile());
        s.put("ISOLATION", c.automation().groupIsolation() ? "group" : "shared");
        s.put("SESSION_TABS", c.automation().closeTabsOnEnd() ? "close" : "keep");
        s.put("COMMAND_TIMEOUT", String.valueOf(c.commandTimeout().toMillis()));
        s.put("RATE_LIMIT", String.valueOf(c.security().rateLimit()));
        s.put("RATE_WINDOW", String.valueOf(c.security().rateWindow().toMillis()));
        s.put("SESSION_IDLE_TIMEOUT", String.valueOf(c.security().sessionIdle().toSeconds()));
        s.put("MCP_CONFIG", c.mcpConfig() == null ? "" : c.mcpConfig().toString());
        s.put("DAEMON_ID", c.fleet().daemonId());
        s.put("PEERS", c.fleet().peersText());
        return s;
    }
}
