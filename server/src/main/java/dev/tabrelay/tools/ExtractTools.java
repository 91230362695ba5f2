package dev.tabrelay.tools;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.link.BrowserHub;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.net.URI;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.node.ObjectNode;

/**
 * The extraction family of the extraction-first design: {@code extract_active_tab},
 * {@code extract_tab}, {@code extract_url}. Pages are read in the user's browser (their cookies,
 * the DOM after JavaScript ran) and turned into clean Markdown by the extension.
 */
final class ExtractTools {
    private static final String FULL_PAGE = "false (default): article mode, the main text without menus, ads and"
            + " footers. true: the whole visible page, for pages that are not articles (dashboards, search results, lists).";
    private static final String BROWSER = "Id of a connected browser; omit for the most recently used one.";

    private ExtractTools() {}

    static List<ToolDefinition> definitions(BrowserHub hub, TabSlots slots) {
        return List.of(activeTab(hub), tab(hub), url(hub, slots));
    }

    private static Schema common() {
        return Schema.object()
                .oneOf("format", ExtractionFormat.DESCRIPTION, ExtractionFormat.NAMES, "markdown")
                .bool("fullPage", FULL_PAGE, false)
                .string("browser", BROWSER);
    }

    private static ToolDefinition activeTab(BrowserHub hub) {
        return new ToolDefinition("extract_active_tab", List.of(), "Extract the active tab",
                """
                Read the page the user is looking at right now (the active tab of their focused window) as clean \
                Markdown. Use it when the user says "this page", "the article I'm reading", "summarize my tab". \
                Works on pages behind logins because it reads the user's own browser. \
                Example: {"format": "markdown"}; for a non-article page: {"fullPage": true}.""",
                common().build(),
                ToolDefinition.readOnly("Extract the active tab", true),
                "extract.tab",
                call -> extract(hub, call, Json.object()));
    }

    private static ToolDefinition tab(BrowserHub hub) {
        return new ToolDefinition("extract_tab", List.of(), "Extract a tab by id",
                """
                Read one open tab as clean Markdown, by its tabId. Call list_tabs first to find the tabId. \
                Example: {"tabId": 1234567, "format": "json"} to also get title, byline, publish date, links \
                and images.""",
                common().integer("tabId", "The tab to read, as returned by list_tabs.", 0).required("tabId").build(),
                ToolDefinition.readOnly("Extract a tab by id", true),
                "extract.tab",
                call -> extract(hub, call, Json.object().put("tabId", call.requiredInt("tabId"))));
    }

    private static ToolDefinition url(BrowserHub hub, TabSlots slots) {
        return new ToolDefinition("extract_url", List.of(), "Open a URL and extract it",
                """
                Open a URL in a background tab of the user's browser (their cookies and logins apply; the user's \
                active tab is not touched), wait until it has loaded, return it as clean Markdown and close the tab. \
                Use it for any http(s) page the user does not have open, including pages that need JavaScript or \
                a login. keepTab: true leaves the tab open (its tabId is in the 'json' result). \
                At most 5 such tabs load at once; further calls wait their turn. \
                Example: {"url": "https://example.com/article", "format": "markdown"}.""",
                common().string("url", "Absolute http:// or https:// URL to open.")
                        .bool("keepTab", "Leave the tab open after extracting (default false: it is closed).", false)
                        .required("url").build(),
                ToolDefinition.readOnly("Open a URL and extract it", true),
                "extract.url",
                call -> {
                    String url = checkUrl(call.requiredString("url"));
                    ObjectNode params = Json.object().put("url", url).put("keepTab", call.bool("keepTab", false));
                    return slots.run(hub.select(call.string("browser", null)).browserId(), call.context(),
                            () -> extractAction(hub, call, "extract.url", params));
                });
    }

    private static CompletableFuture<CallToolResult> extract(BrowserHub hub, ToolCall call, ObjectNode params) {
        return extractAction(hub, call, "extract.tab", params);
    }

    private static CompletableFuture<CallToolResult> extractAction(BrowserHub hub, ToolCall call, String action, ObjectNode params) {
        ExtractionFormat format = ExtractionFormat.parse(call.string("format", null));
        params.put("fullPage", call.bool("fullPage", false));
        return hub.call(call.string("browser", null), action, params, call.context()).thenApply(data -> {
            call.requireSite(data.path("url").asString(""));   // the final URL, after any redirect
            return format.render(data);
        });
    }

    static String checkUrl(String url) {
        URI uri;
        try {
            uri = URI.create(url.trim());
        } catch (IllegalArgumentException e) {
            throw new ToolFailure(ErrorCode.INVALID_ARGUMENT, "Argument 'url' is not a valid URL: '" + url
                    + "'. Give an absolute URL such as https://example.com/page.");
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(java.util.Locale.ROOT);
        if (!(scheme.equals("http") || scheme.equals("https")) || uri.getHost() == null) {
            throw new ToolFailure(ErrorCode.INVALID_ARGUMENT, "Argument 'url' must be an absolute http:// or https:// URL, got '"
                    + url + "'.");
        }
        return uri.toString();
    }
}
