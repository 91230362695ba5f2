package dev.tabrelay.cli;

import dev.tabrelay.config.Config;
import dev.tabrelay.config.ConnectionString;
import dev.tabrelay.config.PairingKey;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code tabrelay connect-string}: what to paste into the extension popup. */
@Command(name = "connect-string", description = "Print the tabrelay:// string to paste into the TabRelay extension popup.")
final class ConnectStringCommand implements Callable<Integer> {
    @Mixin
    DaemonOptions options;

    @Mixin
    KeyOption key;

    @Override
    public Integer call() {
        Config config = options.load();
        // The running daemon knows its own key and address best; ask it first.
        DaemonProbe probe = key.probe(config);
        String fromDaemon = probe.get("/connect").map(String::trim).orElse(null);
        String value = fromDaemon != null ? fromDaemon
                : ConnectionString.create(config.baseUrl().replaceFirst("^http", "ws") + "/extension",
                        PairingKey.loadOrCreate(config.configDir()));
        System.out.println(value);
        if (fromDaemon == null && probe.health().isEmpty()) {
            System.err.println("(No daemon is running on port " + config.port() + " yet; start one with `tabrelay serve`.)");
        }
        return 0;
    }
}
