package dev.tabrelay.daemon;

import dev.tabrelay.json.Json;
import dev.tabrelay.auth.Authenticator;
import dev.tabrelay.auth.Caller;
import dev.tabrelay.auth.KeyStore;
import dev.tabrelay.auth.LiveConnections;
import dev.tabrelay.auth.RateLimits;
import dev.tabrelay.config.Config;
import dev.tabrelay.config.ConfigException;
import dev.tabrelay.mcp.CallerContexts;
import dev.tabrelay.mcp.SafeJsonMapper;
import dev.tabrelay.mcp.StatusResource;
import dev.tabrelay.mcp.modern.ModernHttp;
import dev.tabrelay.mcp.modern.ModernServer;
import dev.tabrelay.rest.RestApi;
import dev.tabrelay.tools.ToolInvoker;
import dev.tabrelay.tools.OutputBudget;
import dev.tabrelay.tools.Profile;
import dev.tabrelay.link.SessionPolicy;
import tools.jackson.databind.json.JsonMapper;
import dev.tabrelay.config.ConnectionString;
import dev.tabrelay.config.PairingKey;
import dev.tabrelay.http.BridgeServer;
import dev.tabrelay.http.ConnectServlet;
import dev.tabrelay.http.SessionCount;
import dev.tabrelay.http.SwitchedOffServlet;
import dev.tabrelay.link.BrowserHub;
import dev.tabrelay.mcp.McpServers;
import dev.tabrelay.mcp.ws.WebSocketMcpTransportProvider;
import dev.tabrelay.tools.ToolRegistry;
import dev.tabrelay.gateway.Gateway;
import dev.tabrelay.gateway.GatewayAccess;
import dev.tabrelay.tools.Tools;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.server.McpAsyncServer;
import io.modelcontextprotocol.server.transport.HttpServletSseServerTransportProvider;
import io.modelcontextprotocol.server.transport.HttpServletStreamableServerTransportProvider;
import io.modelcontextprotocol.spec.McpServerTransportProvider;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The whole bridge in one object: pairing key, connected browsers, tool registry, one MCP
 * server per transport and the Jetty server that carries them. {@code serve}, {@code launch},
 * {@code stdio --embedded} and the tests all start it the same way.
 */
public final class Daemon implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(Daemon.class);
    public static final String VERSION = version();

    private final Config config;
    private final PairingKey pairingKey;
    private final BrowserHub hub;
    private final ToolRegistry registry;
    private final McpServers mcp;
    private final Authenticator auth;
    private final List<McpAsyncServer> servers = new ArrayList<>();
    /** The 2026-07-28 revision on /mcp and /mcp-ws; null until MCP is mounted (never with MCP switched off). */
    private volatile ModernServer modern;
    private final ToolInvoker invoker;
    private final LiveConnections live = new LiveConnections();
    private final RateLimits rates;
    /** Periodic checks of the daemon itself: revoked keys (each second), its heap (HeapKeeper). */
    private final java.util.concurrent.ScheduledExecutorService chores = java.util.concurrent.Executors
            .newSingleThreadScheduledExecutor(Thread.ofPlatform().daemon().name("daemon-chores").factory());
    private BridgeServer http;
    /** Replaced with one that also counts WebSocket sessions when MCP is on. */
    private SessionCount sessions;
    private final java.util.concurrent.atomic.AtomicBoolean closed = new java.util.concurrent.atomic.AtomicBoolean();
    /** The local MCP servers of mcp-servers.json / --mcp-config; none configured: off. */
    private final Gateway gateway;

    /** The browsers leased from a Selenium Grid ({@code tabrelay grid}); null on a daemon of connected browsers. */
    private final dev.tabrelay.grid.LeasePool leases;

    private Daemon(Config config) {
        this(config, null);
    }

    private Daemon(Config config, Grid grid) {
        this.config = config;
        this.pairingKey = PairingKey.loadOrCreate(config.configDir());
        Config.Automation automation = config.automation();
        this.hub = new BrowserHub(pairingKey, VERSION, config.commandTimeout(),
                new SessionPolicy(automation.groupIsolation(), automation.closeTabsOnEnd()), config.maxMessageBytes());
        hub.rememberBrowsersIn(config.configDir());
        if (grid != null) {
            leases = new dev.tabrelay.grid.LeasePool(grid.settings(), grid.daemonId(), grid.extensionDist());
            hub.route(leases);
            this.registry = Tools.registry(hub, config.configDir(), dev.tabrelay.tools.grid.GridTools.definitions(leases));
        } else {
            leases = null;
            this.registry = Tools.registry(hub, config.configDir());
        }
        KeyStore keys = new KeyStore(config.configDir());
        Config.Security security = config.security();
        if (security.requireAuth() && keys.isEmpty()) {
            throw new ConfigException("API keys are required (--require-auth or a non-loopback HOST) but none exists:"
                    + " create one with `tabrelay keys create --name NAME` first.");
        }
        this.auth = new Authenticator(keys, security.requireAuth());
        // Read before anything listens: a bad entry stops the start with its name.
        this.gateway = Gateway.fromFile(config.gatewayConfigFile(), new SafeJsonMapper(McpJsonDefaults.getMapper()),
                config.commandTimeout(), VERSION);
        hub.gatewayServers(config.surfaces().mcp() ? gateway.serverCount() : 0);
        this.rates = new RateLimits(security.rateLimit(), security.rateWindow());
        ToolInvoker invoker = new ToolInvoker(hub, rates, security.maxInFlight(),
                config.surfaces().evaluate(), new OutputBudget(), auth::current, registry.history());
        this.mcp = new McpServers(registry, hub, invoker, VERSION,
                Profile.parse(automation.toolProfile(), "TOOLS"));
        this.invoker = invoker;
    }

    public static Daemon start(Config config) throws Exception {
        return start(new Daemon(config));
    }

    /** Why the Selenium Grid cannot serve leases right now (not answering, refusing the credentials), or empty. */
    public java.util.Optional<String> gridProblem() {
        return leases == null ? java.util.Optional.empty() : leases.gridProblem();
    }

    /** What {@code tabrelay grid} adds to a daemon: where its browsers come from. */
    public record Grid(dev.tabrelay.grid.GridSettings settings, String daemonId, java.nio.file.Path extensionDist) {}

    /** {@code tabrelay grid}: a daemon whose browsers are leased from a Selenium Grid (dev.tabrelay.grid). */
    public static Daemon startGrid(Config config, Grid grid) throws Exception {
        Daemon d = start(new Daemon(config, grid));
        d.leases.start();   // after Jetty listens: the leased browsers dial this daemon
        return d;
    }

    private static Daemon start(Daemon d) throws Exception {
        try {
            d.startHttp();
        } catch (Exception e) {
            d.close();
            throw e;
        }
        return d;
    }

    private void startHttp() throws Exception {
        // A session that ends stops the calls it still runs, and the browsers it used forget it.
        sessions = new SessionCount(config.security().maxSessions(), config.security().sessionIdle(), rates, id -> {
            mcp.inFlight().connectionEnded(id);
            hub.sessionEnded(id);
        });
        invoker.watchCalls(sessions.book()::called);
        // A revoked key's open sockets and streams are closed within a second, whoever revoked it
        // (the CLI writes keys.json; the daemon re-reads it when it changes).
        chores.scheduleWithFixedDelay(() -> {
            try {
                live.closeRevoked(auth.keys());
            } catch (RuntimeException e) {   // an unreadable keys.json must not end the watch
                log.warn("Could not check for revoked keys: {}", e.getMessage());
            }
        }, 1, 1, java.util.concurrent.TimeUnit.SECONDS);
        HeapKeeper.forThisJvm().ifPresent(keeper -> chores.scheduleWithFixedDelay(keeper, 10, 10, java.util.concurrent.TimeUnit.SECONDS));
        BridgeServer.Mounts mounts = new BridgeServer.Mounts().liveConnections(live).plugins(registry::pluginStatus)
                .servlet("/connect", new ConnectServlet(this::connectionString, auth))
                .servlet("/api/v1/sessions", new dev.tabrelay.http.SessionsServlet(sessions, auth))
                .extensionSocket("/extension", hub::newConnection);
        if (config.surfaces().mcp()) {
            mountMcp(mounts);
        } else {
            var off = new SwitchedOffServlet("MCP is switched off on this daemon (MCP_ENABLED=false); use the REST API.");
            mounts.servlet("/mcp", off).servlet("/sse", off).servlet("/message", off).servlet("/mcp-ws", off);
        }
        mountGateway(mounts);
        if (config.surfaces().rest()) {
            RestApi rest = new RestApi(registry, invoker, auth, hub,
                    () -> Json.MAPPER.readTree(StatusResource.read(hub, registry).join()), this::close);
            mounts.servlet("/api/v1/*", rest).servlet("/tools", rest);
        } else {
            var off = new SwitchedOffServlet("The REST API is switched off on this daemon (REST_ENABLED=false); use MCP.");
            mounts.servlet("/api/v1/*", off).servlet("/tools", off);
        }
        http = BridgeServer.start(config, auth, hub, VERSION, sessions, mounts);
        log.info("TabRelay {} listening on {} (MCP: /mcp, /sse, /mcp-ws; extension link: /extension)",
                VERSION, config.withPort(http.port()).baseUrl());
    }

    private void mountMcp(BridgeServer.Mounts mounts) {
        McpJsonMapper json = new SafeJsonMapper(McpJsonDefaults.getMapper());
        var streamable = HttpServletStreamableServerTransportProvider.builder().jsonMapper(json)
                .mcpEndpoint("/mcp").maxRequestSize(config.maxMessageBytes())
                .contextExtractor(CallerContexts.http(auth))
                .keepAliveInterval(keepAlive()).sessionSweepInterval(sessions.idleTimeout()).build();
        var sse = HttpServletSseServerTransportProvider.builder().jsonMapper(json)
                .sseEndpoint("/sse").messageEndpoint("/message").maxRequestSize(config.maxMessageBytes())
                .contextExtractor(CallerContexts.http(auth))
                .keepAliveInterval(keepAlive()).build();
        var ws = new WebSocketMcpTransportProvider(json, CallerContexts.webSocket(auth));
        ws.inFlight(mcp.inFlight());
        mounts.inFlight(mcp.inFlight());
        // Idle up to a whole call: a forwarded tools/call may be silent until its answer.
        mounts.fleet(new dev.tabrelay.fleet.FleetRouter(config.fleet(), config.maxMessageBytes(),
                config.commandTimeout().plus(keepAlive()).plusSeconds(30)));
        // One ModernServer for /mcp and /mcp-ws (and stdio, which rides /mcp-ws): the 2026-07-28 revision.
        modern = mcp.modern();
        var modernHttp = new ModernHttp(modern, keepAlive(), mcp.inFlight());
        var contexts = CallerContexts.http(auth);
        mounts.modern((message, req, res) -> modernHttp.answer(message, req, res, contexts.extract(req)));
        ws.modern(modern);
        ws.onSessionEnd(id -> {
            mcp.inFlight().connectionEnded(id);
            hub.sessionEnded(id);
            sessions.book().ended(id);
        });
        trackSockets(ws);
        servers.add(mcp.build(streamable));
        servers.add(mcp.build((McpServerTransportProvider) sse));
        servers.add(mcp.build(ws));
        mounts.servlet("/mcp", streamable)
                .servlet("/sse", sse)
                .servlet("/message", sse)
                .mcpSocket("/mcp-ws", WebSocketMcpTransportProvider.SUBPROTOCOL, ws::newEndpoint);
    }

    /** A revoked key's socket is closed, and each socket counts against MAX_SESSIONS (/mcp-ws and /gateway/mcp-ws). */
    private void trackSockets(WebSocketMcpTransportProvider ws) {
        ws.trackConnections((context, close) -> {
            Caller caller = CallerContexts.caller(context);
            Runnable untrack = live.register(caller, close);
            Runnable closed = sessions.opened(caller);
            return () -> {
                untrack.run();
                closed.run();
            };
        });
    }

    /**
     * /gateway/mcp and /gateway/mcp-ws for the local servers, guarded by GatewayAccess (a key
     * always). Without servers they say how to add some. The servers start in the background.
     */
    private void mountGateway(BridgeServer.Mounts mounts) {
        GatewayAccess access = new GatewayAccess(pairingKey, auth.keys());
        mounts.gateway(access, () -> gateway.configured() ? gateway.status() : null)
                .servlet("/api/v1/chat/*", new dev.tabrelay.chat.ChatSettingsServlet(hub));
        if (!gateway.configured() || !config.surfaces().mcp()) {
            var off = new SwitchedOffServlet(!config.surfaces().mcp() ? "MCP is switched off on this daemon (MCP_ENABLED=false)."
                    : "The gateway has no servers: list local MCP servers in " + config.gatewayConfigFile().getFileName()
                    + " in the config directory (Claude Desktop's {\"mcpServers\": …} format), or start the daemon with --mcp-config FILE.");
            mounts.servlet("/gateway/mcp", off).servlet("/gateway/mcp-ws", off);
            return;
        }
        McpJsonMapper json = new SafeJsonMapper(McpJsonDefaults.getMapper());
        // The guard resolved the caller with the gateway's rule; the context only carries it.
        var streamable = HttpServletStreamableServerTransportProvider.builder().jsonMapper(json)
                .mcpEndpoint("/gateway/mcp").maxRequestSize(config.maxMessageBytes())
                .contextExtractor(request -> io.modelcontextprotocol.common.McpTransportContext.create(
                        java.util.Map.of(Caller.CONTEXT_KEY, Caller.of(request.getAttribute(Caller.CONTEXT_KEY)))))
                .keepAliveInterval(keepAlive()).sessionSweepInterval(sessions.idleTimeout()).build();
        var ws = new WebSocketMcpTransportProvider(json, request -> io.modelcontextprotocol.common.McpTransportContext.create(
                java.util.Map.of(Caller.CONTEXT_KEY, access.resolveQuietly(request))));
        trackSockets(ws);
        servers.add(gateway.build(streamable));
        servers.add(gateway.build(ws));
        mounts.servlet("/gateway/mcp", streamable)
                .mcpSocket("/gateway/mcp-ws", WebSocketMcpTransportProvider.SUBPROTOCOL, ws::newEndpoint);
        gateway.start();
    }

    /** How many local servers the gateway runs (the extension lists it as a chat server when there are some). */
    public int gatewayServers() {
        return gateway.serverCount();
    }

    /** Adds an MCP server on another transport (stdio in embedded mode) sharing this daemon's tools. */
    public McpAsyncServer serve(McpServerTransportProvider provider) {
        McpAsyncServer server = mcp.build(provider);
        servers.add(server);
        return server;
    }

    /** The 2026-07-28 revision's answers (dev.tabrelay.mcp.modern), for embedded stdio; null when MCP is switched off. */
    public ModernServer modern() {
        return modern;
    }

    public int port() {
        return http.port();
    }

    public String baseUrl() {
        return config.withPort(port()).baseUrl();
    }

    public String connectionString() {
        return ConnectionString.create(baseUrl().replaceFirst("^http", "ws") + "/extension", pairingKey);
    }

    public BrowserHub hub() {
        return hub;
    }

    public void join() throws InterruptedException {
        http.join();
    }

    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        hub.failPending();   // callers get a clear answer while their transports still work
        if (leases != null) {
            leases.close();   // every Grid session this daemon holds is deleted: no orphans
        }
        if (modern != null) {
            modern.shutdown();   // open subscriptions/listen streams get the revision's graceful close
        }
        servers.forEach(s -> s.closeGracefully().onErrorComplete().block(Duration.ofSeconds(2)));
        hub.close();
        gateway.close();
        chores.shutdownNow();
        if (http != null) {
            try {
                http.close();
            } catch (Exception e) {
                log.debug("Jetty stop: {}", e.toString());
            }
        }
    }

    private static String version() {
        String v = Daemon.class.getPackage().getImplementationVersion();
        return v == null ? "0.1.0-dev" : v;
    }

    /**
     * MCP pings on open HTTP streams. Besides keeping proxies from closing idle streams, a ping
     * is how the daemon notices an SSE client that went away (a write fails), which ends its
     * session. Tests shorten it with the system property {@code tabrelay.keepAliveSeconds}.
     */
    private static Duration keepAlive() {
        return Duration.ofSeconds(Long.getLong("tabrelay.keepAliveSeconds", 25));
    }
}
