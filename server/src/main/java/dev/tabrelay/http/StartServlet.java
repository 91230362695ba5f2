package dev.tabrelay.http;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;

/**
 * {@code GET /start}: the page `tabrelay launch` opens first, so a newcomer's first request
 * ("extract my active tab") reads something instead of about:blank, which Chrome lets no
 * extension read. Static, with no secret in it, so it needs no key.
 */
final class StartServlet extends HttpServlet {
    private final byte[] page;

    StartServlet() {
        try (InputStream in = StartServlet.class.getResourceAsStream("start.html")) {
            if (in == null) {
                throw new IllegalStateException("start.html is missing from the jar");
            }
            page = in.readAllBytes();
        } catch (IOException e) {
            throw new IllegalStateException("start.html could not be read", e);
        }
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        resp.setContentType("text/html; charset=utf-8");
        resp.setHeader("Cache-Control", "no-store");
        resp.getOutputStream().write(page);
    }
}
