package dev.tabrelay.link;

import dev.tabrelay.json.Json;
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
