package dev.tabrelay.config;

import dev.tabrelay.json.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * Builds a {@link Config} from, in order of precedence: command-line flags, environment
 * variables, {@code CONFIG_DIR/config.json}, defaults. Every bad value is reported with the
 * name of the setting and where it came from, once, at start.
 */
public final class ConfigLoader {
    private final Map<String, String> flags;
    private final Map<String, String> env;
    private JsonNode file;
    private String fileName = "config.json";

    /**
     * @param flags values given on the command line, keyed by environment-style name (PORT, HOST, …);
     *              absent keys mean "not given"
     */
    public ConfigLoader(Map<String, String> flags, Map<String, String> env) {
        this.flags = flags;
        this.env = env;
    }

    public Config load() {
        Path configDir = configDir();
        readFile(configDir.resolve("config.json"));
        String host = string("HOST", "host", Config.DEFAULT_HOST);
        int port = integer("PORT", "port", rememberedPort(configDir), 0, 65535);
        long timeoutMs = integer("COMMAND_TIMEOUT", "commandTimeout", 30_000, 1_000, 600_000);
        int maxBytes = integer("MAX_MESSAGE_BYTES", "maxMessageBytes", 8 * 1024 * 1024, 64 * 1024, 256 * 1024 * 1024);
        Set<String> ids = new HashSet<>();
        ids.add(Config.EXTENSION_ID);
        for (String id : string("EXTENSION_IDS", "extensionIds", "").split(",")) {
            String trimmed = id.trim();
            if (trimmed.isEmpty()) {
                continue;
            }
            if (!trimmed.matches("[a-p]{32}")) {
                throw new ConfigException("EXTENSION_IDS: '" + trimmed
                        + "' is not a Chrome extension ID (32 letters a-p, as shown on chrome://extensions).");
            }
            ids.add(trimmed);
        }
        Config.Security security = new Config.Security(
                bool("REQUIRE_AUTH", "requireAuth", false),
                list("ALLOWED_HOSTS", "allowedHosts"),
                list("ALLOWED_ORIGINS", "allowedOrigins"),
                integer("RATE_LIMIT", "rateLimit", 60, 1, 1_000_000),
                Duration.ofMillis(integer("RATE_WINDOW", "rateWindow", 60_000, 1_000, 86_400_000)),
                integer("MAX_INFLIGHT", "maxInFlight", 16, 1, 1_000),
                integer("MAX_SESSIONS", "maxSessions", 64, 1, 10_000),
                Duration.ofSeconds(integer("SESSION_IDLE_TIMEOUT", "sessionIdleTimeout",
                        Config.Security.DEFAULT_SESSION_IDLE_SECONDS, 1, 86_400)));
        Config.Surfaces surfaces = new Config.Surfaces(bool("MCP_ENABLED", "mcpEnabled", true),
                bool("REST_ENABLED", "restEnabled", true), bool("ENABLE_EVALUATE", "enableEvaluate", false));
        if (!surfaces.mcp() && !surfaces.rest()) {
            throw new ConfigException("MCP_ENABLED and REST_ENABLED are both false: the daemon would serve nothing.");
        }
        Config.Automation automation = new Config.Automation(choice("TOOLS", "tools", null, "compact", "full", "extract", "tabs", "claude"),
                "group".equals(choice("ISOLATION", "isolation", "shared", "shared", "group")),
                "close".equals(choice("SESSION_TABS", "sessionTabs", "keep", "keep", "close")));
        Path gatewayFile = gatewayFile(configDir);
        if (gatewayFile != null && !Files.isRegularFile(gatewayFile)) {
            throw new ConfigException("MCP_CONFIG: " + gatewayFile + " is not a file; give the path of a JSON file like"
                    + " {\"mcpServers\": {\"name\": {\"command\": \"…\", \"args\": []}}} (Claude Desktop's format).");
        }
        Source daemonId = lookup("DAEMON_ID", "daemonId");
        Source peers = lookup("PEERS", "peers");
        FleetConfig fleet = FleetConfig.parse(daemonId == null ? null : daemonId.value, daemonId == null ? "" : daemonId.origin,
                peers == null ? null : peers.value, peers == null ? "" : peers.origin);
        refuseUnknownKeys();
        Config config = new Config(host, port, Duration.ofMillis(timeoutMs), configDir, ids, maxBytes, security, surfaces, automation,
                gatewayFile == null ? null : gatewayFile.toAbsolutePath().normalize(), fleet);
        if (!config.loopbackOnly() && !security.requireAuth()) {
            // Off loopback anyone on the network could drive the user's logged-in browser.
            throw new ConfigException("HOST is " + host + ", which other machines can reach: start with --require-auth"
                    + " (REQUIRE_AUTH=true) and give clients API keys (`tabrelay keys create`).");
        }
        return config;
    }

    /**
     * MCP_CONFIG: a path in config.json is relative to the config folder (where that file is); one
     * from the command line or the environment to where the command runs. {@code ~/} is the home folder.
     */
    private Path gatewayFile(Path configDir) {
        Source s = lookup("MCP_CONFIG", "mcpConfig");
        if (s == null || s.value.isBlank()) {
            return null;
        }
        Path p = Path.of(s.value.trim().replaceFirst("^~(?=/|$)", java.util.regex.Matcher.quoteReplacement(System.getProperty("user.home"))));
        return s.origin.equals(fileName) ? configDir.resolve(p) : p.toAbsolutePath();
    }

    /** CONFIG_DIR itself cannot come from config.json; the file lives inside it. */
    private Path configDir() {
        String dir = flags.getOrDefault("CONFIG_DIR", env.get("CONFIG_DIR"));
        if (dir == null || dir.isBlank()) {
            String xdg = env.get("XDG_CONFIG_HOME");
            Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".config");
            return base.resolve("tabrelay");
        }
        return Path.of(dir);
    }

    private void readFile(Path path) {
        fileName = path.toString();
        if (!Files.isRegularFile(path)) {
            return;
        }
        try {
            file = Json.MAPPER.readTree(Files.readString(path));
        } catch (IOException | JacksonException e) {
            throw new ConfigException(path + " is not valid JSON; fix or delete it.");
        }
        if (!file.isObject()) {
            throw new ConfigException(path + " must hold a JSON object like {\"port\": 22816}.");
        }
    }

    private boolean bool(String envName, String jsonName, boolean fallback) {
        Source s = lookup(envName, jsonName);
        if (s == null) {
            return fallback;
        }
        return switch (s.value.trim().toLowerCase(java.util.Locale.ROOT)) {
            case "true", "1", "yes", "on" -> true;
            case "false", "0", "no", "off" -> false;
            default -> throw new ConfigException(envName + " (from " + s.origin + ") is '" + s.value + "'; expected true or false.");
        };
    }

    /** One of a few words, case-insensitive; anything else is refused with the choices. */
    private String choice(String envName, String jsonName, String fallback, String... allowed) {
        Source s = lookup(envName, jsonName);
        if (s == null || s.value.isBlank()) {
            return fallback;
        }
        String v = s.value.trim().toLowerCase(java.util.Locale.ROOT);
        if (!java.util.List.of(allowed).contains(v)) {
            throw new ConfigException(envName + " (from " + s.origin + ") is '" + s.value + "'; expected one of "
                    + String.join(", ", allowed) + ".");
        }
        return v;
    }

    private Set<String> list(String envName, String jsonName) {
        Source s = lookup(envName, jsonName);
        Set<String> out = new HashSet<>();
        if (s != null) {
            for (String item : s.value.replaceAll("[\\[\\]\"]", "").split(",")) {
                if (!item.isBlank()) {
                    out.add(item.trim().toLowerCase(java.util.Locale.ROOT));
                }
            }
        }
        return out;
    }

    private String string(String envName, String jsonName, String fallback) {
        Source s = lookup(envName, jsonName);
        return s == null ? fallback : s.value.trim();
    }

    private int integer(String envName, String jsonName, int fallback, int min, int max) {
        Source s = lookup(envName, jsonName);
        if (s == null) {
            return fallback;
        }
        try {
            int v = Integer.parseInt(s.value.trim());
            if (v < min || v > max) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new ConfigException(envName + " (from " + s.origin + ") is '" + s.value
                    + "'; expected a whole number from " + min + " to " + max + ".");
        }
    }

    /** The port a person chose with serve/launch --port, kept for the next command; else the default. */
    static int rememberedPort(Path configDir) {
        try {
            int port = Integer.parseInt(Files.readString(configDir.resolve(PORT_FILE)).trim());
            return port > 0 && port <= 65535 ? port : Config.DEFAULT_PORT;
        } catch (IOException | NumberFormatException e) {
            return Config.DEFAULT_PORT;
        }
    }

    /**
     * Remembers a port chosen on purpose, so `tabrelay stdio` (from an MCP client's config, which
     * passes no port) and `status`/`stop` find the daemon `launch --port N` started. PORT and
     * config.json still win over it.
     */
    public static void rememberPort(Path configDir, int port) throws IOException {
        Path file = PrivateFiles.ensureFile(configDir.resolve(PORT_FILE));
        Files.writeString(file, port + "\n");
    }

    private static final String PORT_FILE = "port";

    private Source lookup(String envName, String jsonName) {
        known.add(jsonName);
        if (flags.get(envName) != null) {
            return new Source(flags.get(envName), "the command line");
        }
        if (env.get(envName) != null && !env.get(envName).isBlank()) {
            return new Source(env.get(envName), "the environment");
        }
        if (file != null && file.has(jsonName) && !file.get(jsonName).isNull()) {
            JsonNode n = file.get(jsonName);
            return new Source(n.isString() ? n.asString() : n.toString(), fileName);
        }
        return null;
    }

    private record Source(String value, String origin) {}

    /** The config file's settings this loader read; any other key is a mistake to report. */
    private final java.util.Set<String> known = new java.util.TreeSet<>();

    /** A misspelt key ("requireAuht") must not leave the daemon running without the setting. */
    private void refuseUnknownKeys() {
        if (file == null) {
            return;
        }
        java.util.List<String> unknown = file.propertyNames().stream().filter(k -> !known.contains(k)).sorted().toList();
        if (!unknown.isEmpty()) {
            throw new ConfigException(fileName + " has unknown setting(s) " + unknown + "; the settings are " + known
                    + " (README, Configuration).");
        }
    }
}
