package dev.tabrelay.gateway;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.server.McpAsyncServer;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures.AsyncToolSpecification;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpServerTransportProvider;
import io.modelcontextprotocol.spec.McpStreamableServerTransportProvider;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import reactor.core.publisher.Mono;

/**
 * The gateway's servers and the MCP servers (one per transport, as the SDK binds a server to one
 * transport) that offer their tools together as {@code <server>__<tool>}. A server's tools stay
 * listed while it is down, so a call names it and says when it is back (GATEWAY_SERVER_DOWN)
 * rather than "no such tool"; they change only when the server lists other tools.
 */
public final class Gateway implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(Gateway.class);
    static final String INSTRUCTIONS = "TabRelay's gateway: the user's local MCP servers, each tool named <server>__<tool>.";

    private final List<LocalServer> servers = new ArrayList<>();
    private final List<McpAsyncServer> mcp = new ArrayList<>();
    /** server name → the specifications currently offered for it. */
    private final Map<String, List<AsyncToolSpecification>> offered = new HashMap<>();
    private final Map<String, List<McpSchema.Tool>> seen = new HashMap<>();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(
            Thread.ofPlatform().daemon().name("gateway").factory());
    private final String version;

    /**
     * @param deadline a tool call's deadline (COMMAND_TIMEOUT)
     */
    public Gateway(List<GatewayConfig.Entry> entries, McpJsonMapper json, Duration deadline, String version) {
        this.version = version;
        for (GatewayConfig.Entry e : entries) {
            servers.add(new LocalServer(e, json, deadline, timer, s -> timer.execute(() -> publish(s))));
        }
    }

    /** The servers of {@code file} (Claude Desktop's format); a bad entry throws ConfigException naming it. */
    public static Gateway fromFile(Path file, McpJsonMapper json, Duration deadline, String version) {
        return new Gateway(GatewayConfig.read(file), json, deadline, version);
    }

    public boolean configured() {
        return !servers.isEmpty();
    }

    public int serverCount() {
        return servers.size();
    }

    /** Starts every server in the background; the daemon does not wait for them. */
    public void start() {
        servers.forEach(LocalServer::start);
    }

    public McpAsyncServer build(McpStreamableServerTransportProvider provider) {
        return register(configure(McpServer.async(provider)));
    }

    public McpAsyncServer build(McpServerTransportProvider provider) {
        return register(configure(McpServer.async(provider)));
    }

    private McpServer.AsyncSpecification<?> configure(McpServer.AsyncSpecification<?> spec) {
        return spec.serverInfo("tabrelay-gateway", version)
                .instructions(INSTRUCTIONS)
                .capabilities(McpSchema.ServerCapabilities.builder().tools(true).build())
                // Each local server checks its own arguments; its refusal comes back as GATEWAY_CALL_FAILED.
                .validateToolInputs(false);
    }

    private synchronized McpAsyncServer register(McpServer.AsyncSpecification<?> spec) {
        McpAsyncServer server = spec.tools(offered.values().stream().flatMap(List::stream).toList()).build();
        mcp.add(server);
        return server;
    }

    /** A server (re)started or changed its tools: offer the new list where it differs. */
    private synchronized void publish(LocalServer server) {
        List<McpSchema.Tool> tools = server.tools();
        if (tools.equals(seen.get(server.name()))) {
            return;
        }
        seen.put(server.name(), tools);
        List<AsyncToolSpecification> before = offered.getOrDefault(server.name(), List.of());
        List<AsyncToolSpecification> now = specifications(server);
        offered.put(server.name(), now);
        for (McpAsyncServer m : mcp) {
            before.forEach(s -> m.removeTool(s.tool().name()).onErrorResume(e -> Mono.empty()).block(Duration.ofSeconds(5)));
            now.forEach(s -> m.addTool(s).onErrorResume(e -> Mono.empty()).block(Duration.ofSeconds(5)));
            m.notifyToolsListChanged().onErrorResume(e -> Mono.empty()).subscribe();
        }
    }

    private static List<AsyncToolSpecification> specifications(LocalServer server) {
        List<AsyncToolSpecification> specs = new ArrayList<>();
        for (McpSchema.Tool t : server.tools()) {
            String name = GatewayNames.toolName(server.name(), t.name());
            if (name == null) {
                log.warn("Gateway server '{}': tool '{}' is not offered (its name has characters chat clients do not accept,"
                        + " or is too long)", server.name(), t.name());
                continue;
            }
            // No outputSchema: results (and our error results) pass through as the server sent them.
            McpSchema.Tool tool = McpSchema.Tool.builder().name(name).title(t.title())
                    .description(t.description() == null ? "" : t.description())
                    .inputSchema(t.inputSchema() == null ? Map.of("type", "object") : t.inputSchema())
                    .annotations(t.annotations()).build();
            String own = t.name();
            specs.add(new AsyncToolSpecification(tool, (exchange, request) -> server
                    .call(own, request.arguments() == null ? Map.of() : request.arguments())
                    .onErrorResume(e -> Mono.just(error(name, e)))));
        }
        return specs;
    }

    static McpSchema.CallToolResult error(String tool, Throwable e) {
        ToolFailure failure = ToolFailure.from(e);
        if (failure.code() == ErrorCode.INTERNAL) {
            log.error("Gateway tool {} failed unexpectedly", tool, e);
        }
        return McpSchema.CallToolResult.builder()
                .addTextContent(failure.describe())
                .structuredContent(Map.of("error", Map.of("code", failure.code().name(), "message", failure.getMessage())))
                .isError(true)
                .build();
    }

    /** Each server's state for /health and `tabrelay status`. */
    public List<Map<String, Object>> status() {
        return servers.stream().map(LocalServer::status).toList();
    }

    @Override
    public void close() {
        // Stopped first, so no exit seen while closing schedules a restart on a timer already shut.
        servers.forEach(LocalServer::stop);
        timer.shutdownNow();
    }
}
