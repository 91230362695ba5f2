package dev.tabrelay.mcp;

import dev.tabrelay.json.Json;
import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.link.CallContext;
import dev.tabrelay.link.Cancellation;
import dev.tabrelay.auth.Caller;
import dev.tabrelay.tools.CompactForm;
import dev.tabrelay.tools.ToolInvoker;
import io.modelcontextprotocol.common.McpTransportContext;
import dev.tabrelay.tools.ToolDefinition;
import dev.tabrelay.tools.ToolView;
import io.modelcontextprotocol.server.McpAsyncServerExchange;
import io.modelcontextprotocol.server.McpServerFeatures.AsyncToolSpecification;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import reactor.core.publisher.Mono;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Turns registry definitions into the SDK's tool specifications. Every failure becomes an
 * {@code isError} result with a stable code and an actionable message; nothing thrown here
 * reaches the SDK, which would otherwise send the cause chain to the client.
 */
final class McpToolAdapter {
    private static final Logger log = LoggerFactory.getLogger(McpToolAdapter.class);
    private static final JsonMapper JSON = Json.MAPPER;

    private McpToolAdapter() {}

    /**
     * Suffix of a tool's compact twin. The SDK lists the Tool objects it was given and lets us only
     * filter them, so a tool's compact form is registered beside the long one under this internal
     * name; the filter shows one of the two per connection (McpServers), and {@link SafeJsonMapper}
     * writes the twin under the tool's own name. A call to either runs the canonical tool.
     */
    static final String TWIN = "__compact";

    /** One specification per name (canonical and aliases) so a call by any of them works, plus the compact twins. */
    static List<AsyncToolSpecification> specifications(List<ToolDefinition> tools, ToolInvoker invoker, InFlightRequests inFlight) {
        List<AsyncToolSpecification> specs = new ArrayList<>();
        for (ToolDefinition def : tools) {
            for (String name : def.names()) {
                McpSchema.Tool tool = tool(def, name);
                specs.add(new AsyncToolSpecification(tool, (exchange, request) -> call(def, name, invoker, inFlight, exchange, request)));
            }
            if (CompactForm.has(def.name())) {
                McpSchema.Tool twin = compactTool(def, def.name() + TWIN);
                specs.add(new AsyncToolSpecification(twin, (exchange, request) -> call(def, def.name(), invoker, inFlight, exchange, request)));
            }
        }
        return specs;
    }

    /**
     * The tool in the compact profile's form (CompactForm): the brief, the lean schema, no output
     * schema (structured content still comes with every result), no title (the brief says it) and
     * only the hints that differ from MCP's defaults (not read-only, destructive, not idempotent,
     * open world).
     */
    static McpSchema.Tool compactTool(ToolDefinition def, String listedAs) {
        McpSchema.ToolAnnotations a = def.annotations();
        boolean readOnly = a != null && Boolean.TRUE.equals(a.readOnlyHint());
        return McpSchema.Tool.builder()
                .name(listedAs)
                .description(CompactForm.brief(def.name()))
                .inputSchema(CompactForm.schema(def.inputSchema()))
                .annotations(a == null ? null : new McpSchema.ToolAnnotations(null, readOnly ? true : null,
                        !readOnly && Boolean.FALSE.equals(a.destructiveHint()) ? false : null,
                        Boolean.TRUE.equals(a.idempotentHint()) ? true : null, Boolean.FALSE.equals(a.openWorldHint()) ? false : null, null))
                .build();
    }

    /** The tool as MCP lists it under {@code name} (its canonical name or an alias). */
    static McpSchema.Tool tool(ToolDefinition def, String name) {
        ToolView view = def.view(name);
        return McpSchema.Tool.builder()
                .name(name)
                .title(def.title())
                .description(view.description())
                .inputSchema(view.inputSchema())
                .outputSchema(view.outputSchema())
                .annotations(def.annotations())
                .build();
    }

    static Mono<CallToolResult> call(ToolDefinition def, String calledAs, ToolInvoker invoker, InFlightRequests inFlight,
                                     McpAsyncServerExchange exchange, CallToolRequest request) {
        McpTransportContext transport = exchange.transportContext();
        Object stream = transport == null ? null : transport.get(CallerContexts.STREAM_SESSION_KEY);
        String session = stream instanceof String s ? s : exchange.sessionId();
        Cancellation cancellation = inFlight.started(transport);
        CallProgress progress = progress(calledAs, exchange, request);
        CallContext ctx = new CallContext(session, clientName(exchange), progress, cancellation);
        CompletableFuture<CallToolResult> result;
        try {
            JsonNode args = JSON.valueToTree(request.arguments() == null ? Map.of() : request.arguments());
            result = invoker.invoke(def, calledAs, args, caller(transport), ctx);
        } catch (RuntimeException e) {
            result = CompletableFuture.failedFuture(e);
        }
        return Mono.fromFuture(result.whenComplete((r, e) -> {
            inFlight.finished(transport, cancellation);
            if (progress != null) {
                progress.finish();   // before the answer goes out: no progress after it
            }
        }).thenApply(McpToolAdapter::withContent).exceptionally(e -> error(calledAs, e)));
    }

    /**
     * A result with structured content but no content gets the structured content as its text, as
     * MCP asks for compatibility. The SDK would do it from its schema validator's copy, which
     * {@link dev.tabrelay.tools.SchemaCheck} does not make.
     */
    static CallToolResult withContent(CallToolResult r) {
        if (r.content() != null && !r.content().isEmpty() || r.structuredContent() == null) {
            return r;
        }
        return CallToolResult.builder().addTextContent(JSON.writeValueAsString(r.structuredContent()))
                .structuredContent(r.structuredContent()).isError(r.isError()).meta(r.meta()).build();
    }

    static CallToolResult error(String tool, Throwable e) {
        ToolFailure failure = ToolFailure.from(e);
        if (failure.code() == dev.tabrelay.errors.ErrorCode.INTERNAL) {
            log.error("Tool {} failed unexpectedly", tool, e);
        }
        return CallToolResult.builder()
                .addTextContent(failure.describe())
                .structuredContent(Map.of("error", Map.of("code", failure.code().name(), "message", failure.getMessage())))
                .isError(true)
                .build();
    }

    /** The caller the transport's context extractor found; stdio (embedded) has none and is local. */
    static Caller caller(McpTransportContext context) {
        return CallerContexts.caller(context);
    }

    private static String clientName(McpAsyncServerExchange exchange) {
        McpSchema.Implementation info = exchange.getClientInfo();
        return info == null ? null : info.name();
    }

    /** MCP progress notifications for the call when the client asked for them (a progressToken), else null. */
    private static CallProgress progress(String tool, McpAsyncServerExchange exchange, CallToolRequest request) {
        Object token = request.meta() == null ? null : request.meta().get("progressToken");
        if (!(token instanceof String) && !(token instanceof Number)) {
            return null;
        }
        return CallProgress.start(tool, (progress, message) -> exchange
                .progressNotification(new McpSchema.ProgressNotification(token, progress, null, message))
                .subscribe(v -> {}, e -> log.debug("Progress notification not delivered: {}", e.toString())));
    }
}
