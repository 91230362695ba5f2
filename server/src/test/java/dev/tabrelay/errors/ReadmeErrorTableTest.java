package dev.tabrelay.errors;

import dev.tabrelay.testing.Generated;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The README's error table is ErrorCode's (./scripts/generate rewrites it). */
class ReadmeErrorTableTest {
    @Test
    void readmeErrorTableMatchesErrorCode() throws Exception {
        Generated.section(Path.of("..", "README.md"), ErrorTable.BEGIN, ErrorTable.END, ErrorTable.markdown(), "readme.update");
    }
}
