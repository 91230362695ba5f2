package dev.tabrelay.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The README's tool table is the registry's: regenerate it with -Dreadme.update=true. */
class ReadmeToolTableTest {
    @Test
    void readmeToolTableMatchesTheRegistry() throws Exception {
        Path readme = Path.of("..", "README.md");
        String text = Files.readString(readme);
        int begin = text.indexOf(ToolTable.BEGIN);
        int end = text.indexOf(ToolTable.END);
        assertTrue(begin >= 0 && end > begin, "README.md needs the tool-table markers");
        String expected = ToolTable.markdown(ToolRegistryTest.registry());
        String actual = text.substring(begin + ToolTable.BEGIN.length(), end).strip() + "\n";
        if (Boolean.getBoolean("readme.update") && !expected.equals(actual)) {
            Files.writeString(readme, text.substring(0, begin + ToolTable.BEGIN.length()) + "\n" + expected + text.substring(end));
            return;
        }
        assertEquals(expected, actual, "README.md tool table is stale: run `mvn test -Dreadme.update=true` in server/");
    }
}
