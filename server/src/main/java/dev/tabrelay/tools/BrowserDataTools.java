package dev.tabrelay.tools;

import dev.tabrelay.link.Action;
import dev.tabrelay.link.BrowserHub;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.List;
import tools.jackson.databind.JsonNode;

/** Cookies, the clipboard and JavaScript dialogs: browser state that is not the page's DOM. */
final class BrowserDataTools {
    static final Action COOKIES_GET = Action.forwarded("cookies.get", "browser-data");
    static final Action COOKIES_SET = Action.forwarded("cookies.set", "browser-data");
    static final Action CLIPBOARD_WRITE = Action.forwarded("clipboard.write", "browser-data");
    static final Action DIALOG_HANDLE = Action.forwarded("dialog.handle", "browser-data");

    private BrowserDataTools() {}

    static List<ToolDefinition> definitions(BrowserHub hub) {
        return List.of(cookieGet(hub), cookieSet(hub), clipboard(hub), dialog(hub));
    }

    private static ToolDefinition cookieGet(BrowserHub hub) {
        return new ToolDefinition("browser_cookie_get", List.of(), "Read cookies",
                """
                Read the browser's cookies for a URL (all of them, or one by name), e.g. to check a login or a \
                consent state. Example: {"url": "https://example.com", "name": "session"}.""",
                Schema.object().string("url", "The http(s) URL whose cookies to read.").string("name", "Only this cookie.")
                        .string("browser", Arguments.BROWSER).required("url").build(),
                ToolDefinition.readOnly("Read cookies", false), COOKIES_GET,
                call -> {
                    Arguments.httpUrl(call.requiredString("url"));
                    return Relay.send(hub, call, COOKIES_GET, Relay.params(call)).thenApply(data -> {
                        StringBuilder s = new StringBuilder(data.path("cookies").size() + " cookies");
                        for (JsonNode c : data.path("cookies")) {
                            s.append("\n- ").append(c.path("name").asString()).append('=').append(c.path("value").asString())
                                    .append(" (").append(c.path("domain").asString()).append(c.path("path").asString()).append(')');
                        }
                        return Relay.result(s.toString(), data);
                    });
                })
                .withOutput(Output.object().array("cookies"));
    }

    private static ToolDefinition cookieSet(BrowserHub hub) {
        return new ToolDefinition("browser_cookie_set", List.of(), "Set a cookie",
                """
                Set a cookie in the user's browser for a URL (it then applies to the user's own browsing too). \
                Example: {"url": "https://example.com", "name": "lang", "value": "en", "sameSite": "lax"}.""",
                Schema.object().string("url", "The http(s) URL the cookie belongs to.").string("name", "Cookie name.")
                        .string("value", "Cookie value.").string("domain", "Domain; omit for a host-only cookie.")
                        .string("path", "Path (default /).").bool("secure", "Only over https.").bool("httpOnly", "Hidden from page scripts.")
                        .choice("sameSite", "no_restriction, lax or strict.", List.of("no_restriction", "lax", "strict", "unspecified"))
                        .number("expirationDate", "Expiry in seconds since 1970; omit for a session cookie.", 0, Long.MAX_VALUE / 2)
                        .string("browser", Arguments.BROWSER).required("url", "name", "value").build(),
                ToolDefinition.acts("Set a cookie", true), COOKIES_SET,
                call -> {
                    Arguments.httpUrl(call.requiredString("url"));
                    return Relay.send(hub, call, COOKIES_SET, Relay.params(call)).thenApply(data -> Relay.result(
                            "Cookie " + data.path("cookie").path("name").asString(call.string("name", "")) + " set for "
                                    + data.path("cookie").path("domain").asString(call.string("url", "")) + ".", data));
                })
                .withOutput(Output.object().object("cookie"));
    }

    private static ToolDefinition clipboard(BrowserHub hub) {
        return new ToolDefinition("browser_clipboard_write", List.of(), "Copy text to the clipboard",
                """
                Put text on the user's clipboard, e.g. to paste into a page that blocks typing, or to hand the user \
                a result. It replaces what the user had copied. Example: {"text": "Order #1234"}.""",
                Schema.object().string("text", "The text to copy.").string("browser", Arguments.BROWSER).required("text").build(),
                new McpSchema.ToolAnnotations("Copy to the clipboard", false, true, true, false, null), CLIPBOARD_WRITE,
                call -> Relay.send(hub, call, CLIPBOARD_WRITE, Relay.params(call)).thenApply(data -> Relay.result(
                        "Copied " + data.path("written").asInt() + " characters to the clipboard.", data)))
                .withOutput(Output.object().integer("written"));
    }

    private static ToolDefinition dialog(BrowserHub hub) {
        return new ToolDefinition("browser_handle_dialog", List.of(), "Answer a JavaScript dialog",
                """
                Accept or dismiss the alert, confirm or prompt that a page opened (an input tool's answer says when \
                one did); text answers a prompt. The page is blocked until the dialog is answered. Answers NO_DIALOG \
                when none is open. Example: {"accept": true}; {"accept": true, "text": "42"}.""",
                Arguments.page().bool("accept", "true: OK, false: Cancel.").string("text", "The answer to a prompt.")
                        .string("browser", Arguments.BROWSER).required("accept").build(),
                ToolDefinition.acts("Answer a dialog", false), DIALOG_HANDLE,
                call -> Relay.send(hub, call, DIALOG_HANDLE, Relay.params(call)).thenApply(data -> Relay.result(
                        (data.path("accepted").asBoolean() ? "Accepted" : "Dismissed") + " the " + data.path("type").asString("dialog")
                                + " \"" + data.path("message").asString("") + "\".", data)))
                .withOutput(Output.object().integer("tabId").string("type").string("message").bool("accepted"));
    }
}
