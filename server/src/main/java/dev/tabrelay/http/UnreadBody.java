package dev.tabrelay.http;

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpHeaderValue;
import org.eclipse.jetty.server.Response;

/**
 * For an answer written before the request's body was read (a refused key, a peer that does not
 * answer). What has arrived of the body is read and dropped; when more is still on its way, the
 * answer says {@code Connection: close}. Otherwise Jetty closes the connection after the answer
 * without saying so, and a client that reuses it for its next request (the JDK's and Jetty's
 * clients do, and so does the fleet's proxy) sees that request fail with no answer: FleetIT
 * failed two runs in 133 that way (and CI once); none in 100 since. Jetty's own
 * {@code Response.writeError} does the same ({@code ResponseUtils.ensureConsumeAvailableOrNotPersistent}).
 */
public final class UnreadBody {
    private UnreadBody() {}

    public static void settle(Response response) {
        if (!response.isCommitted() && !response.getRequest().consumeAvailable()) {
            response.getHeaders().put(HttpHeader.CONNECTION, HttpHeaderValue.CLOSE.asString());
        }
    }
}
