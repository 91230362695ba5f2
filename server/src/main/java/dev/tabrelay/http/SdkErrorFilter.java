package dev.tabrelay.http;

import dev.tabrelay.mcp.InFlightRequests;
import dev.tabrelay.mcp.modern.ModernHttp;
import dev.tabrelay.mcp.modern.ModernRevision;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * In front of the MCP SDK's servlets, for two of its habits (2.1.0): it serializes whole
 * exceptions, stack trace and class names included, into HTTP error bodies, and it answers a
 * body that is valid JSON but not a JSON-RPC message ({@code null}, {@code 7}) with a 500.
 * POST bodies are checked here first (size, JSON, then {@link dev.tabrelay.mcp.JsonRpcShape}); error responses
 * (status 400+) are buffered and rewritten as a plain JSON-RPC error. Successful responses,
 * SSE streams included, pass through untouched.
 *
 * <p>Having read the message, it also does the transport's part of cancellation
 * ({@link InFlightRequests}, which says why it is not the SDK's): a {@code notifications/cancelled}
 * stops the request it names, and a {@code tools/call} is told its key (a request attribute that
 * CallerContexts puts in its transport context).
 */
public final class SdkErrorFilter extends HttpFilter {
    private final int maxBytes;
    private final InFlightRequests inFlight;

    public SdkErrorFilter(int maxBytes) {
        this(maxBytes, new InFlightRequests());
    }

    public SdkErrorFilter(int maxBytes, InFlightRequests inFlight) {
        this(maxBytes, inFlight, null);
    }

    /** Serves a request of the 2026-07-28 revision (dev.tabrelay.mcp.modern), which the SDK does not speak. */
    public interface Modern {
        /** The answer to write, or null when the response became a stream the modern side owns (subscriptions/listen). */
        ModernHttp.Answer answer(JsonNode message, HttpServletRequest req, HttpServletResponse res);
    }

    private final Modern modern;

    /** @param modern serves the 2026-07-28 revision's stateless requests on this path; null where there is none */
    public SdkErrorFilter(int maxBytes, InFlightRequests inFlight, Modern modern) {
        this.maxBytes = maxBytes;
        this.inFlight = inFlight;
        this.modern = modern;
    }

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse res, FilterChain chain) throws IOException, ServletException {
        if ("POST".equals(req.getMethod())) {
            byte[] body = req.getInputStream().readNBytes(maxBytes + 1);
            // Parsed once here; SessionCapFilter reads the tree from the request (RPC_TREE), not the bytes again.
            JsonNode tree = null;
            String refusal;
            if (body.length > maxBytes) {
                refusal = "Request too large; send less than " + maxBytes + " bytes.";
            } else {
                try {
                    tree = JsonResponses.JSON.readTree(body);
                    refusal = shapeProblem(tree);
                } catch (RuntimeException e) {
                    refusal = PARSE_ERROR;
                }
            }
            if (refusal != null) {
                int status = body.length > maxBytes ? 413 : 400;
                byte[] answer = error(refusal.startsWith("Parse") ? -32700 : -32600, refusal).getBytes(StandardCharsets.UTF_8);
                res.setStatus(status);
                res.setContentType("application/json");
                res.getOutputStream().write(answer);
                return;
            }
            JsonNode message = tree;   // parsed and shaped above: from here on, one JSON-RPC message
            dev.tabrelay.mcp.JsonRpcShape.Problem problem = dev.tabrelay.mcp.JsonRpcShape.check(message);
            if (problem != null) {
                // A request with a readable id and bad params is answered like any request on /mcp
                // (200, one JSON-RPC response); what is not a JSON-RPC message is a 400. Legacy SSE
                // answers on its stream, which this filter cannot reach: a 400 with the error there.
                boolean answered = problem.id() != null && problem.code() == dev.tabrelay.mcp.JsonRpcShape.INVALID_PARAMS
                        && !"/message".equals(req.getServletPath());
                res.setStatus(answered ? 200 : 400);
                res.setContentType("application/json");
                res.getOutputStream().write(problem.toJson().getBytes(StandardCharsets.UTF_8));
                return;
            }
            if (modern != null && ModernRevision.isModern(message)) {
                ModernHttp.Answer answer = modern.answer(message, req, res);
                if (answer == null) {
                    return;
                }
                res.setStatus(answer.status());
                if (!answer.body().isEmpty()) {
                    res.setContentType("application/json");
                    res.getOutputStream().write(answer.body().getBytes(StandardCharsets.UTF_8));
                }
                return;
            }
            if (cancellation(req, message)) {
                res.setStatus(HttpServletResponse.SC_ACCEPTED);
                return;
            }
            req.setAttribute(RPC_TREE, tree);
            req = new CachedBodyRequest(req, body);
        }
        Capture capture = new Capture(res);
        chain.doFilter(req, capture);
        if (capture.buffer != null) {
            capture.flushWriter();
            byte[] clean = clean(capture.status, capture.buffer.toString(StandardCharsets.UTF_8)).getBytes(StandardCharsets.UTF_8);
            res.setContentType("application/json");
            res.setContentLength(clean.length);
            res.getOutputStream().write(clean);
        }
    }

    /** The request attribute holding the POST body's JSON tree, parsed once by this filter. */
    static final String RPC_TREE = SdkErrorFilter.class.getName() + ".tree";
    private static final String PARSE_ERROR = "Parse error: the body is not valid JSON.";

    /**
     * The connection is what names it on this endpoint: the legacy SSE {@code sessionId}, else the
     * Streamable HTTP {@code Mcp-Session-Id}; only a client holding that id (and past RequestGuard)
     * can cancel. A {@code notifications/cancelled} is answered here (202, as Streamable HTTP answers
     * a notification): the SDK would only log a warning that it has no handler for it.
     *
     * @return whether the message was a cancellation, now answered
     */
    private boolean cancellation(HttpServletRequest req, JsonNode message) {
        String method = message.path("method").asString("");
        String connection = "/message".equals(req.getServletPath()) ? req.getParameter("sessionId") : req.getHeader("Mcp-Session-Id");
        if (InFlightRequests.METHOD.equals(method) && !message.has("id")) {
            inFlight.cancelled(connection, message.get("params"));
            return true;
        }
        if ("tools/call".equals(method)) {
            InFlightRequests.Key key = InFlightRequests.key(connection, message.get("id"));
            if (key != null) {
                req.setAttribute(InFlightRequests.KEY, key);
            }
        }
        return false;
    }

    /** @return why this parsed body is not a JSON-RPC message, or null when it may be one */
    private static String shapeProblem(JsonNode n) {
        return n != null && (n.isObject() || n.isArray()) ? null
                : "Invalid request: a JSON-RPC message is a JSON object like {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}.";
    }

    static String clean(int status, String body) {
        int code = status >= 500 ? -32603 : -32600;
        String message = null;
        Object id = null;   // kept when the error names its request (SseLifecycleFilter's do)
        try {
            JsonNode n = JsonResponses.JSON.readTree(body);
            id = dev.tabrelay.mcp.JsonRpcShape.id(n.get("id"));
            JsonNode err = n.has("jsonRpcError") ? n.get("jsonRpcError") : n.path("error");
            code = err.path("code").asInt(code);
            message = err.path("message").asString(null);
        } catch (RuntimeException notJson) {
            // The SDK wrote something else; fall back to a message by status.
        }
        if (message != null && message.startsWith("Session ID required")) {
            // The SDK calls it -32601 (method not found); it is a request this session state does not allow.
            code = -32600;
            message = "No MCP session: send initialize first (without Mcp-Session-Id), then every other request with the"
                    + " Mcp-Session-Id header its answer carried.";
        }
        if (message == null || message.contains("java.") || message.contains("Exception") || message.contains("[Source")) {
            message = switch (code) {
                case -32700 -> "Parse error: the body is not valid JSON-RPC.";
                case -32601 -> "Method not found.";
                case -32602 -> "Invalid params.";
                default -> status >= 500 ? "Internal error; the bridge log has details." : "Invalid request.";
            };
        }
        return new dev.tabrelay.mcp.JsonRpcShape.Problem(id, code, message).toJson();
    }

    private static String error(int code, String message) {
        ObjectNode out = JsonResponses.JSON.createObjectNode().put("jsonrpc", "2.0");
        out.putNull("id");
        out.putObject("error").put("code", code).put("message", message);
        return out.toString();
    }

    /** Passes output through until an error status is set; from then on keeps it for rewriting. */
    private static final class Capture extends HttpServletResponseWrapper {
        int status = 200;
        ByteArrayOutputStream buffer;
        private PrintWriter writer;

        Capture(HttpServletResponse res) {
            super(res);
        }

        @Override
        public void setStatus(int sc) {
            status = sc;
            super.setStatus(sc);
        }

        @Override
        public void sendError(int sc, String msg) throws IOException {
            sendError(sc);
        }

        @Override
        public void sendError(int sc) throws IOException {
            status = sc;
            super.setStatus(sc);
            buffer();
        }

        private ByteArrayOutputStream buffer() {
            if (buffer == null) {
                buffer = new ByteArrayOutputStream();
            }
            return buffer;
        }

        @Override
        public ServletOutputStream getOutputStream() throws IOException {
            if (status < 400) {
                return super.getOutputStream();
            }
            ByteArrayOutputStream out = buffer();
            return new ServletOutputStream() {
                @Override
                public void write(int b) {
                    out.write(b);
                }

                @Override
                public boolean isReady() {
                    return true;
                }

                @Override
                public void setWriteListener(WriteListener listener) {
                    throw new UnsupportedOperationException("error bodies are written synchronously");
                }
            };
        }

        @Override
        public PrintWriter getWriter() throws IOException {
            if (status < 400) {
                return super.getWriter();
            }
            if (writer == null) {
                writer = new PrintWriter(new OutputStreamWriter(buffer(), StandardCharsets.UTF_8));
            }
            return writer;
        }

        /** A writer only flushes its encoder on demand; the buffer is complete after this. */
        void flushWriter() {
            if (writer != null) {
                writer.flush();
            }
        }

        @Override
        public void setContentLength(int len) {
            if (status < 400) {
                super.setContentLength(len);
            }
        }
    }
}
