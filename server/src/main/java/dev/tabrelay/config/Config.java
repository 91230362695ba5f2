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
 */
public record Config(
        String host,
        int port,
        Duration commandTimeout,
        Path configDir,
        Set<String> extensionIds,
        int maxMessageBytes) {

    /** The project's fixed extension ID, derived from the manifest "key". */
    public static final String EXTENSION_ID = "hoddiojdknopfofgicbmfpnlbfjcmhen";
    public static final int DEFAULT_PORT = 22816;
    public static final String DEFAULT_HOST = "127.0.0.1";

    public Config {
        extensionIds = Set.copyOf(extensionIds);
    }

    public Config withPort(int newPort) {
        return new Config(host, newPort, commandTimeout, configDir, extensionIds, maxMessageBytes);
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
