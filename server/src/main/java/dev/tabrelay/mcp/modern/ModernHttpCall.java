package dev.tabrelay.mcp.modern;

import dev.tabrelay.mcp.InFlightRequests;
import io.modelcontextprotocol.common.McpTransportContext;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import tools.jackson.databind.JsonNode;

/**
 * A modern {@code tools/call} on {@code POST /mcp} from a client that accepts an SSE answer: a call
 * that ends within a second is answered with one JSON body like any other; a longer one turns its
 * response into an SSE stream carrying its {@code notifications/progress} (when it gave a
 * {@code progressToken}), a keep-alive comment each second, and finally its result. A stateless
 * client cannot name the call in a {@code notifications/cancelled}: it cancels by closing the
 * request, which the next write notices, and the call is then stopped in the extension like a
 * cancelled 2025 call ({@link InFlightRequests}).
 */
final class ModernHttpCall {
    private static final Duration TICK = Duration.ofSeconds(1);

    private final HttpServletResponse res;
    private OutputStream out; // guarded by this; null until the stream started
    private boolean gone;     // guarded by this: the client closed the request

    private ModernHttpCall(HttpServletResponse res) {
        this.res = res;
    }

    static boolean wanted(JsonNode message, HttpServletRequest req) {
        String accept = req.getHeader("Accept");
        return "tools/call".equals(message.path("method").asString("")) && accept != null && accept.contains("text/event-stream");
    }

    /** Runs the call; the answer to write as JSON, or null when it went out as a stream. */
    static ModernHttp.Answer run(ModernServer server, InFlightRequests inFlight, JsonNode message, HttpServletRequest req,
                                 HttpServletResponse res, McpTransportContext context) throws ExecutionException, InterruptedException {
        String connection = InFlightRequests.HTTP_CALL + UUID.randomUUID();
        McpTransportContext own = InFlightRequests.requestContext(context, InFlightRequests.key(connection, message.get("id")));
        ModernHttpCall stream = new ModernHttpCall(res);
        CompletableFuture<ModernServer.Reply> answer = server.answer(message, req::getHeader, own, stream::event);
        while (true) {
            try {
                ModernServer.Reply reply = answer.get(TICK.toMillis(), TimeUnit.MILLISECONDS);
                return stream.finish(reply);
            } catch (TimeoutException stillRunning) {
                if (!stream.write(": running\n\n")) {
                    inFlight.connectionEnded(connection); // stops the call; its answer then completes the future
                }
            }
        }
    }

    private void event(String json) {
        write("event: message\ndata: " + json + "\n\n");
    }

    /** The final answer: on the stream when one started, else as one JSON body. */
    private synchronized ModernHttp.Answer finish(ModernServer.Reply reply) {
        if (out == null) {
            return new ModernHttp.Answer(reply.refused() ? 400 : 200, reply.body());
        }
        event(reply.body());
        return null;
    }

    /** Writes (starting the stream first); false once the client is gone. */
    private synchronized boolean write(String text) {
        if (gone) {
            return false;
        }
        try {
            if (out == null) {
                res.setStatus(200);
                res.setContentType("text/event-stream");
                res.setCharacterEncoding("UTF-8");
                res.setHeader("Cache-Control", "no-cache");
                out = res.getOutputStream();
            }
            out.write(text.getBytes(StandardCharsets.UTF_8));
            out.flush();
            return true;
        } catch (IOException | RuntimeException e) {
            gone = true;
            return false;
        }
    }
}
