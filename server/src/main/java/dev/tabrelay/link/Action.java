package dev.tabrelay.link;

import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * One extension action as the link contract declares it: its name on the wire, its family (the
 * name of its files on both sides: {@code tools/<Family>Tool(s).java} and
 * {@code extension/src/background/handlers/<family>.ts}, {@code <family>-*.ts} or {@code <family>/};
 * extension/tests/families.test.mjs checks it), and the JSON Schemas of its params and
 * of its result. {@code contract/link.json} is exported from these (with the tool registry) and the
 * extension's types are generated from that file, so each name and field is written once, on this
 * side. Call sites pass an Action, never a name: an action that was renamed or removed cannot be sent.
 */
public record Action(String name, String family, Map<String, Object> params, Map<String, Object> result, Set<String> toolOnly) {
    public Action {
        Objects.requireNonNull(name);
        Objects.requireNonNull(family);
        toolOnly = Set.copyOf(toolOnly);
    }

    /** An action whose params and result are declared here (the tool that sends it builds them). */
    public static Action of(String name, String family, Map<String, Object> params, Map<String, Object> result) {
        return new Action(name, family, Objects.requireNonNull(params), Objects.requireNonNull(result), Set.of());
    }

    /**
     * An action a tool forwards its own arguments to: its params are that tool's canonical input
     * schema without the bridge-only arguments, its result that tool's output schema. Declared
     * there once, never here again (the contract export reads them from the tool).
     */
    public static Action forwarded(String name, String family) {
        return new Action(name, family, null, null, Set.of());
    }

    /** Forwarded, except the named arguments, which the tool consumes itself (file paths it reads). */
    public static Action forwardedExcept(String name, String family, String... toolOnly) {
        return new Action(name, family, null, null, Set.of(toolOnly));
    }

    public boolean forwardsToolArguments() {
        return params == null;
    }

    /** An action without params: its schema accepts only an empty object. */
    public static Map<String, Object> noParams() {
        return Map.of("type", "object", "properties", Map.of(), "additionalProperties", false);
    }

    /** A result whose fields are not described (an acknowledgement). */
    public static Map<String, Object> anyResult() {
        return Map.of("type", "object", "additionalProperties", true);
    }

    // The link's own actions: sent by the bridge itself, not by a tool.

    /** Ends a session: the extension closes the tabs it opened for it (unless kept). */
    public static final Action SESSION_END = Action.of("session.end", "tab",
            Map.of("type", "object", "additionalProperties", false, "properties", Map.of("closeGroup", Map.of(
                    "type", "boolean", "description", "Close the session's tab group (--session-tabs close)."))),
            Map.of("type", "object", "additionalProperties", true,
                    "properties", Map.of("closedTabs", Map.of("type", "integer"))));

    /** Tab and window counts of a browser, for the status resource. */
    public static final Action BROWSER_INFO = Action.of("browser.info", "browser", noParams(),
            Map.of("type", "object", "additionalProperties", true, "properties", Map.of(
                    "tabCount", Map.of("type", "integer"), "windowCount", Map.of("type", "integer"))));
}
