package dev.tabrelay.mcp.conformance;

import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures.AsyncCompletionSpecification;
import io.modelcontextprotocol.server.McpServerFeatures.AsyncPromptSpecification;
import io.modelcontextprotocol.server.McpServerFeatures.AsyncResourceSpecification;
import io.modelcontextprotocol.server.McpServerFeatures.AsyncResourceTemplateSpecification;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.ReadResourceResult;
import io.modelcontextprotocol.spec.McpSchema.ResourceContents;
import java.util.List;
import java.util.Set;
import reactor.core.publisher.Mono;

/**
 * Adds the suite's fixtures to one SDK server specification (the daemon's normal tools stay):
 * tools, four resources and a template, four prompts, completion, and the capabilities that
 * announce them. Used only when the daemon was started with {@code serve --conformance}.
 */
public final class ConformanceFixtures {
    /** Listed whatever the connection's tool profile and key: they exist only in conformance mode. */
    public static final Set<String> TOOL_NAMES = Set.copyOf(ConformanceTools.names());

    /** What the fixtures need announced (the daemon alone announces tools, resources and logging). */
    public static final McpSchema.ServerCapabilities CAPABILITIES = McpSchema.ServerCapabilities.builder()
            .tools(true).resources(true, true).prompts(true).logging().completions().build();

    private ConformanceFixtures() {}

    public static void addTo(McpServer.AsyncSpecification<?> spec) {
        spec.tools(ConformanceTools.all())
                .resources(resources())
                .resourceTemplates(new AsyncResourceTemplateSpecification(McpSchema.ResourceTemplate.builder()
                        .uriTemplate("test://template/{id}/data").name("template").title("Resource Template")
                        .description("A resource template with parameter substitution").mimeType("application/json").build(),
                        (ex, req) -> {
                            String id = req.uri().replaceAll("^test://template/([^/]*)/data$", "$1");
                            return read(new McpSchema.TextResourceContents(req.uri(), "application/json",
                                    "{\"id\":\"" + id.replace("\"", "") + "\",\"templateTest\":true,\"data\":\"Data for ID: "
                                            + id.replace("\"", "") + "\"}"));
                        }))
                .prompts(prompts())
                .completions(new AsyncCompletionSpecification(new McpSchema.PromptReference("test_prompt_with_arguments"),
                        (ex, req) -> Mono.just(new McpSchema.CompleteResult(
                                new McpSchema.CompleteResult.CompleteCompletion(List.of(), 0, false)))));
    }

    private static List<AsyncResourceSpecification> resources() {
        return List.of(
                resource("test://static-text", "static-text", "Static Text Resource", "text/plain",
                        new McpSchema.TextResourceContents("test://static-text", "text/plain",
                                "This is the content of the static text resource.")),
                resource("test://static-binary", "static-binary", "Static Binary Resource", "image/png",
                        new McpSchema.BlobResourceContents("test://static-binary", "image/png", ConformanceTools.PNG)),
                resource("test://watched-resource", "watched-resource", "Watched Resource", "text/plain",
                        new McpSchema.TextResourceContents("test://watched-resource", "text/plain", "Watched resource content")));
    }

    private static AsyncResourceSpecification resource(String uri, String name, String title, String mime, ResourceContents body) {
        return new AsyncResourceSpecification(McpSchema.Resource.builder().uri(uri).name(name).title(title)
                .description(title + " for testing").mimeType(mime).build(), (ex, req) -> read(body));
    }

    private static Mono<ReadResourceResult> read(ResourceContents body) {
        return Mono.just(new ReadResourceResult(List.of(body)));
    }

    private static List<AsyncPromptSpecification> prompts() {
        return List.of(
                prompt("test_simple_prompt", "A simple prompt without arguments", List.of(),
                        req -> List.of(text("This is a simple prompt for testing."))),
                prompt("test_prompt_with_arguments", "A prompt with required arguments",
                        List.of(new McpSchema.PromptArgument("arg1", "First test argument", true),
                                new McpSchema.PromptArgument("arg2", "Second test argument", true)),
                        req -> List.of(text("Prompt with arguments: arg1='" + arg(req.arguments(), "arg1")
                                + "', arg2='" + arg(req.arguments(), "arg2") + "'"))),
                prompt("test_prompt_with_embedded_resource", "A prompt that includes an embedded resource",
                        List.of(new McpSchema.PromptArgument("resourceUri", "URI of the resource to embed", true)),
                        req -> List.of(new McpSchema.PromptMessage(McpSchema.Role.USER, ConformanceTools.embedded(
                                        String.valueOf(arg(req.arguments(), "resourceUri")), "text/plain",
                                        "Embedded resource content for testing.")),
                                text("Please process the embedded resource above."))),
                prompt("test_prompt_with_image", "A prompt that includes image content", List.of(),
                        req -> List.of(new McpSchema.PromptMessage(McpSchema.Role.USER,
                                        new McpSchema.ImageContent(null, ConformanceTools.PNG, "image/png")),
                                text("Please analyze the image above."))));
    }

    private static AsyncPromptSpecification prompt(String name, String description, List<McpSchema.PromptArgument> args,
                                                   java.util.function.Function<McpSchema.GetPromptRequest, List<McpSchema.PromptMessage>> body) {
        return new AsyncPromptSpecification(new McpSchema.Prompt(name, description, args),
                (ex, req) -> Mono.just(new McpSchema.GetPromptResult(description, body.apply(req))));
    }

    static Object arg(java.util.Map<String, Object> args, String name) {
        return args == null ? null : args.get(name);
    }

    private static McpSchema.PromptMessage text(String text) {
        return new McpSchema.PromptMessage(McpSchema.Role.USER, new McpSchema.TextContent(text));
    }
}
