package dev.tabrelay.http;

import dev.tabrelay.auth.Caller;
import dev.tabrelay.auth.RateLimits;
import dev.tabrelay.errors.ToolFailure;
import java.time.Duration;
import java.util.Comparator;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * MCP sessions open right now, across transports, by whose they are: for MAX_SESSIONS, the
 * per-key share and /health. WebSocket connections and legacy SSE streams have a clear start
 * and end; a Streamable HTTP session starts with the first response that names it (its
 * {@code mcp-session-id}, whatever the request carried) and ends with a DELETE, after
 * SESSION_IDLE_TIMEOUT without a request and without an open stream (its GET /mcp), or when it
 * is evicted. The idle timeout is short by default because clients often never end theirs: the
 * TypeScript SDK's {@code close()} sends no DELETE, so a script that reconnects in a loop leaves
 * one session behind per round.
 *
 * <p>No client can lock the others out: opening a session is charged to the key's rate limit (a
 * budget of its own, as many sessions per window as calls);
 * a key holds at most {@link #perKey} sessions, and at that share its own least recently used
 * Streamable HTTP session makes room; when all MAX_SESSIONS are taken, the least recently used
 * Streamable HTTP session idle for a minute (or SESSION_IDLE_TIMEOUT, if shorter) makes room. An evicted session's id
 * is answered 404, which tells a client to initialize again (MCP, Streamable HTTP). Only when
 * every session is busy is a new one refused.
 */
public final class SessionCount {
    /**
     * The header a {@code tabrelay stdio} proxy sends on its WebSocket upgrade. A web page cannot set
     * headers on a WebSocket, so only a local program can claim it; it is a claim about who the user is
     * waiting for, not an authentication (a key's limits still apply).
     */
    public static final String STDIO_HEADER = "X-TabRelay-Transport";

    /** Tests shorten it with the system property {@code tabrelay.sessionEvictableSeconds}. */
    static final long EVICTABLE_AFTER_DEFAULT_SECONDS = 60;

    private record Entry(String scope, long lastSeen) {}

    private final int max;
    private final int perKey;
    private final RateLimits rates;
    /** SESSION_IDLE_TIMEOUT: a Streamable HTTP session with no request and no open stream this long has ended. */
    private final Duration idle;
    private final Duration evictableAfter;
    private final Map<String, Entry> streamable = new ConcurrentHashMap<>();
    /** Open GET /mcp streams by Streamable HTTP session: a client listening for notifications is not idle. */
    private final Map<String, AtomicInteger> listening = new ConcurrentHashMap<>();
    /** WebSocket connections and SSE streams open, by scope. */
    private final Map<String, AtomicInteger> connections = new ConcurrentHashMap<>();
    /** Told the id of a Streamable HTTP or SSE session that ended (DELETE, idle, evicted, stream closed), so its browsers hear session.end. */
    private final Consumer<String> onEnded;

    /** Who the sessions are, for `tabrelay status`; forgets each as it ends here. */
    private final SessionBook book = new SessionBook();

    public SessionCount(int max, Duration idle, RateLimits rates, Consumer<String> onEnded) {
        this.max = max;
        this.perKey = Math.max(1, max / 4);
        this.rates = rates;
        this.idle = idle;
        Duration evictable = Duration.ofSeconds(Long.getLong("tabrelay.sessionEvictableSeconds", EVICTABLE_AFTER_DEFAULT_SECONDS));
        this.evictableAfter = evictable.compareTo(idle) < 0 ? evictable : idle;
        this.onEnded = id -> {
            book.ended(id);
            onEnded.accept(id);
        };
    }

    public SessionCount(int max, Duration idle) {
        this(max, idle, new RateLimits(Integer.MAX_VALUE, Duration.ofSeconds(1)), id -> { });
    }

    /** SESSION_IDLE_TIMEOUT, which the SDK's own sweep of Streamable HTTP sessions also uses. */
    public Duration idleTimeout() {
        return idle;
    }

    public int active() {
        long cutoff = System.nanoTime() - idle.toNanos();
        streamable.entrySet().removeIf(e -> {
            boolean ended = e.getValue().lastSeen() - cutoff < 0 && !listening.containsKey(e.getKey());
            if (ended) {
                onEnded.accept(e.getKey());
            }
            return ended;
        });
        return streamable.size() + connections.values().stream().mapToInt(AtomicInteger::get).sum();
    }

    /**
     * Whether {@code caller} may open one more session, making room by eviction where it can.
     * Charges the caller's rate limit.
     *
     * @return why not (answered 503, or 429 for a rate limit), or null when it may
     */
    public synchronized Refusal admit(Caller caller) {
        return admit(caller, false);
    }

    /**
     * @param stdio the connection is a {@code tabrelay stdio} proxy ({@link #STDIO_HEADER}): an MCP
     *              client started it for its user, who has no other way in, so it is never refused for
     *              the cap. It makes room from the least recently used Streamable HTTP session however
     *              recently used (that client is told 404 and initializes again), or goes over the cap
     *              when there is none. A key's rate limit and share still apply.
     */
    public synchronized Refusal admit(Caller caller, boolean stdio) {
        try {
            rates.acquireSession(caller);
        } catch (ToolFailure f) {
            return new Refusal(429, "RATE_LIMITED", f.getMessage());
        }
        String scope = caller.scope();
        if (caller.key() != null && held(scope) >= perKey && !evict(scope, 0)) {
            return new Refusal(503, "TOO_MANY_SESSIONS", caller.label() + " already holds " + perKey
                    + " MCP sessions, all in use (a key's share is a quarter of MAX_SESSIONS, which is " + max
                    + "); close one of them first, or raise MAX_SESSIONS.");
        }
        int n = active();
        if (n >= max && stdio) {
            evict(null, 0);
            return null;
        }
        if (n >= max && !evict(null, evictableAfter.toNanos())) {
            return new Refusal(503, "TOO_MANY_SESSIONS", "TabRelay already serves " + n + " MCP sessions, all used in the last "
                    + evictableAfter.toSeconds() + " s (MAX_SESSIONS is " + max + "); close an idle client, raise MAX_SESSIONS,"
                    + " or lower SESSION_IDLE_TIMEOUT (now " + idle.toSeconds() + " s) so unused sessions end sooner.");
        }
        return null;
    }

    /** A refused session: HTTP status, stable code, message. */
    public record Refusal(int status, String code, String message) {}

    private int held(String scope) {
        AtomicInteger open = connections.get(scope);
        return (int) streamable.values().stream().filter(e -> e.scope().equals(scope)).count() + (open == null ? 0 : open.get());
    }

    /**
     * Ends the least recently used Streamable HTTP session (of {@code scope}, or anyone's) idle for
     * {@code idleNanos}, one without an open stream first.
     */
    private boolean evict(String scope, long idleNanos) {
        long now = System.nanoTime();
        Optional<Map.Entry<String, Entry>> lru = streamable.entrySet().stream()
                .filter(e -> scope == null || e.getValue().scope().equals(scope))
                .filter(e -> now - e.getValue().lastSeen() >= idleNanos)
                // A client listening on its stream is likelier to be back than one that went quiet.
                .min(Comparator.<Map.Entry<String, Entry>>comparingInt(e -> listening.containsKey(e.getKey()) ? 1 : 0)
                        .thenComparingLong(e -> e.getValue().lastSeen()));
        lru.ifPresent(e -> ended(e.getKey()));
        return lru.isPresent();
    }

    public SessionBook book() {
        return book;
    }

    /**
     * A response named a Streamable HTTP session: counted from now on, whatever the request carried.
     * @param client the name its initialize gave (clientInfo), or null
     */
    void seen(String sessionId, Caller caller, String client) {
        if (streamable.putIfAbsent(sessionId, new Entry(caller.scope(), System.nanoTime())) == null) {
            book.opened(sessionId, SessionBook.STREAMABLE, client, caller.label());
        }
    }

    /** @return false for an id this daemon does not count (never issued, ended, evicted) */
    boolean touch(String sessionId) {
        boolean counted = streamable.computeIfPresent(sessionId, (id, e) -> new Entry(e.scope(), System.nanoTime())) != null;
        if (counted) {
            book.touched(sessionId);
        }
        return counted;
    }

    /**
     * A GET /mcp stream of a counted session opened: the session is not idle while it is open (an
     * eviction to make room may still end it). Run the result when the stream closes.
     */
    Runnable listening(String sessionId) {
        listening.computeIfAbsent(sessionId, k -> new AtomicInteger()).incrementAndGet();
        java.util.concurrent.atomic.AtomicBoolean once = new java.util.concurrent.atomic.AtomicBoolean();
        return () -> {
            if (once.compareAndSet(false, true)) {
                listening.computeIfPresent(sessionId, (k, n) -> n.decrementAndGet() <= 0 ? null : n);
                touch(sessionId);   // idle from when the stream closed, not from when it opened
            }
        };
    }

    void ended(String sessionId) {
        listening.remove(sessionId);
        if (streamable.remove(sessionId) != null) {
            onEnded.accept(sessionId);
        }
    }

    /** A WebSocket connection or SSE stream opened; run the result when it closes. */
    public Runnable opened(Caller caller) {
        AtomicInteger open = connections.computeIfAbsent(caller.scope(), s -> new AtomicInteger());
        open.incrementAndGet();
        java.util.concurrent.atomic.AtomicBoolean once = new java.util.concurrent.atomic.AtomicBoolean();
        return () -> {
            if (once.compareAndSet(false, true)) {
                open.decrementAndGet();
            }
        };
    }

    /** An SSE stream closed; its MCP session (null if it closed before the SDK named one) ends. */
    void sseEnded(String sessionId) {
        if (sessionId != null && !sessionId.isEmpty()) {
            onEnded.accept(sessionId);
        }
    }
}
