package dev.tabrelay.tools.extract;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.json.Json;
import dev.tabrelay.link.Action;
import dev.tabrelay.link.BrowserHub;
import dev.tabrelay.tools.Arguments;
import dev.tabrelay.tools.Output;
import dev.tabrelay.tools.OutputBudget;
import dev.tabrelay.tools.Relay;
import dev.tabrelay.tools.Schema;
import dev.tabrelay.tools.TabSlots;
import dev.tabrelay.tools.ToolCall;
import dev.tabrelay.tools.ToolDefinition;
import dev.tabrelay.tools.ToolView;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code browser_extract}: a page as clean Markdown (or JSON, an MCP resource, plain text), read in
 * the user's browser (their cookies, the DOM after JavaScript ran). It keeps the three names of
 * the extraction-first design as views with their own schemas: {@code extract_active_tab},
 * {@code extract_tab} (tabId required) and {@code extract_url} (url required).
 */
public final class ExtractTools {
    private static final String FULL_PAGE = "false (default): article mode, the main text without menus, ads and"
            + " footers. true: the whole visible page, for pages that are not articles (dashboards, search results, lists).";
    private static final String URL = "Absolute http:// or https:// URL to open in a background tab, read and close.";
    private static final String KEEP = "With url: leave the tab open after extracting (default false: it is closed).";
    private static final String WAIT_FOR = "Read the page once this is on it: a CSS selector (e.g. \"#results li\") or a text"
            + " (e.g. \"Order confirmed\"), for pages no heuristic can judge. Default: read when the content looks ready"
            + " (parsed, no loading indicator, quiet for a moment; the load event is not needed).";
    private static final String TIMEOUT = "Longest wait in ms for the page to be ready (default 20000). A page still loading"
            + " then is returned as it is, with a note saying so; a page with no text at all answers TIMEOUT.";
    /** Above this, timeoutMs would outlast any command deadline a daemon allows (COMMAND_TIMEOUT ≤ 600 s). */
    static final long MAX_TIMEOUT_MS = 300_000;
    /** The link deadline leaves the extension this long after timeoutMs to read and convert the page. */
    private static final Duration READ_RESERVE = Duration.ofSeconds(10);

    private ExtractTools() {}

    public static List<ToolDefinition> definitions(BrowserHub hub, TabSlots slots) {
        return List.of(extract(hub, slots));
    }

    /** How to read the page: the tool's arguments and the actions' params alike. */
    private static Schema reading() {
        return Schema.object()
                .bool("fullPage", FULL_PAGE, false)
                .string("waitFor", WAIT_FOR)
                .number("timeoutMs", TIMEOUT, 100, MAX_TIMEOUT_MS);
    }

    /** The actions' params: the tool's reading arguments, and the budget the browser applies before sending. */
    private static Schema readParams() {
        return reading().integer("maxChars", "Send at most this many characters of the page and keep the rest for"
                + " extract.part (docs/protocol.md).", 1);
    }

    private static final Output EXTRACTION = Output.object().string("url").string("title").string("markdown").string("text")
            .object("metadata").string("mode").bool("fallback").integer("tabId").bool("kept").bool("stillLoading")
            .string("loadingNote").object("parts");

    static final Action TAB = Relay.action("extract.tab", "extract",
            readParams().integer("tabId", "The tab to read; omitted: the active tab.", 0), EXTRACTION);
    public static final Action URL_ACTION = Relay.action("extract.url", "extract",
            readParams().string("url", URL).bool("keepTab", KEEP, false).required("url"), EXTRACTION);
    /** The rest of a page the browser kept (its {@code parts.id}), read by the cursor. */
    public static final Action PART = Relay.action("extract.part", "extract",
            Schema.object().string("id", "The parts.id of the extraction.")
                    .choice("field", "Which text: markdown or text.", List.of("markdown", "text"))
                    .integer("from", "Character offset to read from.", 0)
                    .integer("maxChars", "At most this many characters.", 1).required("id", "field", "from", "maxChars"),
            Output.object().string("text"));

    private static Schema common() {
        return reading()
                .oneOf("format", ExtractionFormat.DESCRIPTION, ExtractionFormat.NAMES, "markdown")
                .string("browser", Arguments.BROWSER);
    }

    private static ToolDefinition extract(BrowserHub hub, TabSlots slots) {
        return new ToolDefinition("browser_extract", List.of("extract_active_tab", "extract_tab", "extract_url"),
                "Extract a page as Markdown",
                """
                Read a page as clean Markdown (article text without menus and ads): the user's active tab when you \
                give neither tabId nor url, an open tab by tabId (from browser_tab_list), or any http(s) URL, opened \
                in a background tab with the user's cookies and closed again. Use it to read and summarize; use \
                browser_snapshot instead when you need element refs to click or type. Long pages are cut at maxChars \
                with a cursor for the rest. Examples: {}; {"tabId": 123, "format": "json"}; \
                {"url": "https://example.com/post", "fullPage": true}.""",
                common().integer("tabId", "An open tab to read (from browser_tab_list); omit with url also omitted for the active tab.", 0)
                        .string("url", URL).bool("keepTab", KEEP, false).build(),
                ToolDefinition.readOnly("Extract a page as Markdown", true), TAB,
                call -> run(hub, slots, call))
                .withView("extract_active_tab", ToolView.of("""
                        Read the page the user is looking at right now (the active tab of their focused window) as clean \
                        Markdown. Use it when the user says "this page", "the article I'm reading", "summarize my tab". \
                        Works on pages behind logins because it reads the user's own browser. \
                        Example: {"format": "markdown"}; for a non-article page: {"fullPage": true}.""", common().build()))
                .withView("extract_tab", ToolView.of("""
                        Read one open tab as clean Markdown, by its tabId. Call list_tabs first to find the tabId. \
                        Example: {"tabId": 1234567, "format": "json"} to also get title, byline, publish date, links \
                        and images.""",
                        common().integer("tabId", "The tab to read, as returned by list_tabs.", 0).required("tabId").build()))
                .withView("extract_url", ToolView.of("""
                        Open a URL in a background tab of the user's browser (their cookies and logins apply; the user's \
                        active tab is not touched), wait until it has loaded, return it as clean Markdown and close the tab. \
                        Use it for any http(s) page the user does not have open, including pages that need JavaScript or \
                        a login. keepTab: true leaves the tab open (its tabId is in the 'json' result). \
                        At most 5 such tabs load at once; further calls wait their turn. \
                        Example: {"url": "https://example.com/article", "format": "markdown"}.""",
                        common().string("url", "Absolute http:// or https:// URL to open.")
                                .bool("keepTab", "Leave the tab open after extracting (default false: it is closed).", false)
                                .required("url").build()))
                .asBudgeted();
    }

    private static CompletableFuture<CallToolResult> run(BrowserHub hub, TabSlots slots, ToolCall call) {
        boolean hasTab = call.args().hasNonNull("tabId");
        if (call.args().hasNonNull("url")) {
            if (hasTab) {
                throw new ToolFailure(ErrorCode.INVALID_ARGUMENT, "Give 'tabId' (an open tab) or 'url' (a page to open), not both.");
            }
            String url = Arguments.httpUrl(call.requiredString("url"));
            ObjectNode params = Json.object().put("url", url).put("keepTab", call.bool("keepTab", false));
            // A browser that is reconnecting is waited for here too, before its tab slots are counted.
            return hub.whenSelected(call.string("browser", null), call.context(), hub.commandTimeout()).thenCompose(browser ->
                    slots.run(browser.browserId(), call.context(), () -> extractAction(hub, call, URL_ACTION, params)));
        }
        ObjectNode params = Json.object();
        if (hasTab) {
            params.put("tabId", call.requiredInt("tabId"));
        }
        return extractAction(hub, call, TAB, params);
    }

    private static CompletableFuture<CallToolResult> extractAction(BrowserHub hub, ToolCall call, Action action, ObjectNode params) {
        ExtractionFormat format = ExtractionFormat.parse(call.string("format", null));
        params.put("fullPage", call.bool("fullPage", false));
        String waitFor = call.string("waitFor", null);
        if (waitFor != null) {
            params.put("waitFor", waitFor);
        }
        if (call.args().hasNonNull("timeoutMs")) {
            params.put("timeoutMs", call.integer("timeoutMs", 0));
        }
        // The budget travels with the command: the browser sends at most maxChars of the page and
        // keeps the rest, so no page is too large for the link (docs/protocol.md, extract.part).
        params.put("maxChars", call.maxChars());
        // The rest of a long page is read from this same browser; a reconnecting one is waited for.
        return hub.whenSelected(call.string("browser", null), call.context(), hub.commandTimeout()).thenCompose(browser -> {
            String browserId = browser.browserId();
            return hub.call(browserId, action, params, call.context(), deadline(hub, call)).thenApply(data -> {
                call.requireSite(data.path("url").asString(""));   // the final URL, after any redirect
                return format.render(data, cut(hub, browserId, call, format, data, withLoadingNote(format, data)));
            });
        });
    }

    /**
     * The page content cut to the call's budget. When the browser kept a rest ({@code parts}:
     * its id and the full lengths), the cursor reads it from there with extract.part.
     */
    private static OutputBudget.Part cut(BrowserHub hub, String browserId, ToolCall call, ExtractionFormat format, JsonNode data,
                                         String content) {
        String field = format == ExtractionFormat.TEXT ? "text" : "markdown";
        JsonNode parts = data.path("parts");
        if (!parts.path(field).canConvertToInt() || !parts.path("id").isString()) {
            return call.cut(data.path("url").asString(""), content);
        }
        int note = content.length() - format.content(data).length();   // a note put before the page is counted in the text
        String id = parts.path("id").asString();
        OutputBudget.Source rest = (from, max) -> hub.call(browserId, PART, Json.object().put("id", id)
                .put("field", field).put("from", from - note).put("maxChars", max), call.context())
                .thenApply(part -> part.path("text").asString(""));
        return call.cut(data.path("url").asString(""), content, note + parts.path(field).asInt(), rest);
    }

    /** The link deadline covers the wait the caller asked for, so the extension's own answer arrives first. */
    private static Duration deadline(BrowserHub hub, ToolCall call) {
        Duration asked = Duration.ofMillis(call.integer("timeoutMs", 0)).plus(READ_RESERVE);
        return asked.compareTo(hub.commandTimeout()) > 0 ? asked : hub.commandTimeout();
    }

    /**
     * A page read at the deadline while still loading starts with a line saying so (the json
     * format also has stillLoading and loadingNote), so a model does not take a half-built page for the page.
     */
    private static String withLoadingNote(ExtractionFormat format, JsonNode data) {
        String content = format.content(data);
        if (format == ExtractionFormat.JSON || !data.path("stillLoading").asBoolean(false)) {
            return content;
        }
        return "[" + data.path("loadingNote").asString("The page was still loading.") + "]\n\n" + content;
    }

}
