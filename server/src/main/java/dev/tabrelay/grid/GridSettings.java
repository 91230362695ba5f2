package dev.tabrelay.grid;

import dev.tabrelay.config.ConfigException;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How {@code tabrelay grid} leases browsers, validated once at start (flags win over GRID_* environment
 * variables, as everywhere in TabRelay). Credentials live here and nowhere else; {@link #toString}
 * masks them so they can never reach a log.
 *
 * @param hub            the Grid router (GRID_URL)
 * @param warm           leases kept ready for new agents (GRID_BROWSERS)
 * @param max            most leases at once (GRID_MAX)
 * @param perBrowser     sessions sharing one browser: 1 = exclusive, K = shared:K (GRID_LEASE)
 * @param advertise      the extension link URL leased browsers dial ({@code ws://host:port/extension})
 * @param heartbeat      between WebDriver heartbeats; below the Grid's session timeout
 * @param helloTimeout   a new browser's extension must connect within it
 * @param idleRelease    a lease unused this long goes back to the Grid
 * @param queueTimeout   a call waits this long for a slot, then NO_CAPACITY
 * @param headers        sent with every WebDriver request (basic auth included); never logged
 * @param browserArgs    more Chromium switches for leased browsers
 */
public record GridSettings(URI hub, int warm, int max, int perBrowser, URI advertise, Duration heartbeat, Duration helloTimeout,
                           Duration idleRelease, Duration queueTimeout, Map<String, String> headers, List<String> browserArgs) {
    /** The pairing key in a lease's zip is good this long at most (issue 26: ≤ 120 s), and never past the hello deadline. */
    public static final Duration KEY_LIFETIME = Duration.ofSeconds(120);

    public GridSettings {
        headers = Map.copyOf(headers);
        browserArgs = List.copyOf(browserArgs);
    }

    /**
     * @param given   GRID_* settings from the command line (flags), by environment name
     * @param env     the environment
     * @param ownLink this daemon's own extension link URL, the default of --advertise
     */
    public static GridSettings parse(Map<String, String> given, Map<String, String> env, String ownLink) {
        Map<String, String> s = new LinkedHashMap<>();
        for (String name : List.of("GRID_URL", "GRID_BROWSERS", "GRID_MAX", "GRID_LEASE", "GRID_ADVERTISE", "GRID_HEARTBEAT",
                "GRID_HELLO_TIMEOUT", "GRID_IDLE_RELEASE", "GRID_QUEUE_TIMEOUT", "GRID_USER", "GRID_PASSWORD", "GRID_HEADERS",
                "GRID_BROWSER_ARGS")) {
            String v = given.containsKey(name) ? given.get(name) : env.get(name);
            if (v != null && !v.isBlank()) {
                s.put(name, v.trim());
            }
        }
        URI hub = httpUri(s.get("GRID_URL"), "--hub (GRID_URL)");
        int max = count(s, "GRID_MAX", "--max", 4, 1);
        int warm = count(s, "GRID_BROWSERS", "--browsers", 0, 0);
        if (warm > max) {
            throw new ConfigException("--browsers " + warm + " is more than --max " + max + ": keep fewer warm browsers or raise --max.");
        }
        Duration heartbeat = seconds(s, "GRID_HEARTBEAT", "--heartbeat", 60);
        Duration hello = seconds(s, "GRID_HELLO_TIMEOUT", "--hello-timeout", 20);
        Duration queue = seconds(s, "GRID_QUEUE_TIMEOUT", "--queue-timeout", 60);
        if (queue.plus(hello).compareTo(KEY_LIFETIME) > 0) {
            // The key is made with the request, so it must outlive the wait in the queue and the start.
            throw new ConfigException("--queue-timeout " + queue.toSeconds() + " plus --hello-timeout " + hello.toSeconds()
                    + " is longer than a lease's one-time pairing key lives (" + KEY_LIFETIME.toSeconds() + " s); keep their sum"
                    + " at " + KEY_LIFETIME.toSeconds() + " or less.");
        }
        URI advertise = advertise(s.getOrDefault("GRID_ADVERTISE", ownLink));
        return new GridSettings(hub, warm, max, perBrowser(s.get("GRID_LEASE")), advertise, heartbeat, hello,
                seconds(s, "GRID_IDLE_RELEASE", "--idle-release", 600), queue,
                headers(s), browserArgs(s.get("GRID_BROWSER_ARGS"), given.containsKey("GRID_BROWSER_ARGS")));
    }

    /** Flags arrive one per line (a switch may hold spaces, as --host-resolver-rules does); the environment's are space-separated. */
    private static List<String> browserArgs(String value, boolean fromFlags) {
        if (value == null) {
            return List.of();
        }
        return List.of(fromFlags ? value.split("\n") : value.split("\\s+")).stream().map(String::strip)
                .filter(a -> !a.isEmpty()).toList();
    }

    public boolean exclusive() {
        return perBrowser == 1;
    }

    /** The --lease value as given: exclusive or shared:K. */
    public String leaseMode() {
        return exclusive() ? "exclusive" : "shared:" + perBrowser;
    }

    private static int perBrowser(String lease) {
        if (lease == null || lease.equals("exclusive")) {
            return 1;
        }
        String l = lease.toLowerCase(Locale.ROOT);
        if (l.startsWith("shared:")) {
            try {
                int k = Integer.parseInt(l.substring(7));
                if (k >= 1 && k <= 64) {
                    return k;
                }
            } catch (NumberFormatException e) {
                // falls through to the message
            }
        }
        throw new ConfigException("--lease (GRID_LEASE) is '" + lease + "': use exclusive (one browser per session) or"
                + " shared:K with K from 1 to 64 (up to K sessions per browser, each in its own tab group).");
    }

    private static URI httpUri(String value, String name) {
        if (value == null) {
            throw new ConfigException("tabrelay grid needs the Selenium Grid's address: --hub http://grid:4444 (or GRID_URL).");
        }
        try {
            URI u = new URI(value.replaceAll("/+$", ""));
            if (("http".equals(u.getScheme()) || "https".equals(u.getScheme())) && u.getHost() != null && u.getUserInfo() == null) {
                return u;
            }
        } catch (java.net.URISyntaxException e) {
            // falls through to the message
        }
        throw new ConfigException(name + " must be an http(s) URL such as http://grid:4444 (credentials go in --grid-user and"
                + " --grid-password, not the URL); got something else.");
    }

    private static URI advertise(String value) {
        try {
            URI u = new URI(value);
            if (("ws".equals(u.getScheme()) || "wss".equals(u.getScheme())) && u.getHost() != null) {
                String path = u.getPath() == null || u.getPath().isEmpty() || u.getPath().equals("/") ? "/extension" : u.getPath();
                return new URI(u.getScheme(), null, u.getHost(), u.getPort(), path, null, null);
            }
        } catch (java.net.URISyntaxException e) {
            // falls through to the message
        }
        throw new ConfigException("--advertise (GRID_ADVERTISE) must be the ws:// or wss:// address Grid nodes reach this daemon"
                + " on, such as ws://tabrelay-0.tabrelay:22816; got '" + value + "'.");
    }

    private static Map<String, String> headers(Map<String, String> s) {
        Map<String, String> h = new LinkedHashMap<>();
        if (s.containsKey("GRID_HEADERS")) {
            for (String pair : s.get("GRID_HEADERS").split(";")) {
                int eq = pair.indexOf('=');
                if (eq <= 0) {
                    throw new ConfigException("--grid-header (GRID_HEADERS) takes NAME=VALUE (several separated by ';'); one has no '='.");
                }
                h.put(pair.substring(0, eq).trim(), pair.substring(eq + 1).trim());
            }
        }
        String user = s.get("GRID_USER");
        if (user != null) {
            String password = s.getOrDefault("GRID_PASSWORD", "");
            h.put("Authorization", "Basic " + java.util.Base64.getEncoder().encodeToString(
                    (user + ":" + password).getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        } else if (s.containsKey("GRID_PASSWORD")) {
            throw new ConfigException("--grid-password was given without --grid-user (GRID_USER).");
        }
        return h;
    }

    private static int count(Map<String, String> s, String env, String flag, int dflt, int min) {
        String v = s.get(env);
        if (v == null) {
            return dflt;
        }
        try {
            int n = Integer.parseInt(v);
            if (n >= min && n <= 1000) {
                return n;
            }
        } catch (NumberFormatException e) {
            // falls through to the message
        }
        throw new ConfigException(flag + " (" + env + ") must be a whole number from " + min + " to 1000; got '" + v + "'.");
    }

    private static Duration seconds(Map<String, String> s, String env, String flag, int dflt) {
        return Duration.ofSeconds(count(s, env, flag, dflt, 1));
    }

    @Override
    public String toString() {
        List<String> headerNames = new ArrayList<>(headers.keySet());
        return "GridSettings[hub=" + hub + ", browsers=" + warm + ", max=" + max + ", lease=" + leaseMode() + ", advertise="
                + advertise + ", heartbeat=" + heartbeat.toSeconds() + "s, helloTimeout=" + helloTimeout.toSeconds()
                + "s, idleRelease=" + idleRelease.toSeconds() + "s, queueTimeout=" + queueTimeout.toSeconds()
                + "s, headers=" + headerNames + " (values hidden)]";
    }
}
