package dev.tabrelay.plugin;

import java.util.Map;

/** One call of a plugin tool: its arguments, and the way to act in the browser as its caller. */
public interface PluginCall {
    /** The arguments, already checked against the tool's input schema (JSON as maps, lists, strings, numbers, booleans). */
    Map<String, Object> arguments();

    /**
     * Runs a TabRelay tool (any name from tools/list, e.g. {@code browser_click}) as this call's
     * caller, in its session: the caller's ACL, sites, rate limit and the user's site policy apply
     * as if it had called the tool itself, and the call shows in the side panel's activity log.
     *
     * @return the tool's structured result (its {@code structuredContent}) with, under {@code text}
     *         unless the data has its own, the result's text (where page text such as
     *         browser_get_page_text's travels)
     * @throws PluginException with the tool's error code (e.g. ELEMENT_NOT_FOUND, FORBIDDEN) when it fails
     */
    Map<String, Object> tool(String name, Map<String, Object> arguments) throws PluginException;
}
