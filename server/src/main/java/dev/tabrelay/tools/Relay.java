package dev.tabrelay.tools;

import dev.tabrelay.json.Json;
import dev.tabrelay.link.Action;
import dev.tabrelay.link.BrowserHub;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Sending an action and answering the call: the caller's arguments as the action's params (they
 * are named as in docs/automation.md), the result with its structured content, the compact text
 * of an input action's Outcome and budgeted results. The shared arguments are {@link Arguments}'.
 */
public final class Relay {

    /** Bridge-side arguments that are never sent to the extension. */
    static final Set<String> BRIDGE_ONLY = Set.of("browser", "maxChars", "cursor");

    private Relay() {}



    /** The call's arguments as the action's params (names match docs/automation.md). */
    public static ObjectNode params(ToolCall call) {
        ObjectNode p = Json.object();
        call.args().properties().forEach(e -> {
            if (!BRIDGE_ONLY.contains(e.getKey())) {
                p.set(e.getKey(), e.getValue());
            }
        });
        return p;
    }


    /** An action whose params and result this side declares (the tool builds the params itself). */
    public static Action action(String name, String family, Schema params, Output result) {
        return Action.of(name, family, params.build(), result.build());
    }

    /** Sends the action; a result from a page the caller may not see is refused (redirects included). */
    public static CompletableFuture<JsonNode> send(BrowserHub hub, ToolCall call, Action action, ObjectNode params) {
        return hub.call(call.string("browser", null), action, params, call.context()).thenApply(data -> {
            String url = data.path("url").asString("");
            if (!url.isEmpty()) {
                call.requireSite(url);
            }
            return data;
        });
    }

    /** Sends the call's own arguments and answers "{done}. {outcome}" with the data as structured content. */
    static ToolHandler forward(BrowserHub hub, Action action, String done, boolean needsTarget) {
        return call -> {
            if (needsTarget) {
                Arguments.requireTarget(call.args());
            }
            return send(hub, call, action, params(call)).thenApply(data -> result(done + outcome(data), data));
        };
    }

    /** "navigated to …", the dialog it opened, or that the element left the page: what the model must know next. */
    static String outcome(JsonNode data) {
        StringBuilder s = new StringBuilder();
        if (data.path("navigated").asBoolean(false)) {
            s.append(" The page navigated to ").append(data.path("url").asString("?")).append('.');
        }
        JsonNode dialog = data.path("dialog");
        if (dialog.isObject()) {
            s.append(" A JavaScript dialog opened: ").append(dialog.path("type").asString("dialog")).append(" \"")
                    .append(dialog.path("message").asString("")).append("\" — call browser_handle_dialog to answer it.");
        }
        if (data.path("elementGone").asBoolean(false)) {
            s.append(" The element is no longer in the page; take a new browser_snapshot before using other refs.");
        }
        return s.toString();
    }

    public static CallToolResult result(String text, JsonNode data) {
        return CallToolResult.builder().addTextContent(text).structuredContent(structured(data)).build();
    }

    /** A result whose text is the page's: fenced, with the page content mark in structured content ({@link PageContent}). */
    public static CallToolResult result(PageContent page, String text, JsonNode data) {
        Map<String, Object> s = structured(data);
        s.put("pageContent", page.field());
        return CallToolResult.builder().addTextContent(page.wrap(text)).structuredContent(s).build();
    }

    public static Map<String, Object> structured(JsonNode data) {
        return data != null && data.isObject() ? new LinkedHashMap<>(Json.toMap(data)) : new LinkedHashMap<>();
    }

    /**
     * A budgeted text result: the header and the (possibly cut) page content, fenced as page
     * content, then the cursor note; the cursor and the page content mark in structured content.
     */
    public static CallToolResult budgeted(String header, OutputBudget.Part part, Map<String, Object> structured) {
        Map<String, Object> s = new LinkedHashMap<>(structured);
        s.putAll(part.fields());
        return CallToolResult.builder().addTextContent(part.text(header)).structuredContent(s).build();
    }

    /**
     * The leading items of {@code items} whose JSON adds up to at most {@code maxChars}:
     * structured content obeys the same budget as the text (the full list is behind the text's
     * cursor), so no result is ever unbounded.
     */
    public static List<Object> withinBudget(JsonNode items, int maxChars) {
        List<Object> out = new java.util.ArrayList<>();
        int used = 0;
        for (JsonNode item : items) {
            used += item.toString().length();
            if (used > maxChars) {
                break;
            }
            out.add(Json.toPlain(item));
        }
        return out;
    }


    static final List<String> NONE = List.of();
}
