package dev.tabrelay.stdio;

import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The proxy's side of the daemon: the current {@link DaemonLink}, and what happens when it drops.
 *
 * <p>On a drop every client request still waiting is answered at once with a -32000 error (the
 * client must never hang on a call the new daemon never saw), then a background thread reconnects
 * with backoff and replays the client's handshake before new client lines flow again. Client lines
 * that arrive meanwhile wait in {@link #forward}.
 */
final class Upstream implements DaemonLink.Events {
    static final String CONNECTION_LOST = "TabRelay daemon connection was lost; retry the call.";
    private static final String LOST_FRAME = "{\"jsonrpc\":\"2.0\",\"id\":%s,\"error\":{\"code\":-32000,\"message\":\"" + CONNECTION_LOST + "\"}}";

    private final ProxySettings settings;
    private final DaemonConnector connector;
    private final ClientHandshake handshake = new ClientHandshake();
    private final LineWriter out;
    private final PrintStream err;
    private final CompletableFuture<Integer> exit;
    private final ScheduledExecutorService pinger = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "tabrelay-ping");
        t.setDaemon(true);
        return t;
    });
    private DaemonLink current; // guarded by this
    private CompletableFuture<DaemonLink> next = new CompletableFuture<>(); // guarded by this; null result: give up
    private volatile boolean stopping;
    private final AtomicBoolean stopped = new AtomicBoolean();

    /** @param exit completed with the process exit code when the proxy must end */
    Upstream(ProxySettings settings, DaemonConnector connector, LineWriter out, PrintStream err, CompletableFuture<Integer> exit) {
        this.settings = settings;
        this.connector = connector;
        this.out = out;
        this.err = err;
        this.exit = exit;
    }

    /** Makes the first connection, starting the daemon if needed. */
    void start() throws ProxyFailure, InterruptedException {
        DaemonLink link = newLink();
        connector.connectOrStart(link);
        if (!publish(link)) {
            reconnectInBackground(); // dropped already between handshake and now
        }
        long ping = settings.pingInterval().toMillis();
        // Pings keep an idle client's connection (and its MCP session) past Jetty's idle timeout,
        // and a connection that stays silent for two whole intervals is treated as dropped.
        pinger.scheduleAtFixedRate(() -> {
            try {
                DaemonLink l = currentLink();
                if (l != null && !l.ping()) {
                    onDrop(l, "no answer to pings for " + 2 * ping + " ms");
                }
            } catch (RuntimeException e) {
                // a task that throws is never run again: pinging must outlive any one failure
                err.println("tabrelay stdio: ping failed (" + DaemonConnector.describe(e) + ")");
            }
        }, ping, ping, TimeUnit.MILLISECONDS);
    }

    /** Sends one client line, waiting through a reconnect if one is under way; false once giving up. */
    boolean forward(String line) {
        JsonRpcPeek peek = JsonRpcPeek.of(line);
        handshake.clientSent(line, peek);
        boolean request = peek.kind() == JsonRpcPeek.Kind.REQUEST;
        while (true) {
            DaemonLink link = awaitLink();
            if (link == null) {
                return false;
            }
            if (request && !link.register(peek)) {
                continue; // that link died before the line left: it goes out on the next one
            }
            if (link.send(line)) {
                return true;
            }
            onDrop(link, "sending failed");
            if (request) {
                return true; // answered with the connection-lost error by onDrop
            }
        }
    }

    /** After stdin ended: lets answers still in flight arrive (briefly), then closes the socket. */
    void stop() {
        if (stopped.getAndSet(true)) {
            return;
        }
        stopping = true;
        DaemonLink link;
        synchronized (this) {
            link = current;
            next.complete(null);
        }
        pinger.shutdownNow();
        if (link != null) {
            try {
                link.whenIdle().get(settings.drainGrace().toMillis(), TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (ExecutionException | TimeoutException e) {
                // the client closed stdin without waiting for these answers: drop them
            }
            link.close();
        }
    }

    @Override
    public void onMessage(DaemonLink link, String text, JsonRpcPeek peek) {
        handshake.daemonSent(peek);
        if (!out.writeLine(text) && !exit.isDone()) {
            err.println("tabrelay stdio: stdout is closed; the MCP client went away");
            exit.complete(0);
        }
    }

    @Override
    public void onDrop(DaemonLink link, String why) {
        synchronized (this) {
            if (link != current || stopping) {
                link.markDropped();
                return;
            }
            current = null;
            next = new CompletableFuture<>(); // before markDropped: forward() must not spin on the dead link
        }
        List<String> orphans = link.markDropped();
        orphans.forEach(rawId -> out.writeLine(LOST_FRAME.formatted(rawId)));
        err.println("tabrelay stdio: lost the daemon connection (" + why + "); reconnecting");
        reconnectInBackground();
    }

    private void reconnectInBackground() {
        Thread.ofPlatform().daemon().name("tabrelay-reconnect").start(this::reconnect);
    }

    private void reconnect() {
        long deadline = System.nanoTime() + settings.reconnectBudget().toNanos();
        long delay = settings.initialBackoff().toMillis();
        while (!stopping) {
            if (pause(Math.min(delay, remainingMillis(deadline)))) {
                return;
            }
            DaemonLink link = newLink();
            try {
                connector.connect(link);
                if (replay(link, deadline) && publish(link)) {
                    err.println("tabrelay stdio: reconnected to the daemon");
                    return;
                }
                link.markDropped();
            } catch (IOException notBackYet) {
                // retry after the next pause
            } catch (InterruptedException e) {
                return;
            }
            if (remainingMillis(deadline) == 0) {
                break;
            }
            delay = Math.min(delay * 2, settings.maxBackoff().toMillis());
        }
        if (!stopping) {
            err.println("tabrelay stdio: the TabRelay daemon at " + settings.host() + ":" + settings.port()
                    + " went away and did not come back within " + settings.reconnectBudget().toSeconds()
                    + " s; start it with `tabrelay serve` (log: " + settings.logFile() + "), then restart this MCP server in your client.");
            synchronized (this) {
                next.complete(null);
            }
            exit.complete(1);
        }
    }

    /** Brings a fresh connection to the client's session state; the daemon's answers stay here. */
    private boolean replay(DaemonLink link, long deadline) throws InterruptedException {
        ClientHandshake.Replay replay = handshake.replay();
        if (replay == null) {
            return true;
        }
        CompletableFuture<String> answer = link.expect(replay.initializeIdKey());
        if (!link.send(replay.initializeLine())) {
            return false;
        }
        try {
            String text = answer.get(Math.min(settings.replayTimeout().toMillis(), remainingMillis(deadline)), TimeUnit.MILLISECONDS);
            if (JsonRpcPeek.of(text).hasError()) {
                err.println("tabrelay stdio: the daemon refused the replayed initialize; if tools fail, restart this MCP server in your client.");
            }
        } catch (ExecutionException | TimeoutException e) {
            return false;
        }
        return replay.initializedLine() == null || link.send(replay.initializedLine());
    }

    private synchronized boolean publish(DaemonLink link) {
        if (link.isDropped() || stopping) {
            return false;
        }
        current = link;
        next.complete(link);
        return true;
    }

    private DaemonLink awaitLink() {
        CompletableFuture<DaemonLink> pending;
        synchronized (this) {
            pending = next;
        }
        return pending.join();
    }

    private synchronized DaemonLink currentLink() {
        return current;
    }

    private DaemonLink newLink() {
        // Not Duration.multipliedBy: it computes in BigDecimal, whose first use cost each start ~14 ms.
        return new DaemonLink(this, java.time.Duration.ofMillis(settings.connectTimeout().toMillis() * 15));
    }

    /** Waits without sleeping past the end of the proxy; true when the proxy is ending. */
    private boolean pause(long millis) {
        try {
            exit.get(millis, TimeUnit.MILLISECONDS);
            return true;
        } catch (TimeoutException e) {
            return stopping;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return true;
        } catch (ExecutionException e) {
            return true;
        }
    }

    private static long remainingMillis(long deadlineNanos) {
        return Math.max(0, TimeUnit.NANOSECONDS.toMillis(deadlineNanos - System.nanoTime()));
    }
}
