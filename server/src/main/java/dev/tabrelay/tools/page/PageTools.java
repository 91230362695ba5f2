package dev.tabrelay.tools.page;

import dev.tabrelay.json.Json;
import dev.tabrelay.link.Action;
import dev.tabrelay.link.BrowserHub;
import dev.tabrelay.tools.Arguments;
import dev.tabrelay.tools.PageContent;
import dev.tabrelay.tools.Relay;
import dev.tabrelay.tools.ToolDefinition;
import dev.tabrelay.tools.ToolView;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** Reading a page for acting on it: text, the snapshot with element refs, CSS queries, find by text or role. */
public final class PageTools {
    static final Action TEXT = Action.forwarded("page.text", "page");
    static final Action SNAPSHOT = Action.forwarded("page.snapshot", "page");
    static final Action QUERY = Action.forwarded("page.query", "page");
    static final Action QUERY_TEXT = Action.forwarded("page.queryText", "page");
    static final Action FIND = Action.forwarded("page.find", "page");

    private PageTools() {}

    public static List<ToolDefinition> definitions(BrowserHub hub) {
        return List.of(pageText(hub), snapshot(hub), query(hub), queryText(hub), find(hub));
    }

    private static ToolDefinition pageText(BrowserHub hub) {
        return new ToolDefinition("browser_get_page_text", List.of("get_page_text"), "Get the page's visible text",
                """
                Return the visible text of a page (the body's innerText and that of its frames), without markup. \
                Use it for pages that are not articles when browser_extract drops what you need, or to check what \
                the user sees. Example: {"tabId": 123}.""",
                Arguments.page().string("browser", Arguments.BROWSER).build(),
                ToolDefinition.readOnly("Get the page's visible text", true), TEXT,
                call -> Relay.send(hub, call, TEXT, Relay.params(call)).thenApply(data -> Relay.budgeted(
                        "", call.cut(data.path("url").asString(""), data.path("text").asString("")),
                        Map.of("tabId", data.path("tabId").asLong(), "url", data.path("url").asString(""),
                                "title", data.path("title").asString("")))))
                .withOutput(Arguments.pageOutput().string("title"))
                .asBudgeted();
    }

    private static ToolDefinition snapshot(BrowserHub hub) {
        return new ToolDefinition("browser_snapshot", List.of("read_page"), "Snapshot the page with element refs",
                """
                Take an accessibility-style outline of the page with a ref for each element (e12, or f3e7 inside a \
                frame). Call it before browser_click, browser_type, browser_fill_form and the other input tools, and \
                again after the page changes: refs of a page that went away no longer work. interactive: true keeps \
                only what can be clicked or typed into. Example: {"interactive": true}; {"root": "e40"} for one part.""",
                Arguments.page().bool("interactive", "Only interactive elements (links, buttons, fields); default false.", false)
                        .string("root", "A ref or CSS selector: snapshot only that element's subtree.")
                        .string("browser", Arguments.BROWSER).build(),
                ToolDefinition.readOnly("Snapshot the page", true), SNAPSHOT,
                call -> Relay.send(hub, call, SNAPSHOT, Relay.params(call)).thenApply(data -> Relay.budgeted(
                        "Page " + data.path("url").asString("") + " — \"" + data.path("title").asString("") + "\" ("
                                + data.path("refs").asInt() + " refs)\n",
                        call.cut(data.path("url").asString(""), data.path("snapshot").asString("")),
                        Map.of("tabId", data.path("tabId").asLong(), "url", data.path("url").asString(""),
                                "refs", data.path("refs").asInt()))))
                .withOutput(Arguments.pageOutput().integer("refs"))
                .withView("read_page", new ToolView("""
                        Get an accessibility tree of the page with a ref_id for each element; pass a ref to \
                        computer, form_input or find-based actions. filter "interactive" keeps only interactive \
                        elements. Example: {"tabId": 123, "filter": "interactive"}.""",
                        Arguments.page().choice("filter", "\"interactive\" or \"all\" (default).", List.of("interactive", "all"))
                                .string("ref_id", "Only the subtree of this element ref.").build(),
                        args -> {
                            ObjectNode out = Json.object();
                            copy(args, out, "tabId", "tabId");
                            copy(args, out, "ref_id", "root");
                            out.put("interactive", "interactive".equals(args.path("filter").asString("")));
                            return out;
                        }, r -> r))
                .asBudgeted();
    }

    private static ToolDefinition query(BrowserHub hub) {
        return new ToolDefinition("browser_query", List.of(), "Find elements by CSS selector",
                """
                List the elements matching a CSS selector with a ref, tag, text, attributes and visibility, so you can \
                act on them by ref. Use it when you know the page's markup; browser_find searches by visible text or \
                role instead. Example: {"selector": "table.results tr a", "limit": 10}.""",
                Arguments.page().string("selector", "CSS selector, matched in the top frame.")
                        .number("limit", "Most matches to return (default 20).", 1, 500)
                        .string("browser", Arguments.BROWSER).required("selector").build(),
                ToolDefinition.readOnly("Find elements by CSS selector", true), QUERY,
                call -> Relay.send(hub, call, QUERY, Relay.params(call)).thenApply(data -> {
                    StringBuilder s = new StringBuilder();
                    for (JsonNode m : data.path("matches")) {
                        s.append("- ").append(m.path("ref").asString()).append(" <").append(m.path("tag").asString()).append("> ")
                                .append(m.path("text").asString("")).append(m.path("visible").asBoolean(true) ? "" : " (hidden)").append('\n');
                    }
                    return Relay.budgeted(data.path("total").asInt() + " elements match; showing " + data.path("matches").size() + "\n",
                            call.cut(data.path("url").asString(""), s.toString()), Relay.structured(data));
                }))
                .withOutput(Arguments.pageOutput().array("matches").integer("total"))
                .asBudgeted();
    }

    private static ToolDefinition queryText(BrowserHub hub) {
        return new ToolDefinition("browser_query_text", List.of(), "Read the text of elements by CSS selector",
                """
                Return the text of every element matching a CSS selector, one per line: quick scraping of lists, \
                table cells or prices without a full extraction. Example: {"selector": ".price", "limit": 50}.""",
                Arguments.page().string("selector", "CSS selector, matched in the top frame.")
                        .number("limit", "Most texts to return (default 50).", 1, 1000)
                        .string("browser", Arguments.BROWSER).required("selector").build(),
                ToolDefinition.readOnly("Read the text of elements", true), QUERY_TEXT,
                call -> Relay.send(hub, call, QUERY_TEXT, Relay.params(call)).thenApply(data -> {
                    StringBuilder s = new StringBuilder();
                    data.path("texts").forEach(t -> s.append(t.asString("")).append('\n'));
                    return Relay.budgeted(data.path("total").asInt() + " elements match; " + data.path("texts").size() + " texts\n",
                            call.cut(data.path("url").asString(""), s.toString()), Relay.structured(data));
                }))
                .withOutput(Arguments.pageOutput().strings("texts").integer("total"))
                .asBudgeted();
    }

    private static ToolDefinition find(BrowserHub hub) {
        return new ToolDefinition("browser_find", List.of("find"), "Find elements by text, label or role",
                """
                Find elements by what a person sees: their text, their label, their ARIA role, or a placeholder; \
                returns refs to use with browser_click, browser_type and the other input tools. Give at least one \
                criterion. Example: {"text": "Sign in", "role": "button"}; {"label": "Email"}.""",
                Arguments.page().string("text", "Visible text the element contains.").string("label", "Its label (aria-label, <label>).")
                        .string("role", "ARIA role, e.g. button, link, textbox, checkbox.")
                        .string("placeholder", "Placeholder text of a field.")
                        .number("limit", "Most matches to return (default 20).", 1, 200)
                        .string("browser", Arguments.BROWSER).build(),
                ToolDefinition.readOnly("Find elements", true), FIND,
                call -> {
                    if (!(call.args().hasNonNull("text") || call.args().hasNonNull("label") || call.args().hasNonNull("role")
                            || call.args().hasNonNull("placeholder"))) {
                        throw new dev.tabrelay.errors.ToolFailure(dev.tabrelay.errors.ErrorCode.INVALID_ARGUMENT,
                                "Give at least one of 'text', 'label', 'role' or 'placeholder'.");
                    }
                    return Relay.send(hub, call, FIND, Relay.params(call)).thenApply(data -> {
                        StringBuilder s = new StringBuilder(data.path("total").asInt() + " found");
                        for (JsonNode m : data.path("matches")) {
                            s.append("\n- ").append(m.path("ref").asString()).append(' ').append(m.path("role").asString(""))
                                    .append(" \"").append(m.path("name").asString("")).append('"')
                                    .append(m.path("visible").asBoolean(true) ? "" : " (hidden)");
                        }
                        return Relay.result(PageContent.of(data.path("url").asString("")), s.toString(), data);
                    });
                })
                .withOutput(Arguments.pageOutput().array("matches").integer("total").object("pageContent"))
                .withView("find", new ToolView("""
                        Find elements on the page by a description of what they show (e.g. "search box", "Add to cart"); \
                        returns refs for computer, form_input and read_page. Example: {"query": "Sign in", "tabId": 123}.""",
                        Arguments.page().string("query", "Text of the element to find.").required("query").build(),
                        args -> {
                            ObjectNode out = Json.object();
                            copy(args, out, "tabId", "tabId");
                            copy(args, out, "query", "text");
                            return out;
                        }, r -> r));
    }

    public static void copy(JsonNode from, ObjectNode to, String field, String as) {
        if (from.hasNonNull(field)) {
            to.set(as, from.get(field));
        }
    }
}
