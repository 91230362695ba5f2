package dev.tabrelay.mcp.modern;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.function.UnaryOperator;
import tools.jackson.databind.JsonNode;

/**
 * What marks a request of the 2026-07-28 revision and what it must carry, checked before it is
 * served. A request is of this era when its {@code _meta} names a protocol version from
 * 2026-07-28 on, or when it is {@code server/discover} (which only this era has).
 */
public final class ModernRevision {
    public static final String VERSION = "2026-07-28";
    public static final String PROTOCOL_VERSION_KEY = "io.modelcontextprotocol/protocolVersion";
    public static final String CLIENT_CAPABILITIES_KEY = "io.modelcontextprotocol/clientCapabilities";
    public static final String CLIENT_INFO_KEY = "io.modelcontextprotocol/clientInfo";
    public static final String SERVER_INFO_KEY = "io.modelcontextprotocol/serverInfo";
    /** JSON-RPC codes this revision assigns. */
    public static final int HEADER_MISMATCH = -32020;
    public static final int UNSUPPORTED_PROTOCOL_VERSION = -32022;
    /** Values the client had to encode (non-ASCII, edge whitespace) come as {@code =?base64?…?=}. */
    private static final String BASE64_PREFIX = "=?base64?";
    private static final String BASE64_SUFFIX = "?=";

    private ModernRevision() {}

    /** A refusal: the JSON-RPC code, its message and optional data; always HTTP 400 on this era. */
    public record Refusal(int code, String message, JsonNode data) {}

    /** Whether this (valid JSON-RPC) message belongs to the 2026-07-28 era. */
    public static boolean isModern(JsonNode message) {
        if ("server/discover".equals(message.path("method").asString(""))) {
            return true;
        }
        JsonNode version = message.path("params").path("_meta").get(PROTOCOL_VERSION_KEY);
        // Revision ids are dates: a later one compares greater.
        return version != null && version.isString() && version.asString().compareTo(VERSION) >= 0;
    }

    /**
     * The first thing wrong with a modern request, in the order the revision names them: its
     * version, the {@code MCP-Protocol-Version}, {@code Mcp-Method} and {@code Mcp-Name} headers,
     * then the {@code _meta} envelope; null when it may be served.
     *
     * @param header the request's headers by (case-insensitive) name, a header it lacks null; null
     *     itself on a transport without headers (WebSocket, stdio), where only {@code _meta} is checked
     * @param supported every version this server speaks, for the client to choose from
     */
    public static Refusal check(JsonNode message, UnaryOperator<String> header, List<String> supported) {
        String method = message.path("method").asString("");
        JsonNode meta = message.path("params").path("_meta");
        String version = meta.path(PROTOCOL_VERSION_KEY).asString(null);
        if (!VERSION.equals(version)) {
            var data = dev.tabrelay.json.Json.object();
            supported.forEach(data.putArray("supported")::add);
            data.put("requested", version);
            return new Refusal(UNSUPPORTED_PROTOCOL_VERSION, "Unsupported protocol version " + (version == null
                    ? "(none in _meta[\"" + PROTOCOL_VERSION_KEY + "\"])" : "'" + clip(version) + "'")
                    + "; this server speaks " + String.join(", ", supported) + ".", data);
        }
        if (header != null) {
            Refusal headers = headers(message, method, version, header);
            if (headers != null) {
                return headers;
            }
        }
        if (!meta.path(CLIENT_CAPABILITIES_KEY).isObject()) {
            return new Refusal(-32602, "Invalid params: _meta[\"" + CLIENT_CAPABILITIES_KEY + "\"] is required on every"
                    + " request of protocol revision " + VERSION + " (an object, {} for none).", null);
        }
        return null;
    }

    /** The HTTP headers that must repeat the body (Streamable HTTP only). */
    private static Refusal headers(JsonNode message, String method, String version, UnaryOperator<String> header) {
        String headerVersion = header.apply("MCP-Protocol-Version");
        if (!version.equals(headerVersion)) {
            return mismatch("MCP-Protocol-Version", headerVersion, version);
        }
        String headerMethod = header.apply("Mcp-Method");
        if (!method.equals(headerMethod)) {
            return mismatch("Mcp-Method", headerMethod, method);
        }
        JsonNode name = "tools/call".equals(method) ? message.path("params").get("name") : null;
        if (name != null) {
            String headerName = decode(header.apply("Mcp-Name"));
            if (!name.asString("").equals(headerName)) {
                return mismatch("Mcp-Name", header.apply("Mcp-Name"), name.asString(""));
            }
        }
        return null;
    }

    private static Refusal mismatch(String header, String got, String body) {
        return new Refusal(HEADER_MISMATCH, "Header mismatch: " + header + (got == null ? " is missing" : " is '" + clip(got) + "'")
                + "; it must be '" + clip(body) + "', as in the request body.", null);
    }

    /** A header value as sent, with the revision's base64 form decoded; null stays null. */
    static String decode(String value) {
        if (value == null || !value.startsWith(BASE64_PREFIX) || !value.endsWith(BASE64_SUFFIX)
                || value.length() < BASE64_PREFIX.length() + BASE64_SUFFIX.length()) {
            return value;
        }
        try {
            return new String(Base64.getDecoder().decode(value.substring(BASE64_PREFIX.length(), value.length() - BASE64_SUFFIX.length())),
                    StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return value;
        }
    }

    /** Echoed values are cut short: they come from the client. */
    private static String clip(String s) {
        String plain = s.replaceAll("[\\p{Cntrl}]", "?");
        return plain.length() > 64 ? plain.substring(0, 64) + "…" : plain;
    }
}
