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
import java.util.Comparator;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;

/**
 * {@code tabrelay aot-train} (hidden): the workload the launcher runs once per jar under
 * {@code -XX:AOTCacheOutput} (JDK 25+, JEP 514/515) so that later starts load and link their
 * classes from the cache. It does what an MCP client's first seconds do, in one process: a daemon
 * on a free loopback port with a throw-away config folder, and the {@code tabrelay stdio} proxy
 * answering initialize, tools/list and a ping through it. Nothing is left behind; the output is
 * discarded.
 */
@Command(name = "aot-train", hidden = true, description = "Start-up training run for the JDK's class cache (the launcher runs it).")
final class TrainCommand implements Callable<Integer> {
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
                return StdioProxy.run("127.0.0.1", daemon.port(), dir, dev.tabrelay.stdio.DaemonLauncher.background(),
                        new ByteArrayInputStream(SESSION.getBytes(StandardCharsets.UTF_8)), sink, sink);
            }
        } finally {
            try (Stream<Path> files = Files.walk(dir)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }
}
