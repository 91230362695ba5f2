package dev.tabrelay.mcp;

import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.TypeRef;
import io.modelcontextprotocol.spec.McpSchema.JSONRPCResponse;
import io.modelcontextprotocol.spec.McpSchema.JSONRPCResponse.JSONRPCError;
import io.modelcontextprotocol.spec.McpSchema.ListToolsResult;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import java.io.IOException;
import java.util.List;

/**
 * The SDK's JSON mapper, except that JSON-RPC error messages never carry Java internals. The
 * SDK (2.1.0) answers bad params with the exception text ("tools.jackson…MismatchedInputException:
 * Cannot construct instance of `io.modelcontextprotocol…`"); every transport serializes through
 * this mapper, so this is the one place that catches them all.
 */
public final class SafeJsonMapper implements McpJsonMapper {
    private static final String TOOL_NOT_FOUND = "Tool not found: ";
    private final McpJsonMapper delegate;

    public SafeJsonMapper(McpJsonMapper delegate) {
        this.delegate = delegate;
    }

    static boolean leaks(String message) {
        return message != null && (message.contains("Exception") || message.contains("java.") || message.contains("tools.jackson")
                || message.contains("io.modelcontextprotocol") || message.contains("\tat ") || message.contains("[Source"));
    }

    static Object clean(Object value) {
        if (value instanceof JSONRPCResponse r && r.result() instanceof ListToolsResult list
                && list.tools().stream().anyMatch(t -> t.name().endsWith(McpToolAdapter.TWIN))) {
            // A compact twin is listed under its tool's own name (McpToolAdapter.TWIN).
            List<Tool> named = list.tools().stream().map(t -> !t.name().endsWith(McpToolAdapter.TWIN) ? t
                    : new Tool(t.name().substring(0, t.name().length() - McpToolAdapter.TWIN.length()), t.title(), t.description(),
                            t.inputSchema(), t.outputSchema(), t.annotations(), t.meta(), t.icons())).toList();
            return new JSONRPCResponse(r.jsonrpc(), r.id(), new ListToolsResult(named, list.nextCursor(), list.meta()), r.error());
        }
        if (value instanceof JSONRPCResponse r && r.error() != null && r.error().data() instanceof String data
                && data.startsWith(TOOL_NOT_FOUND)) {
            // The SDK says "Unknown tool: invalid_tool_name" whatever was asked; name what was asked, made safe.
            String asked = dev.tabrelay.errors.LogSafe.text(data.substring(TOOL_NOT_FOUND.length()), 64);
            return new JSONRPCResponse(r.jsonrpc(), r.id(), null, new JSONRPCError(-32602, "Unknown tool '" + asked
                    + "': tools/list names the tools this connection may call.", null));
        }
        if (value instanceof JSONRPCResponse r && r.error() != null && leaks(r.error().message())) {
            int code = r.error().code() == null ? -32603 : r.error().code();
            String message = switch (code) {
                case -32700 -> "Parse error: the message is not valid JSON.";
                case -32600 -> "Invalid request: not a valid JSON-RPC message.";
                case -32601 -> "Method not found.";
                case -32602 -> "Invalid params: check them against the method's schema (for tools/call, the tool's inputSchema).";
                default -> "Internal error; the bridge log has details.";
            };
            return new JSONRPCResponse(r.jsonrpc(), r.id(), null, new JSONRPCError(code, message));
        }
        return value;
    }

    @Override
    public String writeValueAsString(Object value) throws IOException {
        return delegate.writeValueAsString(clean(value));
    }

    @Override
    public byte[] writeValueAsBytes(Object value) throws IOException {
        return delegate.writeValueAsBytes(clean(value));
    }

    @Override
    public <T> T readValue(String content, Class<T> type) throws IOException {
        return delegate.readValue(content, type);
    }

    @Override
    public <T> T readValue(byte[] content, Class<T> type) throws IOException {
        return delegate.readValue(content, type);
    }

    @Override
    public <T> T readValue(String content, TypeRef<T> type) throws IOException {
        return delegate.readValue(content, type);
    }

    @Override
    public <T> T readValue(byte[] content, TypeRef<T> type) throws IOException {
        return delegate.readValue(content, type);
    }

    @Override
    public <T> T convertValue(Object value, Class<T> type) {
        return delegate.convertValue(value, type);
    }

    @Override
    public <T> T convertValue(Object value, TypeRef<T> type) {
        return delegate.convertValue(value, type);
    }
}
