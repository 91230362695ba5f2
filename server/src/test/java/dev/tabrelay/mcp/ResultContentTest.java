package dev.tabrelay.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** SchemaCheck makes no text copy of a valid result, so the adapter gives a content-less result its text. */
class ResultContentTest {
    @Test
    void aResultWithOnlyStructuredContentGetsItAsText() {
        CallToolResult bare = CallToolResult.builder().structuredContent(Map.of("closed", true)).isError(false).build();
        CallToolResult r = McpToolAdapter.withContent(bare);
        assertEquals("{\"closed\":true}", ((TextContent) r.content().get(0)).text());
        assertEquals(Map.of("closed", true), r.structuredContent());
    }

    @Test
    void aResultWithTextIsLeftAlone() {
        CallToolResult r = CallToolResult.builder().addTextContent("Closed.").structuredContent(Map.of("closed", true)).build();
        assertSame(r, McpToolAdapter.withContent(r));
    }
}
