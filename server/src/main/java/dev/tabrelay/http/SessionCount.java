package dev.tabrelay.http;

import dev.tabrelay.auth.Caller;
import dev.tabrelay.auth.RateLimits;
import dev.tabrelay.errors.LogSafe;
import dev.tabrelay.errors.ToolFailure;
import java.time.Duration;
import java.util.Comparator;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

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
 * budget of its own, as many sessions per window as calls). Each caller ({@link #owner}: a key,
 * or a local program without a key, told apart by its clientInfo name and User-Agent) holds at
 * most {@link #perCaller} Streamable HTTP sessions (a key counts its WebSockets and SSE streams
 * too), and at that share its own least recently used session makes room. When all MAX_SESSIONS
 * are taken, an idle Streamable HTTP session makes room: one that made no call after
 * {@code initialize} and has no open stream is idle at once (a script that initializes and walks
 * away leaves only these), otherwise one unused for a minute (or SESSION_IDLE_TIMEOUT, if
 * shorter); the never-used go before the used, each least recently used first. An evicted
 * session's id is answered 404, which tells a client to initialize again (MCP, Streamable HTTP).
 * Only when every session is busy is a new one refused.
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

    /**
     * @param owner {@link #owner}
     * @param called whether the session made a call after {@code initialize} (its
     *               {@code notifications/initialized} is no call): until then it is idle at once
     */
    private record Entry(String owner, long lastSeen, boolean called) {}

    private final int max;
    /** A caller's share: a quarter of MAX_SESSIONS, so four callers who walk away still leave room. */
    private final int perCaller;
    private final LongSupplier nanos;
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
        this(max, idle, rates, onEnded, System::nanoTime);
    }

    /** @param nanos the clock (tests pass their own, so no test waits on the wall clock) */
    SessionCount(int max, Duration idle, RateLimits rates, Consumer<String> onEnded, LongSupplier nanos) {
        this.max = max;
        this.perCaller = Math.max(1, max / 4);
        this.nanos = nanos;
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

    /**
     * Whose share a Streamable HTTP session counts against: a key's, whatever program uses it; a
     * local program without a key by what it says it is, its clientInfo name and User-Agent. A
     * program can claim any name (local programs run as the user anyway): this keeps a script that
     * walks away from its sessions from crowding out the user's other clients, it is no identity.
     */
    public static String owner(Caller caller, String clientName, String userAgent) {
        if (caller.key() != null || caller.denied()) {
            return caller.scope();
        }
        return "local:" + LogSafe.text(clientName == null ? "" : clientName.strip(), 100) + " | "
                + LogSafe.text(userAgent == null ? "" : userAgent.strip(), 200);
    }

    public int active() {
        long cutoff = nanos.getAsLong() - idle.toNanos();
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
     * Whether {@code caller} may open one more WebSocket or SSE session, making room by eviction
     * where it can. Charges the caller's rate limit.
     *
     * @param stdio the connection is a {@code tabrelay stdio} proxy ({@link #STDIO_HEADER}): an MCP
     *              client started it for its user, who has no other way in, so it is never refused for
     *              the cap. It makes room from the least recently used Streamable HTTP session however
     *              recently used (that client is told 404 and initializes again), or goes over the cap
     *              when there is none. A key's rate limit and share still apply.
     * @return why not (answered 503, or 429 for a rate limit), or null when it may
     */
    public synchronized Refusal admit(Caller caller, boolean stdio) {
        return admit(caller, caller.key() != null ? caller.scope() : null, stdio);
    }

    /**
     * Whether an {@code initialize} on Streamable HTTP may open one more session: its
     * {@link #owner}'s share first (its own least recently used session makes room), then MAX_SESSIONS.
     */
    public synchronized Refusal admitStreamable(Caller caller, String owner) {
        return admit(caller, owner, false);
    }

    /** @param owner whose share applies, or null for none (local WebSockets and SSE streams: no session of theirs can be evicted) */
    private Refusal admit(Caller caller, String owner, boolean stdio) {
        try {
            rates.acquireSession(caller);
        } catch (ToolFailure f) {
            return new Refusal(429, "RATE_LIMITED", f.getMessage());
        }
        if (owner != null && held(owner) >= perCaller && !evict(owner, true)) {
            return new Refusal(503, "TOO_MANY_SESSIONS", caller.label() + " already holds " + perCaller
                    + " MCP sessions, all in use (a caller's share is a quarter of MAX_SESSIONS, which is " + max
                    + "); close one of them first, or raise MAX_SESSIONS.");
        }
        int n = active();
        if (n >= max && stdio) {
            evict(null, true);
            return null;
        }
        if (n >= max && !evict(null, false)) {
            return new Refusal(503, "TOO_MANY_SESSIONS", "TabRelay already serves " + n + " MCP sessions, each used in the last "
                    + evictableAfter.toSeconds() + " s or listening on its stream (MAX_SESSIONS is " + max + "); close an idle"
                    + " client, raise MAX_SESSIONS, or lower SESSION_IDLE_TIMEOUT (now " + idle.toSeconds() + " s) so unused"
                    + " sessions end sooner.");
        }
        return null;
    }

    /** A refused session: HTTP status, stable code, message. */
    public record Refusal(int status, String code, String message) {}

    private int held(String owner) {
        AtomicInteger open = connections.get(owner);
        return (int) streamable.values().stream().filter(e -> e.owner().equals(owner)).count() + (open == null ? 0 : open.get());
    }

    /**
     * Ends one Streamable HTTP session of {@code owner} (or anyone's, when null): any of them when
     * {@code any}, else only an idle one ({@link #idle(String, Entry, long)}). The order is
     * {@link #evictionOrder}.
     */
    private boolean evict(String owner, boolean any) {
        long now = nanos.getAsLong();
        Optional<String> victim = streamable.entrySet().stream()
                .filter(e -> owner == null || e.getValue().owner().equals(owner))
                .filter(e -> any || idle(e.getKey(), e.getValue(), now))
                .min(evictionOrder()).map(Map.Entry::getKey);
        victim.ifPresent(this::ended);
        return victim.isPresent();
    }

    /** Evictable to make room at MAX_SESSIONS: no call since initialize and no open stream, or unused for evictableAfter. */
    private boolean idle(String id, Entry e, long now) {
        return (!e.called() && !listening.containsKey(id)) || now - e.lastSeen() >= evictableAfter.toNanos();
    }

    /**
     * Who makes room first: a session without an open stream (a client listening is likelier to be
     * back), then one that never made a call, then the least recently used.
     */
    private Comparator<Map.Entry<String, Entry>> evictionOrder() {
        return Comparator.<Map.Entry<String, Entry>>comparingInt(e -> listening.containsKey(e.getKey()) ? 1 : 0)
                .thenComparingInt(e -> e.getValue().called() ? 1 : 0)
                .thenComparingLong(e -> e.getValue().lastSeen());
    }

    public SessionBook book() {
        return book;
    }

    /**
     * A response named a Streamable HTTP session: counted from now on, whatever the request carried.
     * @param client the name its initialize gave (clientInfo), or null
     */
    void seen(String sessionId, Caller caller, String owner, String client) {
        if (streamable.putIfAbsent(sessionId, new Entry(owner, nanos.getAsLong(), false)) == null) {
            book.opened(sessionId, SessionBook.STREAMABLE, client, caller.label());
        }
    }

    /**
     * A request of the session arrived.
     * @param call it is a call (any POST but {@code notifications/initialized}): the session is in use
     * @return false for an id this daemon does not count (never issued, ended, evicted)
     */
    boolean touch(String sessionId, boolean call) {
        boolean counted = streamable.computeIfPresent(sessionId,
                (id, e) -> new Entry(e.owner(), nanos.getAsLong(), e.called() || call)) != null;
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
                touch(sessionId, false);   // idle from when the stream closed, not from when it opened
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
