package dev.tabrelay.config;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;

/**
 * The daemon's settings, validated once at start by {@link ConfigLoader} and frozen (immutable).
 *
 * @param host             address to bind; loopback by default
 * @param port             TCP port of the one Jetty server; 0 picks a free port (tests)
 * @param commandTimeout   deadline of one command sent to the extension
 * @param configDir        where the pairing key, logs and config.json live
 * @param extensionIds     extension IDs whose Origin may open the extension link
 * @param maxMessageBytes  largest WebSocket message or HTTP body accepted
 * @param security         who may connect and call: keys, hosts, origins, limits
 * @param surfaces         which surfaces are on (MCP, REST) and whether evaluate is allowed
 * @param automation       tool profile and how sessions share the browser
 * @param mcpConfig        the gateway's MCP server list given with --mcp-config / MCP_CONFIG; null: CONFIG_DIR/mcp-servers.json if present
 * @param fleet            DAEMON_ID and PEERS: this daemon's id and the daemons it forwards other ids to
 */
public record Config(
        String host,
        int port,
        Duration commandTimeout,
        Path configDir,
        Set<String> extensionIds,
        int maxMessageBytes,
        Security security,
        Surfaces surfaces,
        Automation automation,
        Path mcpConfig,
        FleetConfig fleet) {

    /**
     * @param requireAuth     every MCP and REST request needs an API key (always on off loopback)
     * @param allowedHosts    Host header values accepted besides loopback names
     * @param allowedOrigins  browser Origins accepted besides the extension's
     * @param rateLimit       default calls per key per window
     * @param rateWindow      the window of rateLimit
     * @param maxInFlight     calls one MCP session may have running at once
     * @param maxSessions     MCP sessions open at once, over all transports
     * @param sessionIdle     SESSION_IDLE_TIMEOUT: a Streamable HTTP session with no request and no open stream
     *                        for this long has ended (its id is answered 404, so its client initializes again)
     */
    public record Security(boolean requireAuth, Set<String> allowedHosts, Set<String> allowedOrigins, int rateLimit,
                           Duration rateWindow, int maxInFlight, int maxSessions, Duration sessionIdle) {
        /** Short, so sessions a client never ended (the TypeScript SDK's close() ends none) stop counting soon. */
        public static final int DEFAULT_SESSION_IDLE_SECONDS = 300;

        public Security {
            allowedHosts = Set.copyOf(allowedHosts);
            allowedOrigins = Set.copyOf(allowedOrigins);
        }
    }

    public record Surfaces(boolean mcp, boolean rest, boolean evaluate) {}

    /**
     * @param toolProfile     TOOLS: full, extract, tabs or claude; null when not set (the extension's choice, else full)
     * @param groupIsolation  ISOLATION=group: a session may only touch the tabs of its own tab group
     * @param closeTabsOnEnd  SESSION_TABS=close: a session's tab group is closed when the session ends
     */
    public record Automation(String toolProfile, boolean groupIsolation, boolean closeTabsOnEnd) {
        public static final Automation DEFAULT = new Automation(null, false, false);
    }

    /** The project's fixed extension ID, derived from the manifest "key". */
    public static final String EXTENSION_ID = "hoddiojdknopfofgicbmfpnlbfjcmhen";
    public static final int DEFAULT_PORT = 22816;
    public static final String DEFAULT_HOST = "127.0.0.1";

    public Config {
        extensionIds = Set.copyOf(extensionIds);
    }

    public Config withPort(int newPort) {
        return new Config(host, newPort, commandTimeout, configDir, extensionIds, maxMessageBytes, security, surfaces, automation, mcpConfig, fleet);
    }

    /** The gateway's config file: the one given, else CONFIG_DIR/mcp-servers.json (which may not exist). */
    public Path gatewayConfigFile() {
        return mcpConfig != null ? mcpConfig : configDir.resolve("mcp-servers.json");
    }

    /** True when the bind address is reachable only from this machine. */
    public boolean loopbackOnly() {
        return host.equals("localhost") || host.startsWith("127.") || host.equals("::1") || host.equals("[::1]");
    }

    /** Base URL clients use; a wildcard bind address is reached through loopback. */
    public String baseUrl() {
        String h = host.equals("0.0.0.0") || host.equals("::") ? "127.0.0.1" : host;
        if (h.contains(":")) {
            h = "[" + h + "]";
        }
        return "http://" + h + ":" + port;
    }
}
