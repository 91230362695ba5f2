package dev.tabrelay.tools.log;

import dev.tabrelay.link.Action;
import dev.tabrelay.link.BrowserHub;
import dev.tabrelay.tools.Arguments;
import dev.tabrelay.tools.Output;
import dev.tabrelay.tools.Relay;
import dev.tabrelay.tools.ToolDefinition;
import dev.tabrelay.tools.ToolView;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What a page logged and fetched: console messages and network requests, captured through the
 * Chrome debugger from the first read on (capture starts then; an earlier page load is not seen).
 */
public final class LogTools {
    static final Action CONSOLE_READ = Action.forwarded("console.read", "log");
    static final Action NETWORK_READ = Action.forwarded("network.read", "log");

    private LogTools() {}

    public static List<ToolDefinition> definitions(BrowserHub hub) {
        return List.of(console(hub), network(hub));
    }

    private static ToolDefinition console(BrowserHub hub) {
        return new ToolDefinition("browser_console_messages", List.of("read_console_messages"), "Read console messages",
                """
                Read the tab's console messages (errors, warnings, logs), e.g. to find why a page misbehaves. Capture \
                starts with the first call: call it once, reproduce the problem, call it again. \
                Example: {"level": "error"}; {"pattern": "TypeError", "clear": true}.""",
                Arguments.page().choice("level", "Only this level.", List.of("error", "warning", "info", "log", "debug"))
                        .string("pattern", "Only messages containing this text (or /regex/).")
                        .number("since", "Only messages after this time (epoch ms).", 0, Long.MAX_VALUE / 2)
                        .bool("clear", "Forget the messages returned (default false).", false)
                        .string("browser", Arguments.BROWSER).build(),
                ToolDefinition.readOnly("Read console messages", true), CONSOLE_READ,
                call -> Relay.send(hub, call, CONSOLE_READ, Relay.params(call)).thenApply(data -> {
                    StringBuilder s = new StringBuilder();
                    for (JsonNode m : data.path("messages")) {
                        s.append('[').append(m.path("level").asString()).append("] ").append(m.path("text").asString(""));
                        if (m.hasNonNull("url")) {
                            s.append(" (").append(m.path("url").asString("")).append(':').append(m.path("line").asInt()).append(')');
                        }
                        s.append('\n');
                    }
                    return Relay.budgeted(data.path("messages").size() + " console messages\n", call.cut(data.path("url").asString(""), s.toString()),
                            Map.of("count", data.path("messages").size(), "capturingSince", data.path("capturingSince").asLong(),
                                    "messages", Relay.withinBudget(data.path("messages"), call.maxChars())));
                }))
                .withOutput(Output.object().integer("count").integer("capturingSince").array("messages"))
                .withView("read_console_messages", new ToolView("""
                        Read browser console messages of a tab (console.log, errors, warnings). Use pattern to filter; \
                        onlyErrors for errors only. Example: {"tabId": 123, "onlyErrors": true}.""",
                        Arguments.page().bool("onlyErrors", "Only errors.").string("pattern", "Only messages matching this.")
                                .bool("clear", "Clear the messages after reading.").build(),
                        args -> {
                            ObjectNode out = ((ObjectNode) args).deepCopy();
                            out.remove("onlyErrors");
                            if (args.path("onlyErrors").asBoolean(false)) {
                                out.put("level", "error");
                            }
                            return out;
                        }, r -> r))
                .asBudgeted();
    }

    private static ToolDefinition network(BrowserHub hub) {
        return new ToolDefinition("browser_network_requests", List.of("read_network_requests"), "Read network requests",
                """
                List the tab's network requests (method, URL, status, type, timing), optionally with bodies, e.g. to \
                find the API a page calls or a failing request. Capture starts with the first call: call it once, \
                act, call it again. Example: {"urlPattern": "/api/", "includeBodies": true}.""",
                Arguments.page().string("urlPattern", "Only URLs containing this text (or /regex/).")
                        .number("since", "Only requests after this time (epoch ms).", 0, Long.MAX_VALUE / 2)
                        .bool("includeBodies", "Include request and response bodies (default false).", false)
                        .bool("clear", "Forget the requests returned (default false).", false)
                        .string("browser", Arguments.BROWSER).build(),
                ToolDefinition.readOnly("Read network requests", true), NETWORK_READ,
                call -> Relay.send(hub, call, NETWORK_READ, Relay.params(call)).thenApply(data -> {
                    StringBuilder s = new StringBuilder();
                    for (JsonNode r : data.path("requests")) {
                        s.append(r.path("method").asString("GET")).append(' ').append(r.path("url").asString(""))
                                .append(" → ").append(r.path("status").asInt()).append(' ').append(r.path("mimeType").asString(""))
                                .append(" (").append(r.path("durationMs").asLong()).append(" ms)\n");
                        if (r.hasNonNull("responseBody")) {
                            s.append("  response: ").append(r.path("responseBody").asString("")).append('\n');
                        }
                    }
                    return Relay.budgeted(data.path("requests").size() + " requests\n", call.cut(data.path("url").asString(""), s.toString()),
                            Map.of("count", data.path("requests").size(), "capturingSince", data.path("capturingSince").asLong(),
                                    "requests", Relay.withinBudget(data.path("requests"), call.maxChars())));
                }))
                .withOutput(Output.object().integer("count").integer("capturingSince").array("requests"))
                .withView("read_network_requests", ToolView.of("""
                        Read the HTTP requests a tab made (XHR, fetch, documents, images). urlPattern filters by URL. \
                        Example: {"tabId": 123, "urlPattern": "/api/"}.""",
                        Arguments.page().string("urlPattern", "Only URLs containing this.").bool("clear", "Clear after reading.").build()))
                .asBudgeted();
    }
}
