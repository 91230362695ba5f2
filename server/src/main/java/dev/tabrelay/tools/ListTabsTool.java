package dev.tabrelay.tools;

import dev.tabrelay.link.BrowserHub;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/** {@code list_tabs}: every open tab, so a model can pick a tabId for extract_tab. */
final class ListTabsTool {
    private ListTabsTool() {}

    static ToolDefinition definition(BrowserHub hub) {
        return new ToolDefinition(
                "list_tabs",
                List.of(),
                "List open tabs",
                """
                List the tabs open in the user's browser: tabId, title, URL, which one is active. \
                Call this first when the user refers to a page that is already open ("the article I have open", \
                "my second tab"), then pass its tabId to extract_tab. Takes no arguments \
                (optional 'browser' picks one of several connected browsers).""",
                Schema.object().string("browser", "Id of a connected browser; omit for the most recently used one.").build(),
                ToolDefinition.readOnly("List open tabs", false),
                "tabs.list",
                call -> hub.call(call.string("browser", null), "tabs.list", null, call.context())
                        .thenApply(data -> result(visible(data, call))));
    }

    /** A key limited to some sites does not see the titles and URLs of the user's other tabs. */
    private static JsonNode visible(JsonNode data, ToolCall call) {
        tools.jackson.databind.node.ObjectNode out = Json.object();
        tools.jackson.databind.node.ArrayNode tabs = out.putArray("tabs");
        data.path("tabs").forEach(t -> {
            if (call.siteAllowed().test(t.path("url").asString(""))) {
                tabs.add(t);
            }
        });
        return out;
    }

    static CallToolResult result(JsonNode data) {
        JsonNode tabs = data.path("tabs");
        StringBuilder text = new StringBuilder();
        text.append(tabs.size()).append(tabs.size() == 1 ? " tab open" : " tabs open").append('\n');
        for (JsonNode t : tabs) {
            text.append("- tabId ").append(t.path("tabId").asLong())
                    .append(t.path("active").asBoolean() ? " (active)" : "")
                    .append(": ").append(t.path("title").asString(""))
                    .append(" — ").append(t.path("url").asString("")).append('\n');
        }
        return CallToolResult.builder()
                .addTextContent(text.toString().stripTrailing())
                .structuredContent(Map.of("tabs", Json.toPlain(tabs)))
                .build();
    }
}
