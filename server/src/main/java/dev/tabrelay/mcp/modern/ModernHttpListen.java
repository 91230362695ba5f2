package dev.tabrelay.mcp.modern;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import tools.jackson.databind.JsonNode;

/**
 * {@code subscriptions/listen} on {@code POST /mcp}: the response is an SSE stream that stays open,
 * one {@code event: message} per JSON-RPC message ({@link ModernListens} writes the acknowledgement
 * and the list changes). Each stream is its own connection: a stateless client cannot name it in a
 * {@code notifications/cancelled}, so closing the stream (the v2 client aborts the request) is what
 * ends it, noticed at the next write. Keep-alive comments go out at the daemon's keep-alive
 * interval, below Jetty's idle timeout, so an idle listen is not cut.
 */
final class ModernHttpListen implements AsyncListener {
    /** One thread for every stream's keep-alive: the writes are tiny. */
    private static final ScheduledExecutorService KEEP_ALIVE = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "tabrelay-listen-keepalive");
        t.setDaemon(true);
        return t;
    });

    private final ModernServer server;
    private final String connection = "http-listen:" + UUID.randomUUID();
    private final HttpServletRequest req;
    private final HttpServletResponse res;
    private AsyncContext async; // guarded by this
    private OutputStream out;
    private ScheduledFuture<?> keepAlive;
    private boolean ended;

    private ModernHttpListen(ModernServer server, HttpServletRequest req, HttpServletResponse res) {
        this.server = server;
        this.req = req;
        this.res = res;
    }

    /** Opens the stream; the refusal to answer with (HTTP 400) when the request may not listen, else null. */
    static ModernServer.Reply open(ModernServer server, JsonNode message, HttpServletRequest req, HttpServletResponse res, Duration keepAlive) {
        ModernHttpListen listen = new ModernHttpListen(server, req, res);
        ModernServer.Reply refused = server.listen(message, req::getHeader, listen.connection, listen::send, listen::end);
        if (refused == null) {
            listen.keepAlive(keepAlive);
        }
        return refused;
    }

    private synchronized void keepAlive(Duration every) {
        if (!ended) {
            keepAlive = KEEP_ALIVE.scheduleAtFixedRate(() -> write(": keep-alive\n\n"), every.toMillis(), every.toMillis(), TimeUnit.MILLISECONDS);
        }
    }

    /** The first message (the acknowledgement, on the request's thread) starts the response. */
    private synchronized void send(String json) {
        if (ended) {
            return;
        }
        if (async == null) {
            async = req.startAsync();
            async.setTimeout(0);   // the stream lasts until the client or the daemon ends it
            async.addListener(this);
            res.setStatus(200);
            res.setContentType("text/event-stream");
            res.setCharacterEncoding("UTF-8");
            res.setHeader("Cache-Control", "no-cache");
            try {
                out = res.getOutputStream();
            } catch (IOException e) {
                gone();
                return;
            }
        }
        write("event: message\ndata: " + json + "\n\n");
    }

    private synchronized void write(String text) {
        if (ended || out == null) {
            return;
        }
        try {
            out.write(text.getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException e) {
            gone();
        }
    }

    /** The client left: the listen is forgotten and the stream closed. */
    private void gone() {
        server.connectionEnded(connection);
        end();
    }

    private synchronized void end() {
        if (ended) {
            return;
        }
        ended = true;
        if (keepAlive != null) {
            keepAlive.cancel(false);
        }
        if (async != null) {
            try {
                async.complete();
            } catch (IllegalStateException alreadyDone) {
                // completed by the container (error, client gone)
            }
        }
    }

    @Override
    public void onComplete(AsyncEvent event) {
        gone();
    }

    @Override
    public void onTimeout(AsyncEvent event) {
        gone();
    }

    @Override
    public void onError(AsyncEvent event) {
        gone();
    }

    @Override
    public void onStartAsync(AsyncEvent event) {
        // nothing: the stream is started once
    }
}
