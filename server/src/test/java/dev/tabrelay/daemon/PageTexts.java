package dev.tabrelay.daemon;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.tools.PageContent;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.Map;

/** The page's text of a result marked as page content, after checking the mark is there (docs/automation.md). */
final class PageTexts {
    private PageTexts() {}

    static String pageText(CallToolResult r) {
        String text = ((McpSchema.TextContent) r.content().get(0)).text();
        Object mark = r.structuredContent() instanceof Map<?, ?> m ? m.get("pageContent") : null;
        assertNotNull(mark, "a result with page text carries structuredContent.pageContent: " + r.structuredContent());
        String fence = (String) ((Map<?, ?>) mark).get("fence");
        assertTrue(text.contains(" · fence " + fence + "⟧\n") && text.contains("\n⟦end of page content " + fence + "⟧"),
                "the page's text is fenced: " + text);
        return PageContent.unwrap(text, mark);
    }
}
