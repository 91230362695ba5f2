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
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();

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

    Optional<String> get(String path) {
        try {
            HttpRequest.Builder req = HttpRequest.newBuilder(URI.create(baseUrl + path)).timeout(Duration.ofSeconds(3)).GET();
            String key = System.getenv("TABRELAY_KEY");
            if (key != null && !key.isBlank()) {
                req.header("Authorization", "Bearer " + key.trim());   // a daemon that requires keys
            }
            HttpResponse<String> r = HTTP.send(req.build(), HttpResponse.BodyHandlers.ofString());
            return r.statusCode() == 200 ? Optional.of(r.body()) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
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
