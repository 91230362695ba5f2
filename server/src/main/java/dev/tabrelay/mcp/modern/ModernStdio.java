package dev.tabrelay.mcp.modern;

import dev.tabrelay.json.Json;
import io.modelcontextprotocol.common.McpTransportContext;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.JsonNode;

/**
 * The 2026-07-28 revision on {@code tabrelay stdio --embedded}, where the MCP Java SDK's
 * {@code StdioServerTransportProvider} owns stdin and stdout. The SDK's provider takes any pair of
 * streams, so this sits between: one thread reads the real stdin line by line (MCP stdio framing),
 * gives each line to a {@link ModernConnection} first, and passes the rest to the SDK through a
 * pipe; the SDK's output and the modern answers share stdout one whole line at a time, so they
 * never interleave inside a line. Goes with the rest of the package when the SDK speaks the
 * revision.
 */
public final class ModernStdio {
    private static final Logger log = LoggerFactory.getLogger(ModernStdio.class);

    /** What to give the SDK's stdio provider instead of stdin and stdout. */
    public record Streams(InputStream sdkIn, OutputStream sdkOut) {}

    private ModernStdio() {}

    /** Starts reading {@code in}; the returned streams are the SDK's. */
    public static Streams start(ModernServer server, InputStream in, OutputStream out) throws IOException {
        Object lock = new Object();
        PipedInputStream sdkIn = new PipedInputStream(64 * 1024);
        PipedOutputStream toSdk = new PipedOutputStream(sdkIn);
        ModernConnection connection = new ModernConnection(server, "embedded-stdio", line -> writeLine(out, lock, line));
        Thread.ofPlatform().daemon().name("tabrelay-stdin").start(() -> pump(in, toSdk, connection));
        return new Streams(sdkIn, new LineOutput(out, lock));
    }

    private static void pump(InputStream in, OutputStream toSdk, ModernConnection connection) {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)); toSdk) {
            String line;
            while ((line = reader.readLine()) != null) {
                if (!modern(line, connection)) {
                    toSdk.write((line + "\n").getBytes(StandardCharsets.UTF_8));
                    toSdk.flush();
                }
            }
        } catch (IOException e) {
            log.debug("stdin relay ended: {}", e.toString());
        }
        connection.closed();
    }

    /** Whether the line was the revision's (then answered here); anything unreadable is left to the SDK's own errors. */
    private static boolean modern(String line, ModernConnection connection) {
        JsonNode tree;
        try {
            tree = Json.MAPPER.readTree(line);
        } catch (RuntimeException notJson) {
            return false;
        }
        // Embedded stdio has one local client and no cancellation yet: no request key in the context.
        return tree != null && tree.isObject() && connection.offer(tree, id -> McpTransportContext.EMPTY);
    }

    private static void writeLine(OutputStream out, Object lock, String line) {
        synchronized (lock) {
            try {
                out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
                out.flush();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** The SDK's stdout: held until a whole line is written, then written under the shared lock. */
    private static final class LineOutput extends OutputStream {
        private final OutputStream out;
        private final Object lock;
        private final ByteArrayOutputStream line = new ByteArrayOutputStream();

        LineOutput(OutputStream out, Object lock) {
            this.out = out;
            this.lock = lock;
        }

        @Override
        public synchronized void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public synchronized void write(byte[] b, int off, int len) throws IOException {
            int start = off;
            for (int i = off; i < off + len; i++) {
                if (b[i] == '\n') {
                    line.write(b, start, i + 1 - start);
                    synchronized (lock) {
                        line.writeTo(out);
                        out.flush();
                    }
                    line.reset();
                    start = i + 1;
                }
            }
            line.write(b, start, off + len - start);
        }

        @Override
        public void flush() {
            // whole lines are flushed as they complete
        }

        @Override
        public void close() throws IOException {
            synchronized (lock) {
                out.close();
            }
        }
    }
}
