package dev.tabrelay.mcp.modern;

import io.modelcontextprotocol.common.McpTransportContext;
import java.util.function.Consumer;
import java.util.function.Function;
import tools.jackson.databind.JsonNode;

/**
 * The 2026-07-28 revision on one message-framed connection (a WebSocket on {@code /mcp-ws}, and so
 * {@code tabrelay stdio}, which relays its lines there): the transport offers each inbound message
 * here first, before the SDK's 2025 session sees it. The era is chosen per request, as on
 * Streamable HTTP: a modern request ({@link ModernRevision#isModern}) is answered by
 * {@link ModernServer} without {@code initialize}; anything else is left to the SDK, so a 2025
 * client on the same endpoint keeps its session. No headers on these transports: only the
 * {@code _meta} envelope is checked.
 */
public final class ModernConnection {
    private static final String CANCELLED = "notifications/cancelled";

    private final ModernServer server;
    private final String connection;
    private final Consumer<String> send;

    /**
     * @param connection names this connection (its SDK session id), so only it can cancel its listens
     * @param send writes one JSON-RPC message to the client, in order with the SDK's own frames
     */
    public ModernConnection(ModernServer server, String connection, Consumer<String> send) {
        this.server = server;
        this.connection = connection;
        this.send = send;
    }

    /**
     * Takes {@code message} when it is this revision's: a request is answered (a tool call later,
     * without holding up the next frame), a {@code notifications/cancelled} for one of this
     * connection's listens ends it. False leaves the message to the caller (the 2025 session, and
     * the transport's own cancellation of tool calls).
     *
     * @param contextFor the transport context of a request with that id (it carries the key that
     *     lets {@code notifications/cancelled} stop a tool call, as on the 2025 sessions)
     */
    public boolean offer(JsonNode message, Function<JsonNode, McpTransportContext> contextFor) {
        String method = message.path("method").asString("");
        JsonNode id = message.get("id");
        if (id == null) {
            if (CANCELLED.equals(method)) {
                return server.cancelled(connection, message.get("params"));
            }
            // Other notifications of this era need nothing from the server (and the SDK session would only log them).
            return ModernRevision.isModern(message);
        }
        if (!ModernRevision.isModern(message)) {
            return false;
        }
        if ("subscriptions/listen".equals(method)) {
            ModernServer.Reply refused = server.listen(message, null, connection, send, () -> { });
            if (refused != null) {
                send.accept(refused.body());
            }
            return true;
        }
        server.answer(message, null, contextFor.apply(id), send).thenAccept(reply -> send.accept(reply.body()));
        return true;
    }

    /** The connection closed: its listens end with it. */
    public void closed() {
        server.connectionEnded(connection);
    }
}
