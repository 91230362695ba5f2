package dev.tabrelay.gateway;

import dev.tabrelay.config.ConfigException;
import dev.tabrelay.json.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * Reads the gateway's servers from Claude Desktop's config format,
 * {@code {"mcpServers": {"name": {"command": "…", "args": […], "env": {…}}}}}, so a user can point
 * {@code --mcp-config} at their {@code claude_desktop_config.json}. Other top-level keys of that
 * file are left alone. Every problem stops the daemon with the file and the entry named.
 */
public final class GatewayConfig {
    /** One local server: the command the gateway runs and talks MCP to over its stdin/stdout. */
    public record Entry(String name, String command, List<String> args, Map<String, String> env) {
        public Entry {
            args = List.copyOf(args);
            env = Map.copyOf(env);
        }
    }

    private GatewayConfig() {}

    /** The entries of {@code file}; none when the file does not exist (the gateway is then off). */
    public static List<Entry> read(Path file) {
        if (file == null || !Files.exists(file)) {
            return List.of();
        }
        try {
            return parse(Files.readString(file), file.toString());
        } catch (IOException e) {
            throw new ConfigException(file + " cannot be read (" + e.getMessage() + "); fix its permissions or remove it.");
        }
    }

    static List<Entry> parse(String text, String fileName) {
        JsonNode root;
        try {
            root = Json.MAPPER.readTree(text);
        } catch (JacksonException e) {
            String line = e.getLocation() == null ? "" : " (line " + e.getLocation().getLineNr() + ")";
            throw new ConfigException(fileName + " is not valid JSON" + line + "; fix it or remove it.");
        }
        JsonNode servers = root == null ? null : root.get("mcpServers");
        if (servers == null || !servers.isObject()) {
            throw new ConfigException(fileName + " needs an object \"mcpServers\": {\"name\": {\"command\": \"…\", \"args\": […]}}"
                    + " (Claude Desktop's format).");
        }
        List<Entry> entries = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : servers.properties()) {
            entries.add(entry(fileName, e.getKey(), e.getValue()));
        }
        return entries;
    }

    private static Entry entry(String fileName, String name, JsonNode n) {
        String where = fileName + ": mcpServers entry '" + name + "'";
        String nameProblem = GatewayNames.serverNameProblem(name);
        if (nameProblem != null) {
            throw new ConfigException(where + ": " + nameProblem + ".");
        }
        if (!n.isObject()) {
            throw new ConfigException(where + " must be an object with a \"command\".");
        }
        if (n.has("url") && !n.has("command")) {
            throw new ConfigException(where + " is a remote server (\"url\"): the gateway runs only local commands;"
                    + " add remote servers in the extension's options (Chat sites and MCP servers) and remove this entry.");
        }
        JsonNode command = n.get("command");
        if (command == null || !command.isString() || command.asString().isBlank()) {
            throw new ConfigException(where + " has no \"command\" (a program to run, e.g. \"npx\" or \"/usr/bin/python3\").");
        }
        List<String> args = new ArrayList<>();
        JsonNode a = n.get("args");
        if (a != null && !a.isNull()) {
            if (!a.isArray()) {
                throw new ConfigException(where + ": \"args\" must be a list of strings.");
            }
            for (JsonNode arg : a) {
                if (!arg.isString()) {
                    throw new ConfigException(where + ": \"args\" must be a list of strings; found " + arg + ".");
                }
                args.add(arg.asString());
            }
        }
        Map<String, String> env = new LinkedHashMap<>();
        JsonNode v = n.get("env");
        if (v != null && !v.isNull()) {
            if (!v.isObject()) {
                throw new ConfigException(where + ": \"env\" must be an object of strings, like {\"API_KEY\": \"…\"}.");
            }
            for (Map.Entry<String, JsonNode> kv : v.properties()) {
                if (!kv.getValue().isString()) {
                    throw new ConfigException(where + ": \"env\" value of " + kv.getKey() + " must be a string.");
                }
                env.put(kv.getKey(), kv.getValue().asString());
            }
        }
        return new Entry(name, command.asString(), args, env);
    }
}
