package dev.tabrelay.tools;

import dev.tabrelay.json.Json;
import dev.tabrelay.link.Action;
import dev.tabrelay.link.BrowserHub;
import dev.tabrelay.tools.page.PageTools;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.List;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code browser_evaluate}: run JavaScript in a page. Gated: absent from tools/list and refused
 * with EVALUATE_DISABLED unless the daemon runs with --enable-evaluate and the caller's key allows
 * evaluate, because page JavaScript can read and do anything the user's session can.
 */
final class EvaluateTool {
    static final Action EVALUATE = Action.forwarded("evaluate", "evaluate");

    private EvaluateTool() {}

    static ToolDefinition definition(BrowserHub hub) {
        return new ToolDefinition("browser_evaluate", List.of("javascript_tool"), "Run JavaScript in the page",
                """
                Evaluate a JavaScript expression in the page and return its JSON value (promises are awaited). Use it \
                only when no other tool fits: reading app state, calling a page function. \
                Example: {"expression": "document.querySelectorAll('tr').length"}.""",
                Arguments.page().string("expression", "A JavaScript expression; wrap statements in an IIFE.")
                        .string("browser", Arguments.BROWSER).required("expression").build(),
                new McpSchema.ToolAnnotations("Run JavaScript in the page", false, true, false, true, null), EVALUATE,
                call -> Relay.send(hub, call, EVALUATE, Relay.params(call)).thenApply(data -> Relay.result(
                        "Result (" + data.path("type").asString("undefined") + "): " + data.path("value").toString(), data)))
                .withOutput(Arguments.pageOutput().any("value").string("type"))
                .withView("javascript_tool", new ToolView("""
                        Execute JavaScript in the context of the page and return the result of the last expression. \
                        Example: {"action": "javascript_exec", "text": "document.title", "tabId": 123}.""",
                        Arguments.page().choice("action", "Always javascript_exec.", List.of("javascript_exec"))
                                .string("text", "The JavaScript to run.").required("action", "text").build(),
                        args -> {
                            ObjectNode out = Json.object().put("expression", args.path("text").asString());
                            PageTools.copy(args, out, "tabId", "tabId");
                            return out;
                        }, r -> r))
                .asGated();
    }
}
