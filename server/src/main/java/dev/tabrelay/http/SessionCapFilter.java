package dev.tabrelay.http;

import dev.tabrelay.auth.Caller;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;
import java.io.IOException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Keeps {@link SessionCount} true for Streamable HTTP and legacy SSE: an {@code initialize} on
 * /mcp or a GET on /sse must be admitted (503 or 429 with a JSON-RPC error that says what to do
 * otherwise); a session is counted the moment a response names it, whatever the request
 * carried, against the share of its {@link SessionCount#owner} (the initialize's clientInfo name and
 * User-Agent for a local program); a request naming a session this daemon does not count (ended, evicted, never issued)
 * is answered 404, which MCP clients take as "initialize again". Runs after
 * {@link SdkErrorFilter}, so the body it peeks at is already checked and cached.
 */
public final class SessionCapFilter extends HttpFilter {
    private static final String SESSION_HEADER = "mcp-session-id";
    private final transient SessionCount sessions;

    public SessionCapFilter(SessionCount sessions) {
        this.sessions = sessions;
    }

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse res, FilterChain chain) throws IOException, ServletException {
        String id = req.getHeader(SESSION_HEADER);
        boolean sseStream = "GET".equals(req.getMethod()) && req.getRequestURI().equals("/sse");
        JsonNode rpc = "POST".equals(req.getMethod()) && req.getRequestURI().equals("/mcp") ? rpcBody(req) : null;
        boolean initialize = rpc != null && "initialize".equals(rpc.path("method").asString(null));
        Caller caller = Caller.of(req.getAttribute(Caller.CONTEXT_KEY));
        String sseSession = "POST".equals(req.getMethod()) && req.getRequestURI().equals("/message") ? req.getParameter("sessionId") : null;
        if (sseSession != null) {
            // An SSE stream's session is named by its POSTs (it is counted by the stream; this only describes it).
            sessions.book().opened(sseSession, SessionBook.SSE, null, caller.label());
            sessions.book().touched(sseSession);
        }
        String client = initialize ? rpc.path("params").path("clientInfo").path("name").asString(null) : null;
        String owner = SessionCount.owner(caller, client, req.getHeader("User-Agent"));
        if (sseStream || initialize) {
            SessionCount.Refusal refusal = sseStream ? sessions.admit(caller, false) : sessions.admitStreamable(caller, owner);
            if (refusal != null) {
                rpcError(res, refusal.status(), -32000, refusal.message());
                return;
            }
        } else if (id != null && "DELETE".equals(req.getMethod())) {
            sessions.ended(id);
        } else if (id != null && !sessions.touch(id, call(rpc))) {
            rpcError(res, 404, -32001, "Session not found (it ended, was idle too long or made room for another);"
                    + " initialize a new session.");
            return;
        }
        if (sseStream) {
            Runnable closed = sessions.opened(caller);
            String profile = req.getParameter("tools");
            SseStreamResponse stream = new SseStreamResponse(res, profile == null || profile.isBlank() ? null : profile);
            try {
                chain.doFilter(req, stream);
            } finally {
                AsyncEnd.whenDone(req, () -> {
                    closed.run();
                    sessions.sseEnded(stream.sessionId());
                });
            }
            return;
        }
        if (id != null && "GET".equals(req.getMethod()) && req.getRequestURI().equals("/mcp")) {
            // The session's notification stream: the session is not idle while it is open.
            Runnable closed = sessions.listening(id);
            try {
                chain.doFilter(req, new SessionIdCapture(res, caller, owner, client));
            } finally {
                AsyncEnd.whenDone(req, closed);
            }
            return;
        }
        chain.doFilter(req, new SessionIdCapture(res, caller, owner, client));
    }

    /** Counts a Streamable HTTP session as its id is set on the response, before any byte reaches the client. */
    private final class SessionIdCapture extends HttpServletResponseWrapper {
        private final Caller caller;
        private final String owner;
        private final String client;

        SessionIdCapture(HttpServletResponse response, Caller caller, String owner, String client) {
            super(response);
            this.caller = caller;
            this.owner = owner;
            this.client = client;
        }

        @Override
        public void setHeader(String name, String value) {
            capture(name, value);
            super.setHeader(name, value);
        }

        @Override
        public void addHeader(String name, String value) {
            capture(name, value);
            super.addHeader(name, value);
        }

        private void capture(String name, String value) {
            if (SESSION_HEADER.equalsIgnoreCase(name) && value != null && !value.isBlank()) {
                sessions.seen(value, caller, owner, client);
            }
        }
    }

    private static void rpcError(HttpServletResponse res, int status, int code, String message) throws IOException {
        ObjectNode body = JsonResponses.JSON.createObjectNode().put("jsonrpc", "2.0");
        body.putNull("id");
        body.putObject("error").put("code", code).put("message", message);
        res.setStatus(status);
        res.setContentType("application/json");
        res.getWriter().write(body.toString());
    }

    /** A POST that is more than the handshake's {@code notifications/initialized}: the session is in use. */
    private static boolean call(JsonNode rpc) {
        return rpc != null && !"notifications/initialized".equals(rpc.path("method").asString(null));
    }

    /** The JSON-RPC body (parsed and cached by SdkErrorFilter, so the SDK reads it again), or null when it is none. */
    private static JsonNode rpcBody(HttpServletRequest req) throws IOException {
        if (req.getAttribute(SdkErrorFilter.RPC_TREE) instanceof JsonNode tree) {
            return tree;
        }
        try {
            return JsonResponses.JSON.readTree(req.getInputStream());
        } catch (RuntimeException e) {
            return null;
        }
    }
}
