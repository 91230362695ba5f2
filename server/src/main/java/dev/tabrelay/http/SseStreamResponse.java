package dev.tabrelay.http;

import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Watches the one {@code endpoint} event the SDK sends on a legacy SSE stream
 * ({@code /message?sessionId=…}):
 * <ul>
 * <li>it learns the stream's session id, so the browsers the session used hear {@code session.end}
 *     when the stream closes;</li>
 * <li>with a {@code ?tools=} profile, it rewrites the event to {@code /message?tools=X&sessionId=…}:
 *     the transport context (the profile) is read from each POST, and the SDK's endpoint would drop
 *     the query the client connected with.</li>
 * </ul>
 * Later events pass untouched.
 */
final class SseStreamResponse extends HttpServletResponseWrapper {
    private static final String ENDPOINT = "/message?sessionId=";
    private static final Pattern SESSION_ID = Pattern.compile(Pattern.quote(ENDPOINT) + "([\\w-]+)");
    private final String replacement;
    private PrintWriter writer;
    private volatile String sessionId;

    /** @param profile the connection's {@code ?tools=} profile, or null to leave the event as is */
    SseStreamResponse(HttpServletResponse response, String profile) {
        super(response);
        this.replacement = profile == null ? null
                : "/message?tools=" + URLEncoder.encode(profile, StandardCharsets.UTF_8) + "&sessionId=";
    }

    /** The stream's MCP session id, once the endpoint event went out. */
    String sessionId() {
        return sessionId;
    }

    @Override
    public synchronized PrintWriter getWriter() throws IOException {
        if (writer == null) {
            writer = new PrintWriter(super.getWriter()) {
                @Override
                public void write(String s) {
                    if (sessionId == null && s.contains(ENDPOINT)) {
                        Matcher m = SESSION_ID.matcher(s);
                        sessionId = m.find() ? m.group(1) : "";
                        if (replacement != null) {
                            s = s.replace(ENDPOINT, replacement);
                        }
                    }
                    super.write(s);
                }
            };
        }
        return writer;
    }
}
