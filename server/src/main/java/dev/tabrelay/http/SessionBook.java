package dev.tabrelay.http;

import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Who the open MCP sessions are, for {@code tabrelay status} (GET /api/v1/sessions): the client's
 * name (from its initialize on Streamable HTTP, else from its first tool call), the transport, the
 * caller (local or which key), and how long since its last request. {@link SessionCount} decides
 * admission; this only describes. A session is learnt when a transport names it or a tool call
 * carries its id, and forgotten when it ends; sessions over /mcp-ws (which is what `tabrelay
 * stdio` uses, as does `stdio --embedded`) are first seen at their first tool call, so one that
 * never called is counted by /health but not listed.
 */
public final class SessionBook {
    /** What status lists for one session. */
    public record Row(String id, String transport, String client, String caller, Instant opened, Duration idle, long calls) {}

    public static final String STREAMABLE = "Streamable HTTP";
    public static final String SSE = "SSE";
    /** A session id neither Streamable HTTP nor SSE named: /mcp-ws, used by `tabrelay stdio` and WebSocket clients. */
    public static final String WEBSOCKET = "WebSocket/stdio";
    /** Bounds the book if ends are missed (a transport that never reports one): the most idle go first. */
    static final int MAX_ROWS = 1024;

    private static final class Entry {
        final String transport;
        final Instant opened = Instant.now();
        volatile String client;
        volatile String caller;
        volatile long lastNanos = System.nanoTime();
        final AtomicLong calls = new AtomicLong();

        Entry(String transport, String client, String caller) {
            this.transport = transport;
            this.client = client;
            this.caller = caller;
        }
    }

    private final Map<String, Entry> entries = new ConcurrentHashMap<>();

    /** A transport named the session (Streamable HTTP's first response, an SSE stream's first POST). */
    void opened(String id, String transport, String client, String caller) {
        if (id == null || id.isBlank()) {
            return;
        }
        entries.putIfAbsent(id, new Entry(transport, client, caller));
        bound();
    }

    /** A request of the session arrived (not a tool call: those come through {@link #called}). */
    void touched(String id) {
        Entry e = id == null ? null : entries.get(id);
        if (e != null) {
            e.lastNanos = System.nanoTime();
        }
    }

    /** A tool call of the session: its client name as the client gave it, and the caller's label. */
    public void called(String id, String client, String caller) {
        if (id == null || id.isBlank() || id.startsWith("rest:")) {
            return;   // REST calls (RestApi names them rest:…) and internal ones are no MCP session
        }
        Entry e = entries.computeIfAbsent(id, k -> new Entry(WEBSOCKET, client, caller));
        if (client != null && !client.isBlank()) {
            e.client = client;
        }
        e.caller = caller;
        e.lastNanos = System.nanoTime();
        e.calls.incrementAndGet();
        bound();
    }

    public void ended(String id) {
        if (id != null) {
            entries.remove(id);
        }
    }

    /** The sessions, most recently active first. */
    public List<Row> rows() {
        long now = System.nanoTime();
        return entries.entrySet().stream().map(en -> {
            Entry e = en.getValue();
            return new Row(en.getKey(), e.transport, e.client == null ? "(not named yet)" : e.client, e.caller, e.opened,
                    Duration.ofNanos(now - e.lastNanos), e.calls.get());
        }).sorted(Comparator.comparing(Row::idle)).toList();
    }

    private void bound() {
        while (entries.size() > MAX_ROWS) {
            entries.entrySet().stream().min(Comparator.comparingLong(en -> en.getValue().lastNanos))
                    .ifPresent(en -> entries.remove(en.getKey(), en.getValue()));
        }
    }
}
