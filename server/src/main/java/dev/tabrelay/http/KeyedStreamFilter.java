package dev.tabrelay.http;

import dev.tabrelay.auth.Caller;
import dev.tabrelay.auth.LiveConnections;
import jakarta.servlet.AsyncContext;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * Registers the streams an API key opens (legacy SSE, Streamable HTTP GET) with
 * {@link LiveConnections}, so revoking the key ends them at once: each request on them is
 * checked again anyway, but a stream must not go on carrying messages to a revoked key.
 */
final class KeyedStreamFilter extends HttpFilter {
    private final transient LiveConnections live;

    KeyedStreamFilter(LiveConnections live) {
        this.live = live;
    }

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse res, FilterChain chain) throws IOException, ServletException {
        chain.doFilter(req, res);
        if (!req.isAsyncStarted()) {
            return;
        }
        Caller caller = Caller.of(req.getAttribute(Caller.CONTEXT_KEY));
        if (caller.key() == null) {
            return;
        }
        AsyncContext async;
        try {
            async = req.getAsyncContext();
        } catch (IllegalStateException ended) {
            return;   // the stream already ended
        }
        Runnable untrack = live.register(caller, () -> {
            try {
                async.complete();
            } catch (IllegalStateException alreadyDone) {
                // The stream ended by itself in the meantime.
            }
        });
        AsyncEnd.whenDone(req, untrack);
    }
}
