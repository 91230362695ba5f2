package dev.tabrelay.mcp.ws;

import dev.tabrelay.websocket.FrameSender;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.TypeRef;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpServerTransport;
import org.eclipse.jetty.websocket.api.StatusCode;
import reactor.core.publisher.Mono;

/**
 * The SDK's view of one WebSocket connection: every outgoing JSON-RPC message becomes one text
 * frame, written in order through {@link FrameSender}.
 */
final class WebSocketMcpSessionTransport implements McpServerTransport {
    private final McpJsonMapper mapper;
    private final FrameSender sender;

    WebSocketMcpSessionTransport(McpJsonMapper mapper, FrameSender sender) {
        this.mapper = mapper;
        this.sender = sender;
    }

    @Override
    public Mono<Void> sendMessage(McpSchema.JSONRPCMessage message) {
        return Mono.fromCallable(() -> mapper.writeValueAsString(message))
                .flatMap(json -> Mono.fromFuture(sender.send(json)));
    }

    @Override
    public <T> T unmarshalFrom(Object data, TypeRef<T> typeRef) {
        return mapper.convertValue(data, typeRef);
    }

    @Override
    public Mono<Void> closeGracefully() {
        return Mono.fromFuture(() -> sender.close(StatusCode.NORMAL, "MCP session closed"))
                .onErrorComplete();
    }

    @Override
    public void close() {
        sender.close(StatusCode.NORMAL, "MCP session closed");
    }
}
