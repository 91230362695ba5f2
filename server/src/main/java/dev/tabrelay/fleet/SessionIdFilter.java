package dev.tabrelay.fleet;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;
import java.io.IOException;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;

/**
 * Outermost filter on {@code /mcp}: the client sees {@code <daemonId>.<uuid>} where the SDK has
 * {@code <uuid>}. The MCP Java SDK 2.1.0 has no hook for the ids it mints:
 * DefaultMcpStreamableServerSessionFactory calls {@code UUID.randomUUID()} itself, and the only way
 * in (replacing the factory the server installs through {@code setSessionFactory}) means rebuilding
 * its sessions from its private handler maps. Renaming at the HTTP edge instead touches nothing of
 * the SDK: the response header is prefixed as it is set, the request header unprefixed as it is
 * read, so the SDK and everything behind this filter (SessionCapFilter, SessionCount, cancellation,
 * the browsers' session bookkeeping) keep seeing the SDK's own ids.
 */
public final class SessionIdFilter extends HttpFilter {
    private final FleetRoutes routes;

    public SessionIdFilter(FleetRoutes routes) {
        this.routes = routes;
    }

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse res, FilterChain chain) throws IOException, ServletException {
        String id = req.getHeader(FleetRoutes.SESSION_HEADER);
        String local = routes.local(id);
        HttpServletRequest in = id == null || id.equals(local) ? req : new HttpServletRequestWrapper(req) {
            @Override
            public String getHeader(String name) {
                return FleetRoutes.SESSION_HEADER.equalsIgnoreCase(name) ? local : super.getHeader(name);
            }

            @Override
            public Enumeration<String> getHeaders(String name) {
                return FleetRoutes.SESSION_HEADER.equalsIgnoreCase(name) ? Collections.enumeration(List.of(local)) : super.getHeaders(name);
            }
        };
        chain.doFilter(in, new HttpServletResponseWrapper(res) {
            @Override
            public void setHeader(String name, String value) {
                super.setHeader(name, outward(name, value));
            }

            @Override
            public void addHeader(String name, String value) {
                super.addHeader(name, outward(name, value));
            }
        });
    }

    private String outward(String name, String value) {
        return FleetRoutes.SESSION_HEADER.equalsIgnoreCase(name) ? routes.mint(value) : value;
    }
}
