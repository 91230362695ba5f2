package dev.tabrelay.link;

import dev.tabrelay.json.Json;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The extension link protocol, version {@value #VERSION} (docs/protocol.md; the TypeScript twin is
 * extension/src/shared/protocol.ts). Messages are JSON objects with a {@code type}; fields are only
 * ever added as optional and unknown ones are ignored, so both sides can move independently
 * within a version.
 */
public final class LinkProtocol {
    public static final int VERSION = 1;

    public static final String HELLO = "hello";
    public static final String WELCOME = "welcome";
    public static final String COMMAND = "command";
    public static final String RESPONSE = "response";
    public static final String PROGRESS = "progress";
    public static final String CANCEL = "cancel";
    public static final String PING = "ping";
    public static final String PONG = "pong";
    /**
     * Extension → bridge after the welcome: the options page's tool profile and the Enable bridge
     * state changed. Applied to the live connection, so a setting never drops the link (and with
     * it the calls in flight and the clients' view of this browser).
     */
    public static final String SETTINGS = "settings";

    static final JsonMapper JSON = Json.MAPPER;

    private LinkProtocol() {}

    /**
     * The session messages of the link as JSON Schemas, exported into contract/link.json
     * ("messages") beside the actions and errors: the extension's types are generated from them
     * (extension/src/shared/contract/messages.ts), and LinkMessagesTest checks that what this side
     * sends ({@link #welcome}) and reads ({@link Hello#withSettings}) is exactly what they declare.
     * Fields other than {@code type} stay optional: each side still meets older versions of the other.
     */
    public static Map<String, Object> messages() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put(WELCOME, message("bridge → extension", "The answer to an accepted hello; the link is up once it arrives.",
                WELCOME, List.of("protocol", "serverVersion", "browserId"), Map.of(
                        "protocol", field("integer", "The link protocol version (" + VERSION + ")."),
                        "serverVersion", field("string", "The daemon's version, shown on the options page."),
                        "browserId", field("string", "The browser id the bridge knows this link by."),
                        "resume", field("string", "This connection's secret: the next hello that carries it replaces this link"
                                + " (a worker restart) instead of being refused with 4410."),
                        "maxMessageBytes", field("integer", "The largest message the bridge accepts; larger answers become"
                                + " TOO_LARGE errors instead."),
                        "gatewayServers", field("integer", "Only when above 0: the gateway runs that many local MCP servers on"
                                + " /gateway/mcp-ws."),
                        "settings", field("boolean", "This bridge applies settings messages on the live link; absent (an older"
                                + " bridge): a changed setting needs a new hello."))));
        out.put(SETTINGS, message("extension → bridge", "After the welcome: the options page's tool profile or Enable bridge"
                + " changed; applied to the live link, which stays up.", SETTINGS, List.of(), Map.of(
                        "toolProfile", field("string", "The tool profile chosen on the options page; \"\" = none chosen (the"
                                + " bridge's default). Absent: unchanged."),
                        "enabled", field("boolean", "Whether the user enabled the bridge in this browser. Absent: unchanged."))));
        return out;
    }

    private static Map<String, Object> message(String direction, String description, String type, List<String> required,
                                               Map<String, Object> fields) {
        Map<String, Object> properties = new LinkedHashMap<>();
        properties.put("type", Map.of("type", "string", "enum", List.of(type)));
        properties.putAll(fields);
        List<String> all = new ArrayList<>(List.of("type"));
        all.addAll(required);
        return Map.of("direction", direction, "description", description, "schema",
                Map.of("type", "object", "additionalProperties", false, "required", all, "properties", properties));
    }

    private static Map<String, Object> field(String type, String description) {
        return Map.of("type", type, "description", description);
    }

    /** The {@code hello} fields the bridge uses; anything else in the message is ignored. */
    /** {@code toolProfile} (optional): the tool profile chosen on the extension's options page. */
    /** {@code resume} (optional): the secret of this browser's previous welcome, proving a reconnect is the same browser. */
    /**
     * {@code enabled} (optional): whether the user has enabled the bridge in this browser (the
     * popup's Enable bridge); false while it would answer every call PERMISSION_REQUIRED. An
     * extension sends a {@code settings} message when it changes (a new hello to a bridge whose
     * welcome lacks {@code settings}). Absent (an older extension): taken as enabled.
     */
    public record Hello(int protocol, String key, String extensionVersion, String browserId, String label, String userAgent,
                        String toolProfile, String resume, boolean enabled) {
        static Hello from(JsonNode n) {
            return new Hello(n.path("protocol").asInt(-1), text(n, "key"), text(n, "extensionVersion"),
                    text(n, "browserId"), text(n, "label"), text(n, "userAgent"), text(n, "toolProfile"), text(n, "resume"),
                    n.path("enabled").asBoolean(true));
        }

        /**
         * This hello with a {@code settings} message applied: a field present replaces the
         * hello's ({@code toolProfile} "" or null = none chosen), a field absent keeps it.
         */
        Hello withSettings(JsonNode n) {
            String profile = n.has("toolProfile") ? text(n, "toolProfile") : toolProfile;
            if (profile != null && profile.isBlank()) {
                profile = null;
            }
            boolean on = n.has("enabled") ? n.path("enabled").asBoolean(enabled) : enabled;
            return new Hello(protocol, key, extensionVersion, browserId, label, userAgent, profile, resume, on);
        }

        boolean wellFormed() {
            return key != null && browserId != null && !browserId.isBlank() && browserId.length() <= 128;
        }
    }

    /**
     * {@code maxMessageBytes} (optional field): the largest message the bridge accepts, so the extension answers TOO_LARGE instead.
     * {@code gatewayServers} (optional, only when above 0): the gateway runs that many local MCP servers on
     * /gateway/mcp-ws, which the extension's chat client then lists (with the pairing key as its key).
     */
    static String welcome(String serverVersion, String browserId, String resume, int maxMessageBytes, int gatewayServers) {
        ObjectNode n = JSON.createObjectNode();
        n.put("type", WELCOME).put("protocol", VERSION).put("serverVersion", serverVersion).put("browserId", browserId)
                .put("resume", resume).put("maxMessageBytes", maxMessageBytes)
                // This bridge applies `settings` messages; an extension without this flag reconnects instead.
                .put("settings", true);
        if (gatewayServers > 0) {
            n.put("gatewayServers", gatewayServers);
        }
        return n.toString();
    }

    private static final java.security.SecureRandom RANDOM = new java.security.SecureRandom();

    /** 256 random bits, base64url: a connection's resume secret. */
    static String newSecret() {
        byte[] b = new byte[32];
        RANDOM.nextBytes(b);
        return java.util.Base64.getUrlEncoder().withoutPadding().encodeToString(b);
    }

    static String command(String id, String action, JsonNode params, CallContext ctx, long deadlineMs) {
        ObjectNode n = JSON.createObjectNode();
        n.put("type", COMMAND).put("id", id).put("action", action);
        n.set("params", params == null ? JSON.createObjectNode() : params);
        n.put("session", ctx.sessionId()).put("client", ctx.clientName()).put("deadlineMs", deadlineMs);
        if (!ctx.sites().isEmpty()) {
            ctx.sites().forEach(n.putArray("sites")::add);
        }
        if (ctx.call() != null) {
            n.put("call", ctx.call().id()).put("tool", ctx.call().tool());
        }
        if (ctx.mode() != null) {
            n.put("mode", ctx.mode());
        }
        return n.toString();
    }

    /** UTF-8 size of a frame without encoding it: the WebSocket limit counts bytes. */
    static long utf8Length(String s) {
        long bytes = s.length();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 0x800) {
                bytes += Character.isSurrogate(c) ? 1 : 2;
            } else if (c >= 0x80) {
                bytes += 1;
            }
        }
        return bytes;
    }

    static String cancel(String id) {
        return JSON.createObjectNode().put("type", CANCEL).put("id", id).toString();
    }

    static String ping(long ts) {
        return JSON.createObjectNode().put("type", PING).put("ts", ts).toString();
    }

    static String text(JsonNode n, String field) {
        JsonNode v = n.get(field);
        return v != null && v.isString() ? v.asString() : null;
    }
}
