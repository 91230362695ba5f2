package dev.tabrelay.cli;

import dev.tabrelay.config.Config;
import dev.tabrelay.config.ConfigLoader;
import java.util.HashMap;
import java.util.Map;
import picocli.CommandLine.Option;

/** Options every command that starts or talks to the daemon shares; flags win over PORT, HOST, … */
final class DaemonOptions {
    @Option(names = "--port", paramLabel = "N", description = "Daemon port (env PORT, default 22816).")
    Integer port;

    @Option(names = "--host", paramLabel = "H", description = "Bind address (env HOST, default 127.0.0.1).")
    String host;

    @Option(names = "--config-dir", paramLabel = "DIR", description = "Where the pairing key and logs live (env CONFIG_DIR, default ~/.config/tabrelay).")
    String configDir;

    @Option(names = "--command-timeout", paramLabel = "MS", description = "Deadline of one browser command in ms (env COMMAND_TIMEOUT, default 30000).")
    Integer commandTimeout;

    @Option(names = "--require-auth", description = "Require an API key on every MCP and REST request (env REQUIRE_AUTH; always on off loopback).")
    Boolean requireAuth;

    @Option(names = "--allowed-hosts", paramLabel = "H1,H2", description = "Host header values accepted besides loopback (env ALLOWED_HOSTS).")
    String allowedHosts;

    @Option(names = "--allowed-origins", paramLabel = "O1,O2", description = "Browser Origins accepted besides the extension's (env ALLOWED_ORIGINS).")
    String allowedOrigins;

    @Option(names = "--rate-limit", paramLabel = "N", description = "Default calls per key per window (env RATE_LIMIT, default 60).")
    Integer rateLimit;

    @Option(names = "--rate-window", paramLabel = "MS", description = "Rate-limit window in ms (env RATE_WINDOW, default 60000).")
    Integer rateWindow;

    Config load() {
        return load(null);
    }

    /** @param serving the options of commands that run the daemon or a client of it; null for the others */
    Config load(ServingOptions serving) {
        return new ConfigLoader(given(serving), System.getenv()).load();
    }

    /** {@code serve} and {@code grid}: also this daemon's id and peers. */
    Config load(ServingOptions serving, FleetOptions fleet) {
        Map<String, String> flags = given(serving);
        fleet.putInto(flags);
        return new ConfigLoader(flags, System.getenv()).load();
    }

    /** The settings given on this command line (environment variables aside), under their environment names. */
    Map<String, String> given(ServingOptions serving) {
        Map<String, String> flags = new HashMap<>();
        if (serving != null) {
            serving.putInto(flags);
        }
        put(flags, "PORT", port);
        put(flags, "HOST", host);
        put(flags, "CONFIG_DIR", configDir);
        put(flags, "COMMAND_TIMEOUT", commandTimeout);
        put(flags, "REQUIRE_AUTH", requireAuth);
        put(flags, "ALLOWED_HOSTS", allowedHosts);
        put(flags, "ALLOWED_ORIGINS", allowedOrigins);
        put(flags, "RATE_LIMIT", rateLimit);
        put(flags, "RATE_WINDOW", rateWindow);
        return flags;
    }

    /** A flag given on the command line, under its environment name; absent flags stay absent. */
    static void putFlag(Map<String, String> flags, String name, Object value) {
        put(flags, name, value);
    }

    /** A flag given on the command line, under its environment name; absent flags stay absent. */
    private static void put(Map<String, String> flags, String name, Object value) {
        if (value != null) {
            flags.put(name, value.toString());
        }
    }
}
