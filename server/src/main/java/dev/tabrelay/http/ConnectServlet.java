package dev.tabrelay.http;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.InetAddress;
import java.util.function.Supplier;

/**
 * {@code GET /connect}: the connection string, for {@code tabrelay launch} and scripts on this
 * machine. It carries the pairing key, so it is answered only to a loopback caller that is not
 * a browser (no Origin header at all, not even the extension's).
 */
public final class ConnectServlet extends HttpServlet {
    private final transient Supplier<String> connectionString;

    public ConnectServlet(Supplier<String> connectionString) {
        this.connectionString = connectionString;
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        boolean loopback = InetAddress.getByName(req.getRemoteAddr()).isLoopbackAddress();
        if (!loopback || req.getHeader("Origin") != null) {
            resp.setStatus(403);
            resp.setContentType("application/json");
            resp.getWriter().write(JsonResponses.errorBody("FORBIDDEN",
                    "The connection string is only given to programs on this machine; run `tabrelay connect-string`."));
            return;
        }
        resp.setContentType("text/plain");
        resp.setHeader("Cache-Control", "no-store");
        resp.getWriter().write(connectionString.get() + "\n");
    }
}
