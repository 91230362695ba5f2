package dev.tabrelay.tools.extract;

import dev.tabrelay.json.Json;
import dev.tabrelay.tools.OutputBudget;
import dev.tabrelay.tools.PageContent;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * How an extraction is returned: Markdown text (default), JSON with metadata, an MCP embedded
 * resource whose URI is the page URL, or plain text. The extension always sends all parts; the
 * bridge picks what the caller asked for, and cuts the page content to the call's budget.
 */
enum ExtractionFormat {
    MARKDOWN, JSON, MCP, TEXT;

    static final List<String> NAMES = List.of("markdown", "json", "mcp", "text");
    static final String DESCRIPTION = "'markdown' (default): clean Markdown text. 'json': title, url, markdown and"
            + " metadata (byline, siteName, lang, publishedTime, excerpt, wordCount, links, images, pageType: article,"
            + " product, forum, listing, collection, documentation, service or other, and facts the page declares, e.g."
            + " a product's price, currency and availability)."
            + " 'mcp': an MCP embedded resource (uri = page URL, mimeType text/markdown). 'text': plain text without markup.";

    static ExtractionFormat parse(String s) {
        return s == null ? MARKDOWN : valueOf(s.toUpperCase(java.util.Locale.ROOT));
    }

    /** Renders the whole extraction (no budget), as before budgets existed. */
    CallToolResult render(JsonNode data) {
        String content = content(data);
        return render(data, new OutputBudget.Part(content, "", null, 0, content.length(), content.length(),
                PageContent.of(data.path("url").asString(""))));
    }

    /** The page content this format shows, before any cut. */
    String content(JsonNode data) {
        return this == TEXT ? data.path("text").asString("") : data.path("markdown").asString("");
    }

    /** @param part the (possibly cut) page content, with its cursor */
    CallToolResult render(JsonNode data, OutputBudget.Part part) {
        String url = data.path("url").asString("");
        return switch (this) {
            case MARKDOWN, TEXT -> {
                Map<String, Object> structured = new LinkedHashMap<>(part.fields());
                CallToolResult.Builder b = CallToolResult.builder().addTextContent(part.text());
                yield structured.isEmpty() ? b.build() : b.structuredContent(structured).build();
            }
            case JSON -> {
                ObjectNode out = Json.object();
                out.put("title", data.path("title").asString(""));
                out.put("url", url);
                if (data.has("tabId")) {
                    out.set("tabId", data.get("tabId"));
                }
                out.put("mode", data.path("mode").asString("article"));
                out.put("markdown", part.content() + part.note());   // a data field: marked by pageContent, not fenced
                out.set("metadata", data.path("metadata").isObject() ? data.get("metadata") : Json.object());
                if (data.path("stillLoading").asBoolean(false)) {   // read at the deadline (timeoutMs)
                    out.put("stillLoading", true);
                    out.put("loadingNote", data.path("loadingNote").asString(""));
                }
                Map<String, Object> structured = new LinkedHashMap<>(Json.toMap(out));
                structured.putAll(part.fields());
                yield CallToolResult.builder().addTextContent(Json.MAPPER.valueToTree(structured).toString())
                        .structuredContent(structured).build();
            }
            case MCP -> {
                CallToolResult.Builder b = CallToolResult.builder()
                        .addContent(new McpSchema.EmbeddedResource(null,
                                new McpSchema.TextResourceContents(url, "text/markdown", part.content() + part.note())));
                yield b.structuredContent(new LinkedHashMap<>(part.fields())).build();
            }
        };
    }
}
