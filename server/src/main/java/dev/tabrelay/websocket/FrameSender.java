package dev.tabrelay.websocket;

import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Writes text frames to one Jetty session strictly one at a time, in submission order.
 *
 * <p>Why: Jetty's WebSocket session allows one outstanding write per message, while the MCP
 * sessions send from several threads at once (MCP tool results on Reactor workers, extension
 * commands from tool calls, keepalive pings from a timer, error frames from the Jetty reader thread). A close is queued like a frame so that a graceful
 * close goes out after everything sent before it.
 */
public final class FrameSender {
    private record Outgoing(String text, int closeCode, String closeReason, CompletableFuture<Void> done) {
        boolean isClose() {
            return text == null;
        }
    }

    private final Session session;
    private final ArrayDeque<Outgoing> queue = new ArrayDeque<>(); // guarded by this
    private boolean writing; // guarded by this
    private IOException terminal; // guarded by this; set once the socket is closed or a write failed

    public FrameSender(Session session) {
        this.session = session;
    }

    /** Completes when the frame is written; fails once the socket is closed. */
    public CompletableFuture<Void> send(String text) {
        return enqueue(new Outgoing(text, 0, null, new CompletableFuture<>()));
    }

    /** Sends the close frame after every frame queued before it. */
    public CompletableFuture<Void> close(int code, String reason) {
        return enqueue(new Outgoing(null, code, reason, new CompletableFuture<>()));
    }

    /** The socket is gone: fail what is queued and everything sent from now on. */
    public void closed(String why) {
        List<Outgoing> dropped;
        synchronized (this) {
            if (terminal == null) {
                terminal = new IOException(why);
            }
            dropped = new ArrayList<>(queue);
            queue.clear();
        }
        dropped.forEach(o -> settle(o, terminal()));
    }

    private synchronized IOException terminal() {
        return terminal;
    }

    private CompletableFuture<Void> enqueue(Outgoing outgoing) {
        synchronized (this) {
            if (terminal != null) {
                // A close on an already closed socket has nothing left to do.
                settle(outgoing, outgoing.isClose() ? null : terminal);
                return outgoing.done();
            }
            queue.add(outgoing);
            if (writing) {
                return outgoing.done();
            }
            writing = true;
        }
        writeLoop();
        return outgoing.done();
    }

    /**
     * Drains the queue. A write that completes synchronously continues the loop on this thread
     * instead of recursing from its callback, so a long queue cannot grow the stack.
     */
    private void writeLoop() {
        while (true) {
            Outgoing next;
            synchronized (this) {
                next = queue.poll();
                if (next == null) {
                    writing = false;
                    return;
                }
            }
            WriteCallback callback = new WriteCallback(next);
            try {
                if (next.isClose()) {
                    session.close(next.closeCode(), next.closeReason(), callback);
                } else {
                    session.sendText(next.text(), callback);
                }
            } catch (RuntimeException e) {
                callback.fail(e);
            }
            if (callback.leaveToCallback()) {
                return;
            }
        }
    }

    private static void settle(Outgoing outgoing, Throwable failure) {
        if (failure == null) {
            outgoing.done().complete(null);
        } else {
            outgoing.done().completeExceptionally(failure);
        }
    }

    private final class WriteCallback implements Callback {
        private static final int PENDING = 0;
        private static final int DONE_IN_CALL = 1;
        private static final int WRITER_RETURNED = 2;
        private final Outgoing outgoing;
        private final AtomicInteger state = new AtomicInteger(PENDING);

        WriteCallback(Outgoing outgoing) {
            this.outgoing = outgoing;
        }

        @Override
        public void succeed() {
            complete(null);
        }

        @Override
        public void fail(Throwable cause) {
            complete(cause);
        }

        /** True when the write is still pending: its callback will resume the loop. */
        boolean leaveToCallback() {
            return state.compareAndSet(PENDING, WRITER_RETURNED);
        }

        private void complete(Throwable cause) {
            if (cause != null || outgoing.isClose()) {
                closed(cause == null ? "WebSocket closed" : "WebSocket write failed: " + cause.getMessage());
            }
            settle(outgoing, cause == null ? null : terminal());
            if (!state.compareAndSet(PENDING, DONE_IN_CALL)) {
                writeLoop();
            }
        }
    }
}
