package dev.tabrelay.http;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/** Stands where a surface switched off by configuration would be, and says so (404). */
public final class SwitchedOffServlet extends HttpServlet {
    private final String message;

    public SwitchedOffServlet(String message) {
        this.message = message;
    }

    @Override
    protected void service(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        resp.setStatus(404);
        resp.setContentType("application/json");
        resp.getWriter().write(JsonResponses.errorBody("SWITCHED_OFF", message));
    }
}
