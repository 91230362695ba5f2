package dev.tabrelay.tools;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.link.Action;
import dev.tabrelay.link.BrowserHub;
import java.time.Duration;
import java.util.List;

/** Waiting for the page instead of sleeping: an element's state, text, a URL, network quiet, or a fixed time. */
final class WaitTools {
    static final Action ELEMENT = Action.forwarded("wait.element", "wait");
    static final Action FOR = Action.forwarded("wait.for", "wait");

    static final long MAX_WAIT_MS = 120_000;

    private WaitTools() {}

    static List<ToolDefinition> definitions(BrowserHub hub) {
        return List.of(element(hub), condition(hub));
    }

    private static ToolDefinition element(BrowserHub hub) {
        return new ToolDefinition("browser_wait_for_element", List.of(), "Wait for an element",
                """
                Wait until an element (ref or selector) is visible, hidden, attached or detached, e.g. a result list \
                after a search or a spinner going away. Answers TIMEOUT after timeoutMs. \
                Example: {"selector": ".results li", "state": "visible", "timeoutMs": 15000}.""",
                Arguments.target().choice("state", "visible (default), hidden, attached or detached.",
                                List.of("visible", "hidden", "attached", "detached"))
                        .number("timeoutMs", Arguments.TIMEOUT, 0, MAX_WAIT_MS).string("browser", Arguments.BROWSER).build(),
                ToolDefinition.readOnly("Wait for an element", true), ELEMENT,
                call -> {
                    Arguments.requireTarget(call.args());
                    return hub.call(call.string("browser", null), ELEMENT, Relay.params(call), call.context(), deadline(hub, call))
                            .thenApply(data -> Relay.result("The element is " + data.path("state").asString("ready") + " (after "
                                    + data.path("ms").asLong() + " ms).", data));
                })
                .withOutput(Arguments.pageOutput().string("state").integer("ms"));
    }

    private static ToolDefinition condition(BrowserHub hub) {
        return new ToolDefinition("browser_wait_for", List.of(), "Wait for text, a URL or quiet network",
                """
                Wait for one condition: text to appear, text to disappear (textGone), the URL to contain a string or \
                match /regex/, the network to go idle, or a fixed time in ms. Use it after an action whose effect \
                takes time. Answers TIMEOUT after timeoutMs. Examples: {"text": "Order confirmed"}; \
                {"url": "/dashboard"}; {"networkIdle": true}; {"time": 1000}.""",
                Arguments.page().string("text", "Text that must appear.").string("textGone", "Text that must disappear.")
                        .string("url", "Substring of the URL, or /regex/.").bool("networkIdle", "No requests for 500 ms.")
                        .number("time", "Just wait this many ms.", 0, MAX_WAIT_MS)
                        .number("timeoutMs", Arguments.TIMEOUT, 0, MAX_WAIT_MS).string("browser", Arguments.BROWSER).build(),
                ToolDefinition.readOnly("Wait for a condition", true), FOR,
                call -> {
                    long given = List.of("text", "textGone", "url", "networkIdle", "time").stream()
                            .filter(call.args()::hasNonNull).count();
                    if (given != 1) {
                        throw new ToolFailure(ErrorCode.INVALID_ARGUMENT,
                                "Give exactly one condition: 'text', 'textGone', 'url', 'networkIdle' or 'time'.");
                    }
                    return hub.call(call.string("browser", null), FOR, Relay.params(call), call.context(), deadline(hub, call))
                            .thenApply(data -> Relay.result("Condition " + data.path("condition").asString("met") + " met after "
                                    + data.path("ms").asLong() + " ms; the tab is at " + data.path("url").asString("") + ".", data));
                })
                .withOutput(Arguments.pageOutput().string("condition").integer("ms"));
    }

    /** The link deadline covers the wait the caller asked for, so the extension's own TIMEOUT answer arrives first. */
    static Duration deadline(BrowserHub hub, ToolCall call) {
        long wait = Math.max(call.integer("timeoutMs", 10_000), call.integer("time", 0));
        Duration asked = Duration.ofMillis(wait).plusSeconds(5);
        return asked.compareTo(hub.commandTimeout()) > 0 ? asked : hub.commandTimeout();
    }
}
