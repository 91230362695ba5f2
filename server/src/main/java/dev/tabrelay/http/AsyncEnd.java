package dev.tabrelay.http;

import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.http.HttpServletRequest;

/** Runs something when a request's async cycle (an SSE or Streamable HTTP stream) ends. */
final class AsyncEnd {
    private AsyncEnd() {}

    /** Runs {@code done} now if the request did not go async, else once its stream completes. */
    static void whenDone(HttpServletRequest req, Runnable done) {
        if (!req.isAsyncStarted()) {
            done.run();
            return;
        }
        req.getAsyncContext().addListener(new AsyncListener() {
            @Override
            public void onComplete(AsyncEvent event) {
                done.run();
            }

            @Override
            public void onTimeout(AsyncEvent event) {
                // onComplete follows.
            }

            @Override
            public void onError(AsyncEvent event) {
                // onComplete follows.
            }

            @Override
            public void onStartAsync(AsyncEvent event) {
                // Not re-dispatched.
            }
        });
    }
}
