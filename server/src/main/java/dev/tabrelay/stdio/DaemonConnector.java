package dev.tabrelay.stdio;

import java.io.IOException;
import java.io.PrintStream;
import java.net.ConnectException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** Opens WebSocket connections to the daemon, starting the daemon first when nothing answers. */
final class DaemonConnector {
    /** The subprotocol the daemon's /mcp-ws accepts (the TypeScript SDK's name for MCP over WebSocket). */
    static final String SUBPROTOCOL = "mcp";
    private static final long START_POLL_MS = 100;

    private final ProxySettings settings;
    private final DaemonLauncher launcher;
    private final PrintStream err;

    DaemonConnector(ProxySettings settings, DaemonLauncher launcher, PrintStream err) {
        this.settings = settings;
        this.launcher = launcher;
        this.err = err;
    }

    /** One connection attempt. {@link ConnectException} means nothing listens on the port. */
    LinkSocket connect(LinkSocket.Listener listener) throws IOException {
        Map<String, String> headers = new LinkedHashMap<>();
        // The daemon never refuses a stdio client for its session cap (SessionCount.admit).
        headers.put(dev.tabrelay.http.SessionCount.STDIO_HEADER, "stdio");
        if (settings.apiKey() != null) {
            headers.put("Authorization", "Bearer " + settings.apiKey());
        }
        return LoopbackWebSocket.connect(settings.webSocketUri(), headers, SUBPROTOCOL, listener, settings.connectTimeout());
    }

    /** The first connection: to a running daemon, or to one started here when none answers. */
    LinkSocket connectOrStart(LinkSocket.Listener listener) throws ProxyFailure, InterruptedException {
        try {
            return connect(listener);
        } catch (ConnectException nothingListens) {
            return startDaemon(listener);
        } catch (IOException e) {
            throw unusable(e);
        }
    }

    /** Starts a daemon in the background and connects as soon as it accepts (its WebSocket is its readiness). */
    private LinkSocket startDaemon(LinkSocket.Listener listener) throws ProxyFailure, InterruptedException {
        err.println("tabrelay stdio: no daemon on " + settings.host() + ":" + settings.port()
                + ", starting one in the background (log: " + settings.logFile() + ")");
        CompletableFuture<Integer> exited;
        try {
            exited = launcher.launch(settings.host(), settings.port(), settings.configDir());
        } catch (IOException e) {
            throw new ProxyFailure("could not start the TabRelay daemon (" + describe(e)
                    + "); run `tabrelay serve` in a terminal to see why.");
        }
        long deadline = System.nanoTime() + settings.startDeadline().toNanos();
        while (true) {
            boolean gone = exited.isDone(); // read before the attempt: a daemon that lost a start race exits, and the winner answers
            try {
                return connect(listener);
            } catch (ConnectException stillStarting) {
                // not listening yet
            } catch (IOException e) {
                if (!(e instanceof LoopbackWebSocket.Refused refused && refused.status() == 503)) {
                    throw unusable(e); // 503: listening, not serving yet
                }
            }
            if (gone) {
                throw new ProxyFailure("the TabRelay daemon exited during start-up (code " + exited.join()
                        + "); see " + settings.logFile() + " or run `tabrelay serve` in a terminal to see why.");
            }
            if (System.nanoTime() > deadline) {
                throw new ProxyFailure("the TabRelay daemon did not start listening on " + settings.host() + ":" + settings.port()
                        + " within " + settings.startDeadline().toSeconds() + " s; see " + settings.logFile()
                        + " or run `tabrelay serve` in a terminal to see why.");
            }
            try {
                // Waits one poll interval, or less if the daemon process ends meanwhile.
                exited.get(START_POLL_MS, TimeUnit.MILLISECONDS);
            } catch (TimeoutException | ExecutionException stillStarting) {
                // poll again
            }
        }
    }

    private ProxyFailure unusable(IOException e) {
        if (e instanceof LoopbackWebSocket.Refused refused && refused.status() == 401) {
            return new ProxyFailure(settings.apiKey() == null
                    ? "this TabRelay daemon requires an API key: set TABRELAY_KEY in this MCP server's environment"
                            + " (create one with `tabrelay keys create --name NAME`)."
                    : "the TabRelay daemon refused the API key in TABRELAY_KEY (wrong or revoked); check it with"
                            + " `tabrelay keys list`.");
        }
        if (e instanceof LoopbackWebSocket.Refused refused) {
            return new ProxyFailure(settings.host() + ":" + settings.port() + " answered HTTP "
                    + refused.status() + " on /mcp-ws instead of the TabRelay daemon;"
                    + " stop whatever holds the port or set PORT to a free one.");
        }
        return new ProxyFailure("cannot reach the TabRelay daemon at " + settings.webSocketUri() + " (" + describe(e)
                + "); check that `tabrelay serve` runs there.");
    }

    static String describe(Throwable e) {
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }
}
