package dev.tabrelay.mcp.modern;

import dev.tabrelay.mcp.InFlightRequests;
import io.modelcontextprotocol.common.McpTransportContext;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.function.UnaryOperator;
import tools.jackson.databind.JsonNode;

/**
 * The 2026-07-28 revision on {@code POST /mcp}: one stateless request answered with one JSON-RPC
 * response in a JSON body, no session (a long tools/call as an SSE stream with its progress, {@link ModernHttpCall}); the answers are {@link ModernServer}'s, the revision's
 * header checks apply (a refusal is HTTP 400), a notification is 202; {@code subscriptions/listen}
 * is answered with an SSE stream that stays open ({@link ModernHttpListen}).
 */
public final class ModernHttp {
    /** @param status the HTTP status; @param body the JSON-RPC response */
    public record Answer(int status, String body) {}

    private final ModernServer server;
    private final Duration keepAlive;
    private final InFlightRequests inFlight;

    /**
     * @param keepAlive how often an idle listen stream gets a keep-alive comment (below Jetty's idle timeout)
     * @param inFlight where a call streamed over SSE is stopped when its client closes the request
     */
    public ModernHttp(ModernServer server, Duration keepAlive, InFlightRequests inFlight) {
        this.server = server;
        this.keepAlive = keepAlive;
        this.inFlight = inFlight;
    }

    /**
     * Answers the request, or streams it: null when the response became a {@code subscriptions/listen}
     * stream (started and owned by {@link ModernHttpListen}), else the status and body to write.
     */
    public Answer answer(JsonNode message, HttpServletRequest req, HttpServletResponse res, McpTransportContext context) {
        if (message.get("id") != null && "subscriptions/listen".equals(message.path("method").asString(""))) {
            ModernServer.Reply refused = ModernHttpListen.open(server, message, req, res, keepAlive);
            return refused == null ? null : new Answer(400, refused.body());
        }
        if (ModernHttpCall.wanted(message, req)) {
            try {
                return ModernHttpCall.run(server, inFlight, message, req, res, context);
            } catch (ExecutionException e) {
                return new Answer(500, ModernServer.error(message.get("id"), -32603, "Internal error; see the daemon's log.", null));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return new Answer(503, ModernServer.error(message.get("id"), -32603, "TabRelay is shutting down; retry once it runs again.", null));
            }
        }
        return answer(message, req::getHeader, context);
    }

    /** Blocks the request's thread until the answer is known (ModernServer bounds a call by its timeout). */
    public Answer answer(JsonNode message, UnaryOperator<String> header, McpTransportContext context) {
        JsonNode id = message.get("id");
        if (id == null) {
            return new Answer(202, "");   // a notification: nothing of this revision needs acting on over HTTP yet
        }
        try {
            ModernServer.Reply reply = server.answer(message, header, context).get();
            return new Answer(reply.refused() ? 400 : 200, reply.body());
        } catch (ExecutionException e) {
            // ModernServer turns every failure into a JSON-RPC error; this is a bug, not the client's fault.
            return new Answer(500, ModernServer.error(id, -32603, "Internal error; see the daemon's log.", null));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Answer(503, ModernServer.error(id, -32603, "TabRelay is shutting down; retry once it runs again.", null));
        }
    }
}
