package dev.tabrelay.tools;

import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.concurrent.CompletableFuture;

/**
 * Runs one tool call. Failures the caller can act on complete the future with a
 * {@link dev.tabrelay.errors.ToolFailure}; the MCP layer turns them into {@code isError} results.
 */
@FunctionalInterface
public interface ToolHandler {
    CompletableFuture<CallToolResult> call(ToolCall call);
}
