package dev.tabrelay.stdio;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;

/**
 * Where the daemon is and how long the proxy waits for it. The defaults are the product's; tests
 * shorten the deadlines so that failure paths finish in well under a second.
 */
record ProxySettings(
        String host,
        int port,
        Path configDir,
        Duration startDeadline,     // launch to the daemon accepting the proxy's WebSocket
        Duration reconnectBudget,   // total time spent reconnecting after a drop
        Duration initialBackoff,
        Duration maxBackoff,
        Duration connectTimeout,    // one TCP + WebSocket handshake attempt
        Duration replayTimeout,     // the replayed initialize's answer
        Duration drainGrace,        // after stdin EOF, for answers still in flight
        Duration pingInterval,      // below Jetty's WebSocket idle timeout (30 s by default); also the liveness deadline
        String apiKey,              // sent as a Bearer token when the daemon requires keys; null when not set
        String toolProfile) {       // `--tools X`: this client's tool profile, sent as /mcp-ws?tools=X; null = the daemon's

    ProxySettings(String host, int port, Path configDir, Duration startDeadline, Duration reconnectBudget,
                  Duration initialBackoff, Duration maxBackoff, Duration connectTimeout, Duration replayTimeout,
                  Duration drainGrace, Duration pingInterval, String apiKey) {
        this(host, port, configDir, startDeadline, reconnectBudget, initialBackoff, maxBackoff, connectTimeout,
                replayTimeout, drainGrace, pingInterval, apiKey, null);
    }

    /** The product's settings; the API key comes from TABRELAY_KEY, never from the command line (ps shows that). */
    static ProxySettings defaults(String host, int port, Path configDir) {
        String key = System.getenv("TABRELAY_KEY");
        // Reconnecting after a drop lasts up to 60 s: a daemon restarted on a busy machine (or rebuilt
        // by the launcher) took 15 s to answer in the e2e fault suite, and the proxy ending means the
        // user must restart the MCP server in their client. Calls made meanwhile wait (Upstream).
        return new ProxySettings(host, port, configDir,
                Duration.ofSeconds(15), Duration.ofSeconds(60), Duration.ofMillis(250), Duration.ofSeconds(2),
                Duration.ofSeconds(2), Duration.ofSeconds(10), Duration.ofSeconds(2), Duration.ofSeconds(10),
                key == null || key.isBlank() ? null : key.trim());
    }

    ProxySettings withToolProfile(String profile) {
        return new ProxySettings(host, port, configDir, startDeadline, reconnectBudget, initialBackoff, maxBackoff,
                connectTimeout, replayTimeout, drainGrace, pingInterval, apiKey, profile);
    }

    URI webSocketUri() {
        return URI.create("ws://" + authority() + "/mcp-ws" + (toolProfile == null ? "" : "?tools=" + toolProfile));
    }

    Path logFile() {
        return configDir.resolve(BackgroundDaemonLauncher.LOG_FILE);
    }

    private String authority() {
        // An IPv6 literal needs brackets in a URI.
        String h = host.contains(":") && !host.startsWith("[") ? "[" + host + "]" : host;
        return h + ":" + port;
    }
}
