package dev.tabrelay.cli;

import dev.tabrelay.auth.KeyStore;
import dev.tabrelay.config.Config;
import dev.tabrelay.json.Json;
import dev.tabrelay.launch.BrowserFinder;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/**
 * The checks {@code tabrelay doctor} runs, in the order a call travels: this machine (Java, the
 * config dir, the key files), the daemon (answers on its port, accepts the Host names clients
 * use), the browser (found, paired and connected, enabled), and one real call through it all.
 * Each failure carries the one fix to try; a later check that cannot run says so instead of
 * repeating an earlier failure.
 */
final class DoctorChecks {
    enum Outcome { OK, WARN, FAIL, SKIP }

    record Check(String name, Outcome outcome, String detail, String fix) {
        static Check ok(String name, String detail) {
            return new Check(name, Outcome.OK, detail, null);
        }
    }

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
    /** The round trip's deadline: a call on a healthy browser answers in milliseconds. */
    static final Duration CALL_TIMEOUT = Duration.ofSeconds(15);

    private final Config config;
    private final DaemonProbe probe;
    private final Map<String, String> env;

    DoctorChecks(Config config, DaemonProbe probe, Map<String, String> env) {
        this.config = config;
        this.probe = probe;
        this.env = env;
    }

    List<Check> run() {
        List<Check> out = new ArrayList<>();
        out.add(java());
        out.add(configDir());
        out.add(pairingKey());
        out.add(apiKeys());
        JsonNode health = probe.health().orElse(null);
        out.add(daemon(health));
        out.add(hostCheck(health));
        out.add(browserFound(health));
        JsonNode browsers = health == null ? null : health.path("browsers");
        out.add(connected(health, browsers));
        out.add(enabled(browsers));
        out.add(roundTrip(browsers));
        return out;
    }

    private static Check java() {
        int feature = Runtime.version().feature();
        String detail = "Java " + Runtime.version() + " (" + System.getProperty("java.home") + ")";
        return feature >= 21 ? Check.ok("java", detail)
                : new Check("java", Outcome.FAIL, detail, "install a JDK 21 or newer and set JAVA_HOME to it");
    }

    private Check configDir() {
        Path dir = config.configDir();
        if (!Files.isDirectory(dir)) {
            return new Check("config dir", Outcome.FAIL, dir + " does not exist",
                    "run `tabrelay serve` once (it creates it), or point CONFIG_DIR / --config-dir at the right one");
        }
        if (!Files.isReadable(dir) || !Files.isWritable(dir)) {
            return new Check("config dir", Outcome.FAIL, dir + " is not readable and writable by " + System.getProperty("user.name"),
                    "chown it to this user (`chown -R $USER " + dir + "`)");
        }
        return Check.ok("config dir", dir.toString());
    }

    private Check pairingKey() {
        Path file = config.configDir().resolve("pairing-key");
        if (!Files.exists(file)) {
            return new Check("pairing key", Outcome.WARN, file + " does not exist yet", "start the daemon once: it creates the key");
        }
        try {
            if (Files.readString(file).trim().length() < 16) {
                return new Check("pairing key", Outcome.FAIL, file + " holds no usable key",
                        "delete it and restart the daemon, then pair the browser again (`tabrelay connect-string`)");
            }
            Set<PosixFilePermission> perms = Files.getPosixFilePermissions(file);
            if (perms.stream().anyMatch(p -> p.name().startsWith("GROUP") || p.name().startsWith("OTHERS"))) {
                return new Check("pairing key", Outcome.FAIL, file + " is readable by other users",
                        "`chmod 600 " + file + "` (whoever reads it can act as your browser)");
            }
        } catch (IOException | UnsupportedOperationException e) {
            return new Check("pairing key", Outcome.FAIL, file + " cannot be read: " + e.getMessage(), "make it readable by this user");
        }
        return Check.ok("pairing key", file + " (private)");
    }

    private Check apiKeys() {
        try {
            int n = new KeyStore(config.configDir()).list().size();
            return Check.ok("API keys", n == 0 ? "none (local programs need none)" : n + " in keys.json");
        } catch (RuntimeException e) {
            return new Check("API keys", Outcome.FAIL, "keys.json cannot be read: " + e.getMessage(),
                    "fix or move away " + config.configDir().resolve("keys.json") + ", then create keys again");
        }
    }

    private Check daemon(JsonNode health) {
        if (health != null) {
            return Check.ok("daemon", "version " + health.path("version").asString() + ", pid " + health.path("pid").asLong()
                    + " on " + probe.baseUrl());
        }
        if (probe.portInUse()) {
            return new Check("daemon", Outcome.FAIL, "port " + config.port() + " is used by a program that is not TabRelay",
                    "choose another port once: `tabrelay serve --port N` (later commands remember it)");
        }
        return new Check("daemon", Outcome.FAIL, "nothing answers on " + probe.baseUrl(),
                "start it: `tabrelay serve` (or `tabrelay launch`; MCP clients using `tabrelay stdio` start it themselves)");
    }

    /** MCP clients are configured with http://localhost:PORT as often as with 127.0.0.1: both must pass the Host check. */
    private Check hostCheck(JsonNode health) {
        if (health == null) {
            return new Check("host check", Outcome.SKIP, "needs a running daemon", null);
        }
        String url = "http://localhost:" + config.port() + "/health";
        try {
            HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(3)).GET().build(),
                    HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() == 403) {
                return new Check("host check", Outcome.FAIL, url + " is refused (" + r.body().trim() + ")",
                        "connect to http://127.0.0.1:" + config.port() + ", or allow the name with --allowed-hosts");
            }
            return Check.ok("host check", "127.0.0.1 and localhost accepted");
        } catch (IOException e) {
            return new Check("host check", Outcome.WARN, "localhost does not reach the daemon (" + e.getMessage() + ")",
                    "use http://127.0.0.1:" + config.port() + " in client configs");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Check("host check", Outcome.SKIP, "interrupted", null);
        }
    }

    private Check browserFound(JsonNode health) {
        var exe = BrowserFinder.find(null, env);
        if (exe.isPresent()) {
            return Check.ok("browser", exe.get() + " (for `tabrelay launch`)");
        }
        boolean attached = health != null && !health.path("browsers").isEmpty();
        return new Check("browser", attached ? Outcome.WARN : Outcome.FAIL, "no Chromium-based browser for `tabrelay launch`"
                + (attached ? " (one is connected anyway)" : ""), BrowserFinder.installHint());
    }

    private static Check connected(JsonNode health, JsonNode browsers) {
        if (health == null) {
            return new Check("extension", Outcome.SKIP, "needs a running daemon", null);
        }
        if (browsers.isEmpty()) {
            return new Check("extension", Outcome.FAIL, "no browser is connected (not paired, not running, or its link is down)",
                    "run `tabrelay launch`, or in your Chrome open the TabRelay popup, paste `tabrelay connect-string` and press Connect");
        }
        List<String> labels = new ArrayList<>();
        browsers.forEach(b -> labels.add(b.path("label").asString() + " " + b.path("extensionVersion").asString()));
        return Check.ok("extension", "paired and connected: " + String.join(", ", labels));
    }

    private static Check enabled(JsonNode browsers) {
        if (browsers == null || browsers.isEmpty()) {
            return new Check("enabled", Outcome.SKIP, "needs a connected browser", null);
        }
        for (JsonNode b : browsers) {
            if (b.path("enabled").asBoolean(true)) {
                return Check.ok("enabled", b.path("label").asString() + " lets agents use its tabs");
            }
        }
        return new Check("enabled", Outcome.FAIL, "no connected browser has the bridge enabled",
                "open the TabRelay popup in that browser and press Enable bridge");
    }

    /** One real call over REST to the extension and back: browser_tab_list reads the open tabs. */
    private Check roundTrip(JsonNode browsers) {
        if (browsers == null || browsers.isEmpty()) {
            return new Check("round trip", Outcome.SKIP, "needs a connected browser", null);
        }
        try {
            HttpRequest.Builder req = HttpRequest.newBuilder(URI.create(probe.baseUrl() + "/api/v1/command"))
                    .timeout(CALL_TIMEOUT).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"command\":\"browser_tab_list\",\"params\":{}}"));
            if (probe.key() != null) {
                req.header("Authorization", "Bearer " + probe.key());
            }
            long start = System.nanoTime();
            HttpResponse<String> r = HTTP.send(req.build(), HttpResponse.BodyHandlers.ofString());
            long ms = (System.nanoTime() - start) / 1_000_000;
            if (r.statusCode() == 200) {
                return Check.ok("round trip", "browser_tab_list answered in " + ms + " ms");
            }
            JsonNode err = Json.MAPPER.readTree(r.body()).path("error");
            String code = err.path("code").asString("HTTP " + r.statusCode());
            return new Check("round trip", Outcome.FAIL, code + ": " + err.path("message").asString(r.body()), fixFor(code));
        } catch (IOException | RuntimeException e) {
            return new Check("round trip", Outcome.FAIL, "the call did not complete: " + e.getMessage(),
                    "see the daemon log (`~/.config/tabrelay/daemon.log` for a daemon `stdio` started)");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Check("round trip", Outcome.SKIP, "interrupted", null);
        }
    }

    private static String fixFor(String code) {
        return switch (code) {
            case "UNAUTHORIZED" -> "set TABRELAY_KEY to a key (`tabrelay keys create --name doctor`)";
            case "FORBIDDEN" -> "use a key whose --tools include browser_tab_list";
            case "SWITCHED_OFF" -> "the REST API is off (REST_ENABLED=false): the round trip cannot be checked this way";
            case "PERMISSION_REQUIRED" -> "open the TabRelay popup and press Enable bridge";
            case "NO_BROWSER", "EXTENSION_DISCONNECTED" -> "the browser left during the check: run doctor again in a few seconds";
            default -> "the message above says what to do (README: Troubleshooting)";
        };
    }
}
