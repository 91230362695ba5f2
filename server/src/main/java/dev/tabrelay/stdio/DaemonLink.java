package dev.tabrelay.stdio;

import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One WebSocket connection to the daemon: assembles partial frames into messages, sends one text
 * frame at a time (the one outstanding text send that {@link LinkSocket}, like the JDK's WebSocket,
 * allows), and remembers which client requests are waiting for an answer on it, so that all of them can be answered at once
 * when the connection drops.
 */
final class DaemonLink implements LinkSocket.Listener {
    interface Events {
        void onMessage(DaemonLink link, String text, JsonRpcPeek peek);

        void onDrop(DaemonLink link, String why);
    }

    private final Events events;
    private final Duration sendTimeout;
    private final StringBuilder partial = new StringBuilder(); // listener calls never overlap
    private final Object sendLock = new Object();
    private final Map<String, String> inFlight = new HashMap<>(); // id key -> client's raw id; guarded by this
    /** Open subscriptions/listen requests: answered only when they end, so never waited for at stdin's end. */
    private final java.util.Set<String> listens = new java.util.HashSet<>(); // guarded by this
    private final Map<String, CompletableFuture<String>> expected = new ConcurrentHashMap<>();
    private final List<CompletableFuture<Void>> idleWaiters = new ArrayList<>(); // guarded by this
    private boolean dropped; // guarded by this
    private volatile LinkSocket socket;
    private final AtomicInteger unansweredPings = new AtomicInteger();

    DaemonLink(Events events, Duration sendTimeout) {
        this.events = events;
        this.sendTimeout = sendTimeout;
    }

    @Override
    public void onOpen(LinkSocket webSocket) {
        socket = webSocket;
        webSocket.request(1);
    }

    @Override
    public CompletionStage<?> onText(LinkSocket webSocket, CharSequence data, boolean last) {
        unansweredPings.set(0); // any frame proves the connection alive
        partial.append(data);
        if (last) {
            String text = partial.toString();
            partial.setLength(0);
            deliver(text);
        }
        webSocket.request(1);
        return null;
    }

    @Override
    public CompletionStage<?> onPong(LinkSocket webSocket, ByteBuffer message) {
        unansweredPings.set(0);
        webSocket.request(1); // control frames consume demand too
        return null;
    }

    @Override
    public CompletionStage<?> onBinary(LinkSocket webSocket, ByteBuffer data, boolean last) {
        webSocket.request(1); // not part of MCP over WebSocket: ignored
        return null;
    }

    @Override
    public CompletionStage<?> onClose(LinkSocket webSocket, int statusCode, String reason) {
        events.onDrop(this, "closed by the daemon, code " + statusCode + (reason.isEmpty() ? "" : " (" + reason + ")"));
        return null;
    }

    @Override
    public void onError(LinkSocket webSocket, Throwable error) {
        events.onDrop(this, error.getMessage() != null ? error.getMessage() : error.getClass().getSimpleName());
    }

    private void deliver(String text) {
        JsonRpcPeek peek = JsonRpcPeek.of(text);
        if (peek.kind() == JsonRpcPeek.Kind.RESPONSE) {
            CompletableFuture<String> waiter = expected.remove(peek.idKey());
            if (waiter != null) {
                waiter.complete(text); // an answer the proxy asked for itself: not the client's
                return;
            }
            answered(peek.idKey());
        }
        events.onMessage(this, text, peek);
    }

    /** Notes a client request about to be sent; false when this link already dropped. */
    synchronized boolean register(JsonRpcPeek request) {
        if (dropped) {
            return false;
        }
        inFlight.put(request.idKey(), request.idRaw());
        if ("subscriptions/listen".equals(request.method())) {
            listens.add(request.idKey());
        }
        return true;
    }

    private synchronized void answered(String idKey) {
        inFlight.remove(idKey);
        listens.remove(idKey);
        if (onlyListensLeft()) {
            idleWaiters.forEach(w -> w.complete(null));
            idleWaiters.clear();
        }
    }

    /** Completes when no client request waits for an answer here (or the link dropped). */
    synchronized CompletableFuture<Void> whenIdle() {
        if (onlyListensLeft() || dropped) {
            return CompletableFuture.completedFuture(null);
        }
        CompletableFuture<Void> waiter = new CompletableFuture<>();
        idleWaiters.add(waiter);
        return waiter;
    }

    private boolean onlyListensLeft() {
        return inFlight.size() == listens.size();
    }

    /** Routes the response with this id to the returned future instead of the client. */
    CompletableFuture<String> expect(String idKey) {
        CompletableFuture<String> waiter = new CompletableFuture<>();
        expected.put(idKey, waiter);
        return waiter;
    }

    /** Sends one message as one text frame; false if the connection is unusable. */
    boolean send(String text) {
        synchronized (sendLock) {
            try {
                socket.sendText(text, true).get(sendTimeout.toMillis(), TimeUnit.MILLISECONDS);
                return true;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            } catch (Exception e) {
                return false;
            }
        }
    }

    /** Marks the link dead; returns the raw ids of the client requests that will never be answered. */
    List<String> markDropped() {
        List<String> orphans;
        synchronized (this) {
            if (dropped) {
                return List.of();
            }
            dropped = true;
            orphans = new ArrayList<>(inFlight.values());
            inFlight.clear();
            listens.clear();
            idleWaiters.forEach(w -> w.complete(null));
            idleWaiters.clear();
        }
        expected.values().forEach(w -> w.completeExceptionally(new IllegalStateException("connection lost")));
        expected.clear();
        LinkSocket s = socket;
        if (s != null) {
            s.abort();
        }
        return orphans;
    }

    synchronized boolean isDropped() {
        return dropped;
    }

    /**
     * Sends a ping; false when nothing at all arrived during the last two pings. The JDK client was
     * seen, rarely, to lose a connection closed by the server without ever calling onClose or
     * onError (its socket was closed, its sends still "succeeded"); pings are what notices that,
     * and a half-open connection after a laptop sleep as well. Two, not one: Jetty reads the pong's
     * ping only after the frame before it was handled, which may take a moment on a cold daemon.
     */
    boolean ping() {
        if (unansweredPings.incrementAndGet() > 2) {
            return false;
        }
        socket.sendPing(ByteBuffer.allocate(0));
        return true;
    }

    /** Normal close after stdin ended: a close frame if it can go out quickly, then the socket is released. */
    void close() {
        try {
            socket.sendClose(LinkSocket.NORMAL_CLOSURE, "client closed stdin").get(1, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            // already closed or too slow: aborting below is enough
        }
        socket.abort();
    }
}
