package dev.tabrelay.http;

import dev.tabrelay.auth.Authenticator;
import dev.tabrelay.auth.Caller;
import dev.tabrelay.auth.LiveConnections;
import dev.tabrelay.config.Config;
import dev.tabrelay.link.BrowserHub;
import jakarta.servlet.http.HttpServlet;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.eclipse.jetty.ee11.servlet.ServletContextHandler;
import org.eclipse.jetty.ee11.servlet.ServletHolder;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.server.handler.SizeLimitHandler;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.server.WebSocketUpgradeHandler;

/**
 * The one Jetty server: MCP servlets, the WebSocket endpoints (extension link, MCP over
 * WebSocket) and /health, all behind {@link RequestGuard}. Jetty's error pages are replaced
 * with JSON without stack traces.
 */
public final class BridgeServer implements AutoCloseable {
    private final Server server;

    private BridgeServer(Server server) {
        this.server = server;
    }

    /** What to mount: servlets by path spec and WebSocket endpoints by path. */
    public static final class Mounts {
        final Map<String, HttpServlet> servlets = new LinkedHashMap<>();
        final Map<String, WebSocketRoute> sockets = new LinkedHashMap<>();
        LiveConnections live = new LiveConnections();
        java.util.function.Supplier<Map<String, Object>> plugins = Map::of;

        /** The Java plugins loaded and failed ({@code ToolRegistry#pluginStatus}), for /health and so `tabrelay status`. */
        public Mounts plugins(java.util.function.Supplier<Map<String, Object>> status) {
            plugins = status;
            return this;
        }

        dev.tabrelay.gateway.GatewayAccess gatewayAccess;
        Supplier<Object> gatewayStatus = () -> null;

        /** Guards /gateway/* with the gateway's own rule (a key always) and shows its servers on /health. */
        public Mounts gateway(dev.tabrelay.gateway.GatewayAccess access, Supplier<Object> status) {
            gatewayAccess = access;
            gatewayStatus = status;
            return this;
        }

        dev.tabrelay.mcp.InFlightRequests inFlight = new dev.tabrelay.mcp.InFlightRequests();
        SdkErrorFilter.Modern modern;

        /** Serves the MCP 2026-07-28 revision's stateless requests on /mcp (dev.tabrelay.mcp.modern). */
        public Mounts modern(SdkErrorFilter.Modern entry) {
            modern = entry;
            return this;
        }


        dev.tabrelay.fleet.FleetRouter fleet;

        /** Forwards requests for sessions and browser handles other daemons of the fleet minted (dev.tabrelay.fleet). */
        public Mounts fleet(dev.tabrelay.fleet.FleetRouter router) {
            fleet = router;
            return this;
        }

        /** Where the MCP tools/call requests running are kept, so notifications/cancelled on /mcp and /message reaches them. */
        public Mounts inFlight(dev.tabrelay.mcp.InFlightRequests requests) {
            inFlight = requests;
            return this;
        }

        /** Where the streams opened with an API key are registered, so revoking it closes them. */
        public Mounts liveConnections(LiveConnections connections) {
            live = connections;
            return this;
        }

        public Mounts servlet(String pathSpec, HttpServlet servlet) {
            servlets.put(pathSpec, servlet);
            return this;
        }

        /**
         * @param subprotocol accepted when the client offers it (the TypeScript SDK offers "mcp"); may be null
         */
        /** An MCP session per socket: refused with 503 while MAX_SESSIONS are open. */
        public Mounts mcpSocket(String path, String subprotocol, Supplier<Session.Listener> endpoint) {
            sockets.put(path, new WebSocketRoute(subprotocol, false, endpoint));
            return this;
        }

        /**
         * A socket only the extension may open: its Origin must be present (and, like every Origin,
         * allowed by {@link RequestGuard}); a process without one is not a browser extension.
         */
        public Mounts extensionSocket(String path, Supplier<Session.Listener> endpoint) {
            sockets.put(path, new WebSocketRoute(null, true, endpoint));
            return this;
        }
    }

    record WebSocketRoute(String subprotocol, boolean extensionOnly, Supplier<Session.Listener> endpoint) {}

    public static BridgeServer start(Config config, Authenticator auth, BrowserHub hub, String version, SessionCount sessions,
                                     Mounts mounts)
            throws Exception {
        QueuedThreadPool threads = new QueuedThreadPool();
        threads.setName("http");
        threads.setVirtualThreadsExecutor(java.util.concurrent.Executors.newVirtualThreadPerTaskExecutor());
        Server server = new Server(threads);
        ServerConnector connector = new ServerConnector(server);
        connector.setHost(config.host());
        connector.setPort(config.port());
        server.addConnector(connector);

        ServletContextHandler context = new ServletContextHandler("/");
        context.setErrorHandler(new JsonErrorHandler());
        context.setMaxFormContentSize(config.maxMessageBytes());
        context.addServlet(new ServletHolder("health", new HealthServlet(hub, version, sessions::active,
                dev.tabrelay.config.DaemonSettings.of(config), mounts.plugins, mounts.gatewayStatus)), "/health");
        context.addServlet(new ServletHolder("start", new StartServlet()), "/start");
        mounts.servlets.forEach((path, servlet) -> {
            ServletHolder holder = new ServletHolder(servlet);
            holder.setAsyncSupported(true);
            context.addServlet(holder, path);
            if (servlet.getClass().getPackageName().startsWith("io.modelcontextprotocol")) {
                if ("/mcp".equals(path) && mounts.fleet != null) {
                    // First: everything behind it sees the SDK's own session ids, the client the fleet's.
                    addFilter(context, path, new dev.tabrelay.fleet.SessionIdFilter(mounts.fleet.routes()));
                }
                // In this order: the error filter checks and caches the body the session cap peeks at.
                addFilter(context, path, new SdkErrorFilter(config.maxMessageBytes(), mounts.inFlight, "/mcp".equals(path) ? mounts.modern : null));
                if ("/message".equals(path)) {
                    addFilter(context, path, new SseLifecycleFilter());
                }
                addFilter(context, path, new SessionCapFilter(sessions));
                addFilter(context, path, new KeyedStreamFilter(mounts.live));
            }
        });

        WebSocketUpgradeHandler sockets = WebSocketUpgradeHandler.from(server, context, container -> {
            container.setMaxTextMessageSize(config.maxMessageBytes());
            // The app-level ping every 20 s keeps links busy; a socket silent for 2 minutes is dead.
            container.setIdleTimeout(Duration.ofMinutes(2));
            mounts.sockets.forEach((path, route) -> container.addMapping(path, (req, resp, cb) -> {
                if (route.extensionOnly() && req.getHeaders().get(HttpHeader.ORIGIN) == null) {
                    JsonResponses.error(resp, cb, 403, "FORBIDDEN_ORIGIN",
                            "Only the TabRelay extension may open the extension link.");
                    return null;
                }
                if (!route.extensionOnly()) {
                    SessionCount.Refusal refusal = sessions.admit(Caller.of(req.getAttribute(Caller.CONTEXT_KEY)),
                            "stdio".equals(req.getHeaders().get(SessionCount.STDIO_HEADER)));
                    if (refusal != null) {
                        JsonResponses.error(resp, cb, refusal.status(), refusal.code(), refusal.message());
                        return null;
                    }
                }
                if (loopback(req)) {
                    // No permessage-deflate between processes on this machine: compressing each small
                    // frame costs both ends CPU and latency on every call and saves nothing worth having.
                    resp.setExtensions(java.util.List.of());
                }
                if (route.subprotocol() != null && req.getSubProtocols().contains(route.subprotocol())) {
                    resp.setAcceptedSubProtocol(route.subprotocol());
                }
                return route.endpoint().get();
            }));
        });
        context.insertHandler(sockets);

        // Every endpoint, REST included, gets the same body limit: a Content-Length over it is
        // answered 413 before anything is read, a longer chunked body fails as it passes the limit.
        SizeLimitHandler limit = new BodyLimit(config.maxMessageBytes());
        limit.setHandler(context);
        if (mounts.fleet != null) {
            mounts.fleet.attach(server);
        }
        server.setHandler(new RequestGuard(config, auth, mounts.gatewayAccess, mounts.fleet, limit));
        server.setErrorHandler(new JsonErrorHandler());
        server.setStopTimeout(3000);
        server.start();
        return new BridgeServer(server);
    }

    private static boolean loopback(org.eclipse.jetty.server.Request req) {
        return req.getConnectionMetaData().getRemoteSocketAddress() instanceof java.net.InetSocketAddress peer
                && peer.getAddress() != null && peer.getAddress().isLoopbackAddress();
    }

    private static void addFilter(ServletContextHandler context, String path, jakarta.servlet.Filter filter) {
        org.eclipse.jetty.ee11.servlet.FilterHolder holder = new org.eclipse.jetty.ee11.servlet.FilterHolder(filter);
        holder.setAsyncSupported(true);
        context.addFilter(holder, path, java.util.EnumSet.of(jakarta.servlet.DispatcherType.REQUEST));
    }

    public int port() {
        return ((ServerConnector) server.getConnectors()[0]).getLocalPort();
    }

    @Override
    public void close() throws Exception {
        server.stop();
    }

    public void join() throws InterruptedException {
        server.join();
    }

    /**
     * Jetty's size limit for request bodies, except on WebSocket upgrades (which have no body; the
     * limit's request wrapper would stop the upgrade), whose messages have their own limit.
     */
    static final class BodyLimit extends SizeLimitHandler {
        BodyLimit(long maxBytes) {
            super(maxBytes, -1);
        }

        @Override
        public boolean handle(org.eclipse.jetty.server.Request request, org.eclipse.jetty.server.Response response,
                              org.eclipse.jetty.util.Callback callback) throws Exception {
            if ("websocket".equalsIgnoreCase(request.getHeaders().get(HttpHeader.UPGRADE))) {
                return getHandler().handle(request, response, callback);
            }
            return super.handle(request, response, callback);
        }
    }

    /** Jetty's default error page is HTML and may name classes; ours is one JSON line. */
    static final class JsonErrorHandler extends ErrorHandler {
        JsonErrorHandler() {
            setShowStacks(false);
            setShowMessageInTitle(false);
        }

        @Override
        public boolean handle(org.eclipse.jetty.server.Request request, org.eclipse.jetty.server.Response response,
                              org.eclipse.jetty.util.Callback callback) {
            int status = response.getStatus() <= 0 ? 500 : response.getStatus();
            String code = status == 404 ? "NOT_FOUND" : status == 413 ? "TOO_LARGE" : status >= 500 ? "INTERNAL" : "BAD_REQUEST";
            String message = switch (status) {
                case 404 -> "No such endpoint. TabRelay serves /mcp, /sse, /message, /mcp-ws, /gateway/mcp, /gateway/mcp-ws, /api/v1/*, /tools, /extension, /health and /start.";
                case 405 -> "Method not allowed on this endpoint.";
                case 413 -> "Request too large; send less data per request.";
                default -> status >= 500 ? "TabRelay hit an internal error; the bridge log has details." : "Bad request.";
            };
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
            String path = org.eclipse.jetty.server.Request.getPathInContext(request);
            if (status == 413 && ("/mcp".equals(path) || "/message".equals(path))) {
                // MCP clients read a JSON-RPC error, as for every other refusal on these endpoints.
                response.setStatus(413);
                response.write(true, java.nio.ByteBuffer.wrap(new dev.tabrelay.mcp.JsonRpcShape.Problem(null, -32600,
                        "Request too large; send less data per message.").toJson().getBytes(java.nio.charset.StandardCharsets.UTF_8)), callback);
                return true;
            }
            JsonResponses.error(response, callback, status, code, message);
            return true;
        }
    }
}
