package dev.tabrelay.mcp.modern;

import dev.tabrelay.json.Json;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The open {@code subscriptions/listen} streams (the 2026-07-28 revision's replacement for the
 * GET stream and for unsolicited notifications). A listen is acknowledged at once with
 * {@code notifications/subscriptions/acknowledged} naming the filter honoured — only
 * {@code toolsListChanged}: TabRelay's prompts and resources lists do not change — and then gets
 * {@code notifications/tools/list_changed} each time plugins reload, each notification carrying
 * the listen's id as {@code _meta["io.modelcontextprotocol/subscriptionId"]}. It ends when the
 * client cancels it ({@code notifications/cancelled} naming its id), when its connection ends, or
 * when the daemon stops (then with the revision's graceful result).
 */
final class ModernListens {
    static final String SUBSCRIPTION_ID_KEY = "io.modelcontextprotocol/subscriptionId";

    /** One stream: where its frames go, and what ends it on the transport. */
    private record Listen(JsonNode id, boolean tools, Consumer<String> sink, Runnable end) {}

    private record Key(String connection, String id) {}

    private final Map<Key, Listen> open = new ConcurrentHashMap<>();

    /** Opens a listen and acknowledges it on {@code sink}. */
    void open(String connection, JsonNode id, JsonNode filter, Consumer<String> sink, Runnable end) {
        boolean tools = filter.path("toolsListChanged").asBoolean(false);
        Listen listen = new Listen(id, tools, sink, end);
        Listen before = open.put(new Key(connection, id.toString()), listen);
        if (before != null) {
            before.end().run();   // the same id again on one connection: the client gave up the old one
        }
        ObjectNode honoured = Json.object();
        if (tools) {
            honoured.put("toolsListChanged", true);
        }
        ObjectNode params = Json.object();
        params.putObject("_meta").set(SUBSCRIPTION_ID_KEY, id);
        params.set("notifications", honoured);
        sink.accept(notification("notifications/subscriptions/acknowledged", params));
    }

    /** A {@code notifications/cancelled} on {@code connection}: whether it named one of its listens (now ended). */
    boolean cancelled(String connection, JsonNode requestId) {
        Listen listen = requestId == null ? null : open.remove(new Key(connection, requestId.toString()));
        if (listen == null) {
            return false;
        }
        listen.end().run();
        return true;
    }

    /** The connection went away: its listens end without a word (nobody is there to read one). */
    void connectionEnded(String connection) {
        open.keySet().removeIf(key -> key.connection().equals(connection));
    }

    void toolsChanged() {
        open.values().stream().filter(Listen::tools).forEach(listen -> {
            ObjectNode params = Json.object();
            params.putObject("_meta").set(SUBSCRIPTION_ID_KEY, listen.id());
            listen.sink().accept(notification("notifications/tools/list_changed", params));
        });
    }

    /** The daemon stops: every listen gets the revision's graceful-close result, then ends. */
    void shutdown(JsonNode serverInfo) {
        open.values().forEach(listen -> {
            ObjectNode out = Json.object().put("jsonrpc", "2.0");
            out.set("id", listen.id());
            ObjectNode result = out.putObject("result").put("resultType", "complete");
            ObjectNode meta = result.putObject("_meta");
            meta.set(SUBSCRIPTION_ID_KEY, listen.id());
            meta.set(ModernRevision.SERVER_INFO_KEY, serverInfo);
            listen.sink().accept(out.toString());
            listen.end().run();
        });
        open.clear();
    }

    int size() {
        return open.size();
    }

    private static String notification(String method, ObjectNode params) {
        ObjectNode out = Json.object().put("jsonrpc", "2.0").put("method", method);
        out.set("params", params);
        return out.toString();
    }
}
