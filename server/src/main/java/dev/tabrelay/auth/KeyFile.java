package dev.tabrelay.auth;

import dev.tabrelay.json.Json;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** The JSON shape of keys.json, kept explicit so the file stays readable and stable across versions. */
final class KeyFile {
    private static final JsonMapper JSON = Json.MAPPER;

    private KeyFile() {}

    static List<ApiKey> read(String text) {
        JsonNode root = JSON.readTree(text);
        List<ApiKey> keys = new ArrayList<>();
        for (JsonNode k : root.path("keys")) {
            Set<String> tools = new HashSet<>();
            k.path("tools").forEach(t -> tools.add(t.asString()));
            List<String> sites = new ArrayList<>();
            k.path("sites").forEach(s -> sites.add(s.asString()));
            keys.add(new ApiKey(k.path("id").asString(), k.path("name").asString(), k.path("hash").asString(), tools, sites,
                    k.path("rateLimit").asInt(0), k.path("rateWindowMs").asLong(0), k.path("evaluate").asBoolean(false),
                    k.path("admin").asBoolean(false), instant(k, "createdAt"), instant(k, "lastUsedAt"),
                    k.path("gateway").asBoolean(false), mode(k)));
        }
        return keys;
    }

    static String write(List<ApiKey> keys) {
        ObjectNode root = JSON.createObjectNode();
        root.put("version", 1);
        ArrayNode list = root.putArray("keys");
        for (ApiKey k : keys) {
            ObjectNode n = list.addObject();
            n.put("id", k.id()).put("name", k.name()).put("hash", k.hash());
            ArrayNode tools = n.putArray("tools");
            k.tools().stream().sorted().forEach(tools::add);
            ArrayNode sites = n.putArray("sites");
            k.sites().forEach(sites::add);
            n.put("rateLimit", k.rateLimit()).put("rateWindowMs", k.rateWindowMs())
                    .put("evaluate", k.evaluate()).put("admin", k.admin()).put("gateway", k.gateway()).put("mode", k.mode().wire())
                    .put("createdAt", k.createdAt() == null ? null : k.createdAt().toString())
                    .put("lastUsedAt", k.lastUsedAt() == null ? null : k.lastUsedAt().toString());
        }
        return root.toPrettyString() + "\n";
    }

    /** Absent (a key from before modes): act, as it did. */
    private static AgentMode mode(JsonNode k) {
        JsonNode v = k.get("mode");
        return v == null || v.isNull() ? AgentMode.ACT : AgentMode.parse(v.asString());
    }

    private static Instant instant(JsonNode k, String field) {
        JsonNode v = k.get(field);
        return v == null || v.isNull() ? null : Instant.parse(v.asString());
    }
}
