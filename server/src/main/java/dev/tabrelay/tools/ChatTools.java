package dev.tabrelay.tools;

import dev.tabrelay.link.Action;
import java.util.List;
import java.util.Map;

/**
 * The chat family's link actions: `tabrelay chat …` setting up the extension's chat client (which
 * chat sites run tool calls, which tools run without asking, which MCP servers it calls) in the
 * connected browser. No MCP tool sends them: a model must not be able to turn on automatic tool
 * runs for itself. Only the owner's /api/v1/chat/* (pairing key or an admin key) relays them.
 */
public final class ChatTools {
    private ChatTools() {}

    private static Map<String, Object> string(String description) {
        return Map.of("type", "string", "description", description);
    }

    private static Map<String, Object> object(Map<String, Object> properties, String... required) {
        return Map.of("type", "object", "additionalProperties", false, "properties", properties, "required", List.of(required));
    }

    private static final Map<String, Object> SITE = string("A chat site: claude.ai, chatgpt.com or gemini.google.com.");

    /** What a site's settings are after a change, and whether Chrome lets the extension run there yet. */
    private static final Map<String, Object> SITE_RESULT = Map.of("type", "object", "additionalProperties", true, "properties", Map.of(
            "site", Map.of("type", "string"), "enabled", Map.of("type", "boolean"), "autoSend", Map.of("type", "boolean"),
            "auto", Map.of("type", "array", "items", Map.of("type", "string")),
            "hostAccess", Map.of("type", "boolean", "description", "Chrome granted the extension the site; false: the user must press Save on the options page once.")));

    private static final Map<String, Object> SERVERS = Map.of("type", "array", "items", Map.of("type", "object",
            "additionalProperties", true, "properties", Map.of(
                    "name", Map.of("type", "string"), "url", Map.of("type", "string"), "transport", Map.of("type", "string"),
                    "enabled", Map.of("type", "boolean"), "builtIn", Map.of("type", "boolean"), "keySet", Map.of("type", "boolean"))));

    private static final Map<String, Object> SERVERS_RESULT = Map.of("type", "object", "additionalProperties", true,
            "properties", Map.of("servers", SERVERS));

    public static final Action ENABLE = Action.of("chat.enable", "chat", object(Map.of(
                    "site", SITE,
                    "auto", Map.of("type", "array", "items", Map.of("type", "string"), "description",
                            "Tools (name or server__tool) that run on this site without asking; replaces the site's list when given."),
                    "send", Map.of("type", "boolean", "description", "Send results by themselves (default: keep the site's choice).")),
            "site"), SITE_RESULT);

    public static final Action DISABLE = Action.of("chat.disable", "chat", object(Map.of("site", SITE), "site"), SITE_RESULT);

    public static final Action SERVERS_ADD = Action.of("chat.servers.add", "chat", object(Map.of(
                    "name", string("The server's name in the chat client: letters, digits, '_' or '-', at most 40."),
                    "url", string("https://… or wss://… (http:// and ws:// only on this machine)."),
                    "transport", Map.of("type", "string", "enum", List.of("auto", "http", "sse", "ws")),
                    "key", string("Sent as Authorization: Bearer (HTTP, SSE) or ?token= (WebSocket); never shown again.")),
            "name", "url"), SERVERS_RESULT);

    public static final Action SERVERS_REMOVE = Action.of("chat.servers.remove", "chat",
            object(Map.of("name", string("The server's name, as `tabrelay chat servers list` shows it.")), "name"), SERVERS_RESULT);

    public static final Action SERVERS_LIST = Action.of("chat.servers.list", "chat", Action.noParams(), SERVERS_RESULT);

    public static final Action STATUS = Action.of("chat.status", "chat", Action.noParams(),
            Map.of("type", "object", "additionalProperties", true, "properties", Map.of(
                    "sites", Map.of("type", "array", "items", SITE_RESULT),
                    "servers", SERVERS)));

    /** Every chat action, by the name `tabrelay chat` uses in the URL (/api/v1/chat/NAME). */
    public static final Map<String, Action> BY_COMMAND = Map.of("enable", ENABLE, "disable", DISABLE,
            "servers-add", SERVERS_ADD, "servers-remove", SERVERS_REMOVE, "servers-list", SERVERS_LIST, "status", STATUS);
}
