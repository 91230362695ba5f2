package dev.tabrelay.tools;

import dev.tabrelay.json.Json;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.LongSupplier;
import tools.jackson.databind.JsonNode;

/**
 * The recent tool calls with their arguments, by call id, so the side panel can save steps of
 * its activity log as a shortcut ({@code browser_shortcut_save {"fromActivity": [...]}}) while the
 * extension's log itself keeps no arguments (they may hold what an agent typed). Bounded and
 * short-lived in memory: a restart forgets them. Ids are random, so one caller cannot name
 * another's calls, and a key may save only its own calls (the local user may save any).
 *
 * <p>A plain insertion-ordered map, not a Caffeine cache: the promise is "the last {@value #MAX}
 * calls", and Caffeine's size eviction (W-TinyLFU) keeps the entries it has seen more often,
 * which for ids written once meant old calls stayed and many new ones were dropped at once. Each
 * entry holds its arguments as one JSON byte array rather than a copied tree: one object for the
 * collector instead of a node per value (bench/soak: the history's copies were most of what a
 * busy daemon promoted to the old generation).
 */
public final class CallHistory {
    static final int MAX = 1000;
    static final Duration KEPT = Duration.ofHours(2);

    /** One remembered call: the tool's canonical name, its canonical arguments, the caller's scope. */
    static final class Entry {
        private final String tool;
        private final byte[] args;
        private final String scope;
        private final long at;

        Entry(String tool, byte[] args, String scope, long at) {
            this.tool = tool;
            this.args = args;
            this.scope = scope;
            this.at = at;
        }

        String tool() { return tool; }
        String scope() { return scope; }
        /** A fresh tree each time: no caller can change what another reads. */
        JsonNode args() { return Json.MAPPER.readTree(args); }
    }

    private final LongSupplier millis;
    private final Map<String, Entry> calls = new LinkedHashMap<>(MAX * 4 / 3 + 1) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, CallHistory.Entry> eldest) {
            return size() > MAX;
        }
    };

    CallHistory() {
        this(System::currentTimeMillis);
    }

    /** @param millis the clock the {@link #KEPT} time is read on (a test's own) */
    CallHistory(LongSupplier millis) {
        this.millis = millis;
    }

    static String newId() {
        return UUID.randomUUID().toString();
    }

    void remember(String id, String tool, JsonNode args, String scope) {
        Entry e = new Entry(tool, Json.MAPPER.writeValueAsBytes(args), scope, millis.getAsLong());
        synchronized (calls) {
            calls.put(id, e);
        }
    }

    Optional<Entry> find(String id) {
        Entry e;
        synchronized (calls) {
            e = calls.get(id);
        }
        return e == null || millis.getAsLong() - e.at > KEPT.toMillis() ? Optional.empty() : Optional.of(e);
    }
}
