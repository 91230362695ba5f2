package dev.tabrelay.cli;

import dev.tabrelay.config.ConfigLoader;
import dev.tabrelay.daemon.Daemon;
import dev.tabrelay.stdio.StdioProxy;
import java.io.ByteArrayInputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code tabrelay aot-train} (hidden): the workload the launcher runs once per jar under
 * {@code -XX:AOTCacheOutput} (JDK 25+, JEP 514/515) so that later starts load and link their
 * classes from the cache. It does what an MCP client's first seconds do, in one process: a daemon
 * on a free loopback port with a throw-away config folder, and the {@code tabrelay stdio} proxy
 * answering initialize, tools/list and a ping through it. Nothing is left behind; the output is
 * discarded.
 *
 * <p>With {@code --stdio-cache FILE} it also trains the stdio proxy's own cache: a second JVM runs
 * {@code tabrelay stdio} alone against this daemon, so the cache holds the proxy's ~1,300 classes
 * instead of the daemon's ~5,600, which a JVM loads at start whether it uses them or not (the
 * proxy took half the CPU with its own cache than with the daemon's; bench/startup).
 */
@Command(name = "aot-train", hidden = true, description = "Start-up training run for the JDK's class cache (the launcher runs it).")
final class TrainCommand implements Callable<Integer> {
    /** The stdio proxy's JVM options (scripts/lib.sh): an AOT cache is used only under the flags it was made with. */
    static final List<String> STDIO_JVM = List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-XX:-UsePerfData");

    @Option(names = "--stdio-cache", paramLabel = "FILE", description = "Also write the stdio proxy's own class cache here.")
    Path stdioCache;

    private static final String SESSION = String.join("\n",
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\","
                    + "\"capabilities\":{},\"clientInfo\":{\"name\":\"aot-train\",\"version\":\"1\"}}}",
            "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"ping\"}", "");

    @Override
    public Integer call() throws Exception {
        Path dir = Files.createTempDirectory("tabrelay-aot-");
        try {
            var config = new ConfigLoader(Map.of("CONFIG_DIR", dir.toString(), "PORT", "0"), Map.of()).load();
            try (Daemon daemon = Daemon.start(config)) {
                PrintStream sink = new PrintStream(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8);
                int code = StdioProxy.run("127.0.0.1", daemon.port(), dir, dev.tabrelay.stdio.DaemonLauncher.background(),
                        new ByteArrayInputStream(SESSION.getBytes(StandardCharsets.UTF_8)), sink, sink);
                if (code == 0 && stdioCache != null && trainStdio(daemon.port(), dir) != 0) {
                    Files.deleteIfExists(stdioCache); // optional: the proxy then starts without a cache
                }
                return code;
            }
        } finally {
            try (Stream<Path> files = Files.walk(dir)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    /** {@code tabrelay stdio} in a JVM of its own that writes {@link #stdioCache}; 0 when it did. */
    private int trainStdio(int port, Path dir) throws Exception {
        String javaBin = ProcessHandle.current().info().command().orElse("java");
        String jar = Path.of(TrainCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        List<String> command = new ArrayList<>(List.of(javaBin, "-Xlog:disable"));
        command.addAll(STDIO_JVM);
        command.addAll(List.of("-XX:AOTCacheOutput=" + stdioCache, "-jar", jar, "stdio"));
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD);
        builder.environment().put("PORT", Integer.toString(port));
        builder.environment().put("CONFIG_DIR", dir.toString());
        builder.environment().remove("TABRELAY_KEY");
        Process proxy = builder.start();
        try (OutputStream in = proxy.getOutputStream()) {
            in.write(SESSION.getBytes(StandardCharsets.UTF_8));
        }
        if (!proxy.waitFor(120, TimeUnit.SECONDS)) {
            proxy.destroyForcibly();
            return 1;
        }
        return proxy.exitValue() == 0 && Files.size(stdioCache) > 0 ? 0 : 1;
    }
}
