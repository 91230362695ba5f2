package dev.tabrelay.link;

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

    /** Close codes in the 4xxx private range, mirroring HTTP statuses so they read naturally. */
    public static final int CLOSE_BAD_HELLO = 4400;
    public static final int CLOSE_BAD_KEY = 4401;
    public static final int CLOSE_BAD_ORIGIN = 4403;
    public static final int CLOSE_REPLACED = 4409;
    public static final int CLOSE_BAD_VERSION = 4426;
    public static final int CLOSE_SHUTDOWN = 1001;

    static final JsonMapper JSON = JsonMapper.builder().build();

    private LinkProtocol() {}

    /** The {@code hello} fields the bridge uses; anything else in the message is ignored. */
    /** {@code toolProfile} (optional): the tool profile chosen on the extension's options page. */
    public record Hello(int protocol, String key, String extensionVersion, String browserId, String label, String userAgent,
                        String toolProfile) {
        static Hello from(JsonNode n) {
            return new Hello(n.path("protocol").asInt(-1), text(n, "key"), text(n, "extensionVersion"),
                    text(n, "browserId"), text(n, "label"), text(n, "userAgent"), text(n, "toolProfile"));
        }

        boolean wellFormed() {
            return key != null && browserId != null && !browserId.isBlank() && browserId.length() <= 128;
        }
    }

    static String welcome(String serverVersion, String browserId) {
        ObjectNode n = JSON.createObjectNode();
        n.put("type", WELCOME).put("protocol", VERSION).put("serverVersion", serverVersion).put("browserId", browserId);
        return n.toString();
    }

    static String command(String id, String action, JsonNode params, CallContext ctx, long deadlineMs) {
        ObjectNode n = JSON.createObjectNode();
        n.put("type", COMMAND).put("id", id).put("action", action);
        n.set("params", params == null ? JSON.createObjectNode() : params);
        n.put("session", ctx.sessionId()).put("client", ctx.clientName()).put("deadlineMs", deadlineMs);
        return n.toString();
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
