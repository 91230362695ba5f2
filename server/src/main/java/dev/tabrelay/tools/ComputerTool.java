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
 * {@code browser_computer}: coordinate-level mouse and keyboard (trusted input through the Chrome
 * debugger), for canvases and pages whose elements have no usable ref. The {@code computer} view
 * takes the Claude-in-Chrome argument names.
 */
final class ComputerTool {
    static final Action COMPUTER = Action.forwarded("computer", "computer");

    static final List<String> ACTIONS = List.of("left_click", "right_click", "double_click", "mouse_move", "left_click_drag",
            "type", "key", "scroll", "wait", "screenshot");
    private static final Map<String, Object> POINT = Map.of("type", "array", "minItems", 2, "maxItems", 2,
            "items", Map.of("type", "number"), "description", "[x, y] in CSS pixels of the viewport.");

    private ComputerTool() {}

    static ToolDefinition definition(BrowserHub hub) {
        return new ToolDefinition("browser_computer", List.of("computer"), "Mouse and keyboard by coordinates",
                """
                Use the mouse and keyboard at viewport coordinates, with real (trusted) input: click, move, drag, \
                type, press keys, scroll, wait, or take a screenshot to see where things are. Prefer browser_click \
                and browser_type with refs; use this for canvases, maps and widgets without refs. Example: \
                {"action": "screenshot"}, then {"action": "left_click", "coordinate": [420, 310]}.""",
                Arguments.page().choice("action", "What to do.", ACTIONS).raw("coordinate", POINT)
                        .raw("startCoordinate", POINT).string("text", "Text for type.").string("key", "Key for key, e.g. Enter or Control+a.")
                        .raw("scroll", Map.of("type", "object", "description", "Pixels for scroll: {dx, dy}.", "additionalProperties", false,
                                "properties", Map.of("dx", Map.of("type", "number"), "dy", Map.of("type", "number"))))
                        .number("duration", "Seconds for wait (default 1).", 0, 30)
                        .string("browser", Arguments.BROWSER).required("action").build(),
                ToolDefinition.acts("Mouse and keyboard", false), COMPUTER,
                call -> Relay.send(hub, call, COMPUTER, Relay.params(call)).thenApply(data ->
                        data.has("mimeType") && data.has("data") ? CaptureTools.image(data)
                                : Relay.result(call.string("action", "") + " done." + Relay.outcome(data), data)))
                .withOutput(Arguments.outcomeOutput().string("mimeType").integer("width").integer("height"))
                .withView("computer", new ToolView("""
                        Use a mouse and keyboard to interact with the page, and take screenshots. Actions: left_click, \
                        right_click, double_click, mouse_move, left_click_drag (start_coordinate → coordinate), type \
                        (text), key (text: e.g. "Enter", "ctrl+a"), scroll (coordinate, scroll_direction, \
                        scroll_amount), wait (duration), screenshot. Example: {"action": "left_click", \
                        "coordinate": [100, 200], "tabId": 123}.""",
                        Arguments.page().choice("action", "The action.", ACTIONS).raw("coordinate", POINT).raw("start_coordinate", POINT)
                                .string("text", "Text to type, or the key(s) for key.")
                                .choice("scroll_direction", "For scroll.", List.of("up", "down", "left", "right"))
                                .number("scroll_amount", "Scroll ticks (default 3).", 1, 50)
                                .number("duration", "Seconds for wait.", 0, 30).required("action").build(),
                        ComputerTool::fromClaude, r -> r));
    }

    /** Claude in Chrome's argument names → the contract's. */
    static JsonNode fromClaude(JsonNode a) {
        ObjectNode out = Json.object();
        String action = a.path("action").asString();
        out.put("action", action);
        PageTools.copy(a, out, "tabId", "tabId");
        PageTools.copy(a, out, "coordinate", "coordinate");
        PageTools.copy(a, out, "start_coordinate", "startCoordinate");
        PageTools.copy(a, out, "duration", "duration");
        if (a.hasNonNull("text")) {
            out.put(action.equals("key") ? "key" : "text", a.get("text").asString());
        }
        if (a.hasNonNull("scroll_direction")) {
            int px = a.path("scroll_amount").asInt(3) * 100;   // one wheel tick scrolls about 100 px in Chrome
            String dir = a.get("scroll_direction").asString();
            out.putObject("scroll").put("dx", dir.equals("left") ? -px : dir.equals("right") ? px : 0)
                    .put("dy", dir.equals("up") ? -px : dir.equals("down") ? px : 0);
        }
        return out;
    }
}
