package dev.tabrelay.mcp;

import dev.tabrelay.auth.Authenticator;
import dev.tabrelay.auth.Caller;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.server.McpTransportContextExtractor;
import jakarta.servlet.http.HttpServletRequest;
import java.util.Map;
import org.eclipse.jetty.websocket.api.UpgradeRequest;

/**
 * Puts the request's {@link Caller} into the MCP transport context, per HTTP request and per
 * WebSocket connection, so tool filters and calls know whose ACL applies. The request guard
 * already refused bad keys; a caller that cannot be resolved here sees nothing.
 */
public final class CallerContexts {
    private CallerContexts() {}

    public static McpTransportContextExtractor<HttpServletRequest> http(Authenticator auth) {
        return request -> context(auth, request.getHeader("Authorization"));
    }

    public static McpTransportContextExtractor<UpgradeRequest> webSocket(Authenticator auth) {
        return request -> context(auth, request.getHeader("Authorization"));
    }

    private static McpTransportContext context(Authenticator auth, String authorization) {
        Caller caller = auth.resolveQuietly(authorization);
        return McpTransportContext.create(Map.of(Caller.CONTEXT_KEY, caller == null ? Caller.NOBODY : caller));
    }
}
