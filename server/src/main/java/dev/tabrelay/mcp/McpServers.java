package dev.tabrelay.mcp;

import dev.tabrelay.auth.Caller;
import dev.tabrelay.link.BrowserHub;
import dev.tabrelay.tools.ToolDefinition;
import dev.tabrelay.tools.ToolInvoker;
import dev.tabrelay.tools.ToolRegistry;
import reactor.core.publisher.Mono;
import io.modelcontextprotocol.server.McpAsyncServer;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpServerTransportProvider;
import io.modelcontextprotocol.spec.McpStreamableServerTransportProvider;
import java.time.Duration;

/**
 * Builds one SDK server per transport from the same registry: the SDK binds a server to
 * exactly one transport provider, so Streamable HTTP, SSE, WebSocket and stdio each get their
 * own, all sharing the tools and the connected browsers.
 */
public final class McpServers {
    static final String INSTRUCTIONS = """
            TabRelay reads the user's own browser: their logged-in sessions, pages after JavaScript ran. \
            Use extract_active_tab for "this page", list_tabs then extract_tab for another open tab, and \
            extract_url to read any URL. Results are clean Markdown; format "json" adds metadata.""";

    private final ToolRegistry registry;
    private final BrowserHub hub;
    private final String version;

    private final ToolInvoker invoker;

    public McpServers(ToolRegistry registry, BrowserHub hub, ToolInvoker invoker, String version) {
        this.registry = registry;
        this.hub = hub;
        this.invoker = invoker;
        this.version = version;
    }

    public McpAsyncServer build(McpServerTransportProvider provider) {
        return configure(McpServer.async(provider));
    }

    public McpAsyncServer build(McpStreamableServerTransportProvider provider) {
        return configure(McpServer.async(provider));
    }

    /** An alias is listed only when the caller may call the tool it names. */
    static boolean visible(ToolRegistry registry, Caller caller, String listedName) {
        return caller.allowsTool(registry.find(listedName).map(ToolDefinition::name).orElse(listedName));
    }

    private McpAsyncServer configure(McpServer.AsyncSpecification<?> spec) {
        return spec.serverInfo("tabrelay", version)
                .instructions(INSTRUCTIONS)
                .capabilities(McpSchema.ServerCapabilities.builder().tools(true).resources(false, false).logging().build())
                // Above the link deadline so the bridge's own clear TIMEOUT error wins over the SDK's.
                .requestTimeout(hub.commandTimeout().plus(Duration.ofSeconds(30)))
                .validateToolInputs(true)
                .tools(McpToolAdapter.specifications(registry.tools(), invoker))
                // A key sees only the tools its ACL allows (aliases follow their tool).
                .addToolFilter((context, tool) -> Mono.just(visible(registry, McpToolAdapter.caller(context), tool.name())))
                .resources(StatusResource.specifications(hub))
                .build();
    }
}
