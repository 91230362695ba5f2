package dev.tabrelay.mcp;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What is wrong with one inbound JSON-RPC message, checked the same way on every transport
 * (the HTTP filter and the WebSocket endpoint; stdio rides the WebSocket) before the SDK sees it.
 * The SDK (2.1.0) answers a few of these wrongly: {@code "jsonrpc":"1.0"} is served,
 * {@code "params": 42} on tools/call is an empty HTTP 200 or an internal error.
 *
 * <p>Codes: -32600 for what is not a JSON-RPC 2.0 message (answered with the request's id when it
 * has a valid one, else {@code null}); -32602 for a request whose params have the wrong shape.
 * Unparsable text (-32700) never gets here.
 */
public final class JsonRpcShape {
    public static final int INVALID_REQUEST = -32600;
    public static final int INVALID_PARAMS = -32602;

    /** @param id the id to answer with (null: none could be read); @param code one of the constants above */
    public record Problem(Object id, int code, String message) {
        /** The JSON-RPC error response to send. */
        public String toJson() {
            ObjectNode out = dev.tabrelay.json.Json.MAPPER.createObjectNode().put("jsonrpc", "2.0");
            switch (id) {
                case String s -> out.put("id", s);
                case java.math.BigInteger b -> out.put("id", b);
                case Number n -> out.put("id", n.longValue());
                case null, default -> out.putNull("id");
            }
            out.putObject("error").put("code", code).put("message", message);
            return out.toString();
        }
    }

    private JsonRpcShape() {}

    /** A request id as JSON-RPC allows it in MCP (a string or an integer), else null. */
    public static Object id(JsonNode idNode) {
        return idNode == null ? null : idNode.isString() ? idNode.asString()
                : idNode.isIntegralNumber() ? (idNode.canConvertToLong() ? (Object) idNode.asLong() : idNode.bigIntegerValue()) : null;
    }

    /** Null when the message may go to the SDK; a response (with a result or error and a valid id) always may. */
    public static Problem check(JsonNode n) {
        if (n == null || !n.isObject()) {
            return new Problem(null, INVALID_REQUEST, n != null && n.isArray()
                    ? "Invalid request: JSON-RPC batches are not part of MCP since 2025-06-18; send one message at a time."
                    : "Invalid request: a JSON-RPC message is a JSON object like {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}.");
        }
        JsonNode idNode = n.get("id");
        boolean hasId = idNode != null;
        Object id = id(idNode);
        if (hasId && id == null) {
            return new Problem(null, INVALID_REQUEST, "Invalid request: \"id\" must be a string or an integer (MCP forbids null).");
        }
        if (!n.path("jsonrpc").isString() || !"2.0".equals(n.path("jsonrpc").asString())) {
            return new Problem(id, INVALID_REQUEST, "Invalid request: \"jsonrpc\" must be \"2.0\".");
        }
        JsonNode method = n.get("method");
        if (method == null) {
            boolean response = hasId && (n.has("result") ^ n.has("error"));
            return response ? null : new Problem(id, INVALID_REQUEST,
                    "Invalid request: a message needs a \"method\" (request or notification) or an \"id\" with a \"result\" or \"error\" (response).");
        }
        if (!method.isString() || method.asString().isEmpty()) {
            return new Problem(id, INVALID_REQUEST, "Invalid request: \"method\" must be a non-empty string.");
        }
        JsonNode params = n.get("params");
        if (params != null && !params.isObject()) {
            return new Problem(id, INVALID_PARAMS, "Invalid params: \"params\" must be a JSON object in MCP.");
        }
        if ("tools/call".equals(method.asString())) {
            JsonNode name = params == null ? null : params.get("name");
            if (name == null || !name.isString() || name.asString().isEmpty()) {
                return new Problem(id, INVALID_PARAMS, "Invalid params: tools/call needs params.name, a tool name from tools/list.");
            }
            JsonNode args = params.get("arguments");
            if (args != null && !args.isNull() && !args.isObject()) {
                return new Problem(id, INVALID_PARAMS, "Invalid params: params.arguments of tools/call must be a JSON object.");
            }
        }
        return null;
    }
}
