package dev.tabrelay.http;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntSupplier;

/**
 * MCP sessions open right now, across transports, for MAX_SESSIONS and /health. WebSocket
 * sessions and legacy SSE streams have a clear start and end; a Streamable HTTP session starts
 * with the answer to {@code initialize} (its {@code mcp-session-id}) and ends with a DELETE, or,
 * since clients often just go away, after {@link #IDLE} without a request.
 */
public final class SessionCount {
    static final Duration IDLE = Duration.ofMinutes(30);

    private final int max;
    private final IntSupplier webSockets;
    private final Map<String, Long> streamable = new ConcurrentHashMap<>();
    private final AtomicInteger sseStreams = new AtomicInteger();

    /** Told the id of a Streamable HTTP or SSE session that ended (DELETE, idle, stream closed), so its browsers hear session.end. */
    private final java.util.function.Consumer<String> onEnded;

    public SessionCount(int max, IntSupplier webSockets) {
        this(max, webSockets, id -> { });
    }

    public SessionCount(int max, IntSupplier webSockets, java.util.function.Consumer<String> onEnded) {
        this.max = max;
        this.webSockets = webSockets;
        this.onEnded = onEnded;
    }

    public int active() {
        long cutoff = System.nanoTime() - IDLE.toNanos();
        streamable.entrySet().removeIf(e -> {
            boolean idle = e.getValue() - cutoff < 0;
            if (idle) {
                onEnded.accept(e.getKey());
            }
            return idle;
        });
        return streamable.size() + sseStreams.get() + webSockets.getAsInt();
    }

    /** Why a new session is refused, or null while there is room. */
    public String refusal() {
        int n = active();
        return n < max ? null : "TabRelay already serves " + n + " MCP sessions (MAX_SESSIONS is " + max
                + "); close an idle client or raise MAX_SESSIONS.";
    }

    void seen(String sessionId) {
        streamable.put(sessionId, System.nanoTime());
    }

    void touch(String sessionId) {
        streamable.computeIfPresent(sessionId, (id, t) -> System.nanoTime());
    }

    void ended(String sessionId) {
        if (streamable.remove(sessionId) != null) {
            onEnded.accept(sessionId);
        }
    }

    void sseOpened() {
        sseStreams.incrementAndGet();
    }

    /** @param sessionId the stream's MCP session (null if it closed before the SDK named one) */
    void sseClosed(String sessionId) {
        sseStreams.decrementAndGet();
        if (sessionId != null && !sessionId.isEmpty()) {
            onEnded.accept(sessionId);
        }
    }
}
