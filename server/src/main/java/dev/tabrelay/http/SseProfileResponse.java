package dev.tabrelay.http;

import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/**
 * Keeps a legacy SSE client's {@code ?tools=} profile: the SDK tells the client to post its
 * messages to {@code /message?sessionId=…}, which would drop the query the client connected with,
 * and the transport context (the profile) is read from each POST. This rewrites that one
 * {@code endpoint} event to {@code /message?tools=X&sessionId=…}; later events pass untouched.
 */
final class SseProfileResponse extends HttpServletResponseWrapper {
    private static final String ENDPOINT = "/message?sessionId=";
    private final String replacement;
    private PrintWriter writer;

    SseProfileResponse(HttpServletResponse response, String profile) {
        super(response);
        this.replacement = "/message?tools=" + URLEncoder.encode(profile, StandardCharsets.UTF_8) + "&sessionId=";
    }

    @Override
    public synchronized PrintWriter getWriter() throws IOException {
        if (writer == null) {
            writer = new PrintWriter(super.getWriter()) {
                private boolean rewritten;

                @Override
                public void write(String s) {
                    if (!rewritten && s.contains(ENDPOINT)) {
                        rewritten = true;
                        s = s.replace(ENDPOINT, replacement);
                    }
                    super.write(s);
                }
            };
        }
        return writer;
    }
}
