package dev.tabrelay.mcp;

import dev.tabrelay.json.Json;
import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.link.BrowserConnection;
import dev.tabrelay.tools.ToolInvoker;
import dev.tabrelay.tools.ToolRegistry;
import io.modelcontextprotocol.server.McpAsyncServerExchange;
import io.modelcontextprotocol.spec.McpError;
import dev.tabrelay.link.BrowserHub;
import dev.tabrelay.link.CallContext;
import io.modelcontextprotocol.server.McpServerFeatures.AsyncResourceSpecification;
import io.modelcontextprotocol.spec.McpSchema;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import reactor.core.publisher.Mono;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code tabrelay://status} (also {@code decant://status}, the extraction-first design's name):
 * whether a browser is connected, which ones, and how many tabs they have open.
 */
public final class StatusResource {
    static final List<String> URIS = List.of("tabrelay://status", "decant://status");
    private static final Duration INFO_TIMEOUT = Duration.ofSeconds(3);
    private static final JsonMapper JSON = Json.MAPPER;

    private StatusResource() {}

    static List<AsyncResourceSpecification> specifications(BrowserHub hub, ToolInvoker invoker, ToolRegistry registry) {
        return URIS.stream().map(uri -> new AsyncResourceSpecification(
                McpSchema.Resource.builder().uri(uri).name(uri.startsWith("tabrelay") ? "status" : "status (decant alias)")
                        .title("TabRelay status")
                        .description("Whether a browser is connected to TabRelay, which browsers, and their open tab count.")
                        .mimeType("application/json").build(),
                (exchange, request) -> Mono.fromRunnable(() -> authorize(invoker, registry, exchange))
                        .then(Mono.fromFuture(() -> read(hub, registry))).map(json -> new McpSchema.ReadResourceResult(
                        List.of(new McpSchema.TextResourceContents(request.uri(), "application/json", json))))))
                .toList();
    }

    /** The same ACL and rate limit as a tool call; refused as a JSON-RPC error with the stable code in data. */
    private static void authorize(ToolInvoker invoker, ToolRegistry registry, McpAsyncServerExchange exchange) {
        try {
            invoker.authorizeStatus(McpToolAdapter.caller(exchange.transportContext()), registry);
        } catch (ToolFailure f) {
            throw McpError.builder(McpSchema.ErrorCodes.INVALID_REQUEST).message(f.describe())
                    .data(java.util.Map.of("code", f.code().name())).build();
        }
    }

    /** Also lists the Java plugins loaded and any jar that failed to load, so a broken plugin is seen, not just logged. */
    public static CompletableFuture<String> read(BrowserHub hub, ToolRegistry registry) {
        List<BrowserConnection> browsers = hub.browsers();
        List<CompletableFuture<ObjectNode>> entries = browsers.stream().map(StatusResource::describe).toList();
        return CompletableFuture.allOf(entries.toArray(CompletableFuture[]::new)).thenApply(v -> {
            ObjectNode out = JSON.createObjectNode();
            out.put("connected", !browsers.isEmpty());
            ArrayNode list = out.putArray("browsers");
            long tabs = 0;
            for (CompletableFuture<ObjectNode> e : entries) {
                ObjectNode b = e.join();
                tabs += b.path("tabCount").asLong(0);
                list.add(b);
            }
            out.put("openTabs", tabs);
            out.set("plugins", JSON.valueToTree(registry.pluginStatus()));
            if (browsers.isEmpty()) {
                out.put("hint", "No browser connected: open Chrome, click the TabRelay icon and press Connect, or run `tabrelay launch`.");
            }
            return out.toString();
        });
    }

    private static CompletableFuture<ObjectNode> describe(BrowserConnection c) {
        ObjectNode b = JSON.createObjectNode();
        b.put("id", c.browserId()).put("label", c.label()).put("extensionVersion", c.extensionVersion())
                .put("connectedAt", c.connectedAt().toString()).put("latencyMs", c.latencyMs());
        return c.call(dev.tabrelay.link.Action.BROWSER_INFO, null, CallContext.of("", "tabrelay-status"), INFO_TIMEOUT)
                .thenApply(info -> withInfo(b, info))
                .exceptionally(e -> b.put("tabCount", (Long) null));
    }

    private static ObjectNode withInfo(ObjectNode b, JsonNode info) {
        b.put("tabCount", info.path("tabCount").asLong(0));
        b.put("windowCount", info.path("windowCount").asLong(0));
        return b;
    }
}
