package dev.tabrelay.stdio;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Runs {@link StdioProxy} on its own thread with piped stdin and line-collecting stdout/stderr;
 * System.out is never touched. Every wait has a timeout.
 */
final class ProxyHarness implements AutoCloseable {
    static final JsonMapper JSON = JsonMapper.builder().build();
    static final String INITIALIZE = "{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\","
            + "\"capabilities\":{},\"clientInfo\":{\"name\":\"stdio-test\",\"version\":\"1\"}}}";
    static final String INITIALIZED = "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}";

    final LinkedBlockingQueue<String> stdout = new LinkedBlockingQueue<>();
    final CompletableFuture<Integer> exit;
    private final PipedOutputStream stdin = new PipedOutputStream();
    private final LinkedBlockingQueue<String> stderrLines = new LinkedBlockingQueue<>();
    private final StringBuffer stderr = new StringBuffer();

    ProxyHarness(ProxySettings settings, DaemonLauncher launcher) throws Exception {
        PipedInputStream in = new PipedInputStream(stdin, 1 << 16);
        PrintStream out = new PrintStream(new LineCollector(stdout), true, StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(new LineCollector(stderrLines), true, StandardCharsets.UTF_8);
        exit = new CompletableFuture<>();
        Thread.ofPlatform().daemon().name("proxy-under-test")
                .start(() -> exit.complete(StdioProxy.run(settings, launcher, in, out, err)));
    }

    static ProxySettings fastSettings(int port, Path configDir) {
        return new ProxySettings("127.0.0.1", port, configDir, Duration.ofSeconds(5), Duration.ofSeconds(5),
                Duration.ofMillis(50), Duration.ofMillis(200), Duration.ofSeconds(1), Duration.ofSeconds(2),
                Duration.ofSeconds(1), Duration.ofSeconds(1), null);
    }

    void send(String line) throws Exception {
        stdin.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        stdin.flush();
    }

    JsonNode next() throws Exception {
        String line = stdout.poll(10, TimeUnit.SECONDS);
        if (line == null) {
            throw new AssertionError("no stdout line within 10 s; stderr: " + stderr() + threadDump());
        }
        return JSON.readTree(line);
    }

    JsonNode call(int id, String method, String params) throws Exception {
        send("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":" + params + "}");
        return next();
    }

    JsonNode echo(int id, String text) throws Exception {
        return call(id, "tools/call", "{\"name\":\"echo\",\"arguments\":{\"text\":\"" + text + "\"}}");
    }

    void initialize() throws Exception {
        send(INITIALIZE);
        JsonNode answer = next();
        if (!answer.has("result")) {
            throw new AssertionError("initialize failed: " + answer);
        }
        send(INITIALIZED);
    }

    void closeStdin() throws Exception {
        stdin.close();
    }

    int awaitExit() throws Exception {
        return exit.get(10, TimeUnit.SECONDS);
    }

    /** Everything written to stderr so far. */
    String stderr() {
        String line;
        while ((line = stderrLines.poll()) != null) {
            stderr.append(line).append('\n');
        }
        return stderr.toString();
    }

    /** Waits for a stderr line containing {@code text}: how tests learn what the proxy noticed. */
    void awaitStderr(String text) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (true) {
            String line = stderrLines.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (line == null) {
                throw new AssertionError("no stderr line with \"" + text + "\" within 10 s; stderr: " + stderr + threadDump());
            }
            stderr.append(line).append('\n');
            if (line.contains(text)) {
                return;
            }
        }
    }

    private static String threadDump() {
        StringBuilder dump = new StringBuilder();
        Thread.getAllStackTraces().forEach((thread, stack) -> {
            dump.append("\n--- ").append(thread.getName()).append(' ').append(thread.getState());
            for (StackTraceElement element : stack) {
                dump.append("\n    ").append(element);
            }
        });
        return dump.toString();
    }

    @Override
    public void close() throws IOException {
        stdin.close();
    }

    /** Splits what the proxy writes into lines, like an MCP client reading stdout. */
    private static final class LineCollector extends OutputStream {
        private final LinkedBlockingQueue<String> lines;
        private final ByteArrayOutputStream current = new ByteArrayOutputStream();

        LineCollector(LinkedBlockingQueue<String> lines) {
            this.lines = lines;
        }

        @Override
        public synchronized void write(int b) {
            if (b == '\n') {
                lines.add(current.toString(StandardCharsets.UTF_8));
                current.reset();
            } else {
                current.write(b);
            }
        }

        @Override
        public synchronized void write(byte[] b, int off, int len) {
            for (int i = off; i < off + len; i++) {
                write(b[i]);
            }
        }
    }
}
