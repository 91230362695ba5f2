package dev.tabrelay.cli;

import dev.tabrelay.json.Json;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/** Asks whether a TabRelay daemon answers on a port, and what it says about itself. */
final class DaemonProbe {
    /** Made on first use (the holder idiom): creating it costs ~0.3 s, which {@link #portInUse} alone never needs. */
    private static final class Http {
        static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();
    }

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
        try {
            HttpRequest.Builder req = HttpRequest.newBuilder(URI.create(baseUrl + path)).timeout(Duration.ofSeconds(3)).GET();
            String key = key();
            if (key != null) {
                req.header("Authorization", "Bearer " + key);   // a daemon that requires keys
            }
            HttpResponse<String> r = Http.CLIENT.send(req.build(), HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() == 401) {
                throw new KeyRequired(key == null);
            }
            return r.statusCode() == 200 ? Optional.of(r.body()) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    /** An HTTP answer: its status and body. */
    record Answer(int status, String body) {}

    /**
     * One request through HttpURLConnection, which starts in a few ms where java.net.http's client
     * takes ~0.3 s (`tabrelay do` is started once per call). Null when no daemon answers; a 401 is
     * a {@link KeyRequired}; any other status is the answer (the REST API's errors are JSON).
     */
    Answer send(String method, String path, String body) {
        try {
            var c = (java.net.HttpURLConnection) URI.create(baseUrl + path).toURL().openConnection();
            c.setConnectTimeout(1000);
            c.setReadTimeout(0);   // the daemon's own deadline ends a call; a long wait (browser_wait_for) is legitimate
            c.setRequestMethod(method);
            c.setRequestProperty("X-Client-Name", "tabrelay-do");
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
