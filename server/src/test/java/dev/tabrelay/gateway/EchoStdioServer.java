package dev.tabrelay.gateway;

import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.Map;

/**
 * A real stdio MCP server for the gateway's tests, on the Java SDK: {@code echo} answers its text,
 * {@code crash} ends the process mid-call. Run as a child: java -cp (test classpath) this class.
 */
public final class EchoStdioServer {
    private EchoStdioServer() {}

    public static void main(String[] args) throws Exception {
        var echo = SyncToolSpecification.builder()
                .tool(McpSchema.Tool.builder().name("echo").description("Answers its text")
                        .inputSchema(Map.of("type", "object", "properties", Map.of("text", Map.of("type", "string")))).build())
                .callHandler((exchange, request) -> McpSchema.CallToolResult.builder()
                        .addTextContent("echo: " + request.arguments().get("text")).build())
                .build();
        var crash = SyncToolSpecification.builder()
                .tool(McpSchema.Tool.builder().name("crash").description("Ends the process").inputSchema(Map.of("type", "object")).build())
                .callHandler((exchange, request) -> {
                    Runtime.getRuntime().halt(3);
                    return null;
                })
                .build();
        McpServer.sync(new StdioServerTransportProvider(McpJsonDefaults.getMapper()))
                .serverInfo("echo-stdio", "1").tools(echo, crash).build();
        Thread.currentThread().join();
    }
}
