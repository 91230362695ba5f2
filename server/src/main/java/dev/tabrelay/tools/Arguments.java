package dev.tabrelay.tools;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import java.net.URI;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * The arguments tools share, written once: their descriptions, the schema pieces every page
 * tool uses (a tab, an element target), the output shapes of page and input actions, and the
 * checks of a target and of a URL. Sending and answering is {@link Relay}'s.
 */
public final class Arguments {
    public static final String BROWSER = "Id of a connected browser (browser_list); omit for the most recently used one.";
    static final String TAB = "The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it"
            + " created or selected), else the user's active tab.";
    static final String REF = "Element ref from the latest browser_snapshot or browser_find of the tab, e.g. \"e12\" or"
            + " \"f3e7\" (an element in a frame). Preferred over 'selector'.";
    static final String SELECTOR = "CSS selector matched in the top frame, e.g. \"form#login button[type=submit]\"; use"
            + " when you have no ref.";
    static final String TRUSTED = "true: real input events through the Chrome debugger (for pages that ignore synthetic"
            + " events; shows Chrome's debugging bar). Default false.";
    static final String TIMEOUT = "Longest wait in ms (default 10000).";

    private Arguments() {}

    /** tabId, browser and an element target (ref or selector). */
    static Schema target() {
        return Schema.object().string("ref", REF).string("selector", SELECTOR).integer("tabId", TAB, 0);
    }

    public static Schema page() {
        return Schema.object().integer("tabId", TAB, 0);
    }

    /** Structured content of every page action: the tab and its final URL. */
    public static Output pageOutput() {
        return Output.object().integer("tabId").string("url");
    }

    /** Structured content of an input action: the Outcome (docs/automation.md); tools add their own fields. */
    static Output outcomeOutput() {
        return pageOutput().bool("navigated").object("dialog").bool("elementGone");
    }

    /** Exactly one of ref and selector, as the contract requires of a target. */
    static void requireTarget(JsonNode args) {
        boolean ref = args.hasNonNull("ref");
        boolean selector = args.hasNonNull("selector");
        if (ref == selector) {
            throw new ToolFailure(ErrorCode.INVALID_ARGUMENT, ref
                    ? "Give 'ref' or 'selector', not both."
                    : "Argument 'ref' (from browser_snapshot) or 'selector' is required to pick the element.");
        }
    }

    static Map<String, Object> arrayOf(Map<String, Object> items, String description) {
        return Map.of("type", "array", "items", items, "description", description);
    }

    static Map<String, Object> strings(String description) {
        return arrayOf(Map.of("type", "string"), description);
    }

    static Map<String, Object> elementRef(String description) {
        return Map.of("type", "object", "description", description, "additionalProperties", false,
                "properties", Map.of("ref", Map.of("type", "string", "description", REF),
                        "selector", Map.of("type", "string", "description", SELECTOR)));
    }

    /** The one URL check: an absolute http(s) URL, or INVALID_ARGUMENT naming the argument. */
    public static String httpUrl(String url) {
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
