package dev.tabrelay.tools;

import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * How an extraction is returned: Markdown text (default), JSON with metadata, or an MCP
 * embedded resource whose URI is the page URL. The extension always sends all parts; the
 * bridge picks what the caller asked for.
 */
enum ExtractionFormat {
    MARKDOWN, JSON, MCP;

    static final List<String> NAMES = List.of("markdown", "json", "mcp");
    static final String DESCRIPTION = "'markdown' (default): clean Markdown text. 'json': title, url, markdown and"
            + " metadata (byline, siteName, lang, publishedTime, excerpt, wordCount, links, images)."
            + " 'mcp': an MCP embedded resource (uri = page URL, mimeType text/markdown).";

    static ExtractionFormat parse(String s) {
        return s == null ? MARKDOWN : valueOf(s.toUpperCase(java.util.Locale.ROOT));
    }

    CallToolResult render(JsonNode data) {
        String markdown = data.path("markdown").asString("");
        String url = data.path("url").asString("");
        return switch (this) {
            case MARKDOWN -> CallToolResult.builder().addTextContent(markdown).build();
            case JSON -> {
                ObjectNode out = Json.object();
                out.put("title", data.path("title").asString(""));
                out.put("url", url);
                if (data.has("tabId")) {
                    out.set("tabId", data.get("tabId"));
                }
                out.put("mode", data.path("mode").asString("article"));
                out.put("markdown", markdown);
                out.set("metadata", data.path("metadata").isObject() ? data.get("metadata") : Json.object());
                Map<String, Object> structured = Json.toMap(out);
                yield CallToolResult.builder().addTextContent(out.toString()).structuredContent(structured).build();
            }
            case MCP -> CallToolResult.builder()
                    .addContent(new McpSchema.EmbeddedResource(null,
                            new McpSchema.TextResourceContents(url, "text/markdown", markdown)))
                    .build();
        };
    }
}
