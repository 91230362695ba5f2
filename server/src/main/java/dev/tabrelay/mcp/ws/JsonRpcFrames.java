package dev.tabrelay.mcp.ws;

import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.ErrorCodes;

import tools.jackson.databind.JsonNode;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Turns one inbound text frame into a JSON-RPC message, or into the error frame to answer with.
 *
 * <p>The SDK's {@code McpSchema.deserializeJsonRpcMessage} neither checks {@code "jsonrpc":"2.0"} nor
 * tells a parse error from an invalid request, and its exceptions carry parser and class names; so
 * the frame is classified here and the client only ever sees the fixed messages below.
 */
final class JsonRpcFrames {
    static final String PARSE_ERROR_MESSAGE = "Parse error: the frame is not valid JSON.";
    static final String INVALID_REQUEST_MESSAGE =
            "Invalid request: expected one JSON-RPC 2.0 request, notification or response object per frame.";

    /**
     * At most one of {@code message} and {@code errorFrame} is set; neither when the frame is dropped
     * silently (a malformed <em>response</em>: JSON-RPC never answers a response, which also rules out
     * an error ping-pong with a client that answers errors with errors). {@code tree} is the frame
     * as JSON, kept for requests and notifications (the 2026-07-28 revision is served from it).
     */
    record Decoded(McpSchema.JSONRPCMessage message, String errorFrame, JsonNode tree) {
        Decoded(McpSchema.JSONRPCMessage message, String errorFrame) {
            this(message, errorFrame, null);
        }

        boolean dropped() {
            return message == null && errorFrame == null;
        }
    }

    private final McpJsonMapper mapper;

    JsonRpcFrames(McpJsonMapper mapper) {
        this.mapper = mapper;
    }

    Decoded decode(String text) {
        Object parsed;
        try {
            parsed = mapper.readValue(text, Object.class);
        } catch (Exception e) { // Jackson 3 throws unchecked exceptions, the SDK wraps some in IOException
            return error(null, ErrorCodes.PARSE_ERROR, PARSE_ERROR_MESSAGE);
        }
        // JSON-RPC batches (arrays) were removed from MCP in 2025-06-18: not accepted either.
        if (!(parsed instanceof Map<?, ?> map)) {
            return error(null, ErrorCodes.INVALID_REQUEST, INVALID_REQUEST_MESSAGE);
        }
        boolean isResponse = !map.containsKey("method") && (map.containsKey("result") || map.containsKey("error"));
        JsonNode tree = null;
        if (!isResponse) {
            // The checks every transport shares (a wrong "jsonrpc", "params" not an object, tools/call without a name).
            tree = dev.tabrelay.json.Json.MAPPER.readTree(text);
            dev.tabrelay.mcp.JsonRpcShape.Problem problem = dev.tabrelay.mcp.JsonRpcShape.check(tree);
            if (problem != null) {
                return error(problem.id(), problem.code(), problem.message());
            }
        }
        Object id = map.get("id");
        Object echoId = (id instanceof String || id instanceof Number) ? id : null;
        if (!McpSchema.JSONRPC_VERSION.equals(map.get("jsonrpc")) || (map.containsKey("id") && echoId == null)) {
            return isResponse ? new Decoded(null, null) : error(echoId, ErrorCodes.INVALID_REQUEST, INVALID_REQUEST_MESSAGE);
        }
        try {
            boolean hasMethod = map.get("method") instanceof String;
            if (hasMethod && echoId != null) {
                return new Decoded(mapper.convertValue(map, McpSchema.JSONRPCRequest.class), null, tree);
            }
            if (hasMethod) {
                return new Decoded(mapper.convertValue(map, McpSchema.JSONRPCNotification.class), null, tree);
            }
            if (isResponse && echoId != null) {
                return new Decoded(mapper.convertValue(map, McpSchema.JSONRPCResponse.class), null);
            }
        } catch (RuntimeException e) {
            // Falls through: a field of the wrong shape (e.g. "params" not an object) is an invalid request.
        }
        return isResponse ? new Decoded(null, null) : error(echoId, ErrorCodes.INVALID_REQUEST, INVALID_REQUEST_MESSAGE);
    }

    Decoded error(Object id, int code, String message) {
        // A map rather than McpSchema.JSONRPCResponse: the SDK's mapper drops null fields, and
        // JSON-RPC 2.0 requires "id": null when the request id could not be read.
        Map<String, Object> error = new LinkedHashMap<>();
        error.put("code", code);
        error.put("message", message);
        Map<String, Object> frame = new LinkedHashMap<>();
        frame.put("jsonrpc", McpSchema.JSONRPC_VERSION);
        frame.put("id", id);
        frame.put("error", error);
        try {
            return new Decoded(null, mapper.writeValueAsString(frame));
        } catch (Exception e) {
            // Cannot happen for a map of strings and numbers; keep a literal fallback anyway.
            return new Decoded(null, "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":" + code + ",\"message\":\"" + message + "\"}}");
        }
    }
}
