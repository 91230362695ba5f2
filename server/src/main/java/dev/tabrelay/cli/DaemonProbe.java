package dev.tabrelay.cli;

import dev.tabrelay.json.Json;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/** Asks whether a TabRelay daemon answers on a port, and what it says about itself. */
final class DaemonProbe {
    private final String baseUrl;
    private final String host;
    private final int port;

    DaemonProbe(String host, int port) {
        this.host = host.equals("0.0.0.0") || host.equals("::") ? "127.0.0.1" : host;
        this.port = port;
        this.baseUrl = "http://" + (this.host.contains(":") ? "[" + this.host + "]" : this.host) + ":" + port;
    }

    String baseUrl() {
        return baseUrl;
    }

    /** The daemon's /health document, or empty when no TabRelay daemon answers. */
    Optional<JsonNode> health() {
        return get("/health").flatMap(body -> {
            try {
                JsonNode n = Json.MAPPER.readTree(body);
                return "tabrelay".equals(n.path("service").asString(null)) ? Optional.of(n) : Optional.empty();
            } catch (RuntimeException e) {
                return Optional.empty();
            }
        });
    }

    /**
     * The body of a 200 answer, or empty when no daemon answers or it answers otherwise; a 401
     * (a daemon that requires a key this command lacks, or a wrong one) is a {@link KeyRequired}.
     */
    Optional<String> get(String path) {
        Answer a = request("GET", path, null, 3_000, null);
        return a != null && a.status() == 200 ? Optional.of(a.body()) : Optional.empty();
    }

    /** An HTTP answer: its status and body. */
    record Answer(int status, String body) {}

    /**
     * A request of `tabrelay do`. Null when no daemon answers; a 401 is a {@link KeyRequired}; any
     * other status is the answer (the REST API's errors are JSON).
     */
    Answer send(String method, String path, String body) {
        // No read timeout: the daemon's own deadline ends a call; a long wait (browser_wait_for) is legitimate.
        return request(method, path, body, 0, "tabrelay-do");
    }

    /**
     * Every request of the CLI, through HttpURLConnection, which starts in a few ms where
     * java.net.http's client takes ~0.3 s (each CLI command is a process of its own). The daemon is
     * on this machine, so never through a proxy.
     */
    private Answer request(String method, String path, String body, int readTimeoutMs, String clientName) {
        try {
            var c = (java.net.HttpURLConnection) URI.create(baseUrl + path).toURL().openConnection(java.net.Proxy.NO_PROXY);
            c.setConnectTimeout(1000);
            c.setReadTimeout(readTimeoutMs);
            c.setRequestMethod(method);
            if (clientName != null) {
                c.setRequestProperty("X-Client-Name", clientName);
            }
            String k = key();
            if (k != null) {
                c.setRequestProperty("Authorization", "Bearer " + k);
            }
            if (body != null) {
                c.setDoOutput(true);
                c.setRequestProperty("Content-Type", "application/json");
                try (var os = c.getOutputStream()) {
                    os.write(body.getBytes(java.nio.charset.StandardCharsets.UTF_8));
                }
            }
            int status = c.getResponseCode();
            if (status == 401) {
                throw new KeyRequired(k == null);
            }
            try (var in = status < 400 ? c.getInputStream() : c.getErrorStream()) {
                return new Answer(status, in == null ? "" : new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            return null;
        }
    }

    Answer post(String path, String body) {
        return send("POST", path, body);
    }

    /** The key for a daemon that requires one: --key (given to {@link #withKey}) or TABRELAY_KEY. */
    String key() {
        String k = key != null ? key : System.getenv("TABRELAY_KEY");
        return k == null || k.isBlank() ? null : k.trim();
    }

    DaemonProbe withKey(String key) {
        this.key = key;
        return this;
    }

    private String key;

    /** A daemon that requires an API key this command did not have, or refused the one it had. */
    static final class KeyRequired extends RuntimeException {
        KeyRequired(boolean missing) {
            super(missing ? "this daemon requires an API key: set TABRELAY_KEY or pass --key (an admin key for connect-string"
                    + " and stop; `tabrelay keys create --name NAME [--admin]`)."
                    : "the daemon refused the API key (wrong, revoked, or not allowed this): check TABRELAY_KEY / --key with"
                    + " `tabrelay keys list`.", null, false, false);
        }
    }

    /** True when something (TabRelay or not) accepts connections on the port. */
    boolean portInUse() {
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress(host, port), 500);
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
