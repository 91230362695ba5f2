package dev.tabrelay.tools;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Keeps the registry honest beyond what its constructor checks: every canonical tool is called
 * by name in an end-to-end test (e2e/*.test.mjs, against the real extension), every name and
 * alias is unique, every tool and every view is described, and every budgeted tool takes a cursor.
 */
class RegistryCoverageTest {
    @Test
    void everyCanonicalToolIsCalledInAnEndToEndTest() throws Exception {
        StringBuilder e2e = new StringBuilder();
        try (Stream<Path> files = Files.list(Path.of("..", "e2e"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".test.mjs")).toList()) {
                e2e.append(Files.readString(f));
            }
        }
        List<String> missing = new ArrayList<>();
        for (ToolDefinition t : ToolRegistryTest.registry().tools()) {
            if (!(e2e.indexOf("'" + t.name() + "'") >= 0 || e2e.indexOf("\"" + t.name() + "\"") >= 0)) {
                missing.add(t.name());
            }
        }
        assertTrue(missing.isEmpty(), "Tools never called by name in e2e/*.test.mjs (add an end-to-end test for each): " + missing);
    }

    @Test
    void namesAreUniqueAndEveryNameIsDescribed() throws Exception {
        Set<String> seen = new HashSet<>();
        for (ToolDefinition t : ToolRegistryTest.registry().tools()) {
            for (String name : t.names()) {
                assertTrue(seen.add(name), "duplicate tool name or alias: " + name);
                ToolView v = t.view(name);
                assertTrue(v.description() != null && v.description().length() > 40, name + " needs a description a model can act on");
                assertTrue(v.inputSchema().get("type").equals("object"), name);
            }
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void budgetedToolsTakeMaxCharsAndCursorUnderEveryName() throws Exception {
        for (ToolDefinition t : ToolRegistryTest.registry().tools()) {
            for (String name : t.names()) {
                var props = (java.util.Map<String, Object>) t.view(name).inputSchema().get("properties");
                assertTrue(!t.budgeted() || (props.containsKey("maxChars") && props.containsKey("cursor")), name);
            }
        }
    }
}
