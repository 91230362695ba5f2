package dev.tabrelay.tools;

import java.util.List;
import java.util.Map;

/**
 * The README's tool table, rendered from the registry so the documentation cannot drift from
 * what {@code tools/list} says. ReadmeToolTableTest fails when README.md is stale.
 */
public final class ToolTable {
    public static final String BEGIN = "<!-- tool-table:begin (generated from the registry: in server/, mvn test -Dreadme.update=true) -->";
    public static final String END = "<!-- tool-table:end -->";

    private ToolTable() {}

    public static String markdown(ToolRegistry registry) {
        StringBuilder md = new StringBuilder("| tool | what it does | arguments |\n|---|---|---|\n");
        for (ToolDefinition t : registry.tools()) {
            md.append("| `").append(t.name()).append('`');
            t.aliases().forEach(a -> md.append(" (`").append(a).append("`)"));
            md.append(" | ").append(firstSentence(t.description())).append(" | ").append(arguments(t)).append(" |\n");
        }
        return md.toString();
    }

    static String firstSentence(String description) {
        String d = description.replace("\n", " ").trim();
        int end = d.indexOf(". ");
        // "e.g. " and "i.e. " do not end a sentence.
        while (end > 2 && (d.startsWith("e.g", end - 3) || d.startsWith("i.e", end - 3))) {
            end = d.indexOf(". ", end + 2);
        }
        return (end < 0 ? d : d.substring(0, end + 1)).replace("|", "\\|");
    }

    @SuppressWarnings("unchecked")
    private static String arguments(ToolDefinition t) {
        Map<String, Object> props = (Map<String, Object>) t.inputSchema().getOrDefault("properties", Map.of());
        List<String> required = (List<String>) t.inputSchema().getOrDefault("required", List.of());
        if (props.isEmpty()) {
            return "—";
        }
        StringBuilder s = new StringBuilder();
        props.forEach((name, spec) -> {
            Map<String, Object> p = (Map<String, Object>) spec;
            if (!s.isEmpty()) {
                s.append(", ");
            }
            s.append('`').append(name).append(required.contains(name) ? "" : "?").append("`");
            Object values = p.get("enum");
            s.append(values != null ? " (" + String.join(" \\| ", (List<String>) values) + ")" : " (" + p.get("type") + ")");
        });
        return s.toString();
    }
}
