package dev.tabrelay.http;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import tools.jackson.databind.JsonNode;

/**
 * Legacy SSE's {@code /message}: requests sent before the handshake is complete are answered,
 * the way the WebSocket endpoint answers them (WebSocketMcpEndpoint#admitted). The SDK holds
 * every request but ping until {@code notifications/initialized}, and its SSE servlet holds the
 * POST with it, so a client waiting for the answer before sending that notification waited
 * forever. Before {@code initialize}: a 400 with a JSON-RPC -32600 error. Between the initialize
 * answer and {@code notifications/initialized}: the handshake is completed for the client, then
 * the request is served; the client's own notification is then not passed on twice.
 * Runs after {@link SdkErrorFilter}, so the body is valid JSON-RPC and cached.
 */
final class SseLifecycleFilter extends HttpFilter {
    private enum State { INITIALIZING, READY }

    private static final byte[] INITIALIZED = "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}"
            .getBytes(StandardCharsets.UTF_8);
    /**
     * By SSE session id. Forgotten only after a day without a POST: an open SSE stream has no idle
     * limit, and a session forgotten here would have its next request refused as uninitialized.
     * Bounded by size too (MAX_SESSIONS is at most 10,000); an entry is a few dozen bytes.
     */
    private final Cache<String, State> sessions = Caffeine.newBuilder().maximumSize(20_000)
            .expireAfterAccess(java.time.Duration.ofDays(1)).build();

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse res, FilterChain chain) throws IOException, ServletException {
        String session = req.getParameter("sessionId");
        if (!"POST".equals(req.getMethod()) || session == null) {
            chain.doFilter(req, res);
            return;
        }
        JsonNode msg = JsonResponses.JSON.readTree(req.getInputStream().readAllBytes());
        String method = msg.path("method").asString(null);
        boolean request = msg.has("id") && method != null;
        State state = sessions.getIfPresent(session);
        if (request && "initialize".equals(method)) {
            sessions.put(session, State.INITIALIZING);
        } else if (request && !"ping".equals(method) && state != State.READY) {
            if (state == null) {
                res.setStatus(400);
                res.setContentType("application/json");
                res.getOutputStream().write(new dev.tabrelay.mcp.JsonRpcShape.Problem(dev.tabrelay.mcp.JsonRpcShape.id(msg.get("id")),
                        -32600, "Invalid request: this session is not initialized; send initialize first, then"
                        + " notifications/initialized (MCP lifecycle).").toJson().getBytes(StandardCharsets.UTF_8));
                return;
            }
            sessions.put(session, State.READY);
            chain.doFilter(new CachedBodyRequest(req, INITIALIZED), new Discard(res));
        } else if (!request && "notifications/initialized".equals(method)) {
            if (state == State.READY) {
                res.setStatus(200);
                return;
            }
            sessions.put(session, State.READY);
        }
        chain.doFilter(req, res);
    }

    /** Swallows what the SDK writes for the handshake step done on the client's behalf. */
    private static final class Discard extends HttpServletResponseWrapper {
        Discard(HttpServletResponse res) {
            super(res);
        }

        @Override
        public void setStatus(int sc) {
        }

        @Override
        public void sendError(int sc) {
        }

        @Override
        public void sendError(int sc, String msg) {
        }

        @Override
        public void setContentType(String type) {
        }

        @Override
        public ServletOutputStream getOutputStream() {
            return new ServletOutputStream() {
                @Override
                public void write(int b) {
                }

                @Override
                public boolean isReady() {
                    return true;
                }

                @Override
                public void setWriteListener(WriteListener listener) {
                }
            };
        }

        @Override
        public PrintWriter getWriter() {
            return new PrintWriter(java.io.OutputStream.nullOutputStream());
        }
    }
}
