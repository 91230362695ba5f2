package dev.tabrelay.mcp;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * MCP sessions seen recently, for /health and the status resource. The SDK offers no hook for
 * session start and end on its HTTP transports, so a session counts while it has made a call
 * within the last {@link #WINDOW}.
 */
public final class SessionTracker {
    static final Duration WINDOW = Duration.ofMinutes(30);
    private final Map<String, Long> lastSeen = new ConcurrentHashMap<>();

    void touch(String sessionId) {
        if (sessionId != null && !sessionId.isEmpty()) {
            lastSeen.put(sessionId, System.nanoTime());
        }
    }

    public int active() {
        long cutoff = System.nanoTime() - WINDOW.toNanos();
        lastSeen.values().removeIf(t -> t - cutoff < 0);
        return lastSeen.size();
    }
}
