package dev.tabrelay.tools;

import dev.tabrelay.auth.Caller;
import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.link.CallContext;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;

/**
 * What a tool may do on behalf of the caller of its call ({@link ToolCall#nested}): run another
 * tool as that caller, through the invoker (ACL, evaluate gate, rate limit, in-flight cap, schema,
 * site checks), as a shortcut's steps do; and say what the caller may call and see, as
 * permissions_check does. It never hands out the caller itself, so no tool can act as anyone else.
 */
public final class AsCaller {
    /** For calls made outside the invoker (unit tests): runs nothing, allows nothing. */
    static final AsCaller NONE = new AsCaller(null, Caller.NOBODY, CallContext.of("", "none"));

    private final ToolInvoker invoker;
    private final Caller caller;
    private final CallContext context;

    AsCaller(ToolInvoker invoker, Caller caller, CallContext context) {
        this.invoker = invoker;
        this.caller = caller;
        this.context = context;
    }

    /** Runs {@code tool} (called as {@code calledAs}) exactly as if the caller had called it in this session. */
    public CompletableFuture<CallToolResult> call(ToolDefinition tool, String calledAs, JsonNode args) {
        if (invoker == null) {
            return CompletableFuture.failedFuture(new ToolFailure(ErrorCode.INTERNAL, "This call cannot run other tools."));
        }
        return invoker.invoke(tool, calledAs, args, caller, context);
    }

    /** Whether the caller may call {@code tool} by {@code calledAs} now (its key as the key store has it). */
    public boolean allows(ToolDefinition tool, String calledAs) {
        Caller now = invoker == null ? caller : invoker.current(caller);
        return now.allowsTool(tool.name(), calledAs) && (!tool.gated() || invoker != null && invoker.allowsGated(now));
    }

    /** "local" or "key 'name'". */
    public String label() {
        return (invoker == null ? caller : invoker.current(caller)).label();
    }

    /** The key's site patterns; empty when the caller is not restricted to sites. */
    public List<String> sites() {
        Caller now = invoker == null ? caller : invoker.current(caller);
        return now.restrictsSites() && now.key() != null ? now.key().sites() : List.of();
    }
}
