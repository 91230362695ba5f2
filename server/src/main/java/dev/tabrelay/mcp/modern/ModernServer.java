package dev.tabrelay.mcp.modern;

import dev.tabrelay.json.Json;
import io.modelcontextprotocol.common.McpTransportContext;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Answers one request of the 2026-07-28 revision, whatever carried it: {@code server/discover}
 * says which versions and capabilities this server has; {@code tools/list} lists the caller's
 * tools in the registry's order (private: they depend on the caller's key and profile);
 * {@code tools/call} runs a tool the same way the 2025 sessions do. Every result says
 * {@code resultType: complete} and names the server in {@code _meta}. Other methods of the revision
 * are answered -32601 (not served yet). The transports ({@link ModernHttp} for {@code POST /mcp},
 * {@link ModernConnection} for WebSocket and the stdio proxy riding it) only carry the answer;
 * {@code subscriptions/listen} is theirs too, since it is a stream ({@link ModernListens}).
 */
public final class ModernServer {
    /** How long a tool list may be reused: short, since plugins and keys change while the daemon runs. */
    static final long TOOLS_TTL_MS = 5_000;

    /** What the rest of the daemon provides (McpServers). */
    public interface Backend {
        /** The tools the request's caller sees, as MCP {@code Tool} objects in JSON, in a stable order. */
        List<JsonNode> tools(McpTransportContext context);

        /**
         * Runs a tool; the future holds the {@code CallToolResult} as JSON, errors as {@code isError} results.
         *
         * @param progress told the call's progress (seconds run, latest step) until just before the
         *     future completes; null when nobody listens
         */
        CompletableFuture<JsonNode> call(String name, JsonNode arguments, String clientName, McpTransportContext context,
                                         Progress progress);

        /** The server's name and version (serverInfo). */
        JsonNode serverInfo();

        String instructions();

        /** Every protocol version the daemon speaks, oldest first, this revision included. */
        List<String> versions();

        Duration callTimeout();

        /** Runs {@code listener} each time the tool list may have changed (plugins reloaded). */
        void onToolsChanged(Runnable listener);
    }

    /** A running call's progress, as MCP's {@code notifications/progress} carries it. */
    @FunctionalInterface
    public interface Progress {
        void report(double progress, String message);
    }

    /**
     * One answer: the JSON-RPC response, and whether the request was refused by the revision's
     * checks (Streamable HTTP answers those with status 400).
     */
    public record Reply(String body, boolean refused) {}

    private final Backend backend;
    private final ModernListens listens = new ModernListens();

    public ModernServer(Backend backend) {
        this.backend = backend;
        backend.onToolsChanged(listens::toolsChanged);
    }

    /**
     * Opens a {@code subscriptions/listen} stream ({@link ModernListens}): its acknowledgement and
     * later notifications go to {@code sink}, one JSON-RPC message each; {@code end} closes the
     * stream on the transport. Null when opened, else the refusal to answer with.
     *
     * @param connection what names the client's connection, so only it can cancel the listen
     */
    public Reply listen(JsonNode message, UnaryOperator<String> header, String connection, Consumer<String> sink, Runnable end) {
        ModernRevision.Refusal refusal = ModernRevision.check(message, header, backend.versions());
        if (refusal != null) {
            return new Reply(error(message.get("id"), refusal.code(), refusal.message(), refusal.data()), true);
        }
        listens.open(connection, message.get("id"), message.path("params").path("notifications"), sink, end);
        return null;
    }

    /** A {@code notifications/cancelled} on {@code connection}: whether it ended one of its listens. */
    public boolean cancelled(String connection, JsonNode params) {
        return listens.cancelled(connection, params == null ? null : params.get("requestId"));
    }

    /** The connection closed: its listens are dropped. */
    public void connectionEnded(String connection) {
        listens.connectionEnded(connection);
    }

    /** The daemon stops: every open listen gets its graceful-close result. */
    public void shutdown() {
        listens.shutdown(backend.serverInfo());
    }

    /**
     * The answer to one modern request (never a notification: callers answer those themselves).
     *
     * @param header the HTTP request's headers by (case-insensitive) name, or null on a transport without headers
     */
    public CompletableFuture<Reply> answer(JsonNode message, UnaryOperator<String> header, McpTransportContext context) {
        return answer(message, header, context, null);
    }

    /**
     * @param notify where {@code notifications/progress} for a {@code tools/call} with a
     *     {@code _meta.progressToken} go, on a transport that can carry them before the answer; null
     *     where it cannot (a stateless JSON response)
     */
    public CompletableFuture<Reply> answer(JsonNode message, UnaryOperator<String> header, McpTransportContext context,
                                           Consumer<String> notify) {
        JsonNode id = message.get("id");
        ModernRevision.Refusal refusal = ModernRevision.check(message, header, backend.versions());
        if (refusal != null) {
            return CompletableFuture.completedFuture(new Reply(error(id, refusal.code(), refusal.message(), refusal.data()), true));
        }
        String method = message.path("method").asString("");
        JsonNode params = message.path("params");
        return switch (method) {
            case "server/discover" -> done(ok(id, discover()));
            case "tools/list" -> done(ok(id, list(context)));
            case "tools/call" -> call(id, params, context, progress(params, notify));
            case "ping" -> done(ok(id, Json.object()));
            default -> done(error(id, -32601, "Method not found: '" + clip(method) + "' is not served on protocol revision "
                    + ModernRevision.VERSION + " here (server/discover, tools/list, tools/call, subscriptions/listen and ping are).", null));
        };
    }

    private static CompletableFuture<Reply> done(String body) {
        return CompletableFuture.completedFuture(new Reply(body, false));
    }

    private ObjectNode discover() {
        ObjectNode r = Json.object();
        backend.versions().forEach(r.putArray("supportedVersions")::add);
        // listChanged: delivered on subscriptions/listen streams (ModernListens).
        r.putObject("capabilities").putObject("tools").put("listChanged", true);
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

    /** Progress notifications with the request's token, when it gave one and the transport can carry them. */
    private static Progress progress(JsonNode params, Consumer<String> notify) {
        JsonNode token = params.path("_meta").get("progressToken");
        if (notify == null || token == null || !(token.isString() || token.isIntegralNumber())) {
            return null;
        }
        return (progress, message) -> {
            ObjectNode out = Json.object().put("jsonrpc", "2.0").put("method", "notifications/progress");
            ObjectNode p = out.putObject("params");
            p.set("progressToken", token);
            p.put("progress", progress).put("message", message);
            notify.accept(out.toString());
        };
    }

    private CompletableFuture<Reply> call(JsonNode id, JsonNode params, McpTransportContext context, Progress progress) {
        JsonNode args = params.path("arguments").isObject() ? params.get("arguments") : Json.object();
        String name = params.path("name").asString("");
        String client = params.path("_meta").path(ModernRevision.CLIENT_INFO_KEY).path("name").asString(null);
        CompletableFuture<JsonNode> result;
        try {
            result = backend.call(name, args, client, context, progress);
        } catch (RuntimeException e) {
            result = CompletableFuture.failedFuture(e);
        }
        Duration timeout = backend.callTimeout();
        return result.orTimeout(timeout.toMillis(), TimeUnit.MILLISECONDS)
                .thenApply(r -> new Reply(ok(id, r.deepCopy()), false))
                .exceptionally(e -> {
                    Throwable cause = e instanceof CompletionException && e.getCause() != null ? e.getCause() : e;
                    if (cause instanceof TimeoutException) {
                        return new Reply(error(id, -32603, "The call did not finish within " + timeout.toSeconds()
                                + " s; retry, or raise COMMAND_TIMEOUT.", null), false);
                    }
                    // Only an unknown tool fails the future (the backend answers the rest as isError results).
                    return new Reply(error(id, -32602, cause.getMessage() == null ? "Invalid params." : cause.getMessage(), null), false);
                });
    }

    private String ok(JsonNode id, JsonNode result) {
        ObjectNode r = (ObjectNode) result;
        r.put("resultType", "complete");
        r.putObject("_meta").set(ModernRevision.SERVER_INFO_KEY, backend.serverInfo());
        ObjectNode out = Json.object().put("jsonrpc", "2.0");
        out.set("id", id);
        out.set("result", r);
        return out.toString();
    }

    static String error(JsonNode id, int code, String message, JsonNode data) {
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
