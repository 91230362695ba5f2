package dev.tabrelay.mcp.ws;

import dev.tabrelay.json.Json;
import dev.tabrelay.mcp.InFlightRequests;
import dev.tabrelay.mcp.modern.ModernConnection;
import dev.tabrelay.mcp.modern.ModernServer;
import dev.tabrelay.websocket.FrameSender;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpServerSession;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.StatusCode;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import reactor.core.publisher.Mono;

import java.io.IOException;

/**
 * The Jetty endpoint for one MCP-over-WebSocket connection. Public because Jetty invokes endpoint
 * classes reflectively and refuses non-public ones; created only by the provider.
 *
 * <p>Jetty delivers whole text messages one at a time (auto-demand). Each is handed to the MCP
 * session without waiting for its result, so a slow tool call does not hold up the next frame;
 * the SDK updates its initialisation state synchronously on subscription, so frames are still
 * processed in arrival order as far as the protocol needs.
 */
public final class WebSocketMcpEndpoint implements Session.Listener.AutoDemanding {
    private static final Logger log = LoggerFactory.getLogger(WebSocketMcpEndpoint.class);

    private final WebSocketMcpTransportProvider provider;
    private final JsonRpcFrames frames;
    private volatile FrameSender sender;
    private volatile McpServerSession mcpSession;
    private volatile McpTransportContext context = McpTransportContext.EMPTY;
    private volatile Runnable untrack = () -> { };
    /** The 2026-07-28 revision on this connection (dev.tabrelay.mcp.modern); null where the provider has none. */
    private volatile ModernConnection modern;
    /** Lifecycle as the client drove it (frames arrive one at a time, so plain flags suffice). */
    private volatile boolean initializeSeen;
    private volatile boolean initializedSeen;
    private volatile Mono<Void> handshakeDone = Mono.empty();

    WebSocketMcpEndpoint(WebSocketMcpTransportProvider provider, JsonRpcFrames frames) {
        this.provider = provider;
        this.frames = frames;
    }

    @Override
    public void onWebSocketOpen(Session socket) {
        sender = new FrameSender(socket);
        if (provider.isClosing()) {
            sender.close(StatusCode.SHUTDOWN, "Server is shutting down");
            return;
        }
        context = provider.contextFor(socket.getUpgradeRequest());
        FrameSender s = sender;
        untrack = provider.track(context, () -> s.close(StatusCode.POLICY_VIOLATION, "the API key of this connection was revoked"));
        mcpSession = provider.sessionFactory().create(new WebSocketMcpSessionTransport(provider.mapper(), sender));
        provider.register(mcpSession);
        ModernServer modernServer = provider.modern();
        if (modernServer != null) {
            modern = new ModernConnection(modernServer, mcpSession.getId(), s::send);
        }
        log.debug("MCP WebSocket session {} opened from {}", mcpSession.getId(), socket.getRemoteSocketAddress());
    }

    @Override
    public void onWebSocketText(String text) {
        McpServerSession session = mcpSession;
        if (session == null) {
            return; // refused during shutdown
        }
        JsonRpcFrames.Decoded decoded = frames.decode(text);
        if (decoded.errorFrame() != null) {
            sender.send(decoded.errorFrame());
        } else if (decoded.dropped()) {
            log.debug("Session {}: dropped a malformed JSON-RPC response frame", session.getId());
        } else if (modern(session, decoded)) {
            log.debug("Session {}: served a 2026-07-28 message", session.getId());
        } else if (admitted(session, decoded.message()) && !cancellation(session, decoded.message())) {
            handle(session, decoded.message());
        }
    }

    /**
     * Whether the frame was the 2026-07-28 revision's, chosen per request (ModernConnection): then
     * it never reaches the SDK session, which needs no initialize for it.
     */
    private boolean modern(McpServerSession session, JsonRpcFrames.Decoded decoded) {
        ModernConnection m = modern;
        return m != null && decoded.tree() != null
                && m.offer(decoded.tree(), id -> InFlightRequests.requestContext(context, InFlightRequests.key(session.getId(), id)));
    }

    /**
     * The transport's part of cancellation ({@link InFlightRequests} says why it is not the SDK's),
     * done here, before the next frame is read, so a call made after a cancel finds its slot free.
     * A {@code notifications/cancelled} is used up here: the SDK would only log that it has no
     * handler for it.
     */
    private boolean cancellation(McpServerSession session, McpSchema.JSONRPCMessage message) {
        if (message instanceof McpSchema.JSONRPCNotification n && InFlightRequests.METHOD.equals(n.method())) {
            provider.inFlight().cancelled(session.getId(), Json.MAPPER.valueToTree(n.params()));
            return true;
        }
        return false;
    }

    /**
     * Requests before the handshake is complete are answered, never left waiting: the SDK holds
     * every request but ping until {@code notifications/initialized} arrives, so a client that
     * waits for an answer before sending it would wait forever. Before {@code initialize}: an
     * error (-32600) saying to initialize first. After the initialize answer but before
     * {@code notifications/initialized}: the request is served, as on Streamable HTTP, by
     * completing the handshake for the client (its own notification, when it comes, is then not
     * passed on twice).
     */
    private boolean admitted(McpServerSession session, McpSchema.JSONRPCMessage message) {
        if (message instanceof McpSchema.JSONRPCRequest request) {
            if ("initialize".equals(request.method())) {
                initializeSeen = true;
                provider.initialized(session);
            } else if (!"ping".equals(request.method())) {
                if (!initializeSeen) {
                    sender.send(frames.error(request.id(), -32600, "Invalid request: this connection is not initialized;"
                            + " send initialize first, then notifications/initialized (MCP lifecycle).").errorFrame());
                    return false;
                }
                if (!initializedSeen) {
                    initializedSeen = true;
                    handle(session, new McpSchema.JSONRPCNotification(McpSchema.JSONRPC_VERSION,
                            McpSchema.METHOD_NOTIFICATION_INITIALIZED, null));
                }
            }
        } else if (message instanceof McpSchema.JSONRPCNotification n && McpSchema.METHOD_NOTIFICATION_INITIALIZED.equals(n.method())) {
            if (initializedSeen) {
                return false;
            }
            initializedSeen = true;
        }
        return true;
    }

    private void handle(McpServerSession session, McpSchema.JSONRPCMessage message) {
        McpTransportContext ctx = message instanceof McpSchema.JSONRPCRequest r && McpSchema.METHOD_TOOLS_CALL.equals(r.method())
                ? InFlightRequests.requestContext(context, InFlightRequests.key(session.getId(), Json.MAPPER.valueToTree(r.id())))
                : context;
        if (message instanceof McpSchema.JSONRPCNotification n && McpSchema.METHOD_NOTIFICATION_INITIALIZED.equals(n.method())) {
            // Later messages start once the SDK has finished with this one, so none can overtake it.
            Mono<Void> done = session.handle(message).contextWrite(c -> c.put(McpTransportContext.KEY, ctx)).cache();
            handshakeDone = done.onErrorComplete();
            done.subscribe(null, error -> logFailure(session, error));
            return;
        }
        handshakeDone.then(Mono.defer(() -> session.handle(message)))
                .contextWrite(c -> c.put(McpTransportContext.KEY, ctx))
                .subscribe(null, error -> logFailure(session, error));
    }

    private static void logFailure(McpServerSession session, Throwable error) {
        // An IOException here is FrameSender reporting that the client already left: not a server fault.
        if (error instanceof IOException) {
            log.debug("Session {}: reply not delivered: {}", session.getId(), error.getMessage());
        } else {
            log.warn("Session {}: message handling failed: {}", session.getId(), error.toString());
        }
    }

    @Override
    public void onWebSocketClose(int statusCode, String reason, Callback callback) {
        ended("WebSocket closed (" + statusCode + ")");
        callback.succeed();
    }

    @Override
    public void onWebSocketError(Throwable cause) {
        // Jetty also reports the close afterwards; ending twice is harmless.
        log.debug("MCP WebSocket error: {}", cause.toString());
        ended("WebSocket failed");
    }

    private void ended(String why) {
        untrack.run();
        ModernConnection m = modern;
        if (m != null) {
            m.closed();
        }
        FrameSender s = sender;
        if (s != null) {
            s.closed(why);
        }
        McpServerSession session = mcpSession;
        if (session != null) {
            provider.unregister(session);
            log.debug("MCP WebSocket session {} ended: {}", session.getId(), why);
        }
    }
}
