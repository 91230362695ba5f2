package dev.tabrelay.cli;

import dev.tabrelay.config.Config;
import dev.tabrelay.config.ConfigException;
import dev.tabrelay.config.ConfigLoader;
import dev.tabrelay.daemon.Daemon;
import dev.tabrelay.grid.GridSettings;
import java.net.URI;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/**
 * {@code tabrelay grid --hub URL}: the daemon, with browsers leased from a Selenium Grid 4 instead
 * of connected by hand (dev.tabrelay.grid). Every {@code serve} option applies.
 */
@Command(name = "grid", description = "Run the daemon with browsers leased from a Selenium Grid 4: each MCP session (or REST key)"
        + " gets a Chromium of its own, with every TabRelay tool (README: Running a fleet).")
final class GridCommand implements Callable<Integer> {
    @Mixin
    DaemonOptions options;

    @Mixin
    ServingOptions serving;

    @Mixin
    GridOptions grid;

    @Mixin
    FleetOptions fleet;

    @Override
    public Integer call() throws Exception {
        Map<String, String> env = System.getenv();
        Map<String, String> gridFlags = new HashMap<>();
        grid.putInto(gridFlags);
        Map<String, String> given = options.given(serving);
        fleet.putInto(given);
        String lease = gridFlags.getOrDefault("GRID_LEASE", env.getOrDefault("GRID_LEASE", "exclusive"));
        if (lease.startsWith("shared") && !given.containsKey("ISOLATION") && !env.containsKey("ISOLATION")) {
            // Sessions that share a browser see only their own tab group, unless told otherwise.
            given.put("ISOLATION", "group");
        }
        String advertised = gridFlags.getOrDefault("GRID_ADVERTISE", env.get("GRID_ADVERTISE"));
        allowAdvertisedHost(given, advertised, env);
        Config config = new ConfigLoader(given, env).load();
        String host = config.host();
        if (advertised == null && (host.equals("0.0.0.0") || host.equals("::") || config.port() == 0)) {
            throw new ConfigException("With --host " + host + " or --port 0, say where the Grid's browsers reach this daemon:"
                    + " --advertise ws://NAME:PORT (or GRID_ADVERTISE).");
        }
        String ownLink = "ws://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + config.port() + "/extension";
        GridSettings settings = GridSettings.parse(gridFlags, env, ownLink);
        String busy = ServeCommand.busyPortMessage(config);
        if (busy != null) {
            System.err.println("tabrelay: " + busy);
            return 2;
        }
        Daemon daemon = Daemon.startGrid(config, new Daemon.Grid(settings, config.fleet().daemonId(), LaunchCommand.extensionDist()));
        Runtime.getRuntime().addShutdownHook(new Thread(daemon::close, "shutdown"));
        System.err.println("TabRelay " + Daemon.VERSION + " is running on " + daemon.baseUrl());
        System.err.println("  MCP: " + daemon.baseUrl() + "/mcp (Streamable HTTP), /sse (legacy SSE), /mcp-ws (WebSocket)");
        System.err.println("  Browsers: leased from the Selenium Grid at " + settings.hub() + " (" + settings.warm() + " warm, at most "
                + settings.max() + ", " + settings.leaseMode() + "); they connect back to " + settings.advertise());
        daemon.gridProblem().ifPresent(problem -> System.err.println("  Warning: " + problem));
        daemon.join();
        return 0;
    }

    /** The advertised name is how leased browsers address this daemon: its Host header must pass the DNS-rebinding check. */
    private static void allowAdvertisedHost(Map<String, String> given, String advertised, Map<String, String> env) {
        if (advertised == null) {
            return;
        }
        URI u = URI.create(advertised);
        if (u.getHost() == null) {
            return;   // GridSettings names the mistake
        }
        String hosts = given.getOrDefault("ALLOWED_HOSTS", env.getOrDefault("ALLOWED_HOSTS", ""));
        String mine = u.getHost() + (u.getPort() > 0 ? "," + u.getHost() + ":" + u.getPort() : "");
        given.put("ALLOWED_HOSTS", hosts.isBlank() ? mine : hosts + "," + mine);
    }
}
