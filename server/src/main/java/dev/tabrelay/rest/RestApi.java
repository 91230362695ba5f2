package dev.tabrelay.rest;

import dev.tabrelay.json.Json;
import dev.tabrelay.auth.Authenticator;
import dev.tabrelay.auth.Caller;
import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.link.BrowserHub;
import dev.tabrelay.link.CallContext;
import dev.tabrelay.tools.ToolDefinition;
import dev.tabrelay.tools.ToolInvoker;
import dev.tabrelay.tools.ToolRegistry;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The REST API for scripts, on the same registry and the same checks as MCP:
 * {@code POST /api/v1/command}, {@code GET /api/v1/status}, {@code /api/v1/keys} (admin keys
 * only, see {@link KeysEndpoint}), {@code POST /api/v1/shutdown} and {@code GET /tools}.
 */
public final class RestApi extends HttpServlet {
    private final transient ToolRegistry registry;
    private final transient ToolInvoker invoker;
    private final transient Authenticator auth;
    private final transient Supplier<JsonNode> status;
    private final transient KeysEndpoint keys;
    private final transient Runnable shutdown;
    private final transient long timeoutMs;

    public RestApi(ToolRegistry registry, ToolInvoker invoker, Authenticator auth, BrowserHub hub,
                   Supplier<JsonNode> status, Runnable shutdown) {
        this.registry = registry;
        this.invoker = invoker;
        this.auth = auth;
        this.status = status;
        this.keys = new KeysEndpoint(auth.keys());
        this.shutdown = shutdown;
        this.timeoutMs = hub.commandTimeout().toMillis() + 30_000;
    }

    @Override
    protected void service(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String path = req.getRequestURI();
        Caller caller = Caller.of(req.getAttribute(Caller.CONTEXT_KEY));   // resolved by the request guard
        String route = req.getMethod() + " " + path;
        switch (route) {
            case "GET /tools" -> JsonReplies.send(resp, 200, ToolCatalog.json(registry));
            case "GET /api/v1/status" -> status(resp, caller);
            case "POST /api/v1/command" -> command(req, resp, caller);
            case "POST /api/v1/shutdown" -> shutdown(req, resp, caller);
            default -> {
                if (path.equals("/api/v1/keys") || path.startsWith("/api/v1/keys/")) {
                    keys.handle(req, resp, caller);
                } else {
                    JsonReplies.send(resp, path.startsWith("/api/v1/") || path.equals("/tools") ? 405 : 404,
                            JsonReplies.error("NOT_FOUND", "No such endpoint: " + route + ". See README, \"REST API\"."));
                }
            }
        }
    }

    /** The fields of POST /api/v1/command's body (README, REST). */
    static final java.util.List<String> COMMAND_FIELDS = java.util.List.of("command", "params", "browser");

    private void command(HttpServletRequest req, HttpServletResponse resp, Caller caller) throws IOException {
        JsonNode body;
        try {
            body = Json.MAPPER.readTree(req.getInputStream());
        } catch (JacksonException e) {
            if (tooLarge(e)) {
                JsonReplies.send(resp, 413, JsonReplies.error("TOO_LARGE", "The body is larger than MAX_MESSAGE_BYTES; send less data per request."));
                return;
            }
            JsonReplies.send(resp, 400, JsonReplies.error("INVALID_ARGUMENT", "The body is not JSON; send {\"command\": \"list_tabs\", \"params\": {}}."));
            return;
        }
        if (body != null && body.isObject()) {
            java.util.List<String> unknown = body.propertyNames().stream().filter(f -> !COMMAND_FIELDS.contains(f)).toList();
            if (!unknown.isEmpty()) {
                // "arguments" instead of "params" would otherwise run the tool without them.
                JsonReplies.send(resp, 400, JsonReplies.error("INVALID_ARGUMENT", "Unknown field(s) " + unknown
                        + " in the body; it takes " + COMMAND_FIELDS + ": {\"command\": \"list_tabs\", \"params\": {}}."));
                return;
            }
        }
        String name = body == null ? null : body.path("command").asString(null);
        ToolDefinition def = name == null ? null : registry.find(name).orElse(null);
        if (def == null) {
            JsonReplies.send(resp, 404, JsonReplies.error(ErrorCode.UNKNOWN_TOOL.name(), name == null
                    ? "Field 'command' is required: a tool name from GET /tools."
                    : "No tool named '" + name + "'; GET /tools lists them."));
            return;
        }
        ObjectNode params = body.path("params").isObject() ? (ObjectNode) body.get("params") : Json.MAPPER.createObjectNode();
        if (body.hasNonNull("browser")) {
            params.set("browser", body.get("browser"));
        }
        CallContext ctx = CallContext.of("rest:" + (caller.key() == null ? "local" : caller.key().id()),
                req.getHeader("X-Client-Name") == null ? "rest" : req.getHeader("X-Client-Name"));
        try {
            var result = invoker.invoke(def, name, params, caller, ctx).get(timeoutMs, TimeUnit.MILLISECONDS);
            JsonReplies.send(resp, 200, ResultJson.of(def.name(), result));
        } catch (Exception e) {
            ToolFailure f = ToolFailure.from(e instanceof java.util.concurrent.ExecutionException ? e.getCause() : e);
            JsonReplies.send(resp, ResultJson.status(f.code()), ResultJson.failure(def.name(), f));
        }
    }

    /** A chunked body that passed the size limit surfaces as a read error with HTTP status 413 somewhere in its causes. */
    private static boolean tooLarge(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof org.eclipse.jetty.http.HttpException h && h.getCode() == 413) {
                return true;
            }
        }
        return false;
    }

    private void status(HttpServletResponse resp, Caller caller) throws IOException {
        try {
            invoker.authorizeStatus(caller, registry);
        } catch (ToolFailure f) {
            JsonReplies.send(resp, ResultJson.status(f.code()), JsonReplies.error(f.code().name(), f.getMessage()));
            return;
        }
        JsonReplies.send(resp, 200, status.get());
    }

    private void shutdown(HttpServletRequest req, HttpServletResponse resp, Caller caller) throws IOException {
        boolean local = java.net.InetAddress.getByName(req.getRemoteAddr()).isLoopbackAddress() && req.getHeader("Origin") == null;
        if (!(caller.admin() || (local && caller.key() == null && !auth.required()))) {
            JsonReplies.send(resp, 403, JsonReplies.error("FORBIDDEN", "Only a local caller or an admin key may stop the daemon."));
            return;
        }
        JsonReplies.send(resp, 202, Json.MAPPER.createObjectNode().put("stopping", true));
        Thread.ofPlatform().name("shutdown").start(shutdown);
    }
}
