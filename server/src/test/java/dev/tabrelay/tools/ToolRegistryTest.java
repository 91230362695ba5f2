package dev.tabrelay.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.config.PairingKey;
import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.link.BrowserHub;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

class ToolRegistryTest {
    static ToolRegistry registry() throws Exception {
        BrowserHub hub = new BrowserHub(PairingKey.loadOrCreate(Files.createTempDirectory("reg")), "test", Duration.ofSeconds(1));
        return Tools.registry(hub);
    }

    @Test
    void canonicalNamesUseTheBrowserPrefixAndEarlierNamesStayCallable() throws Exception {
        ToolRegistry r = registry();
        for (ToolDefinition t : r.tools()) {
            // Site recipes (plugins) are named by their site, as the designs name them (x_post, wechat_post).
            assertTrue(t.name().startsWith("browser_") || List.of("update_plan", "turn_answer_start", "turn_answer_complete")
                    .contains(t.name()) || !r.isCore(t.name()), t.name());
        }
        for (String legacy : List.of("list_tabs", "extract_active_tab", "extract_tab", "extract_url", "browser_get_tabs",
                "browser_create_tab", "browser_close_tab", "tabs_context", "tabs_create", "navigate", "computer", "read_page",
                "find", "form_input", "get_page_text", "resize_window", "upload_image", "read_console_messages",
                "read_network_requests", "javascript_tool")) {
            assertTrue(r.find(legacy).isPresent(), legacy + " must stay callable");
        }
    }

    @Test
    void everyToolIsDescribedWithAnObjectSchemaAndHints() throws Exception {
        for (ToolDefinition t : registry().tools()) {
            assertTrue(t.description().length() > 80, t.name() + " needs a description a model can act on");
            assertEquals("object", t.inputSchema().get("type"), t.name());
            assertEquals(false, t.inputSchema().get("additionalProperties"), t.name());
            assertTrue(t.annotations() != null, t.name() + " needs MCP annotations");
            if (t.name().equals("browser_extract") || t.name().endsWith("_list")) {
                assertTrue(t.annotations().readOnlyHint(), t.name() + " only reads");
            }
        }
    }

    @Test
    void duplicateNamesOrAliasesAreRejected() {
        ToolHandler h = call -> CompletableFuture.completedFuture(null);
        ToolDefinition a = new ToolDefinition("a", List.of("x"), "A", "does a", Schema.object().build(), null, null, h);
        ToolDefinition b = new ToolDefinition("b", List.of("x"), "B", "does b", Schema.object().build(), null, null, h);
        assertThrows(IllegalArgumentException.class, () -> new ToolRegistry(List.of(a, b)));
        ToolDefinition undocumented = new ToolDefinition("c", List.of(), "C", " ", Schema.object().build(), null, null, h);
        assertThrows(IllegalArgumentException.class, () -> new ToolRegistry(List.of(undocumented)));
    }

    @Test
    void extractUrlAcceptsOnlyAbsoluteHttpUrls() {
        assertEquals("https://example.com/a?b=1", Arguments.httpUrl(" https://example.com/a?b=1 "));
        for (String bad : List.of("example.com", "javascript:alert(1)", "file:///etc/passwd", "chrome://settings", "http://")) {
            ToolFailure f = assertThrows(ToolFailure.class, () -> Arguments.httpUrl(bad), bad);
            assertTrue(f.getMessage().contains("'url'"), f.getMessage());
        }
    }

    @Test
    void schemaListsRequiredFields() {
        Map<String, Object> s = Schema.object().string("url", "u").required("url").build();
        assertEquals(List.of("url"), s.get("required"));
    }
}
