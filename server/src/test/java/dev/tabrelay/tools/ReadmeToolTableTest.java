package dev.tabrelay.tools;

import dev.tabrelay.testing.Generated;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The README's tool table is the registry's (./scripts/generate rewrites it). */
class ReadmeToolTableTest {
    @Test
    void readmeToolTableMatchesTheRegistry() throws Exception {
        Generated.section(Path.of("..", "README.md"), ToolTable.BEGIN, ToolTable.END, ToolTable.markdown(ToolRegistryTest.registry()),
                "readme.update");
    }
}
