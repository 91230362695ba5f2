package dev.tabrelay.rest;

import dev.tabrelay.config.PairingKey;
import dev.tabrelay.json.Json;
import dev.tabrelay.testing.Generated;
import dev.tabrelay.link.BrowserHub;
import dev.tabrelay.tools.ToolDefinition;
import dev.tabrelay.tools.ToolRegistry;
import dev.tabrelay.tools.Tools;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.SequencedMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import tools.jackson.core.util.DefaultIndenter;
import tools.jackson.core.util.DefaultPrettyPrinter;
import tools.jackson.core.util.Separators;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * contract/tools.json is the registry as {@code GET /tools} serves it: with contract/link.json (for
 * the error codes) the input of scripts/generate-clients.mjs, kept in the repository so the
 * clients can be regenerated and checked without a running daemon. Rewrite it with
 * -Dcontract.update=true (./scripts/generate does).
 */
class ContractToolsTest {
    static final String REGENERATE = Generated.REGENERATE;

    @Test
    void contractToolsJsonIsTheRegistry() throws Exception {
        Path file = Path.of("..", "contract", "tools.json");
        String expected = export();
        Generated.file(file, expected, "contract.update");
    }

    /** Laid out as JSON.stringify(value, null, 2) lays it out, so a diff reads the same from either side. */
    private static final DefaultPrettyPrinter JS_STYLE = new DefaultPrettyPrinter(Separators.createDefaultInstance()
            .withObjectNameValueSpacing(Separators.Spacing.AFTER).withObjectEmptySeparator("").withArrayEmptySeparator(""))
            .withArrayIndenter(new DefaultIndenter("  ", "\n")).withObjectIndenter(new DefaultIndenter("  ", "\n"));

    private static final List<String> KEYWORDS = List.of("type", "title", "description", "enum", "const", "default",
            "minimum", "maximum", "minLength", "maxLength", "pattern", "format", "minItems", "maxItems", "items",
            "properties", "required", "additionalProperties");

    /**
     * A schema as JSON in a stable order. Some schemas are built with Map.of, whose iteration order
     * changes from one JVM run to the next (GET /tools shows that too), and some copy such a map
     * into a LinkedHashMap. So keywords are always laid out in one order; the names under
     * "properties" keep their declared order when the map has one, else go by name. The file then
     * only changes when the registry does.
     */
    static JsonNode ordered(Object value, boolean propertyNames) {
        if (value instanceof Map<?, ?> map) {
            ObjectNode n = Json.MAPPER.createObjectNode();
            Stream<String> keys = map.keySet().stream().map(String::valueOf);
            if (!propertyNames) {
                keys = keys.sorted(Comparator.comparingInt((String k) -> KEYWORDS.contains(k) ? KEYWORDS.indexOf(k) : KEYWORDS.size())
                        .thenComparing(Comparator.naturalOrder()));
            } else if (!(map instanceof SequencedMap<?, ?>)) {
                keys = keys.sorted();
            }
            keys.forEach(k -> n.set(k, ordered(map.get(k), !propertyNames && k.equals("properties"))));
            return n;
        }
        if (value instanceof Collection<?> list) {
            ArrayNode a = Json.MAPPER.createArrayNode();
            list.forEach(v -> a.add(ordered(v, false)));
            return a;
        }
        return Json.MAPPER.valueToTree(value);
    }

    static String export() throws Exception {
        BrowserHub hub = new BrowserHub(PairingKey.loadOrCreate(Files.createTempDirectory("contract")), "test", Duration.ofSeconds(1));
        ObjectNode out = Json.MAPPER.createObjectNode();
        out.put("$comment", "generated from the tool registry by ContractToolsTest — do not edit; regenerate with `" + REGENERATE + "`");
        ToolRegistry registry = Tools.registry(hub);
        ObjectNode catalog = ToolCatalog.json(registry);
        for (int i = 0; i < registry.tools().size(); i++) {
            ToolDefinition t = registry.tools().get(i);
            ObjectNode n = (ObjectNode) catalog.get("tools").get(i);
            n.set("inputSchema", ordered(t.inputSchema(), false));
            if (t.outputSchema() != null) {
                n.set("outputSchema", ordered(t.outputSchema(), false));
            }
        }
        out.setAll(catalog);
        return Json.MAPPER.writer().with(JS_STYLE).writeValueAsString(out) + "\n";
    }
}
