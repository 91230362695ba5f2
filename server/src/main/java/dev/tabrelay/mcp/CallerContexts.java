package dev.tabrelay.mcp;

import dev.tabrelay.auth.Authenticator;
import dev.tabrelay.auth.Caller;
import dev.tabrelay.tools.Profile;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.server.McpTransportContextExtractor;
import jakarta.servlet.http.HttpServletRequest;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.jetty.websocket.api.UpgradeRequest;

/**
 * Puts the request's {@link Caller} into the MCP transport context, per HTTP request and per
 * WebSocket connection, so tool filters and calls know whose ACL applies; and the tool profile
 * the connection asked for with {@code ?tools=}. The request guard already refused bad keys and
 * unknown profiles; a caller that cannot be resolved here sees nothing.
 */
public final class CallerContexts {
    /** The {@link Profile} chosen by the connection's {@code tools} query parameter, when it gave one. */
    public static final String PROFILE_KEY = "tabrelay.profile";
    public static final String PROFILE_PARAM = "tools";
    /**
     * A legacy SSE connection's transport session id (the {@code sessionId} of its POSTs to
     * /message). The SDK's exchange names the session differently on that transport, and the
     * stream's end is known by this id (http/SseStreamResponse), so calls carry this one.
     */
    public static final String STREAM_SESSION_KEY = "tabrelay.streamSession";

    private CallerContexts() {}

    /** Per HTTP request; a tools/call also carries its key for cancellation (set by http/SdkErrorFilter). */
    public static McpTransportContextExtractor<HttpServletRequest> http(Authenticator auth) {
        return request -> InFlightRequests.requestContext(httpContext(auth, request),
                request.getAttribute(InFlightRequests.KEY) instanceof InFlightRequests.Key key ? key : null);
    }

    private static McpTransportContext httpContext(Authenticator auth, HttpServletRequest request) {
        McpTransportContext context = context(auth, Authenticator.authorization(request.getHeader("Authorization"),
                "/sse".equals(request.getRequestURI()) ? request.getParameter("access_token") : null), request.getParameter(PROFILE_PARAM));
        String stream = "/message".equals(request.getRequestURI()) ? request.getParameter("sessionId") : null;
        if (stream == null || stream.isBlank()) {
            return context;
        }
        Map<String, Object> values = new HashMap<>();
        values.put(Caller.CONTEXT_KEY, context.get(Caller.CONTEXT_KEY));
        if (context.get(PROFILE_KEY) != null) {
            values.put(PROFILE_KEY, context.get(PROFILE_KEY));
        }
        values.put(STREAM_SESSION_KEY, stream);
        return McpTransportContext.create(values);
    }

    public static McpTransportContextExtractor<UpgradeRequest> webSocket(Authenticator auth) {
        return request -> {
            Map<String, List<String>> query = request.getParameterMap() == null ? Map.of() : request.getParameterMap();
            List<String> tools = query.get(PROFILE_PARAM);
            List<String> token = query.get("access_token");
            return context(auth, Authenticator.authorization(request.getHeader("Authorization"),
                    token == null || token.isEmpty() ? null : token.get(0)), tools == null || tools.isEmpty() ? null : tools.get(0));
        };
    }

    private static McpTransportContext context(Authenticator auth, String authorization, String profile) {
        Caller caller = auth.resolveQuietly(authorization);
        Map<String, Object> values = new HashMap<>();
        values.put(Caller.CONTEXT_KEY, caller == null ? Caller.NOBODY : caller);
        Profile p = profileOrNull(profile);
        if (p != null) {
            values.put(PROFILE_KEY, p);
        }
        return McpTransportContext.create(values);
    }

    /** The caller the transport's context extractor found; stdio (embedded) has none and is local. */
    public static Caller caller(McpTransportContext context) {
        Object c = context == null ? null : context.get(Caller.CONTEXT_KEY);
        return c instanceof Caller caller ? caller : Caller.LOCAL;
    }

    /** The guard refuses unknown names with a clear 400 first; here an unknown one just means "not chosen". */
    static Profile profileOrNull(String value) {
        try {
            return Profile.parse(value, "The 'tools' query parameter");
        } catch (RuntimeException e) {
            return null;
        }
    }
}
