package dev.tabrelay.cli;

import dev.tabrelay.config.Config;
import dev.tabrelay.daemon.Daemon;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code tabrelay serve}: the daemon in the foreground. */
@Command(name = "serve", description = "Run the bridge daemon in the foreground (MCP over HTTP, SSE and WebSocket, the extension link).")
final class ServeCommand implements Callable<Integer> {
    @Mixin
    DaemonOptions options;

    @Mixin
    ServingOptions serving;

    @Mixin
    FleetOptions fleet;

    @Override
    public Integer call() throws Exception {
        return serve(options.load(serving, fleet), options.port != null || System.getenv("PORT") != null);
    }

    /**
     * A bare {@code serve} — what a cold {@code tabrelay stdio} starts in the background, its
     * settings in the environment — started without picocli: its classes are too old for the JDK's
     * class cache (Java 5 bytecode) and its model of every command costs about a second here.
     */
    static int fastPath(Config config) throws Exception {
        return serve(config, System.getenv("PORT") != null);
    }

    private static int serve(Config config, boolean portChosen) throws Exception {
        String busy = busyPortMessage(config);
        if (busy != null) {
            System.err.println("tabrelay: " + busy);
            return 2;
        }
        Daemon daemon = Daemon.start(config);
        if (portChosen && config.port() > 0) {
            // A port given on purpose (--port or PORT) is kept for the next command (ConfigLoader.rememberPort).
            dev.tabrelay.config.ConfigLoader.rememberPort(config.configDir(), config.port());
        }
        Runtime.getRuntime().addShutdownHook(new Thread(daemon::close, "shutdown"));
        System.err.println("TabRelay " + Daemon.VERSION + " is running on " + daemon.baseUrl());
        System.err.println("  MCP: " + daemon.baseUrl() + "/mcp (Streamable HTTP), /sse (legacy SSE), /mcp-ws (WebSocket)");
        System.err.println("  Pair a browser: run `tabrelay connect-string` and paste the result into the TabRelay popup.");
        daemon.join();
        return 0;
    }

    /** Never kill or disturb whoever holds the port; say who it is and stop. */
    static String busyPortMessage(Config config) {
        if (config.port() == 0) {
            return null;
        }
        DaemonProbe probe = new DaemonProbe(config.host(), config.port());
        if (!probe.portInUse()) {
            return null; // the usual case, answered in a millisecond: the HTTP probe's client alone costs ~0.3 s of each start
        }
        return probe.health()
                .map(h -> "a TabRelay daemon (pid " + h.path("pid").asLong() + ") already runs on " + probe.baseUrl()
                        + "; clients can use it as it is. Stop it first to start another, or choose --port N.")
                .orElse(probe.portInUse() ? "port " + config.port() + " on " + config.host()
                        + " is used by another program; choose a free one with --port N (and the same --port for clients)." : null);
    }

}
