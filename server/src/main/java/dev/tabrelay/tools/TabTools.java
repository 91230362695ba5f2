package dev.tabrelay.tools;

import dev.tabrelay.json.Json;
import dev.tabrelay.link.Action;
import dev.tabrelay.link.BrowserHub;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** Tabs and windows: list, create, close, select, resize. */
final class TabTools {
    static final Action TABS_LIST = Action.forwarded("tabs.list", "tab");
    static final Action TAB_CREATE = Action.forwarded("tab.create", "tab");
    static final Action TAB_CLOSE = Action.forwarded("tab.close", "tab");
    static final Action TAB_SELECT = Action.forwarded("tab.select", "tab");
    static final Action WINDOW_RESIZE = Action.forwarded("window.resize", "tab");

    private TabTools() {}

    static List<ToolDefinition> definitions(BrowserHub hub) {
        return List.of(list(hub), create(hub), close(hub), select(hub), resize(hub));
    }

    private static ToolDefinition list(BrowserHub hub) {
        Map<String, Object> schema = Schema.object().string("browser", Arguments.BROWSER).build();
        return new ToolDefinition("browser_tab_list", List.of("list_tabs", "browser_get_tabs", "tabs_context", "tabs_context_mcp"),
                "List open tabs",
                """
                List the tabs open in the user's browser: tabId, title, URL, which one is active, its tab group. \
                Call it first when the user refers to a page that is already open ("my second tab"), then pass the \
                tabId to browser_extract, browser_snapshot or browser_tab_select. Example: {}.""",
                schema, ToolDefinition.readOnly("List open tabs", false), TABS_LIST,
                call -> hub.call(call.string("browser", null), TABS_LIST, null, call.context())
                        .thenApply(data -> result(visible(data, call))))
                .withOutput(Output.object().array("tabs"))
                .withView("list_tabs", ToolView.of("""
                        List the tabs open in the user's browser: tabId, title, URL, which one is active. \
                        Call this first when the user refers to a page that is already open ("the article I have open", \
                        "my second tab"), then pass its tabId to extract_tab. Takes no arguments \
                        (optional 'browser' picks one of several connected browsers).""", schema))
                .withView("browser_get_tabs", ToolView.of("""
                        List the open tabs of the user's browser with tab_id, url and title. Call it before \
                        browser_close_tab to find the tab_id. Takes no arguments.""", schema).withResult(TabTools::snakeCase))
                .withView("tabs_context", ToolView.of("""
                        Get the tabs of the user's browser (tabId, url, title, active, tab group). Call it at the start \
                        of a task to know which tabs exist before navigate, read_page or computer.""", schema))
                // Claude in Chrome's current name; createIfEmpty is accepted so its prompts run unchanged.
                .withView("tabs_context_mcp", ToolView.of("""
                        Get the tabs of the user's browser (tabId, url, title, active, tab group) at the start of a task,                         before navigate, read_page or computer. TabRelay sees the user's tabs, so there is always a                         context; createIfEmpty is accepted and opens nothing (use tabs_create_mcp). Example: {}.""",
                        Schema.object().bool("createIfEmpty", "Accepted for compatibility; no tab is opened.")
                                .string("browser", Arguments.BROWSER).build())
                        .withArgs(TabTools::withoutCreateIfEmpty));
    }

    private static ToolDefinition create(BrowserHub hub) {
        return new ToolDefinition("browser_tab_create", List.of("browser_create_tab", "tabs_create", "tabs_create_mcp"),
                "Open a new tab",
                """
                Open a new tab in the session's tab group, in the background unless activate is true (the user's \
                active tab is not taken), and wait for the page to load. It becomes this session's current tab, so \
                later calls without tabId use it. Example: {"url": "https://example.com"}; {"url": "…", "activate": true}.""",
                Schema.object().string("url", "Absolute http(s) URL to open; omit for a blank tab.")
                        .bool("activate", "Focus the tab and its window (default false).", false)
                        .string("browser", Arguments.BROWSER).build(),
                ToolDefinition.acts("Open a new tab", false), TAB_CREATE,
                call -> Relay.send(hub, call, TAB_CREATE, checkedUrl(call)).thenApply(data -> Relay.result(
                        "Opened tab " + data.path("tabId").asLong() + ": " + data.path("title").asString("") + " — "
                                + data.path("url").asString(""), data)))
                .withOutput(Output.object().integer("tabId").string("url").string("title").integer("groupId").integer("status"))
                .withView("browser_create_tab", ToolView.of("""
                        Open a new browser tab, optionally at a URL, and return its tab_id, url and title. \
                        Example: {"url": "https://example.com"}.""",
                        Schema.object().string("url", "Absolute http(s) URL to open; omit for a blank tab.").build())
                        .withResult(TabTools::snakeCase)
                        .withOutput(Output.object().integer("tab_id").string("url").string("title").integer("groupId").integer("status")))
                .withView("tabs_create", ToolView.of("""
                        Create a new tab in the agent's tab group and make it the current tab; returns its tabId. \
                        Then navigate it with navigate. Example: {}.""",
                        Schema.object().string("url", "Optional http(s) URL to open.").build()))
                .withView("tabs_create_mcp", ToolView.of("""
                        Create a new empty tab in this session's tab group and make it the current tab; returns its                         tabId. Then navigate it with navigate. Takes no arguments (optional url opens it at once).                         Example: {}.""",
                        Schema.object().string("url", "Optional http(s) URL to open.").build()));
    }

    private static JsonNode withoutCreateIfEmpty(JsonNode args) {
        ObjectNode copy = ((ObjectNode) args).deepCopy();
        copy.remove("createIfEmpty");
        return copy;
    }

    private static ObjectNode checkedUrl(ToolCall call) {
        ObjectNode p = Relay.params(call);
        if (call.args().hasNonNull("url")) {
            p.put("url", Arguments.httpUrl(call.args().get("url").asString()));
        }
        return p;
    }

    private static ToolDefinition close(BrowserHub hub) {
        return new ToolDefinition("browser_tab_close", List.of("browser_close_tab"), "Close a tab",
                """
                Close one tab by its tabId (from browser_tab_list or browser_tab_create). Only close tabs you opened \
                or the user asked you to close. Example: {"tabId": 123}.""",
                Schema.object().integer("tabId", "The tab to close.", 0).string("browser", Arguments.BROWSER).required("tabId").build(),
                new McpSchema.ToolAnnotations("Close a tab", false, true, true, false, null), TAB_CLOSE,
                call -> Relay.send(hub, call, TAB_CLOSE, Relay.params(call))
                        .thenApply(data -> Relay.result("Closed tab " + call.requiredInt("tabId") + ".", data)))
                .withOutput(Output.object().integer("tabId").bool("closed"))
                .withView("browser_close_tab", new ToolView("""
                        Close a browser tab by its tab_id (from browser_get_tabs). Example: {"tab_id": 123}.""",
                        Schema.object().integer("tab_id", "The tab to close.", 0).required("tab_id").build(),
                        args -> Json.object().set("tabId", args.get("tab_id")), TabTools::snakeCase)
                        .withOutput(Output.object().integer("tab_id").bool("closed")));
    }

    private static ToolDefinition select(BrowserHub hub) {
        return new ToolDefinition("browser_tab_select", List.of(), "Make a tab current",
                """
                Make a tab this session's current tab, so later calls without tabId act on it; activate: true also \
                brings it to the front for the user. Example: {"tabId": 123}.""",
                Schema.object().integer("tabId", "The tab (from browser_tab_list).", 0)
                        .bool("activate", "Also focus the tab and its window (default false).", false)
                        .string("browser", Arguments.BROWSER).required("tabId").build(),
                ToolDefinition.acts("Make a tab current", false), TAB_SELECT,
                call -> Relay.send(hub, call, TAB_SELECT, Relay.params(call)).thenApply(data -> Relay.result(
                        "Tab " + data.path("tabId").asLong() + " is now current" + (data.path("active").asBoolean() ? " and active" : "")
                                + ": " + data.path("title").asString("") + " — " + data.path("url").asString(""), data)))
                .withOutput(Output.object().integer("tabId").string("url").string("title").bool("active"));
    }

    private static ToolDefinition resize(BrowserHub hub) {
        return new ToolDefinition("browser_window_resize", List.of("resize_window"), "Resize the window",
                """
                Resize the browser window that holds a tab, e.g. to test a mobile layout or make screenshots \
                comparable. Sizes are in CSS pixels of the window. Example: {"width": 1280, "height": 800}.""",
                Arguments.page().number("width", "Window width in pixels.", 200, 10000)
                        .number("height", "Window height in pixels.", 200, 10000)
                        .string("browser", Arguments.BROWSER).required("width", "height").build(),
                ToolDefinition.acts("Resize the window", false), WINDOW_RESIZE,
                call -> Relay.send(hub, call, WINDOW_RESIZE, Relay.params(call)).thenApply(data -> Relay.result(
                        "Window " + data.path("windowId").asLong() + " is now " + data.path("width").asInt() + "×"
                                + data.path("height").asInt() + ".", data)))
                .withOutput(Output.object().integer("windowId").integer("width").integer("height"));
    }

    /** A key limited to some sites does not see the titles and URLs of the user's other tabs. */
    private static JsonNode visible(JsonNode data, ToolCall call) {
        ObjectNode out = Json.object();
        ArrayNode tabs = out.putArray("tabs");
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

    /** The tab-control design's result shape: {@code tab_id} instead of {@code tabId}, in text and data. */
    static CallToolResult snakeCase(CallToolResult r) {
        CallToolResult.Builder b = CallToolResult.builder().isError(r.isError());
        r.content().forEach(c -> b.addContent(c instanceof McpSchema.TextContent t
                ? new McpSchema.TextContent(t.text().replace("tabId", "tab_id")) : c));
        if (r.structuredContent() != null) {
            JsonNode renamed = rename(Json.MAPPER.valueToTree(r.structuredContent()));
            b.structuredContent(Json.toPlain(renamed));
        }
        return b.build();
    }

    private static JsonNode rename(JsonNode n) {
        if (n.isArray()) {
            ArrayNode out = Json.MAPPER.createArrayNode();
            n.forEach(item -> out.add(rename(item)));
            return out;
        }
        if (!n.isObject()) {
            return n;
        }
        ObjectNode out = Json.object();
        n.properties().forEach(e -> out.set(e.getKey().equals("tabId") ? "tab_id" : e.getKey(), rename(e.getValue())));
        return out;
    }
}
