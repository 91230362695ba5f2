package dev.tabrelay.http;

import dev.tabrelay.auth.Authenticator;
import dev.tabrelay.auth.Caller;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.function.Supplier;

/**
 * {@code GET /connect}: the connection string, for {@code tabrelay launch} and scripts of the
 * browser's owner. It carries the pairing key, which lets its holder act as the user's browser
 * and receive every caller's commands, so it goes only to the owner: an admin key, or a local
 * program without a key on a daemon that does not require keys. Never to a browser (any Origin),
 * and never to an ordinary API key, however few tools it may call.
 */
public final class ConnectServlet extends HttpServlet {
    private final transient Supplier<String> connectionString;
    private final transient Authenticator auth;

    public ConnectServlet(Supplier<String> connectionString, Authenticator auth) {
        this.connectionString = connectionString;
        this.auth = auth;
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Caller caller = Caller.of(req.getAttribute(Caller.CONTEXT_KEY));
        boolean owner = auth.owner(caller, req.getRemoteAddr());
        if (!owner || req.getHeader("Origin") != null) {
            resp.setStatus(403);
            resp.setContentType("application/json");
            resp.getWriter().write(JsonResponses.errorBody("FORBIDDEN", auth.required()
                    ? "The connection string is given only to admin keys; run `tabrelay connect-string` on this machine"
                      + " (it uses TABRELAY_KEY), or create an admin key with `tabrelay keys create --admin`."
                    : "The connection string is given only to programs on this machine without an API key;"
                      + " run `tabrelay connect-string`."));
            return;
        }
        resp.setContentType("text/plain");
        resp.setHeader("Cache-Control", "no-store");
        resp.getWriter().write(connectionString.get() + "\n");
    }
}
