package example.wordcount;

import dev.tabrelay.plugin.PluginCall;
import dev.tabrelay.plugin.PluginException;
import dev.tabrelay.plugin.PluginResult;
import dev.tabrelay.plugin.PluginTool;
import dev.tabrelay.plugin.TabRelayPlugin;
import java.util.List;
import java.util.Map;

/**
 * The example Java plugin of docs/plugins.md: one tool that reads a tab's text through TabRelay's
 * own browser_get_page_text (as the caller, so its ACL and sites apply) and counts the words.
 * PluginJarIT compiles it into a jar and drops it in a daemon's plugins/ folder.
 */
public final class WordCountPlugin implements TabRelayPlugin {
    @Override
    public String name() {
        return "word-count";
    }

    @Override
    public List<PluginTool> tools() {
        return List.of(new PluginTool("example_word_count", "Count the words on a page",
                "Count the words of a tab's visible text, e.g. to check an article's length before summarising it."
                        + " Example: {\"tabId\": 123}.",
                Map.of("type", "object",
                        "properties", Map.of("tabId", Map.of("type", "integer", "description", "The tab; see browser_tab_list.")),
                        "required", List.of("tabId")),
                true, WordCountPlugin::count));
    }

    private static PluginResult count(PluginCall call) throws PluginException {
        Map<String, Object> page = call.tool("browser_get_page_text", Map.of("tabId", call.arguments().get("tabId")));
        String text = String.valueOf(page.getOrDefault("text", "")).strip();
        int words = text.isEmpty() ? 0 : text.split("\\s+").length;
        return new PluginResult(words + " words on " + page.get("url") + ".", Map.of("words", words, "url", page.get("url")));
    }
}
