package dev.tabrelay.mcp.modern;

import dev.tabrelay.json.Json;
import io.modelcontextprotocol.common.McpTransportContext;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.UnaryOperator;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Serves one stateless request of the 2026-07-28 revision on {@code POST /mcp}: answered with one
 * JSON-RPC response in a JSON body, no session. {@code server/discover} says which versions and
 * capabilities this server has; {@code tools/list} lists the caller's tools in the registry's
 * order (private: they depend on the caller's key and profile); {@code tools/call} runs a tool the
 * same way the 2025 sessions do. Every result says {@code resultType: complete} and names the
 * server in {@code _meta}. Other methods of the revision are answered -32601 (not served yet).
 */
public final class ModernHttp {
    /** How long a tool list may be reused: short, since plugins and keys change while the daemon runs. */
    static final long TOOLS_TTL_MS = 5_000;

    /** What the rest of the daemon provides (McpServers). */
    public interface Backend {
        /** The tools the request's caller sees, as MCP {@code Tool} objects in JSON, in a stable order. */
        List<JsonNode> tools(McpTransportContext context);

        /** Runs a tool; the future holds the {@code CallToolResult} as JSON, errors as {@code isError} results. */
        CompletableFuture<JsonNode> call(String name, JsonNode arguments, String clientName, McpTransportContext context);

        /** The server's name and version (serverInfo). */
        JsonNode serverInfo();

        String instructions();

        /** Every protocol version the daemon speaks, oldest first, this revision included. */
        List<String> versions();

        Duration callTimeout();
    }

    /** @param status the HTTP status; @param body the JSON-RPC response */
    public record Answer(int status, String body) {}

    private final Backend backend;

    public ModernHttp(Backend backend) {
        this.backend = backend;
    }

    public Answer answer(JsonNode message, UnaryOperator<String> header, McpTransportContext context) {
        JsonNode id = message.get("id");
        if (id == null) {
            return new Answer(202, "");   // a notification: nothing of this revision needs acting on yet
        }
        ModernRevision.Refusal refusal = ModernRevision.check(message, header, backend.versions());
        if (refusal != null) {
            return new Answer(400, error(id, refusal.code(), refusal.message(), refusal.data()));
        }
        String method = message.path("method").asString("");
        JsonNode params = message.path("params");
        return switch (method) {
            case "server/discover" -> ok(id, discover());
            case "tools/list" -> ok(id, list(context));
            case "tools/call" -> call(id, params, context);
            case "ping" -> ok(id, Json.object());
            default -> new Answer(200, error(id, -32601, "Method not found: '" + clip(method) + "' is not served on protocol revision "
                    + ModernRevision.VERSION + " here (server/discover, tools/list, tools/call and ping are).", null));
        };
    }

    private ObjectNode discover() {
        ObjectNode r = Json.object();
        backend.versions().forEach(r.putArray("supportedVersions")::add);
        r.putObject("capabilities").putObject("tools");
        r.put("instructions", backend.instructions());
        r.put("ttlMs", 0).put("cacheScope", "public");
        return r;
    }

    private ObjectNode list(McpTransportContext context) {
        ObjectNode r = Json.object();
        backend.tools(context).forEach(r.putArray("tools")::add);
        r.put("ttlMs", TOOLS_TTL_MS).put("cacheScope", "private");
        return r;
    }

    private Answer call(JsonNode id, JsonNode params, McpTransportContext context) {
        JsonNode args = params.path("arguments").isObject() ? params.get("arguments") : Json.object();
        String name = params.path("name").asString("");
        String client = params.path("_meta").path(ModernRevision.CLIENT_INFO_KEY).path("name").asString(null);
        try {
            JsonNode result = backend.call(name, args, client, context).get(backend.callTimeout().toMillis(), TimeUnit.MILLISECONDS);
            return ok(id, result.deepCopy());
        } catch (ExecutionException e) {
            // Only an unknown tool fails the future (the backend answers the rest as isError results).
            return new Answer(200, error(id, -32602, e.getCause() == null ? "Invalid params." : e.getCause().getMessage(), null));
        } catch (TimeoutException e) {
            return new Answer(200, error(id, -32603, "The call did not finish within " + backend.callTimeout().toSeconds()
                    + " s; retry, or raise COMMAND_TIMEOUT.", null));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Answer(503, error(id, -32603, "TabRelay is shutting down; retry once it runs again.", null));
        }
    }

    private Answer ok(JsonNode id, JsonNode result) {
        ObjectNode r = (ObjectNode) result;
        r.put("resultType", "complete");
        r.putObject("_meta").set(ModernRevision.SERVER_INFO_KEY, backend.serverInfo());
        ObjectNode out = Json.object().put("jsonrpc", "2.0");
        out.set("id", id);
        out.set("result", r);
        return new Answer(200, out.toString());
    }

    private static String error(JsonNode id, int code, String message, JsonNode data) {
        ObjectNode out = Json.object().put("jsonrpc", "2.0");
        out.set("id", id);
        ObjectNode e = out.putObject("error").put("code", code).put("message", message);
        if (data != null) {
            e.set("data", data);
        }
        return out.toString();
    }

    private static String clip(String s) {
        return s.length() > 64 ? s.substring(0, 64) + "…" : s;
    }
}
