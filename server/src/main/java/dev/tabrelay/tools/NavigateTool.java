package dev.tabrelay.tools;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.link.Action;
import dev.tabrelay.link.BrowserHub;
import java.util.List;
import tools.jackson.databind.node.ObjectNode;

/** {@code browser_navigate}: load a URL in a tab, or go back, forward, reload. */
final class NavigateTool {
    static final Action NAVIGATE = Action.forwarded("navigate", "navigate");

    private NavigateTool() {}

    static ToolDefinition definition(BrowserHub hub) {
        return new ToolDefinition("browser_navigate", List.of("navigate"), "Go to a URL",
                """
                Load a URL in a tab (this session's current tab unless tabId is given) and wait for it to load, or \
                go back, forward or reload with direction. Returns the final URL, title and HTTP status. Then call \
                browser_snapshot to act on the page or browser_extract to read it. \
                Examples: {"url": "https://example.com/login"}; {"direction": "back"}.""",
                Arguments.page().string("url", "Absolute http(s) URL to load.")
                        .choice("direction", "Instead of url: back, forward or reload.", List.of("back", "forward", "reload"))
                        .number("timeoutMs", "Longest wait for the load in ms (default: the command timeout).", 100, 600_000)
                        .string("browser", Arguments.BROWSER).build(),
                ToolDefinition.acts("Go to a URL", false), NAVIGATE,
                call -> {
                    ObjectNode params = Relay.params(call);
                    boolean url = call.args().hasNonNull("url");
                    if (url == call.args().hasNonNull("direction")) {
                        throw new ToolFailure(ErrorCode.INVALID_ARGUMENT,
                                "Give exactly one of 'url' (a page to load) or 'direction' (back, forward, reload).");
                    }
                    if (url) {
                        params.put("url", Arguments.httpUrl(call.args().get("url").asString()));
                    }
                    return Relay.send(hub, call, NAVIGATE, params).thenApply(data -> Relay.result(
                            "Tab " + data.path("tabId").asLong() + " is at " + data.path("url").asString("") + " — \""
                                    + data.path("title").asString("") + "\"" + status(data.path("status").asInt(0)) + ".", data));
                })
                .withOutput(Arguments.pageOutput().string("title").integer("status"))
                .withView("navigate", new ToolView("""
                        Navigate a tab to a URL, or go "back" / "forward" in its history. Use tabs_context first to get \
                        a tabId. Example: {"url": "https://example.com", "tabId": 123}; {"url": "back", "tabId": 123}.""",
                        Arguments.page().string("url", "The URL to load, or \"back\" / \"forward\".").required("url").build(),
                        args -> {
                            ObjectNode out = ((ObjectNode) args).deepCopy();
                            String u = args.path("url").asString("");
                            if (u.equals("back") || u.equals("forward")) {
                                out.remove("url");
                                out.put("direction", u);
                            } else if (!u.contains("://")) {
                                out.put("url", "https://" + u);   // Claude in Chrome accepts "example.com"
                            }
                            return out;
                        }, r -> r));
    }

    private static String status(int status) {
        return status == 0 ? "" : " (HTTP " + status + ")";
    }
}
