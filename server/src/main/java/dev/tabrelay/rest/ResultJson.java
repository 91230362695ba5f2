package dev.tabrelay.rest;

import dev.tabrelay.json.Json;
import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A tool result as plain JSON for scripts: {@code {ok, tool, content:[…], structuredContent?}}.
 * Text stays text, images are base64 with their mime type, embedded resources keep uri and
 * mime type. A tool error (isError) keeps its code in {@code error}.
 */
final class ResultJson {
    private ResultJson() {}

    static ObjectNode of(String tool, CallToolResult r) {
        ObjectNode out = Json.MAPPER.createObjectNode();
        boolean error = Boolean.TRUE.equals(r.isError());
        out.put("ok", !error).put("tool", tool);
        ArrayNode content = out.putArray("content");
        for (McpSchema.Content c : r.content()) {
            ObjectNode item = content.addObject();
            switch (c) {
                case McpSchema.TextContent t -> item.put("type", "text").put("text", t.text());
                case McpSchema.ImageContent i -> item.put("type", "image").put("mimeType", i.mimeType()).put("data", i.data());
                case McpSchema.EmbeddedResource e when e.resource() instanceof McpSchema.TextResourceContents t ->
                        item.put("type", "resource").put("uri", t.uri()).put("mimeType", t.mimeType()).put("text", t.text());
                default -> item.put("type", c.type());
            }
        }
        if (r.structuredContent() != null) {
            out.set("structuredContent", Json.MAPPER.valueToTree(r.structuredContent()));
            if (error) {
                out.set("error", out.get("structuredContent").path("error"));
            }
        }
        return out;
    }

    static ObjectNode failure(String tool, ToolFailure f) {
        ObjectNode out = JsonReplies.error(f.code().name(), f.getMessage());
        out.put("tool", tool);
        return out;
    }

    /** HTTP status for a failure a script may branch on (declared with each code). */
    static int status(ErrorCode code) {
        return code.httpStatus();
    }
}
