package dev.tabrelay.http;

import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Counts Streamable HTTP sessions and legacy SSE streams into {@link SessionCount} and refuses a
 * new one when MAX_SESSIONS are open: an {@code initialize} on /mcp or a GET on /sse then gets
 * 503 with a JSON-RPC error that says what to do. Runs after {@link SdkErrorFilter}, so the body
 * it peeks at is already checked and cached.
 */
public final class SessionCapFilter extends HttpFilter {
    private static final String SESSION_HEADER = "mcp-session-id";
    private final SessionCount sessions;

    public SessionCapFilter(SessionCount sessions) {
        this.sessions = sessions;
    }

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse res, FilterChain chain) throws IOException, ServletException {
        String id = req.getHeader(SESSION_HEADER);
        boolean sseStream = "GET".equals(req.getMethod()) && req.getRequestURI().equals("/sse");
        boolean opening = sseStream || ("POST".equals(req.getMethod()) && id == null && isInitialize(req));
        String refusal = opening ? sessions.refusal() : null;
        if (refusal != null) {
            ObjectNode body = JsonResponses.JSON.createObjectNode().put("jsonrpc", "2.0");
            body.putNull("id");
            body.putObject("error").put("code", -32000).put("message", refusal);
            res.setStatus(503);
            res.setContentType("application/json");
            res.getWriter().write(body.toString());
            return;
        }
        if (id != null) {
            if ("DELETE".equals(req.getMethod())) {
                sessions.ended(id);
            } else {
                sessions.touch(id);
            }
        }
        if (sseStream) {
            sessions.sseOpened();
        }
        String profile = sseStream ? req.getParameter("tools") : null;
        SseStreamResponse stream = sseStream ? new SseStreamResponse(res, profile == null || profile.isBlank() ? null : profile) : null;
        try {
            chain.doFilter(req, stream != null ? stream : res);
        } finally {
            if (stream != null) {
                closeWhenDone(req, stream);
            }
        }
        String created = res.getHeader(SESSION_HEADER);
        if (opening && created != null && res.getStatus() < 400) {
            sessions.seen(created);
        }
    }

    /** An SSE stream lives on after the filter returns: count it down when its async cycle ends. */
    private void closeWhenDone(HttpServletRequest req, SseStreamResponse stream) {
        if (!req.isAsyncStarted()) {
            sessions.sseClosed(stream.sessionId());
            return;
        }
        req.getAsyncContext().addListener(new AsyncListener() {
            @Override
            public void onComplete(AsyncEvent event) {
                sessions.sseClosed(stream.sessionId());
            }

            @Override
            public void onTimeout(AsyncEvent event) {
                // onComplete follows.
            }

            @Override
            public void onError(AsyncEvent event) {
                // onComplete follows.
            }

            @Override
            public void onStartAsync(AsyncEvent event) {
                // Not re-dispatched.
            }
        });
    }

    private static boolean isInitialize(HttpServletRequest req) throws IOException {
        try {
            JsonNode n = JsonResponses.JSON.readTree(req.getInputStream());
            return n != null && "initialize".equals(n.path("method").asString(null));
        } catch (RuntimeException e) {
            return false;
        }
    }
}
