package dev.tabrelay.fleet;

import dev.tabrelay.config.FleetConfig;
import dev.tabrelay.json.Json;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.time.Duration;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.component.ContainerLifeCycle;
import tools.jackson.databind.JsonNode;

/**
 * Decides, for each request on {@code /mcp}, whether another daemon of the fleet owns it, and
 * forwards it there. RequestGuard calls it once the Host and Origin checks passed and before the
 * key is checked: the owner checks the key (it travels with the request), as for any request.
 * <ul>
 * <li>2025 revisions: by the {@code Mcp-Session-Id} prefix, on POST, GET (the SSE stream) and DELETE;</li>
 * <li>2026-07-28 (stateless): a {@code tools/call} whose {@code browser} argument is another daemon's
 *     handle ({@code d1.L3}). Only such a request's body is read here (its {@code Mcp-Method: tools/call}
 *     header says so); it is then replayed to the proxy or to this daemon's own /mcp.</li>
 * </ul>
 * Legacy SSE ({@code /message?sessionId=}) is not routed: the SDK mints those ids with no hook and
 * sends them inside its stream, so a legacy client needs a sticky balancer. {@code /mcp-ws} needs
 * nothing: one socket is one session on one daemon.
 */
public final class FleetRouter extends ContainerLifeCycle {
    private final FleetRoutes routes;
    private final PeerProxy proxy;
    private final int maxBytes;

    /**
     * @param maxBytes    the largest body read to find a tool call's browser (MAX_MESSAGE_BYTES)
     * @param idleTimeout how long a forwarded exchange may be silent
     */
    public FleetRouter(FleetConfig fleet, int maxBytes, Duration idleTimeout) {
        this.routes = new FleetRoutes(fleet);
        this.proxy = new PeerProxy(fleet.daemonId(), idleTimeout);
        this.maxBytes = maxBytes;
        addBean(proxy, true);
    }

    public FleetRoutes routes() {
        return routes;
    }

    /** Starts and stops with the server (the proxy's HttpClient). */
    public void attach(Server server) {
        proxy.setServer(server);
        server.addBean(this, true);
    }

    /**
     * @return the request to serve here (the same one, or one that replays the body read), or null
     *     when it was forwarded or answered
     */
    public Request route(Request request, Response response, Callback callback) throws IOException {
        if (!"/mcp".equals(Request.getPathInContext(request))) {
            return request;
        }
        String session = request.getHeaders().get(FleetRoutes.SESSION_HEADER);
        Request next = request;
        FleetRoutes.Route route;
        if (session != null) {
            route = routes.forSession(session);
        } else if (!routes.fleet().peers().isEmpty() && "POST".equals(request.getMethod())
                && "tools/call".equals(request.getHeaders().get("Mcp-Method")) && request.getLength() <= maxBytes) {
            byte[] body = Content.Source.asInputStream(request).readNBytes(maxBytes + 1);
            next = new Replayed(request, body);
            route = body.length > maxBytes ? new FleetRoutes.Local() : routes.forBrowser(FleetRoutes.browserArgument(parse(body)));
        } else {
            return request;
        }
        switch (route) {
            case FleetRoutes.Local local -> {
                return next;
            }
            case FleetRoutes.Peer peer when request.getHeaders().get(FleetRoutes.FORWARDED_BY) == null ->
                    proxy.forward(next, response, callback, peer);
            case FleetRoutes.Peer peer -> PeerProxy.unreachable(response, callback, "Daemon '"
                    + request.getHeaders().get(FleetRoutes.FORWARDED_BY) + "' forwarded this request for daemon '" + peer.id()
                    + "' to this one ('" + routes.fleet().daemonId() + "'), which does not forward it again: fix that daemon's"
                    + " --peer " + peer.id() + "=URL so the URL reaches '" + peer.id() + "'.");
            case FleetRoutes.Unknown unknown -> PeerProxy.unreachable(response, callback, "This id was made by TabRelay daemon '"
                    + unknown.id() + "', which this daemon ('" + routes.fleet().daemonId() + "') has no --peer for; add --peer "
                    + unknown.id() + "=URL on every daemon, or start a new session.");
        }
        return null;
    }

    private static JsonNode parse(byte[] body) {
        try {
            return Json.MAPPER.readTree(body);
        } catch (RuntimeException e) {
            return null;   // served here, where SdkErrorFilter answers the parse error
        }
    }

    /** The request with its body, already read, served again from memory. */
    private static final class Replayed extends Request.Wrapper {
        private Content.Chunk chunk;

        Replayed(Request request, byte[] body) {
            super(request);
            chunk = Content.Chunk.from(ByteBuffer.wrap(body), true);
        }

        @Override
        public synchronized Content.Chunk read() {
            Content.Chunk c = chunk;
            chunk = Content.Chunk.EOF;
            return c;
        }

        @Override
        public void demand(Runnable demandCallback) {
            demandCallback.run();   // the whole body is here: it can always be read
        }

        @Override
        public boolean consumeAvailable() {
            read();
            return true;
        }
    }
}
