package dev.tabrelay.http;

import dev.tabrelay.auth.Authenticator;
import dev.tabrelay.auth.Caller;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code GET /api/v1/sessions}: the open MCP sessions ({@link SessionBook}) for {@code tabrelay
 * status}. Who else uses the daemon is the owner's business, so, as /connect, it answers an admin
 * key or a local program without a key on a daemon that does not require keys; never a browser.
 * Session ids are not listed: on Streamable HTTP an id is what lets its holder act as that session.
 */
public final class SessionsServlet extends HttpServlet {
    private final transient SessionCount sessions;
    private final transient Authenticator auth;

    public SessionsServlet(SessionCount sessions, Authenticator auth) {
        this.sessions = sessions;
        this.auth = auth;
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Caller caller = Caller.of(req.getAttribute(Caller.CONTEXT_KEY));
        boolean owner = auth.owner(caller, req.getRemoteAddr());
        resp.setContentType("application/json");
        resp.setHeader("Cache-Control", "no-store");
        if (!owner || req.getHeader("Origin") != null) {
            resp.setStatus(403);
            resp.getWriter().write(JsonResponses.errorBody("FORBIDDEN", "The session list is given only to admin keys"
                    + " (`tabrelay keys create --admin`, then TABRELAY_KEY) or, without --require-auth, to programs on this machine."));
            return;
        }
        ObjectNode out = JsonResponses.JSON.createObjectNode().put("open", sessions.active());
        ArrayNode list = out.putArray("sessions");
        for (SessionBook.Row r : sessions.book().rows()) {
            list.addObject().put("client", r.client()).put("transport", r.transport()).put("caller", r.caller())
                    .put("openedAt", r.opened().toString()).put("idleSeconds", r.idle().toSeconds()).put("calls", r.calls());
        }
        resp.getWriter().write(out.toString());
    }
}
