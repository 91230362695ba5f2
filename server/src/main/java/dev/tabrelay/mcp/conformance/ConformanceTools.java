package dev.tabrelay.mcp.conformance;

import io.modelcontextprotocol.server.McpAsyncServerExchange;
import io.modelcontextprotocol.server.McpServerFeatures.AsyncToolSpecification;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.Content;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/** The suite's fixture tools, named and answering as its reference server does. */
final class ConformanceTools {
    /** A 1×1 red PNG and a minimal WAV, the suite's own sample bytes. */
    static final String PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";
    static final String WAV = "UklGRiYAAABXQVZFZm10IBAAAAABAAEAQB8AAAB9AAACABAAZGF0YQIAAAA=";
    private static final Map<String, Object> NO_ARGS = Map.of("type", "object", "properties", Map.of());

    private ConformanceTools() {}

    static List<AsyncToolSpecification> all() {
        return List.of(
                tool("test_simple_text", "Tests simple text content response", NO_ARGS,
                        (ex, req) -> result(new McpSchema.TextContent("This is a simple text response for testing."))),
                tool("test_image_content", "Tests image content response", NO_ARGS,
                        (ex, req) -> result(new McpSchema.ImageContent(null, PNG, "image/png"))),
                tool("test_audio_content", "Tests audio content response", NO_ARGS,
                        (ex, req) -> result(new McpSchema.AudioContent(null, WAV, "audio/wav"))),
                tool("test_embedded_resource", "Tests embedded resource content response", NO_ARGS,
                        (ex, req) -> result(embedded("test://embedded-resource", "text/plain", "This is an embedded resource content."))),
                tool("test_multiple_content_types", "Tests response with multiple content types (text, image, resource)", NO_ARGS,
                        (ex, req) -> result(new McpSchema.TextContent("Multiple content types test:"),
                                new McpSchema.ImageContent(null, PNG, "image/png"),
                                embedded("test://mixed-content-resource", "application/json", "{\"test\":\"data\",\"value\":123}"))),
                tool("test_tool_with_logging", "Tests tool that emits log messages during execution", NO_ARGS,
                        ConformanceTools::withLogging),
                tool("test_tool_with_progress", "Tests tool that reports progress notifications", NO_ARGS,
                        ConformanceTools::withProgress),
                tool("test_error_handling", "Tests error response handling", NO_ARGS,
                        (ex, req) -> Mono.just(CallToolResult.builder()
                                .addTextContent("This tool intentionally returns an error for testing").isError(true).build())),
                tool("test_sampling", "Tests server-initiated sampling (LLM completion request)",
                        stringArg("prompt", "The prompt to send to the LLM"), ConformanceTools::sampling),
                tool("test_elicitation", "Tests server-initiated elicitation (user input request)",
                        stringArg("message", "The message to show the user"),
                        (ex, req) -> elicit(ex, String.valueOf(ConformanceFixtures.arg(req.arguments(), "message")), Elicitations.RESPONSE, "User response")),
                tool("test_elicitation_sep1034_defaults", "Tests elicitation with default values per SEP-1034", NO_ARGS,
                        (ex, req) -> elicit(ex, "Please review and update the form fields with defaults", Elicitations.DEFAULTS,
                                "Elicitation completed")),
                tool("test_elicitation_sep1330_enums", "Tests elicitation with enum schema improvements per SEP-1330", NO_ARGS,
                        (ex, req) -> elicit(ex, "Please select options from the enum fields", Elicitations.ENUMS,
                                "Elicitation completed")),
                tool("json_schema_2020_12_tool", "Tool with JSON Schema 2020-12 features for conformance testing (SEP-1613)",
                        Elicitations.SCHEMA_2020_12,
                        (ex, req) -> result(new McpSchema.TextContent("JSON Schema 2020-12 tool called with: " + req.arguments()))));
    }

    static List<String> names() {
        return all().stream().map(s -> s.tool().name()).toList();
    }

    private static AsyncToolSpecification tool(String name, String description, Map<String, Object> schema,
                                               BiFunction<McpAsyncServerExchange, CallToolRequest, Mono<CallToolResult>> call) {
        McpSchema.Tool tool = McpSchema.Tool.builder().name(name).description(description).inputSchema(schema).build();
        return new AsyncToolSpecification(tool, call);
    }

    private static Map<String, Object> stringArg(String name, String description) {
        return Map.of("type", "object", "required", List.of(name),
                "properties", Map.of(name, Map.of("type", "string", "description", description)));
    }

    private static Mono<CallToolResult> result(Content... content) {
        return Mono.just(CallToolResult.builder().content(List.of(content)).build());
    }

    static McpSchema.EmbeddedResource embedded(String uri, String mime, String text) {
        return new McpSchema.EmbeddedResource(null, new McpSchema.TextResourceContents(uri, mime, text));
    }

    private static Mono<CallToolResult> withLogging(McpAsyncServerExchange ex, CallToolRequest req) {
        return Flux.just("Tool execution started", "Tool processing data", "Tool execution completed")
                .concatMap(line -> ex.loggingNotification(McpSchema.LoggingMessageNotification.builder()
                        .level(McpSchema.LoggingLevel.INFO).logger("conformance-test-server").data(line).build())
                        .then(Mono.delay(Duration.ofMillis(50))))
                .then(result(new McpSchema.TextContent("Tool with logging executed successfully")));
    }

    private static Mono<CallToolResult> withProgress(McpAsyncServerExchange ex, CallToolRequest req) {
        Object token = req.meta() == null || req.meta().get("progressToken") == null ? 0 : req.meta().get("progressToken");
        return Flux.just(0.0, 50.0, 100.0)
                .concatMap(step -> ex.progressNotification(new McpSchema.ProgressNotification(token, step, 100.0,
                        "Completed step " + step.intValue() + " of 100")).then(Mono.delay(Duration.ofMillis(50))))
                .then(result(new McpSchema.TextContent(String.valueOf(token))));
    }

    private static Mono<CallToolResult> sampling(McpAsyncServerExchange ex, CallToolRequest req) {
        var request = McpSchema.CreateMessageRequest.builder().maxTokens(100).messages(List.of(new McpSchema.SamplingMessage(
                McpSchema.Role.USER, new McpSchema.TextContent(String.valueOf(ConformanceFixtures.arg(req.arguments(), "prompt")))))).build();
        return ex.createMessage(request)
                .map(r -> r.content() instanceof McpSchema.TextContent t ? t.text() : "No response")
                .map(text -> "LLM response: " + text)
                .onErrorResume(e -> Mono.just("Sampling not supported or error: " + e.getMessage()))
                .flatMap(text -> result(new McpSchema.TextContent(text)));
    }

    private static Mono<CallToolResult> elicit(McpAsyncServerExchange ex, String message, Map<String, Object> schema, String prefix) {
        return ex.createElicitation(McpSchema.ElicitRequest.builder(message, schema).build())
                .map(r -> prefix + ": action=" + r.action().name().toLowerCase(java.util.Locale.ROOT)
                        + ", content=" + (r.content() == null ? "{}" : r.content()))
                .onErrorResume(e -> Mono.just("Elicitation not supported or error: " + e.getMessage()))
                .flatMap(text -> result(new McpSchema.TextContent(text)));
    }
}
