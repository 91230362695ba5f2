package dev.tabrelay.http;

import dev.tabrelay.auth.Authenticator;
import dev.tabrelay.config.Config;
import java.util.Locale;
import java.util.Set;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * First handler of every request, WebSocket upgrades included, so no endpoint can forget it:
 * <ul>
 * <li>the Host header must name a loopback address (or the bind address): a DNS-rebinding page
 *     that resolves evil.example to 127.0.0.1 still sends {@code Host: evil.example};</li>
 * <li>a browser Origin is refused unless it is the extension's own
 *     ({@code chrome-extension://<allowed id>}): web pages must never drive the user's browser.
 *     Non-browser clients send no Origin and pass.</li>
 * <li>an API key, when presented, must be valid, and when keys are required it must be there
 *     (401 otherwise). The extension link authenticates with the pairing key instead, and
 *     /health answers anyone so clients can find the daemon.</li>
 * </ul>
 */
final class RequestGuard extends Handler.Wrapper {
    private static final Logger log = LoggerFactory.getLogger(RequestGuard.class);
    private static final Set<String> LOOPBACK_NAMES = Set.of("localhost", "127.0.0.1", "[::1]", "::1");

    private final Set<String> allowedHosts;
    private final Set<String> allowedOrigins;
    private final Authenticator auth;

    RequestGuard(Config config, Authenticator auth, Handler next) {
        super(next);
        this.auth = auth;
        Set<String> hosts = new java.util.HashSet<>(config.security().allowedHosts());
        hosts.add(config.host().toLowerCase(Locale.ROOT));
        this.allowedHosts = Set.copyOf(hosts);
        Set<String> origins = new java.util.HashSet<>(config.security().allowedOrigins());
        config.extensionIds().forEach(id -> origins.add("chrome-extension://" + id));
        this.allowedOrigins = Set.copyOf(origins);
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        String host = hostName(request.getHeaders().get(HttpHeader.HOST));
        if (host == null || !(LOOPBACK_NAMES.contains(host) || host.startsWith("127.") || allowedHosts.contains(host))) {
            log.warn("Refused a request with Host '{}' (DNS-rebinding protection)", host);
            JsonResponses.error(response, callback, 403, "FORBIDDEN_HOST",
                    "Host '" + host + "' is not allowed; connect to 127.0.0.1 or localhost.");
            return true;
        }
        String origin = request.getHeaders().get(HttpHeader.ORIGIN);
        if (origin != null && !allowedOrigins.contains(origin.toLowerCase(Locale.ROOT))) {
            log.warn("Refused a request from browser origin '{}'", origin);
            JsonResponses.error(response, callback, 403, "FORBIDDEN_ORIGIN",
                    "Requests from web pages are not allowed; TabRelay accepts only local clients and its own extension.");
            return true;
        }
        String path = Request.getPathInContext(request);
        if (!path.equals("/extension") && !path.equals("/health")) {
            try {
                auth.resolve(request.getHeaders().get(HttpHeader.AUTHORIZATION));
            } catch (Authenticator.Unauthorized e) {
                response.getHeaders().put(HttpHeader.WWW_AUTHENTICATE, "Bearer realm=\"tabrelay\"");
                JsonResponses.error(response, callback, 401, "UNAUTHORIZED", e.getMessage());
                return true;
            }
        }
        String profile = profileParameter(request);
        if (profile != null && !dev.tabrelay.tools.Profile.NAMES.contains(profile.toLowerCase(Locale.ROOT))) {
            JsonResponses.error(response, callback, 400, "INVALID_ARGUMENT", "Unknown tool profile '" + profile
                    + "' in ?tools=; use one of " + String.join(", ", dev.tabrelay.tools.Profile.NAMES) + ".");
            return true;
        }
        return super.handle(request, response, callback);
    }

    /** The {@code tools} query parameter (a connection's tool profile), or null. */
    static String profileParameter(Request request) {
        String query = request.getHttpURI().getQuery();
        if (query == null) {
            return null;
        }
        for (String pair : query.split("&")) {
            if (pair.startsWith("tools=")) {
                return java.net.URLDecoder.decode(pair.substring(6), java.nio.charset.StandardCharsets.UTF_8);
            }
        }
        return null;
    }

    /** "Host: 127.0.0.1:22816" → "127.0.0.1"; "[::1]:80" → "[::1]". */
    static String hostName(String header) {
        if (header == null || header.isBlank()) {
            return null;
        }
        String h = header.trim().toLowerCase(Locale.ROOT);
        if (h.startsWith("[")) {
            int end = h.indexOf(']');
            return end < 0 ? h : h.substring(0, end + 1);
        }
        int colon = h.indexOf(':');
        return colon < 0 ? h : h.substring(0, colon);
    }
}
