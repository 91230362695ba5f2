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

    Config load() {
        Map<String, String> flags = new HashMap<>();
        if (port != null) {
            flags.put("PORT", port.toString());
        }
        if (host != null) {
            flags.put("HOST", host);
        }
        if (configDir != null) {
            flags.put("CONFIG_DIR", configDir);
        }
        if (commandTimeout != null) {
            flags.put("COMMAND_TIMEOUT", commandTimeout.toString());
        }
        return new ConfigLoader(flags, System.getenv()).load();
    }
}
