package dev.tabrelay.mcp.ws;

import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.server.McpTransportContextExtractor;
import io.modelcontextprotocol.spec.McpServerSession;
import io.modelcontextprotocol.spec.McpServerTransportProvider;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.UpgradeRequest;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * MCP over WebSocket on the SDK's transport SPI: one {@link McpServerSession} per WebSocket
 * connection, one JSON-RPC message per text frame in both directions.
 *
 * <p>The SDK has no WebSocket provider; this one follows its servlet SSE provider (a session per
 * stream from the {@link McpServerSession.Factory}). It speaks every protocol version the SDK
 * supports, since, unlike legacy SSE, WebSocket framing did not change between revisions.
 *
 * <p>Mounting (Host/Origin checks, the {@code mcp} subprotocol, size limits, idle timeout) belongs
 * to the HTTP layer, which calls {@link #newEndpoint()} once per accepted upgrade.
 */
public final class WebSocketMcpTransportProvider implements McpServerTransportProvider {
    /** The WebSocket subprotocol the TypeScript SDK's WebSocketClientTransport asks for. */
    public static final String SUBPROTOCOL = "mcp";

    private static final Logger log = LoggerFactory.getLogger(WebSocketMcpTransportProvider.class);

    private final McpJsonMapper mapper;
    private final McpTransportContextExtractor<UpgradeRequest> contextExtractor;
    private final JsonRpcFrames frames;
    private final Map<String, McpServerSession> sessions = new ConcurrentHashMap<>();
    /** The sessions whose client sent initialize (the 2025 revisions). */
    private final java.util.Set<String> initialized = ConcurrentHashMap.newKeySet();
    private final AtomicBoolean closing = new AtomicBoolean();
    private volatile McpServerSession.Factory sessionFactory;
    private volatile java.util.function.Consumer<String> onSessionEnd = id -> { };
    private volatile java.util.function.BiFunction<McpTransportContext, Runnable, Runnable> tracker = (context, close) -> () -> { };

    public WebSocketMcpTransportProvider(McpJsonMapper mapper) {
        this(mapper, request -> McpTransportContext.EMPTY);
    }

    /**
     * @param contextExtractor runs once per connection on its upgrade request (headers, remote
     *     address); tool handlers see the result as {@code exchange.transportContext()}
     */
    public WebSocketMcpTransportProvider(McpJsonMapper mapper, McpTransportContextExtractor<UpgradeRequest> contextExtractor) {
        this.mapper = Objects.requireNonNull(mapper, "mapper");
        this.contextExtractor = Objects.requireNonNull(contextExtractor, "contextExtractor");
        this.frames = new JsonRpcFrames(mapper);
    }

    @Override
    public void setSessionFactory(McpServerSession.Factory sessionFactory) {
        this.sessionFactory = sessionFactory;
    }

    /**
     * A fresh Jetty endpoint for one accepted connection. Call it from the WebSocket creator after
     * the {@code McpServer} was built on this provider (building it installs the session factory).
     */
    public Session.Listener newEndpoint() {
        if (sessionFactory == null) {
            throw new IllegalStateException("Build the McpServer on this provider before accepting WebSocket connections.");
        }
        return new WebSocketMcpEndpoint(this, frames);
    }

    /** Number of open MCP WebSocket sessions (for /health and tests). */
    public int sessionCount() {
        return sessions.size();
    }

    /**
     * Broadcasts to the connections that sent {@code initialize}: one that never did is either not
     * started or speaks only the 2026-07-28 revision, which has no unsolicited notifications (its
     * clients ask with subscriptions/listen, dev.tabrelay.mcp.modern).
     */
    @Override
    public Mono<Void> notifyClients(String method, Object params) {
        return Flux.fromIterable(sessions.values()).filter(session -> initialized.contains(session.getId()))
                .flatMap(session -> session.sendNotification(method, params)
                        .doOnError(e -> log.debug("Notification {} to session {} failed: {}", method, session.getId(), e.toString()))
                        .onErrorComplete())
                .then();
    }

    @Override
    public Mono<Void> notifyClient(String sessionId, String method, Object params) {
        McpServerSession session = sessions.get(sessionId);
        return session == null ? Mono.empty() : session.sendNotification(method, params);
    }

    /** Refuses new connections and closes every open socket after its queued frames. */
    @Override
    public Mono<Void> closeGracefully() {
        closing.set(true);
        return Flux.fromIterable(sessions.values())
                .flatMap(session -> session.closeGracefully().onErrorComplete())
                .then();
    }

    boolean isClosing() {
        return closing.get();
    }

    McpServerSession.Factory sessionFactory() {
        return sessionFactory;
    }

    McpJsonMapper mapper() {
        return mapper;
    }

    McpTransportContext contextFor(UpgradeRequest request) {
        return contextExtractor.extract(request);
    }

    void register(McpServerSession session) {
        sessions.put(session.getId(), session);
        if (closing.get()) {
            session.close(); // raced with closeGracefully(): do not leave it open
        }
    }

    void initialized(McpServerSession session) {
        initialized.add(session.getId());
    }

    void unregister(McpServerSession session) {
        initialized.remove(session.getId());
        if (sessions.remove(session.getId()) != null) {
            onSessionEnd.accept(session.getId());
        }
    }

    /**
     * Told of every connection as it opens, with its context and a way to close it; returns what
     * to run when it ends. The daemon uses it to close the sockets of a revoked API key.
     */
    public void trackConnections(java.util.function.BiFunction<McpTransportContext, Runnable, Runnable> tracker) {
        this.tracker = Objects.requireNonNull(tracker);
    }

    Runnable track(McpTransportContext context, Runnable close) {
        return tracker.apply(context, close);
    }

    private volatile dev.tabrelay.mcp.InFlightRequests inFlight = new dev.tabrelay.mcp.InFlightRequests();

    /** Where this provider's sessions' tools/call requests are kept, so notifications/cancelled reaches them. */
    public void inFlight(dev.tabrelay.mcp.InFlightRequests requests) {
        this.inFlight = Objects.requireNonNull(requests);
    }

    dev.tabrelay.mcp.InFlightRequests inFlight() {
        return inFlight;
    }

    private volatile dev.tabrelay.mcp.modern.ModernServer modern;

    /**
     * Serves the 2026-07-28 revision beside the SDK's 2025 sessions on this endpoint, chosen per
     * request (dev.tabrelay.mcp.modern.ModernConnection); without it only the 2025 revisions are spoken.
     */
    public void modern(dev.tabrelay.mcp.modern.ModernServer server) {
        this.modern = server;
    }

    dev.tabrelay.mcp.modern.ModernServer modern() {
        return modern;
    }

    /** Told the id of each session whose socket closed (the browser then forgets it: session.end). */
    public void onSessionEnd(java.util.function.Consumer<String> listener) {
        this.onSessionEnd = Objects.requireNonNull(listener);
    }
}
