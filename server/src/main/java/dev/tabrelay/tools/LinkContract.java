package dev.tabrelay.tools;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.link.Action;
import dev.tabrelay.link.CloseCode;
import dev.tabrelay.link.LinkProtocol;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The bridge ↔ extension contract as one JSON document ({@code contract/link.json}): the protocol
 * version, the close codes, the session messages (welcome, settings), every error code with why and what next, and every action's params
 * and result schemas. Everything in it is declared once on this side (the actions, the tool
 * schemas a forwarded action takes its params from, {@link ErrorCode}, {@link CloseCode});
 * {@code scripts/generate-contract.mjs} turns it into the extension's types, and
 * {@code LinkContractTest} fails when the committed file is stale.
 */
public final class LinkContract {
    /** Params every action takes from the link itself, not from a tool (BrowserHub adds them). */
    static final Map<String, Object> COMMON_PARAMS = Map.of("isolation", Map.of("type", "string", "enum", List.of("group"),
            "description", "Set by the bridge under --session-tabs group isolation: the session may only touch the tabs"
                    + " of its own group."));

    private LinkContract() {}

    public static Map<String, Object> document(ToolRegistry registry) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("$comment", "generated from the bridge (link.Action, the tool registry, errors.ErrorCode, link.CloseCode, link.LinkProtocol) by"
                + " LinkContractTest — do not edit; regenerate with ./scripts/generate");
        doc.put("protocolVersion", LinkProtocol.VERSION);
        Map<String, Object> close = new LinkedHashMap<>();
        for (CloseCode c : CloseCode.values()) {
            close.put(c.name(), Map.of("code", c.code(), "meaning", c.meaning()));
        }
        doc.put("closeCodes", close);
        doc.put("messages", LinkProtocol.messages());
        Map<String, Object> errors = new LinkedHashMap<>();
        for (ErrorCode e : ErrorCode.values()) {
            errors.put(e.name(), Map.of("sentBy", e.side().name().toLowerCase(Locale.ROOT), "httpStatus", e.httpStatus(),
                    "why", e.why(), "next", e.next()));
        }
        doc.put("errors", errors);
        Map<String, Object> actions = new LinkedHashMap<>();
        for (Action a : Tools.actions(registry)) {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("family", a.family());
            entry.put("params", withCommon(a.forwardsToolArguments() ? forwardedParams(registry, a) : a.params()));
            entry.put("result", a.forwardsToolArguments() ? forwardedResult(registry, a) : a.result());
            actions.put(a.name(), entry);
        }
        doc.put("actions", actions);
        return doc;
    }

    private static ToolDefinition toolOf(ToolRegistry registry, Action a) {
        return registry.tools().stream().filter(t -> t.action() == a).findFirst()
                .orElseThrow(() -> new IllegalStateException("No tool forwards to " + a.name() + "; declare its params with Action.of"));
    }

    /** The tool's canonical arguments less the ones the bridge keeps (browser, budget) and the tool's own. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> forwardedParams(ToolRegistry registry, Action a) {
        Map<String, Object> schema = new LinkedHashMap<>(toolOf(registry, a).inputSchema());
        Map<String, Object> props = new LinkedHashMap<>((Map<String, Object>) schema.get("properties"));
        Set<String> dropped = new java.util.HashSet<>(Relay.BRIDGE_ONLY);
        dropped.addAll(a.toolOnly());
        props.keySet().removeAll(dropped);
        schema.put("properties", props);
        if (schema.get("required") instanceof List<?> req) {
            List<Object> kept = new ArrayList<>(req);
            kept.removeAll(dropped);
            if (kept.isEmpty()) {
                schema.remove("required");
            } else {
                schema.put("required", kept);
            }
        }
        return schema;
    }

    /** The tool's structured content less the budget fields the bridge adds. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> forwardedResult(ToolRegistry registry, Action a) {
        Map<String, Object> out = toolOf(registry, a).outputSchema();
        if (out == null) {
            return Action.anyResult();
        }
        Map<String, Object> schema = new LinkedHashMap<>(out);
        Map<String, Object> props = new LinkedHashMap<>((Map<String, Object>) schema.getOrDefault("properties", Map.of()));
        props.keySet().removeAll(((Map<String, Object>) OutputBudget.output().build().get("properties")).keySet());
        schema.put("properties", props);
        return schema;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> withCommon(Map<String, Object> params) {
        Map<String, Object> schema = new LinkedHashMap<>(params);
        Map<String, Object> props = new LinkedHashMap<>((Map<String, Object>) schema.getOrDefault("properties", Map.of()));
        props.putAll(COMMON_PARAMS);
        schema.put("properties", props);
        return schema;
    }
}
