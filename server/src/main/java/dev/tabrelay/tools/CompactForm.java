package dev.tabrelay.tools;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The default tool list ({@link Profile#COMPACT}): what an agent pays for in every conversation,
 * so it stays no larger than Playwright MCP's (issue 31, measured by bench/agent-loop). Each tool
 * here has a brief that still says what matters (when to use it, what to call first), and its
 * argument schema without what repeats: the shared arguments (tabId, ref, selector, trusted,
 * maxChars, cursor) lose their descriptions, which the server's instructions give once, and
 * {@code browser} is left out (every tool still takes it). Tools without a brief (shortcuts,
 * recordings, cookies, diagnostics…) are listed only by {@code ?tools=full}, which keeps the long
 * forms; every tool can be called by name in every profile, and calls are validated against the
 * full schema.
 */
public final class CompactForm {
    private static final Map<String, String> BRIEFS = briefs();
    /** Described once in the server's instructions instead of in every schema. */
    private static final Set<String> SHARED = Set.of("tabId", "ref", "selector", "trusted", "maxChars", "cursor");
    /** Validation details that do not change how an agent calls the tool. */
    private static final Set<String> DROPPED = Set.of("additionalProperties", "minimum", "maximum", "minLength", "maxLength",
            "minItems", "maxItems", "default", "pattern", "format");
    /** A sentence ends at '.', ';' or ':' followed by a capital or the end ("e.g." does not end one). */
    private static final Pattern FIRST_SENTENCE = Pattern.compile("^(.+?[.;])(?<!e\\.g\\.)(?<!i\\.e\\.)(?=\\s+[A-Z(]|\\s*$)", Pattern.DOTALL);

    private CompactForm() {}

    private static Map<String, String> briefs() {
        Map<String, String> b = new LinkedHashMap<>();
        b.put("browser_tab_list", "List open tabs: tabId, title, URL, active. Use first when the user means a tab already open.");
        b.put("browser_tab_create", "Open a tab (background unless activate) and wait for it to load; it becomes this session's current tab.");
        b.put("browser_tab_close", "Close a tab by tabId. Only tabs you opened or the user asked to close.");
        b.put("browser_tab_select", "Make a tab this session's current tab; activate: true also shows it to the user.");
        b.put("browser_navigate", "Load a URL in the current tab (or tabId) and wait, or go back/forward/reload with direction."
                + " Returns final URL, title, status.");
        b.put("browser_extract", "Read a page as clean Markdown: the active tab, a tabId, or any http(s) URL (opened in a"
                + " background tab, then closed). For reading; use browser_snapshot to act.");
        b.put("browser_get_page_text", "The page's visible text (innerText, frames included), when browser_extract drops what you need.");
        b.put("browser_snapshot", "Outline of the page with a ref per element (e12; f3e7 in a frame) for the input tools."
                + " Take it again after the page changes. interactive: true keeps only clickable and typeable elements.");
        b.put("browser_query", "Elements matching a CSS selector, with ref, tag, text, attributes, visibility.");
        b.put("browser_query_text", "Text of every element matching a CSS selector, one per line.");
        b.put("browser_find", "Find elements by visible text, label, ARIA role or placeholder; returns refs.");
        b.put("browser_click", "Click an element by ref (browser_snapshot) or selector. Says if the page navigated or a dialog opened.");
        b.put("browser_type", "Type into a field by ref or selector, after the text it holds; clear: true replaces it, submit: true presses Enter.");
        b.put("browser_press", "Press a key or chord (Enter, Tab, Escape, ArrowDown, Control+a) on the focused element or a target.");
        b.put("browser_hover", "Move the mouse over an element (menus, tooltips).");
        b.put("browser_select_option", "Choose options of a <select> by value or label.");
        b.put("browser_fill_form", "Set several fields at once (text, select, checkbox/radio as \"true\"/\"false\"); faster than typing each.");
        b.put("browser_scroll", "Scroll a target into view, the page by dx/dy pixels, or to top/bottom.");
        b.put("browser_drag", "Drag an element ({ref} or {selector}) onto another.");
        b.put("browser_computer", "Trusted mouse and keyboard at viewport coordinates, and screenshots; for canvases and widgets without refs.");
        b.put("browser_wait_for_element", "Wait until an element is visible, hidden, attached or detached; TIMEOUT after timeoutMs.");
        b.put("browser_wait_for", "Wait for text, textGone, a URL (substring or /regex/), network idle, or a time in ms.");
        b.put("browser_screenshot", "Image of the viewport, the full page or one element. browser_snapshot is cheaper for acting.");
        b.put("browser_handle_dialog", "Accept or dismiss the page's alert, confirm or prompt (text answers a prompt).");
        b.put("browser_file_set", "Set the files of an <input type=file>: absolute paths on this machine and/or base64 content.");
        b.put("browser_download", "Download a URL, or what a click on a target starts, into Downloads; returns path and size.");
        b.put("browser_console_messages", "The tab's console messages; capture starts with the first call.");
        b.put("browser_network_requests", "The tab's network requests, optionally with bodies; capture starts with the first call.");
        b.put("browser_evaluate", "Evaluate a JavaScript expression in the page and return its JSON value; only when no other tool fits.");
        return Map.copyOf(b);
    }

    /** Whether the compact profile lists this core tool. */
    public static boolean has(String name) {
        return BRIEFS.containsKey(name);
    }

    /** The tools the compact profile lists, for tests. */
    static java.util.Set<String> names() {
        return BRIEFS.keySet();
    }

    public static String brief(String name) {
        return BRIEFS.get(name);
    }

    /** The schema without validation details, shared-argument descriptions and {@code browser}; longer texts cut to a sentence. */
    public static Map<String, Object> schema(Map<String, Object> full) {
        @SuppressWarnings("unchecked")
        Map<String, Object> lean = (Map<String, Object>) lean(full);
        return lean;
    }

    private static Object lean(Object node) {
        if (node instanceof List<?> list) {
            List<Object> out = new ArrayList<>();
            list.forEach(item -> out.add(lean(item)));
            return out;
        }
        if (!(node instanceof Map<?, ?> map)) {
            return node;
        }
        Map<String, Object> out = new LinkedHashMap<>();
        map.forEach((k, v) -> {
            String key = String.valueOf(k);
            if (DROPPED.contains(key)) {
                return;
            }
            if (key.equals("description") && v instanceof String text) {
                out.put(key, firstSentence(text));
            } else if (key.equals("properties") && v instanceof Map<?, ?> props) {
                Map<String, Object> kept = new LinkedHashMap<>();
                props.forEach((name, schema) -> {
                    if (name.equals("browser")) {
                        return;
                    }
                    Object s = lean(schema);
                    if (SHARED.contains(String.valueOf(name)) && s instanceof Map<?, ?> m) {
                        Map<String, Object> bare = new LinkedHashMap<>();
                        m.forEach((a, b) -> bare.put(String.valueOf(a), b));
                        bare.remove("description");
                        s = bare;
                    }
                    kept.put(String.valueOf(name), s);
                });
                out.put(key, kept);
            } else {
                out.put(key, lean(v));
            }
        });
        return out;
    }

    static String firstSentence(String text) {
        Matcher m = FIRST_SENTENCE.matcher(text);
        return m.find() ? m.group(1) : text;
    }
}
