package dev.tabrelay.http;

import dev.tabrelay.auth.Authenticator;
import dev.tabrelay.auth.Caller;
import dev.tabrelay.config.Config;
import dev.tabrelay.errors.LogSafe;
import dev.tabrelay.gateway.GatewayAccess;
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
 *     ({@code chrome-extension://<allowed id>}) or the daemon's own (same scheme, loopback host
 *     and port as the request): web pages must never drive the user's browser.
 *     Non-browser clients send no Origin and pass. Browsers send no Origin on a page's no-cors
 *     GET ({@code <img src>}, {@code fetch(url, {mode: "no-cors"})}), but they do send
 *     {@code Sec-Fetch-Site}: a cross-site or same-site one without the extension's Origin is a
 *     web page too (it could otherwise open SSE streams until every client is locked out).</li>
 * <li>an API key, when presented, must be valid, and when keys are required it must be there
 *     (401 otherwise). The extension link authenticates with the pairing key instead, and
 *     /health answers anyone so clients can find the daemon.</li>
 * </ul>
 */
final class RequestGuard extends Handler.Wrapper {
    private static final Logger log = LoggerFactory.getLogger(RequestGuard.class);
    private static final Set<String> LOOPBACK_NAMES = Set.of("localhost", "[::1]");
    /** An IPv4 literal in 127.0.0.0/8, whole: "127.0.0.1.evil.test" is a DNS name, not loopback. */
    private static final java.util.regex.Pattern LOOPBACK_V4 = java.util.regex.Pattern.compile(
            "127\\.(25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.(25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.(25[0-5]|2[0-4]\\d|1?\\d?\\d)");

    private final Set<String> allowedHosts;
    private final Set<String> allowedOrigins;
    private final Authenticator auth;
    /** The gateway's own rule (always a key); null when the daemon runs no gateway. */
    private final GatewayAccess gateway;

    /** Forwards requests for another daemon's sessions and browser handles; null when MCP is off. */
    private final dev.tabrelay.fleet.FleetRouter fleet;

    RequestGuard(Config config, Authenticator auth, Handler next) {
        this(config, auth, null, null, next);
    }

    RequestGuard(Config config, Authenticator auth, GatewayAccess gateway, dev.tabrelay.fleet.FleetRouter fleet, Handler next) {
        super(next);
        this.auth = auth;
        this.gateway = gateway;
        this.fleet = fleet;
        Set<String> hosts = new java.util.HashSet<>(config.security().allowedHosts());
        hosts.add(config.host().toLowerCase(Locale.ROOT));
        this.allowedHosts = Set.copyOf(hosts);
        Set<String> origins = new java.util.HashSet<>(config.security().allowedOrigins());
        config.extensionIds().forEach(id -> origins.add("chrome-extension://" + id));
        this.allowedOrigins = Set.copyOf(origins);
    }

    /** Answered without a key: the extension's link (it has its own pairing key), liveness, the static start page. */
    private static final Set<String> OPEN_PATHS = Set.of("/extension", "/health", "/start");
    /** The endpoints that also take the key as ?access_token= (clients that cannot send headers). */
    private static final Set<String> TOKEN_PATHS = Set.of("/mcp-ws", "/sse");

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        String hostHeader = request.getHeaders().get(HttpHeader.HOST);
        String host = hostName(hostHeader);
        if (host == null || !(loopback(host) || allowedHosts.contains(host))) {
            log.warn("Refused a request with Host '{}' (DNS-rebinding protection)", LogSafe.text(host, 100));
            JsonResponses.error(response, callback, 403, "FORBIDDEN_HOST",
                    "This Host is not allowed; connect to 127.0.0.1 or localhost (or add the name with --allowed-hosts).");
            return true;
        }
        String origin = request.getHeaders().get(HttpHeader.ORIGIN);
        String fetchSite = request.getHeaders().get("Sec-Fetch-Site");
        boolean fromPage = origin != null ? !(allowedOrigins.contains(origin.toLowerCase(Locale.ROOT)) || sameOrigin(origin, hostHeader))
                : "cross-site".equalsIgnoreCase(fetchSite) || "same-site".equalsIgnoreCase(fetchSite);
        if (fromPage) {
            log.warn("Refused a request from a web page (Origin '{}', Sec-Fetch-Site '{}')", LogSafe.text(origin, 100),
                    LogSafe.text(fetchSite, 20));
            JsonResponses.error(response, callback, 403, "FORBIDDEN_ORIGIN",
                    "Requests from web pages are not allowed; TabRelay accepts only local clients and its own extension.");
            return true;
        }
        if (fleet != null) {
            // After Host and Origin (judged against what the client sent), before the key: the owner checks it.
            request = fleet.route(request, response, callback);
            if (request == null) {
                return true;
            }
        }
        String path = Request.getPathInContext(request);
        if (gateway != null && (path.startsWith(GatewayAccess.PREFIX) || path.startsWith(GatewayAccess.CHAT_PREFIX))) {
            return gateway(request, response, callback, path);
        }
        if (!OPEN_PATHS.contains(path)) {
            try {
                // Resolved once here; filters, servlets and MCP contexts read the attribute.
                String token = TOKEN_PATHS.contains(path) ? queryParameter(request, "access_token") : null;
                request.setAttribute(Caller.CONTEXT_KEY,
                        auth.resolve(Authenticator.authorization(request.getHeaders().get(HttpHeader.AUTHORIZATION), token)));
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

    /**
     * The daemon's own origin: {@code Origin: http://127.0.0.1:22816} on a request to
     * {@code Host: 127.0.0.1:22816}. Only pages the daemon itself serves have it (the Host was
     * already checked to be loopback, so a rebinding name never gets here), and MCP's
     * DNS-rebinding rule (and its conformance suite) expects a local server to accept it.
     * Another loopback port (a dev server on localhost:3000) is another origin and stays refused.
     */
    static boolean sameOrigin(String origin, String hostHeader) {
        if (hostHeader == null) {
            return false;
        }
        String own = "http://" + hostHeader.trim().toLowerCase(Locale.ROOT);
        return origin.trim().toLowerCase(Locale.ROOT).equals(own) && loopback(hostName(hostHeader));
    }

    private boolean gateway(Request request, Response response, Callback callback, String path) throws Exception {
        String token = Authenticator.bearer(request.getHeaders().get(HttpHeader.AUTHORIZATION));
        if (token == null && path.endsWith("/mcp-ws")) {
            // A browser WebSocket cannot send headers: the extension's chat client sends ?token=.
            token = queryParameter(request, "access_token");
            token = token != null ? token : queryParameter(request, "token");
        }
        try {
            request.setAttribute(Caller.CONTEXT_KEY, path.startsWith(GatewayAccess.CHAT_PREFIX) ? gateway.owner(token) : gateway.resolve(token));
        } catch (Authenticator.Unauthorized e) {
            response.getHeaders().put(HttpHeader.WWW_AUTHENTICATE, "Bearer realm=\"tabrelay-gateway\"");
            JsonResponses.error(response, callback, 401, "UNAUTHORIZED", e.getMessage());
            return true;
        } catch (GatewayAccess.Forbidden e) {
            JsonResponses.error(response, callback, 403, "FORBIDDEN", e.getMessage());
            return true;
        }
        return super.handle(request, response, callback);
    }

    static boolean loopback(String host) {
        // The name nearly every local client sends, checked first: the regex ran on each request (~1 % of a relayed call's CPU).
        return "127.0.0.1".equals(host) || LOOPBACK_NAMES.contains(host) || LOOPBACK_V4.matcher(host).matches();
    }

    /** The {@code tools} query parameter (a connection's tool profile), or null. */
    static String profileParameter(Request request) {
        return queryParameter(request, "tools");
    }

    /** One query parameter, decoded, or null. */
    static String queryParameter(Request request, String name) {
        String query = request.getHttpURI().getQuery();
        if (query == null) {
            return null;
        }
        for (String pair : query.split("&")) {
            if (pair.startsWith(name + "=")) {
                return java.net.URLDecoder.decode(pair.substring(name.length() + 1), java.nio.charset.StandardCharsets.UTF_8);
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
