package dev.tabrelay.mcp;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.link.Cancellation;
import io.modelcontextprotocol.common.McpTransportContext;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import tools.jackson.databind.JsonNode;

/**
 * The {@code tools/call} requests running right now, by connection and JSON-RPC id, so that a
 * client's {@code notifications/cancelled} and the end of its connection stop them
 * ({@link Cancellation}).
 *
 * <p>Why here and not in the SDK: the MCP Java SDK (2.1.0) neither handles
 * {@code notifications/cancelled} (it logs "no handler" and drops it) nor lets a server register a
 * handler for it, and a tool handler is not told its request's id. So the transports — the one
 * place that sees both the notification and the request's id — call {@link #cancelled} and
 * {@link #requestContext}: the HTTP filter (http/SdkErrorFilter, with CallerContexts) and the
 * WebSocket endpoint (mcp/ws, which stdio rides). Replace this with the SDK's own cancellation
 * once it has one.
 *
 * <p>A connection is named by what its transport knows: the {@code Mcp-Session-Id} on Streamable
 * HTTP, the {@code sessionId} of legacy SSE, the session of a WebSocket. Ids are compared as their
 * JSON text, so {@code 7} and {@code "7"} stay different as JSON-RPC says.
 */
public final class InFlightRequests {
    public static final String METHOD = "notifications/cancelled";
    /** A tools/call's {@link Key}: in its transport context, and the HTTP request attribute the transport sets. */
    public static final String KEY = "tabrelay.request";
    /** The connection name of one 2026-07-28 tools/call over HTTP (mcp/modern/ModernHttpCall): a request, never a session. */
    public static final String HTTP_CALL = "http-call:";

    /** One request: its connection and its id as JSON text. */
    public record Key(String connection, String id) {}

    private final Map<Key, Cancellation> running = new ConcurrentHashMap<>();

    /** The key of a request, or null when it has no usable id (then it cannot be cancelled). */
    public static Key key(String connection, JsonNode id) {
        Object valid = JsonRpcShape.id(id);
        return connection == null || connection.isEmpty() || valid == null ? null : new Key(connection, id.toString());
    }

    /** The request's key for the tool adapter (null when none), beside what the transport already put in its context. */
    public static McpTransportContext requestContext(McpTransportContext base, Key key) {
        return key == null ? base : name -> KEY.equals(name) ? key : base.get(name);
    }

    /** A tools/call started: its cancellation (a fresh one that nothing reaches when there is no key). */
    Cancellation started(McpTransportContext context) {
        Cancellation c = new Cancellation();
        if (context != null && context.get(KEY) instanceof Key key) {
            running.put(key, c);
        }
        return c;
    }

    void finished(McpTransportContext context, Cancellation c) {
        if (context != null && context.get(KEY) instanceof Key key) {
            running.remove(key, c);
        }
    }

    /**
     * A {@code notifications/cancelled} arrived on {@code connection}: stops the request its
     * {@code params.requestId} names, if it is still running. A notification for an unknown or
     * finished request is ignored, as the spec says.
     */
    public void cancelled(String connection, JsonNode params) {
        Key key = params == null ? null : key(connection, params.get("requestId"));
        Cancellation c = key == null ? null : running.remove(key);
        if (c != null) {
            c.cancel(new ToolFailure(ErrorCode.CANCELLED, "The client cancelled this call."));
        }
    }

    /** A connection ended (closed socket, DELETE, idle): everything it still runs stops. */
    public void connectionEnded(String connection) {
        running.entrySet().removeIf(e -> {
            if (!e.getKey().connection().equals(connection)) {
                return false;
            }
            e.getValue().cancel(new ToolFailure(ErrorCode.CANCELLED, "The client's MCP session ended while this call ran."));
            return true;
        });
    }

    int size() {
        return running.size();
    }
}
