package dev.tabrelay.grid;

import dev.tabrelay.link.BrowserConnection;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledFuture;

/**
 * One browser leased from the Grid: its Grid session, the extension connection that serves it,
 * the sessions (owners) it serves. Guarded by its {@link LeasePool}'s lock; the fields read
 * without it (status, routing) are volatile.
 */
final class Lease {
    enum State {
        /** The new-session request waits in the Grid's queue. */
        REQUESTING,
        /** The Grid made the session; its extension has not said hello yet. */
        STARTING,
        READY,
        RELEASING,
        ENDED;

        String label() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    final String id;
    /** SHA-256 of the one-time pairing key: the key itself is only in the lease's zip. */
    final String keyHash;
    final long keyExpiresNanos;
    final Instant created = Instant.now();
    final long createdNanos = System.nanoTime();
    /** Completes with the browser id at the first hello; fails when the lease ends before it. */
    final CompletableFuture<String> ready = new CompletableFuture<>();
    final Set<String> owners = java.util.concurrent.ConcurrentHashMap.newKeySet();

    volatile State state = State.REQUESTING;
    volatile String sessionId;
    volatile String node = "";
    volatile String browserVersion = "";
    volatile boolean keyBurned;
    volatile String browserId;
    volatile BrowserConnection connection;
    volatile String resume;
    volatile long lastUsedNanos = System.nanoTime();
    volatile long helloAfterMillis = -1;
    /** Volatile: the lease is visible to admission (other threads) before its request is assigned. */
    volatile CompletableFuture<WebDriver.Session> request;
    ScheduledFuture<?> helloDeadline;

    Lease(String id, String keyHash, Duration keyLifetime) {
        this.id = id;
        this.keyHash = keyHash;
        this.keyExpiresNanos = createdNanos + keyLifetime.toNanos();
    }

    boolean live() {
        return state != State.ENDED && state != State.RELEASING;
    }

    /** What status and /health show: no key, no resume secret, owners shortened (a session id is a bearer secret). */
    Map<String, Object> describe() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", id);
        m.put("state", owners.isEmpty() || state != State.READY ? state.label() : "in-use");
        m.put("gridSession", sessionId == null ? "" : sessionId);
        m.put("node", node);
        m.put("ageSeconds", Duration.ofNanos(System.nanoTime() - createdNanos).toSeconds());
        m.put("owners", owners.stream().map(Lease::shortId).toList());
        if (helloAfterMillis >= 0) {
            m.put("helloAfterMs", helloAfterMillis);
        }
        return m;
    }

    static String shortId(String sessionId) {
        return sessionId.length() <= 12 ? sessionId : sessionId.substring(0, 12) + "…";
    }
}
