package dev.tabrelay.auth;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The long-lived connections opened with an API key (MCP WebSockets, SSE and Streamable HTTP
 * streams), so revoking the key closes them at once: each request on them is checked with the
 * key's current ACL anyway ({@link Authenticator#current}), but an open socket or stream must
 * not outlive the key that opened it.
 */
public final class LiveConnections {
    private static final Logger log = LoggerFactory.getLogger(LiveConnections.class);
    private final Map<String, Set<Runnable>> byKey = new ConcurrentHashMap<>();

    /**
     * @param close closes the connection; run at most once, on any thread
     * @return call when the connection ends by itself; a no-op for callers without a key
     */
    public Runnable register(Caller caller, Runnable close) {
        if (caller == null || caller.key() == null) {
            return () -> { };
        }
        String id = caller.key().id();
        Runnable once = new Runnable() {
            private final java.util.concurrent.atomic.AtomicBoolean done = new java.util.concurrent.atomic.AtomicBoolean();

            @Override
            public void run() {
                if (done.compareAndSet(false, true)) {
                    close.run();
                }
            }
        };
        byKey.computeIfAbsent(id, k -> ConcurrentHashMap.newKeySet()).add(once);
        return () -> byKey.computeIfPresent(id, (k, set) -> {
            set.remove(once);
            return set.isEmpty() ? null : set;
        });
    }

    /** Closes every connection whose key is no longer in the store (revoked by the CLI or REST). */
    public void closeRevoked(KeyStore keys) {
        for (String id : Set.copyOf(byKey.keySet())) {
            if (keys.byId(id).isEmpty()) {
                Set<Runnable> closers = byKey.remove(id);
                if (closers != null && !closers.isEmpty()) {
                    log.info("API key {} was revoked: closing its {} open connection(s)", id, closers.size());
                    closers.forEach(LiveConnections::quietly);
                }
            }
        }
    }

    public int open() {
        return byKey.values().stream().mapToInt(Set::size).sum();
    }

    private static void quietly(Runnable close) {
        try {
            close.run();
        } catch (RuntimeException e) {
            log.debug("Closing a revoked key's connection: {}", e.toString());
        }
    }
}
