package dev.tabrelay.fleet;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.LogSafe;
import dev.tabrelay.http.UnreadBody;
import dev.tabrelay.json.Json;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.eclipse.jetty.client.HttpClient;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpURI;
import org.eclipse.jetty.proxy.ProxyHandler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Jetty's reverse proxy, pointed per request at the peer that owns its id. It streams the answer
 * chunk by chunk (an SSE stream flows event by event), drops hop-by-hop headers and adds Via and
 * Forwarded; here it also marks the request {@link FleetRoutes#FORWARDED_BY} so the peer never
 * forwards it again, and turns a peer that does not answer into PEER_UNREACHABLE.
 *
 * <p>The request keeps its Authorization header (and {@code ?access_token=}): the owner checks the
 * key as for any request. The Host it gets is the peer URL's (Jetty's HttpClient sets it). Origin and
 * Sec-Fetch-Site are not sent on: this daemon's RequestGuard already judged them against the Host the
 * client used, and the owner would judge a same-origin request against the peer's Host and refuse it.
 */
final class PeerProxy extends ProxyHandler.Reverse {
    private static final Logger log = LoggerFactory.getLogger(PeerProxy.class);
    /** The peer's base URL, set by {@link #forward} on the request it proxies. */
    private static final String TARGET = PeerProxy.class.getName() + ".target";
    private static final String PEER = PeerProxy.class.getName() + ".peer";

    private final String daemonId;
    private final Duration idleTimeout;

    /** @param idleTimeout how long a forwarded exchange may be silent (a call runs up to COMMAND_TIMEOUT without a byte) */
    PeerProxy(String daemonId, Duration idleTimeout) {
        super(PeerProxy::target);
        this.daemonId = daemonId;
        this.idleTimeout = idleTimeout;
    }

    private static HttpURI target(Request request) {
        URI base = (URI) request.getAttribute(TARGET);
        return HttpURI.build(base.toString() + request.getHttpURI().getPathQuery());
    }

    void forward(Request request, Response response, Callback callback, FleetRoutes.Peer peer) {
        request.setAttribute(TARGET, peer.url());
        request.setAttribute(PEER, peer.id());
        handle(request, response, callback);
    }

    @Override
    protected void configureHttpClient(HttpClient client) {
        super.configureHttpClient(client);
        client.setConnectTimeout(5_000);   // a peer that is down answers at once; one that is unreachable soon
        client.setIdleTimeout(idleTimeout.toMillis());
    }

    @Override
    protected void copyRequestHeaders(Request clientToProxy, org.eclipse.jetty.client.Request proxyToServer) {
        super.copyRequestHeaders(clientToProxy, proxyToServer);
        proxyToServer.headers(h -> h.remove(HttpHeader.ORIGIN).remove("Sec-Fetch-Site").put(FleetRoutes.FORWARDED_BY, daemonId));
    }

    @Override
    protected void onServerToProxyResponseFailure(Request clientToProxy, org.eclipse.jetty.client.Request proxyToServer,
                                                  org.eclipse.jetty.client.Response serverToProxy, Response proxyToClient,
                                                  Callback callback, Throwable failure) {
        String peer = String.valueOf(clientToProxy.getAttribute(PEER));
        log.warn("Forwarding to daemon {} failed: {}", LogSafe.text(peer, 40), LogSafe.text(String.valueOf(failure.getMessage()), 200));
        if (proxyToClient.isCommitted()) {
            callback.failed(failure);   // a stream that had started: the client sees it end and reconnects
            return;
        }
        proxyToClient.reset();
        unreachable(proxyToClient, callback, "TabRelay daemon '" + peer + "', which holds this session or browser, does not"
                + " answer; retry once it runs again, or start a new session (check its --peer URL on this daemon).");
    }

    /** HTTP 502 with a JSON-RPC error carrying the stable code PEER_UNREACHABLE (what MCP clients read on /mcp). */
    static void unreachable(Response response, Callback callback, String message) {
        UnreadBody.settle(response);
        ObjectNode body = Json.MAPPER.createObjectNode().put("jsonrpc", "2.0").putNull("id");
        body.putObject("error").put("code", -32000).put("message", message)
                .putObject("data").put("code", ErrorCode.PEER_UNREACHABLE.name());
        response.setStatus(ErrorCode.PEER_UNREACHABLE.httpStatus());
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
        response.write(true, ByteBuffer.wrap(body.toString().getBytes(StandardCharsets.UTF_8)), callback);
    }
}
