package dev.tabrelay.errors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The README's error table is ErrorCode's: regenerate it with -Dreadme.update=true (./scripts/generate). */
class ReadmeErrorTableTest {
    @Test
    void readmeErrorTableMatchesErrorCode() throws Exception {
        Path readme = Path.of("..", "README.md");
        String text = Files.readString(readme);
        int begin = text.indexOf(ErrorTable.BEGIN);
        int end = text.indexOf(ErrorTable.END);
        assertTrue(begin >= 0 && end > begin, "README.md needs the error-table markers");
        String expected = ErrorTable.markdown();
        String actual = text.substring(begin + ErrorTable.BEGIN.length(), end).strip() + "\n";
        if (Boolean.getBoolean("readme.update") && !expected.equals(actual)) {
            Files.writeString(readme, text.substring(0, begin + ErrorTable.BEGIN.length()) + "\n" + expected + text.substring(end));
            return;
        }
        assertEquals(expected, actual, "README.md error table is stale: run ./scripts/generate");
    }
}
