package dev.tabrelay.tools;

import dev.tabrelay.json.Json;
import dev.tabrelay.link.Action;
import dev.tabrelay.link.BrowserHub;
import dev.tabrelay.tools.page.PageTools;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Acting on elements by ref or selector: click, type, press, hover, select, fill a form, scroll,
 * drag. Every answer reports the Outcome: a navigation, a dialog that opened, an element gone.
 */
final class InputTools {
    static final Action CLICK = Action.forwarded("input.click", "input");
    static final Action TYPE = Action.forwarded("input.type", "input");
    static final Action PRESS = Action.forwarded("input.press", "input");
    static final Action HOVER = Action.forwarded("input.hover", "input");
    static final Action SELECT = Action.forwarded("input.select", "input");
    static final Action FILL = Action.forwarded("input.fill", "input");
    static final Action SCROLL = Action.forwarded("input.scroll", "input");
    static final Action DRAG = Action.forwarded("input.drag", "input");

    private static final String BEFORE = " Call browser_snapshot (or browser_find) first to get the element's ref.";

    private InputTools() {}

    static List<ToolDefinition> definitions(BrowserHub hub) {
        return List.of(click(hub), type(hub), press(hub), hover(hub), select(hub), fill(hub), scroll(hub), drag(hub));
    }

    private static ToolDefinition click(BrowserHub hub) {
        return new ToolDefinition("browser_click", List.of(), "Click an element",
                "Click an element: a link, a button, a checkbox." + BEFORE + " The answer says whether the page navigated"
                        + " or a dialog opened. Example: {\"ref\": \"e12\"}; {\"selector\": \"#submit\", \"clickCount\": 2}.",
                Arguments.target().choice("button", "Mouse button (default left).", List.of("left", "right", "middle"))
                        .number("clickCount", "2 for a double click (default 1).", 1, 3)
                        .raw("modifiers", Arguments.strings("Keys held during the click: Alt, Control, Meta, Shift."))
                        .bool("trusted", Arguments.TRUSTED).string("browser", Arguments.BROWSER).build(),
                ToolDefinition.acts("Click an element", false), CLICK,
                Relay.forward(hub, CLICK, "Clicked.", true))
                .withOutput(Arguments.outcomeOutput());
    }

    private static ToolDefinition type(BrowserHub hub) {
        return new ToolDefinition("browser_type", List.of(), "Type into a field",
                "Type text into an input, textarea or contenteditable element, after the text it already holds; clear: true"
                        + " replaces what is there, submit: true presses Enter after." + BEFORE + " Example: {\"ref\": \"e7\", \"text\": \"hello\", \"submit\": true}.",
                Arguments.target().string("text", "The text to type.")
                        .bool("clear", "Clear the field first (default false: the text is appended).", false)
                        .bool("submit", "Press Enter afterwards (default false).", false)
                        .bool("trusted", Arguments.TRUSTED).string("browser", Arguments.BROWSER).required("text").build(),
                ToolDefinition.acts("Type into a field", false), TYPE,
                call -> {
                    Arguments.requireTarget(call.args());
                    return Relay.send(hub, call, TYPE, Relay.params(call)).thenApply(data -> Relay.result(
                            "Typed; the field now holds \"" + data.path("value").asString("") + "\"." + Relay.outcome(data), data));
                })
                .withOutput(Arguments.outcomeOutput().string("value").orNull());
    }

    private static ToolDefinition press(BrowserHub hub) {
        return new ToolDefinition("browser_press", List.of(), "Press a key",
                """
                Press a key or key combination in the page, on the focused element or on a target (ref or selector). \
                Keys use KeyboardEvent names: Enter, Tab, Escape, ArrowDown, Backspace; combinations like Control+a. \
                Example: {"key": "Enter"}; {"key": "Tab", "ref": "e4"}.""",
                Arguments.target().string("key", "Key or combination, e.g. Enter or Control+a.")
                        .bool("trusted", Arguments.TRUSTED).string("browser", Arguments.BROWSER).required("key").build(),
                ToolDefinition.acts("Press a key", false), PRESS,
                call -> {
                    if (call.args().hasNonNull("ref") && call.args().hasNonNull("selector")) {
                        Arguments.requireTarget(call.args());
                    }
                    return Relay.send(hub, call, PRESS, Relay.params(call)).thenApply(data -> Relay.result(
                            "Pressed " + call.string("key", "") + "." + Relay.outcome(data), data));
                })
                .withOutput(Arguments.outcomeOutput());
    }

    private static ToolDefinition hover(BrowserHub hub) {
        return new ToolDefinition("browser_hover", List.of(), "Hover over an element",
                "Move the mouse over an element to open a menu or a tooltip." + BEFORE + " Example: {\"ref\": \"e21\"}.",
                Arguments.target().bool("trusted", Arguments.TRUSTED).string("browser", Arguments.BROWSER).build(),
                ToolDefinition.acts("Hover over an element", false), HOVER,
                Relay.forward(hub, HOVER, "Hovering.", true))
                .withOutput(Arguments.outcomeOutput());
    }

    private static ToolDefinition select(BrowserHub hub) {
        return new ToolDefinition("browser_select_option", List.of(), "Choose options in a select",
                "Choose one or more options of a <select> by value or visible label." + BEFORE
                        + " Example: {\"ref\": \"e9\", \"values\": [\"France\"]}.",
                Arguments.target().raw("values", Map.of("type", "array", "items", Map.of("type", "string"), "minItems", 1,
                                "description", "Option values or labels to select."))
                        .string("browser", Arguments.BROWSER).required("values").build(),
                ToolDefinition.acts("Choose options", false), SELECT,
                call -> {
                    Arguments.requireTarget(call.args());
                    return Relay.send(hub, call, SELECT, Relay.params(call)).thenApply(data -> Relay.result(
                            "Selected " + data.path("selected") + "." + Relay.outcome(data), data));
                })
                .withOutput(Arguments.outcomeOutput().strings("selected"));
    }

    private static ToolDefinition fill(BrowserHub hub) {
        Map<String, Object> field = Map.of("type", "object", "additionalProperties", false, "required", List.of("value"),
                "properties", Map.of("ref", Map.of("type", "string", "description", Arguments.REF),
                        "selector", Map.of("type", "string", "description", Arguments.SELECTOR),
                        "value", Map.of("type", "string", "description", "Text, an option, or \"true\"/\"false\" for a checkbox or radio.")));
        return new ToolDefinition("browser_fill_form", List.of("form_input"), "Fill several form fields",
                "Set the values of several fields at once: text inputs, textareas, selects, checkboxes and radios"
                        + " (\"true\"/\"false\"). Faster and steadier than typing field by field." + BEFORE
                        + " Example: {\"fields\": [{\"ref\": \"e3\", \"value\": \"Ada\"}, {\"ref\": \"e5\", \"value\": \"true\"}]}.",
                Arguments.page().raw("fields", Map.of("type", "array", "minItems", 1, "maxItems", 200, "items", field,
                                "description", "The fields, each with a ref (or selector) and its value."))
                        .string("browser", Arguments.BROWSER).required("fields").build(),
                ToolDefinition.acts("Fill form fields", false), FILL,
                call -> {
                    for (JsonNode f : call.args().path("fields")) {
                        Arguments.requireTarget(f);
                    }
                    return Relay.send(hub, call, FILL, Relay.params(call)).thenApply(data -> Relay.result(
                            "Filled " + data.path("filled").asInt() + " fields." + Relay.outcome(data), data));
                })
                .withOutput(Arguments.outcomeOutput().integer("filled"))
                .withView("form_input", new ToolView("""
                        Set the value of one form element by its ref from read_page or find: text, a select option, \
                        or true/false for a checkbox. Example: {"ref": "e5", "value": "hello", "tabId": 123}.""",
                        Arguments.page().string("ref", "Element ref from read_page or find.")
                                .raw("value", Map.of("type", List.of("string", "boolean", "number"), "description", "The value to set."))
                                .required("ref", "value").build(),
                        args -> {
                            ObjectNode out = Json.object();
                            PageTools.copy(args, out, "tabId", "tabId");
                            JsonNode v = args.get("value");
                            out.putArray("fields").addObject().put("ref", args.path("ref").asString())
                                    .put("value", v.isString() ? v.asString() : v.toString());
                            return out;
                        }, r -> r));
    }

    private static ToolDefinition scroll(BrowserHub hub) {
        return new ToolDefinition("browser_scroll", List.of(), "Scroll the page or an element",
                """
                Scroll: a target (ref or selector) into view, the page by dx/dy pixels, or to the top or bottom, e.g. \
                to load more results. Example: {"dy": 800}; {"to": "bottom"}; {"ref": "e31"}.""",
                Arguments.target().number("dx", "Horizontal pixels (negative: left).", -100_000, 100_000)
                        .number("dy", "Vertical pixels (negative: up).", -100_000, 100_000)
                        .choice("to", "top or bottom of the page.", List.of("top", "bottom"))
                        .string("browser", Arguments.BROWSER).build(),
                ToolDefinition.acts("Scroll", false), SCROLL,
                call -> {
                    if (call.args().hasNonNull("ref") && call.args().hasNonNull("selector")) {
                        Arguments.requireTarget(call.args());
                    }
                    return Relay.send(hub, call, SCROLL, Relay.params(call)).thenApply(data -> Relay.result(
                            "Scrolled to " + data.path("scrollX").asInt() + "," + data.path("scrollY").asInt() + "."
                                    + Relay.outcome(data), data));
                })
                .withOutput(Arguments.outcomeOutput().number("scrollX").number("scrollY"));
    }

    private static ToolDefinition drag(BrowserHub hub) {
        return new ToolDefinition("browser_drag", List.of(), "Drag an element onto another",
                "Drag one element and drop it on another (HTML5 drag and drop and mouse events): sortable lists, boards,"
                        + " sliders." + BEFORE + " Example: {\"from\": {\"ref\": \"e4\"}, \"to\": {\"ref\": \"e9\"}}.",
                Arguments.page().raw("from", Arguments.elementRef("The element to drag: {ref} or {selector}."))
                        .raw("to", Arguments.elementRef("Where to drop it: {ref} or {selector}."))
                        .string("browser", Arguments.BROWSER).required("from", "to").build(),
                ToolDefinition.acts("Drag and drop", false), DRAG,
                call -> {
                    Arguments.requireTarget(call.args().path("from"));
                    Arguments.requireTarget(call.args().path("to"));
                    return Relay.send(hub, call, DRAG, Relay.params(call))
                            .thenApply(data -> Relay.result("Dragged and dropped." + Relay.outcome(data), data));
                })
                .withOutput(Arguments.outcomeOutput());
    }

}
