package dev.tabrelay.mcp.ws;

import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapper;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.spec.McpSchema;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.ContextHandler;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.websocket.server.WebSocketUpgradeHandler;
import tools.jackson.databind.json.JsonMapper;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A real MCP server on Jetty for tests: {@code /mcp-ws} served by {@link WebSocketMcpTransportProvider}
 * (mounted exactly as the daemon mounts it) plus {@code /health}. Tools: {@code echo} answers at
 * once; {@code wait} signals {@link #waitEntered} and blocks until {@link #waitRelease} completes.
 */
public final class McpWsTestServer implements AutoCloseable {
    public static final int MAX_MESSAGE_BYTES = 64 * 1024;

    public final CompletableFuture<Void> waitEntered = new CompletableFuture<>();
    public final CompletableFuture<Void> waitRelease = new CompletableFuture<>();
    /** Counts accepted WebSocket upgrades on /mcp-ws. */
    public final AtomicInteger connections = new AtomicInteger();

    private final Server server;
    private final ServerConnector connector;
    private final WebSocketMcpTransportProvider provider;
    private final McpSyncServer mcp;
    /** The 2026-07-28 revision beside the SDK's sessions, as the daemon mounts it. */
    public final FakeModernBackend modern = new FakeModernBackend();

    private McpWsTestServer(int port) throws Exception {
        McpJsonMapper mapper = new JacksonMcpJsonMapper(JsonMapper.builder().build());
        provider = new WebSocketMcpTransportProvider(mapper);
        provider.modern(new dev.tabrelay.mcp.modern.ModernServer(modern));
        mcp = McpServer.sync(provider)
                .serverInfo("tabrelay-test", "0.0.0")
                .capabilities(McpSchema.ServerCapabilities.builder().tools(true).build())
                .tools(echoTool(mapper), waitTool(mapper))
                .build();

        server = new Server();
        connector = new ServerConnector(server);
        connector.setHost("127.0.0.1");
        connector.setPort(port);
        server.addConnector(connector);

        // --- the mounting the daemon reuses -------------------------------------------------
        ContextHandler context = new ContextHandler("/");
        WebSocketUpgradeHandler webSockets = WebSocketUpgradeHandler.from(server, context, container -> {
            container.setMaxTextMessageSize(MAX_MESSAGE_BYTES); // larger messages: close 1009
            container.setIdleTimeout(Duration.ofMinutes(5));    // Jetty's default (30 s) drops idle clients
            container.addMapping("/mcp-ws", (upgradeRequest, upgradeResponse, callback) -> {
                // Host/Origin checks go here: complete callback with an error response and return null.
                if (upgradeRequest.hasSubProtocol(WebSocketMcpTransportProvider.SUBPROTOCOL)) {
                    upgradeResponse.setAcceptedSubProtocol(WebSocketMcpTransportProvider.SUBPROTOCOL);
                }
                connections.incrementAndGet();
                return provider.newEndpoint();
            });
        });
        webSockets.setHandler(new Health()); // everything that is not an upgrade falls through
        context.setHandler(webSockets);
        server.setHandler(context);
        // ---------------------------------------------------------------------------------------
        server.start();
    }

    public static McpWsTestServer start() throws Exception {
        return new McpWsTestServer(0);
    }

    public static McpWsTestServer start(int port) throws Exception {
        return new McpWsTestServer(port);
    }

    public int port() {
        return connector.getLocalPort();
    }

    public String wsUrl() {
        return "ws://127.0.0.1:" + port() + "/mcp-ws";
    }

    public WebSocketMcpTransportProvider provider() {
        return provider;
    }

    /** Drops every MCP WebSocket without a close handshake, as a crashing daemon would. */
    public int dropAllConnections() {
        var open = connector.getConnectedEndPoints();
        open.forEach(org.eclipse.jetty.io.EndPoint::close);
        return open.size();
    }

    @Override
    public void close() {
        waitRelease.complete(null);
        mcp.closeGracefully();
        try {
            server.stop();
        } catch (Exception e) {
            throw new IllegalStateException("test server did not stop", e);
        }
    }

    private SyncToolSpecification echoTool(McpJsonMapper mapper) {
        return SyncToolSpecification.builder()
                .tool(McpSchema.Tool.builder("echo", mapper, "{\"type\":\"object\",\"properties\":{\"text\":{\"type\":\"string\"}}}")
                        .description("Echoes its text argument.")
                        .build())
                .callHandler((exchange, request) -> McpSchema.CallToolResult.builder()
                        .addTextContent("echo: " + request.arguments().get("text"))
                        .build())
                .build();
    }

    private SyncToolSpecification waitTool(McpJsonMapper mapper) {
        return SyncToolSpecification.builder()
                .tool(McpSchema.Tool.builder("wait", mapper, "{\"type\":\"object\"}")
                        .description("Blocks until the test releases it.")
                        .build())
                .callHandler((exchange, request) -> {
                    waitEntered.complete(null);
                    waitRelease.join();
                    return McpSchema.CallToolResult.builder().addTextContent("released").build();
                })
                .build();
    }

    private static final class Health extends Handler.Abstract {
        @Override
        public boolean handle(Request request, Response response, Callback callback) {
            if (!"/health".equals(Request.getPathInContext(request))) {
                return false;
            }
            response.setStatus(200);
            Content.Sink.write(response, true, "{\"status\":\"ok\"}", callback);
            return true;
        }
    }
}
