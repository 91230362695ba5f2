package dev.tabrelay.daemon;

import dev.tabrelay.config.Config;
import dev.tabrelay.config.ConnectionString;
import dev.tabrelay.config.PairingKey;
import dev.tabrelay.http.BridgeServer;
import dev.tabrelay.http.ConnectServlet;
import dev.tabrelay.link.BrowserHub;
import dev.tabrelay.mcp.McpServers;
import dev.tabrelay.mcp.ws.WebSocketMcpTransportProvider;
import dev.tabrelay.tools.ToolRegistry;
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
    private final List<McpAsyncServer> servers = new ArrayList<>();
    private BridgeServer http;

    private Daemon(Config config) {
        this.config = config;
        this.pairingKey = PairingKey.loadOrCreate(config.configDir());
        this.hub = new BrowserHub(pairingKey, VERSION, config.commandTimeout());
        this.registry = Tools.registry(hub);
        this.mcp = new McpServers(registry, hub, VERSION);
    }

    public static Daemon start(Config config) throws Exception {
        Daemon d = new Daemon(config);
        try {
            d.startHttp();
        } catch (Exception e) {
            d.close();
            throw e;
        }
        return d;
    }

    private void startHttp() throws Exception {
        McpJsonMapper json = McpJsonDefaults.getMapper();
        var streamable = HttpServletStreamableServerTransportProvider.builder().jsonMapper(json)
                .mcpEndpoint("/mcp").maxRequestSize(config.maxMessageBytes())
                .keepAliveInterval(Duration.ofSeconds(25)).build();
        var sse = HttpServletSseServerTransportProvider.builder().jsonMapper(json)
                .sseEndpoint("/sse").messageEndpoint("/message").maxRequestSize(config.maxMessageBytes())
                .keepAliveInterval(Duration.ofSeconds(25)).build();
        var ws = new WebSocketMcpTransportProvider(json);
        servers.add(mcp.build(streamable));
        servers.add(mcp.build((McpServerTransportProvider) sse));
        servers.add(mcp.build(ws));
        BridgeServer.Mounts mounts = new BridgeServer.Mounts()
                .servlet("/mcp", streamable)
                .servlet("/sse", sse)
                .servlet("/message", sse)
                .servlet("/connect", new ConnectServlet(this::connectionString))
                .socket("/mcp-ws", WebSocketMcpTransportProvider.SUBPROTOCOL, ws::newEndpoint)
                .extensionSocket("/extension", hub::newConnection);
        http = BridgeServer.start(config, hub, VERSION, mcp.sessions()::active, mounts);
        log.info("TabRelay {} listening on {} (MCP: /mcp, /sse, /mcp-ws; extension link: /extension)",
                VERSION, config.withPort(http.port()).baseUrl());
    }

    /** Adds an MCP server on another transport (stdio in embedded mode) sharing this daemon's tools. */
    public McpAsyncServer serve(McpServerTransportProvider provider) {
        McpAsyncServer server = mcp.build(provider);
        servers.add(server);
        return server;
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

    public ToolRegistry registry() {
        return registry;
    }

    public Config config() {
        return config;
    }

    public void join() throws InterruptedException {
        http.join();
    }

    @Override
    public void close() {
        servers.forEach(s -> s.closeGracefully().onErrorComplete().block(Duration.ofSeconds(2)));
        hub.close();
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
}
