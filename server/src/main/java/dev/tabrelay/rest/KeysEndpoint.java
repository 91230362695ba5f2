package dev.tabrelay.rest;

import dev.tabrelay.json.Json;
import dev.tabrelay.auth.ApiKey;
import dev.tabrelay.auth.Caller;
import dev.tabrelay.auth.KeyStore;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code GET /api/v1/keys[/{id or name}]} (list or one, never the secrets), {@code POST /api/v1/keys}
 * (create; the secret is in this one answer only; unknown fields refused), {@code DELETE
 * /api/v1/keys/{id or name}}. Admin keys only.
 */
final class KeysEndpoint {
    /** The fields of POST /api/v1/keys (README, "API keys"): the same as `tabrelay keys create`'s options. */
    static final List<String> FIELDS = List.of("name", "tools", "sites", "rateLimit", "rateWindowMs", "evaluate", "admin", "mode");
    private static final String EXAMPLE = "{\"name\": \"my-script\", \"tools\": [\"list_tabs\"], \"sites\": [\"*.example.com\"],"
            + " \"rateLimit\": 30, \"rateWindowMs\": 60000, \"evaluate\": false, \"admin\": false}.";

    private final KeyStore keys;

    KeysEndpoint(KeyStore keys) {
        this.keys = keys;
    }

    void handle(HttpServletRequest req, HttpServletResponse resp, Caller caller) throws IOException {
        if (!caller.admin()) {
            JsonReplies.send(resp, 403, JsonReplies.error("FORBIDDEN", "Managing keys needs an admin key (`tabrelay keys create --admin`)."));
            return;
        }
        String path = req.getRequestURI();
        switch (req.getMethod()) {
            case "GET" -> {
                String which = path.substring(Math.min(path.length(), "/api/v1/keys/".length()));
                if (!which.isEmpty()) {
                    ApiKey one = keys.list().stream().filter(k -> k.id().equals(which) || which.equals(k.name())).findFirst()
                            .orElse(null);
                    JsonReplies.send(resp, one == null ? 404 : 200, one == null
                            ? JsonReplies.error("NOT_FOUND", "No key with id or name '" + which + "'; GET /api/v1/keys lists them.")
                            : describe(one));
                    return;
                }
                ObjectNode out = Json.MAPPER.createObjectNode();
                ArrayNode list = out.putArray("keys");
                keys.list().forEach(k -> list.add(describe(k)));
                JsonReplies.send(resp, 200, out);
            }
            case "POST" -> create(req, resp);
            case "DELETE" -> {
                String which = path.substring(Math.min(path.length(), "/api/v1/keys/".length()));
                boolean removed = !which.isEmpty() && keys.revoke(which);
                JsonReplies.send(resp, removed ? 200 : 404, removed ? Json.MAPPER.createObjectNode().put("revoked", which)
                        : JsonReplies.error("NOT_FOUND", "No key with id or name '" + which + "'."));
            }
            default -> JsonReplies.send(resp, 405, JsonReplies.error("NOT_FOUND", "Use GET, POST or DELETE on /api/v1/keys."));
        }
    }

    private void create(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        try {
            JsonNode b = Json.MAPPER.readTree(req.getInputStream());
            if (!b.isObject()) {
                throw new IllegalArgumentException("The body must be a JSON object: " + EXAMPLE);
            }
            List<String> unknown = b.propertyNames().stream().filter(f -> !FIELDS.contains(f)).toList();
            if (!unknown.isEmpty()) {
                // A misspelt field ("rate": "5/60s") must not quietly make a key without that limit.
                throw new IllegalArgumentException("Unknown field(s) " + unknown + "; a key takes " + FIELDS + ": " + EXAMPLE);
            }
            KeyStore.Created c = keys.create(b.path("name").asString(null), strings(b.path("tools")), strings(b.path("sites")),
                    b.path("rateLimit").asInt(0), b.path("rateWindowMs").asLong(0), b.path("evaluate").asBoolean(false),
                    b.path("admin").asBoolean(false), false, dev.tabrelay.auth.AgentMode.parse(b.path("mode").asString("act")));
            ObjectNode out = describe(c.key());
            out.put("key", c.secret());
            JsonReplies.send(resp, 201, out);
        } catch (JacksonException | IllegalArgumentException e) {
            JsonReplies.send(resp, 400, JsonReplies.error("INVALID_ARGUMENT", e instanceof JacksonException
                    ? "The body is not JSON; send " + EXAMPLE : e.getMessage()));
        }
    }

    static ObjectNode describe(ApiKey k) {
        ObjectNode n = Json.MAPPER.createObjectNode().put("id", k.id()).put("name", k.name());
        ArrayNode tools = n.putArray("tools");
        k.tools().stream().sorted().forEach(tools::add);
        ArrayNode sites = n.putArray("sites");
        k.sites().forEach(sites::add);
        n.put("rateLimit", k.rateLimit()).put("rateWindowMs", k.rateWindowMs()).put("evaluate", k.evaluate())
                .put("admin", k.admin()).put("mode", k.mode().wire()).put("createdAt", String.valueOf(k.createdAt()))
                .put("lastUsedAt", k.lastUsedAt() == null ? null : k.lastUsedAt().toString());
        return n;
    }

    private static List<String> strings(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(v -> out.add(v.asString()));
        return out;
    }
}
