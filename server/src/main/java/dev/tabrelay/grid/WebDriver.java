package dev.tabrelay.grid;

import dev.tabrelay.json.Json;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The four W3C WebDriver calls a lease needs, against a Selenium Grid router: new session, a
 * liveness probe that doubles as the heartbeat, delete, and the Grid's {@code /status} (to find
 * a session's node and our own sessions the daemon no longer knows).
 *
 * <p>Plain HTTP on the JDK client with the project's JSON library rather than Selenium's Java
 * client: {@code RemoteWebDriver} brings its own HTTP stack, JSON coder and some forty jars for
 * these four requests, and cannot abort a new-session request that waits in the Grid's queue
 * (cancelling the JDK's {@code sendAsync} future does, which the queue deadline relies on).
 */
class WebDriver {
    /** The outcome of a probe. */
    enum Liveness { ALIVE, GONE, BROWSER_DEAD, UNREACHABLE }

    /** A Grid answer that is an error: its W3C error code and message, and the HTTP status. */
    static final class GridError extends RuntimeException {
        final int status;
        final String error;

        GridError(int status, String error, String message) {
            super(message, null, false, false);
            this.status = status;
            this.error = error;
        }
    }

    /** A session the Grid created for us. */
    record Session(String id, String browserName, String browserVersion) {}

    private static final Duration SHORT = Duration.ofSeconds(10);
    private final URI hub;
    private final Map<String, String> headers;
    private final HttpClient http;

    WebDriver(URI hub, Map<String, String> headers) {
        this.hub = hub;
        this.headers = headers;
        this.http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).version(HttpClient.Version.HTTP_1_1).build();
    }

    /**
     * Asks for a browser; the Grid holds the request in its queue until a slot matches. Cancel the
     * returned future to give up waiting (the request is aborted; a session the Grid still creates
     * afterwards is found by {@link #ours} and deleted).
     */
    CompletableFuture<Session> newSession(ObjectNode alwaysMatch) {
        ObjectNode body = Json.object();
        body.putObject("capabilities").set("alwaysMatch", alwaysMatch);
        // The Grid refuses a bare application/json on new session (it wants the charset).
        HttpRequest req = request("/session").header("Content-Type", "application/json; charset=utf-8")
                .POST(HttpRequest.BodyPublishers.ofString(body.toString())).build();
        return send(req).thenApply(value -> {
            JsonNode caps = value.path("capabilities");
            return new Session(value.path("sessionId").asString(), caps.path("browserName").asString(""),
                    caps.path("browserVersion").asString(""));
        });
    }

    /** The heartbeat: a command the Grid counts as activity, answered by the driver without touching any window. */
    CompletableFuture<Liveness> probe(String sessionId) {
        HttpRequest req = request("/session/" + sessionId + "/window/handles").timeout(SHORT).GET().build();
        return send(req).handle((value, failure) -> {
            if (failure == null) {
                return Liveness.ALIVE;
            }
            Throwable cause = failure instanceof CompletionException ? failure.getCause() : failure;
            if (cause instanceof GridError e) {
                // 404 invalid session id: the Grid (or its reaper) ended it; anything else the driver
                // says here ("chrome not reachable", "disconnected") means the browser itself is gone.
                return e.status == 404 || "invalid session id".equals(e.error) ? Liveness.GONE : Liveness.BROWSER_DEAD;
            }
            return Liveness.UNREACHABLE;
        });
    }

    CompletableFuture<Void> delete(String sessionId) {
        HttpRequest req = request("/session/" + sessionId).timeout(SHORT).DELETE().build();
        return send(req).handle((v, e) -> null);   // already gone is fine: the point is that it is gone
    }

    /** The Grid's /status, or a failed future when the Grid does not answer. */
    CompletableFuture<JsonNode> status() {
        return send(request("/status").timeout(SHORT).GET().build());
    }

    /** A session in a node's slot: its id, its {@code se:name}, and the node's URI. */
    record Slot(String sessionId, String name, String node) {}

    /** Every session the Grid's nodes hold now, from a /status answer. */
    static List<Slot> sessions(JsonNode status) {
        List<Slot> out = new ArrayList<>();
        for (JsonNode node : status.path("nodes")) {
            for (JsonNode slot : node.path("slots")) {
                JsonNode s = slot.path("session");
                if (s.isObject()) {
                    out.add(new Slot(s.path("sessionId").asString(""), s.path("capabilities").path("se:name").asString(""),
                            node.path("uri").asString("")));
                }
            }
        }
        return out;
    }

    private HttpRequest.Builder request(String path) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(hub + path)).header("Accept", "application/json");
        headers.forEach(b::header);
        return b;
    }

    /** Sends; a W3C error body becomes a {@link GridError}, a refused connection a clear "cannot reach" one. */
    private CompletableFuture<JsonNode> send(HttpRequest req) {
        return http.sendAsync(req, HttpResponse.BodyHandlers.ofString()).handle((res, failure) -> {
            if (failure != null) {
                Throwable cause = failure instanceof CompletionException ? failure.getCause() : failure;
                if (cause instanceof java.util.concurrent.CancellationException c) {
                    throw c;
                }
                String why = cause instanceof ConnectException ? "connection refused" : cause.getClass().getSimpleName();
                throw new CompletionException(new GridError(0, "unreachable", "cannot reach the Selenium Grid at " + hub + " ("
                        + why + ")"));
            }
            JsonNode body;
            try {
                body = Json.MAPPER.readTree(res.body());
            } catch (RuntimeException e) {
                throw new CompletionException(new GridError(res.statusCode(), "unknown error",
                        "the Grid answered HTTP " + res.statusCode() + " with a body that is not JSON"));
            }
            JsonNode value = body.path("value");
            if (res.statusCode() >= 400 || value.has("error")) {
                throw new CompletionException(new GridError(res.statusCode(), value.path("error").asString("unknown error"),
                        firstLine(value.path("message").asString("HTTP " + res.statusCode()))));
            }
            return value;
        });
    }

    /** Grid messages carry the whole driver log and build info after the first line; one line is enough to act on. */
    static String firstLine(String message) {
        String line = message.strip().lines().findFirst().orElse("");
        return line.length() > 300 ? line.substring(0, 300) + "…" : line;
    }
}
