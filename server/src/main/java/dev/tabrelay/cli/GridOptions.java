package dev.tabrelay.cli;

import java.util.List;
import java.util.Map;
import picocli.CommandLine.Option;

/** {@code tabrelay grid}'s own options, under their GRID_* environment names (dev.tabrelay.grid.GridSettings validates them). */
final class GridOptions {
    @Option(names = "--hub", paramLabel = "URL", description = "The Selenium Grid 4 router, e.g. http://grid:4444 (env GRID_URL; required).")
    String hub;

    @Option(names = "--browsers", paramLabel = "N", description = "Warm leases kept ready for new agents (env GRID_BROWSERS, default 0).")
    Integer browsers;

    @Option(names = "--max", paramLabel = "M", description = "Most leases at once (env GRID_MAX, default 4).")
    Integer max;

    @Option(names = "--lease", paramLabel = "MODE", description = "exclusive: a browser per MCP session or REST key; shared:K: up to K sessions per browser, each in its own tab group (env GRID_LEASE, default exclusive).")
    String lease;

    @Option(names = "--advertise", paramLabel = "WS_URL", description = "The address the Grid's browsers reach this daemon on, e.g. ws://tabrelay-0.tabrelay:22816 (env GRID_ADVERTISE; default this daemon's own host and port).")
    String advertise;

    @Option(names = "--heartbeat", paramLabel = "S", description = "Seconds between WebDriver heartbeats; keep below the Grid's --session-timeout (env GRID_HEARTBEAT, default 60).")
    Integer heartbeat;

    @Option(names = "--hello-timeout", paramLabel = "S", description = "Seconds a new browser has to connect its extension (env GRID_HELLO_TIMEOUT, default 20).")
    Integer helloTimeout;

    @Option(names = "--idle-release", paramLabel = "S", description = "A lease without calls for this long goes back to the Grid (env GRID_IDLE_RELEASE, default 600).")
    Integer idleRelease;

    @Option(names = "--queue-timeout", paramLabel = "S", description = "Seconds a call waits for a Grid slot before NO_CAPACITY (env GRID_QUEUE_TIMEOUT, default 60).")
    Integer queueTimeout;

    @Option(names = "--grid-user", paramLabel = "USER", description = "Grid basic-auth user (env GRID_USER; never logged).")
    String user;

    @Option(names = "--grid-password", paramLabel = "PASSWORD", description = "Grid basic-auth password (env GRID_PASSWORD; never logged).")
    String password;

    @Option(names = "--grid-header", paramLabel = "NAME=VALUE", description = "A header sent with every WebDriver request; repeatable (env GRID_HEADERS, NAME=VALUE;…; never logged).")
    List<String> headers;

    @Option(names = "--browser-arg", paramLabel = "ARG", description = "One more Chromium switch for leased browsers; repeatable (env GRID_BROWSER_ARGS, space-separated).")
    List<String> browserArgs;

    void putInto(Map<String, String> flags) {
        DaemonOptions.putFlag(flags, "GRID_URL", hub);
        DaemonOptions.putFlag(flags, "GRID_BROWSERS", browsers);
        DaemonOptions.putFlag(flags, "GRID_MAX", max);
        DaemonOptions.putFlag(flags, "GRID_LEASE", lease);
        DaemonOptions.putFlag(flags, "GRID_ADVERTISE", advertise);
        DaemonOptions.putFlag(flags, "GRID_HEARTBEAT", heartbeat);
        DaemonOptions.putFlag(flags, "GRID_HELLO_TIMEOUT", helloTimeout);
        DaemonOptions.putFlag(flags, "GRID_IDLE_RELEASE", idleRelease);
        DaemonOptions.putFlag(flags, "GRID_QUEUE_TIMEOUT", queueTimeout);
        DaemonOptions.putFlag(flags, "GRID_USER", user);
        DaemonOptions.putFlag(flags, "GRID_PASSWORD", password);
        DaemonOptions.putFlag(flags, "GRID_HEADERS", headers == null ? null : String.join(";", headers));
        DaemonOptions.putFlag(flags, "GRID_BROWSER_ARGS", browserArgs == null ? null : String.join("\n", browserArgs));
    }
}
