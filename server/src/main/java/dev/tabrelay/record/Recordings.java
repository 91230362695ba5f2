package dev.tabrelay.record;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Every session's recordings, by session id and tab. A session sees only its own: two agents
 * recording the same tab each get the frames of their own actions.
 */
public final class Recordings {
    /** Recordings one session may hold at once; a recording is cleared or replaced to make room. */
    public static final int MAX_PER_SESSION = 8;
    /**
     * Sessions with recordings kept at once. Sessions that ended are not announced to the tools,
     * so past this a session recording nothing now is forgotten to make room.
     */
    public static final int MAX_SESSIONS = 64;

    private final Map<String, Map<Long, Recording>> bySession = new ConcurrentHashMap<>();

    /** Starts (or restarts, dropping old frames) the recording of a tab; empty when the session holds too many. */
    public Optional<Recording> start(String session, long tabId) {
        if (!bySession.containsKey(session) && bySession.size() >= MAX_SESSIONS) {
            bySession.keySet().stream().filter(s -> !anyActive(s)).findFirst().ifPresent(bySession::remove);
        }
        Map<Long, Recording> mine = bySession.computeIfAbsent(session, s -> new ConcurrentHashMap<>());
        if (!mine.containsKey(tabId) && mine.size() >= MAX_PER_SESSION) {
            return Optional.empty();
        }
        Recording r = new Recording(tabId);
        mine.put(tabId, r);
        return Optional.of(r);
    }

    public Optional<Recording> find(String session, long tabId) {
        Map<Long, Recording> mine = bySession.get(session);
        return Optional.ofNullable(mine == null ? null : mine.get(tabId));
    }

    /** The tab's recording if it is taking frames now. */
    public Optional<Recording> active(String session, long tabId) {
        return find(session, tabId).filter(Recording::recording);
    }

    /** Whether the session records any tab: the cheap check made after every action. */
    public boolean anyActive(String session) {
        Map<Long, Recording> mine = bySession.get(session);
        return mine != null && mine.values().stream().anyMatch(Recording::recording);
    }

    public boolean clear(String session, long tabId) {
        Map<Long, Recording> mine = bySession.get(session);
        return mine != null && mine.remove(tabId) != null;
    }

    /** A session that ended leaves nothing behind. */
    public void sessionEnded(String session) {
        bySession.remove(session);
    }
}
