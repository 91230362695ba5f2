package dev.tabrelay.tools;

import dev.tabrelay.errors.ToolFailure;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The last tool errors per caller scope (an API key, or "local"), for dev_utils: an agent that
 * wonders why its last calls failed can ask. Only what the caller was already told is kept
 * (tool, code, message), and only the caller's own.
 */
final class ErrorLog {
    static final int KEEP = 20;

    private final Map<String, Deque<Map<String, Object>>> byScope = new ConcurrentHashMap<>();

    /** Every tool, each handler's failures logged. */
    List<ToolDefinition> observe(List<ToolDefinition> tools) {
        return tools.stream().map(t -> {
            ToolHandler inner = t.handler();
            ToolHandler logged = call -> {
                try {
                    return inner.call(call).whenComplete((r, e) -> {
                        if (e != null) {
                            add(call.scope(), call.name().isEmpty() ? t.name() : call.name(), ToolFailure.from(e));
                        }
                    });
                } catch (RuntimeException e) {
                    add(call.scope(), t.name(), ToolFailure.from(e));
                    throw e;
                }
            };
            return new ToolDefinition(t.name(), t.aliases(), t.title(), t.description(), t.inputSchema(), t.outputSchema(),
                    t.annotations(), t.action(), logged, t.views(), t.gated(), t.budgeted());
        }).toList();
    }

    void add(String scope, String tool, ToolFailure failure) {
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("at", Instant.now().toString());
        e.put("tool", tool);
        e.put("code", failure.code().name());
        e.put("message", failure.getMessage());
        Deque<Map<String, Object>> mine = byScope.computeIfAbsent(scope, s -> new ArrayDeque<>());
        synchronized (mine) {
            mine.addFirst(e);
            while (mine.size() > KEEP) {
                mine.removeLast();
            }
        }
    }

    /** Newest first. */
    List<Map<String, Object>> last(String scope) {
        Deque<Map<String, Object>> mine = byScope.get(scope);
        if (mine == null) {
            return List.of();
        }
        synchronized (mine) {
            return new ArrayList<>(mine);
        }
    }
}
