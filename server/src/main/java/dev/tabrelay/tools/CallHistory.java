package dev.tabrelay.tools;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.time.Duration;
import java.util.Optional;
import java.util.UUID;
import tools.jackson.databind.JsonNode;

/**
 * The recent tool calls with their arguments, by call id, so the side panel can save steps of
 * its activity log as a shortcut ({@code browser_shortcut_save {"fromActivity": [...]}}) while the
 * extension's log itself keeps no arguments (they may hold what an agent typed). Bounded and
 * short-lived in memory: a restart forgets them. Ids are random, so one caller cannot name
 * another's calls, and a key may save only its own calls (the local user may save any).
 */
public final class CallHistory {
    static final int MAX = 1000;
    static final Duration KEPT = Duration.ofHours(2);

    /** One remembered call: the tool's canonical name, its canonical arguments, the caller's scope. */
    record Entry(String tool, JsonNode args, String scope) {}

    private final Cache<String, Entry> calls = Caffeine.newBuilder().maximumSize(MAX).expireAfterWrite(KEPT).build();

    static String newId() {
        return UUID.randomUUID().toString();
    }

    void remember(String id, String tool, JsonNode args, String scope) {
        calls.put(id, new Entry(tool, args.deepCopy(), scope));
    }

    Optional<Entry> find(String id) {
        return Optional.ofNullable(calls.getIfPresent(id));
    }
}
