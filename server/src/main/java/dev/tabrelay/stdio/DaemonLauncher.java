package dev.tabrelay.stdio;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;

/** Starts the TabRelay daemon when no daemon answers; a seam so tests can substitute it. */
@FunctionalInterface
public interface DaemonLauncher {
    /**
     * Starts {@code tabrelay serve} in the background and returns at once, without waiting for it
     * to be ready (the proxy polls {@code /health} for that).
     *
     * @return completes with the daemon's exit code if it stops, so a daemon that dies during
     *     start-up is reported at once instead of after the start deadline; never completes while
     *     it runs
     * @throws IOException when the daemon process cannot be started at all
     */
    CompletableFuture<Integer> launch(String host, int port, Path configDir) throws IOException;

    /** The real launcher: {@code java -cp <this classpath> dev.tabrelay.cli.Main serve ...}. */
    static DaemonLauncher background() {
        return new BackgroundDaemonLauncher(java.util.Map.of());
    }

    /** @param env settings given as flags that the daemon must apply too (MCP_CONFIG), passed in its environment */
    static DaemonLauncher background(java.util.Map<String, String> env) {
        return new BackgroundDaemonLauncher(env);
    }
}
