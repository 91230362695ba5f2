package dev.tabrelay.stdio;

import java.io.IOException;
import java.io.PrintStream;
import java.net.ConnectException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.net.http.WebSocketHandshakeException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** Opens WebSocket connections to the daemon, starting the daemon first when nothing answers. */
final class DaemonConnector {
    /** The subprotocol the daemon's /mcp-ws accepts (the TypeScript SDK's name for MCP over WebSocket). */
    static final String SUBPROTOCOL = "mcp";
    private static final long HEALTH_POLL_MS = 100;

    private final ProxySettings settings;
    private final DaemonLauncher launcher;
    private final PrintStream err;
    private final HttpClient http;

    DaemonConnector(ProxySettings settings, DaemonLauncher launcher, PrintStream err) {
        this.settings = settings;
        this.launcher = launcher;
        this.err = err;
        this.http = HttpClient.newBuilder().connectTimeout(settings.connectTimeout()).build();
    }

    /** One connection attempt. {@link ConnectException} means nothing listens on the port. */
    WebSocket connect(WebSocket.Listener listener) throws IOException, InterruptedException {
        try {
            // The daemon never refuses a stdio client for its session cap (SessionCount.admit).
            WebSocket.Builder builder = http.newWebSocketBuilder().header(dev.tabrelay.http.SessionCount.STDIO_HEADER, "stdio");
            if (settings.apiKey() != null) {
                builder.header("Authorization", "Bearer " + settings.apiKey());
            }
            return builder
                    .subprotocols(SUBPROTOCOL)
                    .connectTimeout(settings.connectTimeout())
                    .buildAsync(settings.webSocketUri(), listener)
                    .get(settings.connectTimeout().toMillis() * 2, TimeUnit.MILLISECONDS);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof IOException io ? io : new IOException(describe(e.getCause()), e.getCause());
        } catch (TimeoutException e) {
            throw new IOException("no WebSocket handshake within " + settings.connectTimeout().multipliedBy(2).toMillis() + " ms");
        }
    }

    /** The first connection: to a running daemon, or to one started here when none answers. */
    WebSocket connectOrStart(WebSocket.Listener listener) throws ProxyFailure, InterruptedException {
        try {
            return connect(listener);
        } catch (ConnectException nothingListens) {
            startDaemon();
        } catch (IOException e) {
            throw unusable(e);
        }
        try {
            return connect(listener);
        } catch (IOException e) {
            throw unusable(e);
        }
    }

    private void startDaemon() throws ProxyFailure, InterruptedException {
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
        while (!healthy()) {
            if (exited.isDone()) {
                // One last look: a daemon that lost a start race to another one exits, and that's fine.
                if (healthy()) {
                    return;
                }
                throw new ProxyFailure("the TabRelay daemon exited during start-up (code " + exited.join()
                        + "); see " + settings.logFile() + " or run `tabrelay serve` in a terminal to see why.");
            }
            if (System.nanoTime() > deadline) {
                throw new ProxyFailure("the TabRelay daemon did not become ready on " + settings.healthUri() + " within "
                        + settings.startDeadline().toSeconds() + " s; see " + settings.logFile()
                        + " or run `tabrelay serve` in a terminal to see why.");
            }
            try {
                // Waits one poll interval, or less if the daemon process ends meanwhile.
                exited.get(HEALTH_POLL_MS, TimeUnit.MILLISECONDS);
            } catch (TimeoutException | ExecutionException stillStarting) {
                // poll again
            }
        }
    }

    boolean healthy() throws InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(settings.healthUri()).timeout(settings.connectTimeout()).GET().build();
        try {
            return http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode() == 200;
        } catch (IOException e) {
            return false;
        }
    }

    private ProxyFailure unusable(IOException e) {
        if (e instanceof WebSocketHandshakeException handshake && handshake.getResponse().statusCode() == 401) {
            return new ProxyFailure(settings.apiKey() == null
                    ? "this TabRelay daemon requires an API key: set TABRELAY_KEY in this MCP server's environment"
                            + " (create one with `tabrelay keys create --name NAME`)."
                    : "the TabRelay daemon refused the API key in TABRELAY_KEY (wrong or revoked); check it with"
                            + " `tabrelay keys list`.");
        }
        if (e instanceof WebSocketHandshakeException handshake) {
            return new ProxyFailure(settings.host() + ":" + settings.port() + " answered HTTP "
                    + handshake.getResponse().statusCode() + " on /mcp-ws instead of the TabRelay daemon;"
                    + " stop whatever holds the port or set PORT to a free one.");
        }
        return new ProxyFailure("cannot reach the TabRelay daemon at " + settings.webSocketUri() + " (" + describe(e)
                + "); check that `tabrelay serve` runs there.");
    }

    static String describe(Throwable e) {
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }
}
