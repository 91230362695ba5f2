package dev.tabrelay.cli;

import dev.tabrelay.config.Config;
import dev.tabrelay.daemon.Daemon;
import dev.tabrelay.stdio.DaemonLauncher;
import dev.tabrelay.stdio.StdioProxy;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code tabrelay stdio}: what an MCP client config runs. By default a thin JDK-only proxy to
 * the shared daemon's {@code /mcp-ws} (starting the daemon when none answers), so several
 * clients share one daemon and one browser. {@code --embedded} runs the whole bridge in this
 * process instead.
 */
@Command(name = "stdio", description = "Speak MCP on stdin/stdout (for Claude Desktop, Claude Code, Cursor).")
final class StdioCommand implements Callable<Integer> {
    @Mixin
    DaemonOptions options;

    @Mixin
    ServingOptions serving;

    @Option(names = "--embedded", description = "Run the bridge inside this process instead of using the shared daemon.")
    boolean embedded;

    @Override
    public Integer call() throws Exception {
        Config config = options.load(serving);
        return embedded ? embedded(config) : proxy(config, options.given(serving));
    }

    /**
     * {@code tabrelay stdio} with nothing else on the command line — what MCP client configs run —
     * started without picocli: building its model of every command loads and initialises their
     * classes (servlets, the browser launcher, logging), 0.3–1 s of every MCP client's start.
     */
    static int fastPath(Config config) {
        return proxy(config, java.util.Map.of());
    }

    private static int proxy(Config config, java.util.Map<String, String> given) {
        if (given.keySet().stream().anyMatch(dev.tabrelay.config.DaemonSettings.of(config)::containsKey)) {
            // Only then is there anything to compare: the probe costs an HTTP round trip and the JSON
            // library's start-up, before the first answer of every client that gives no such option.
            new DaemonProbe(config.host(), config.port()).health().ifPresent(h ->
                    SettingsCheck.warn(System.err, "stdio", SettingsCheck.differences(given, config, h)));
        }
        int code = StdioProxy.run(config.host(), config.port(), config.configDir(), config.automation().toolProfile(),
                DaemonLauncher.background(config.mcpConfig() == null ? java.util.Map.of()
                        : java.util.Map.of("MCP_CONFIG", config.mcpConfig().toString())),
                System.in, System.out, System.err);
        // A read of stdin may still block a thread after run() returns; leave the JVM now.
        System.exit(code);
        return code;
    }

    private Integer embedded(Config config) throws Exception {
        String busy = ServeCommand.busyPortMessage(config);
        if (busy != null) {
            System.err.println("tabrelay: " + busy + " (Without --embedded, `tabrelay stdio` uses the running daemon.)");
            return 2;
        }
        Daemon daemon = Daemon.start(config);
        // The SDK's stdio provider reads System.in and writes System.out; logs go to stderr only.
        // In between, ModernStdio answers the 2026-07-28 revision's requests, which the SDK does not speak.
        var json = new dev.tabrelay.mcp.SafeJsonMapper(McpJsonDefaults.getMapper());
        if (daemon.modern() == null) {
            daemon.serve(new StdioServerTransportProvider(json));
        } else {
            var streams = dev.tabrelay.mcp.modern.ModernStdio.start(daemon.modern(), System.in, System.out);
            daemon.serve(new StdioServerTransportProvider(json, streams.sdkIn(), streams.sdkOut()));
        }
        Runtime.getRuntime().addShutdownHook(new Thread(daemon::close, "shutdown"));
        System.err.println("TabRelay (embedded) is serving MCP on stdio; extension link on " + daemon.baseUrl() + "/extension");
        daemon.join();
        return 0;
    }
}
