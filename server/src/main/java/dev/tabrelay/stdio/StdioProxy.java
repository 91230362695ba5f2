package dev.tabrelay.stdio;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;

/**
 * {@code tabrelay stdio}: MCP stdio on one side, the daemon's {@code /mcp-ws} on the other.
 *
 * <p>Each stdin line (one JSON-RPC message, MCP stdio framing) goes out as one text frame; each
 * frame received comes out as one stdout line. stdout carries protocol bytes only, everything
 * else goes to {@code err}. The daemon is started in the background when nothing answers, and a
 * dropped connection is re-established with the client's handshake replayed (see {@link Upstream}).
 */
public final class StdioProxy {
    private StdioProxy() {
    }

    /**
     * Runs the proxy until stdin ends (0), or until the daemon cannot be reached, started or
     * reconnected (1, with one line on {@code err} saying what to do). Blocks the calling thread.
     * The caller should {@code System.exit} with the result: a stdin read may still be blocked.
     */
    public static int run(String host, int port, Path configDir, DaemonLauncher launcher,
                          InputStream in, PrintStream out, PrintStream err) {
        return run(host, port, configDir, null, launcher, in, out, err);
    }

    /** @param toolProfile the tool profile this client's tools/list shows (full, extract, tabs, claude); null = the daemon's */
    public static int run(String host, int port, Path configDir, String toolProfile, DaemonLauncher launcher,
                          InputStream in, PrintStream out, PrintStream err) {
        return run(ProxySettings.defaults(host, port, configDir).withToolProfile(toolProfile), launcher, in, out, err);
    }

    static int run(ProxySettings settings, DaemonLauncher launcher, InputStream in, PrintStream out, PrintStream err) {
        CompletableFuture<Integer> exit = new CompletableFuture<>();
        Upstream upstream = new Upstream(settings, new DaemonConnector(settings, launcher, err), new LineWriter(out), err, exit);
        try {
            upstream.start();
        } catch (ProxyFailure failure) {
            err.println("tabrelay stdio: " + failure.getMessage());
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
        // stdin is read on its own thread so that giving up on the daemon can end the proxy even
        // while a read blocks; the thread is a daemon thread and dies with the JVM.
        Thread.ofPlatform().daemon().name("tabrelay-stdin").start(() -> exit.complete(pump(in, upstream, err)));
        int code = exit.join();
        upstream.stop();
        return code;
    }

    private static int pump(InputStream in, Upstream upstream, PrintStream err) {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                if (!line.isBlank() && !upstream.forward(line)) {
                    return 1; // gave up reconnecting; the reason is already on stderr
                }
            }
        } catch (IOException e) {
            err.println("tabrelay stdio: reading stdin failed (" + DaemonConnector.describe(e) + ")");
            return 1;
        }
        upstream.stop(); // drain answers in flight before the socket closes
        return 0;
    }
}
