package dev.tabrelay.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The one check behind every "generated file is current" test: the committed text must equal
 * what the bridge generates now, or the test fails saying how to regenerate; with the named
 * system property set (./scripts/generate sets them all) it rewrites the file instead.
 */
public final class Generated {
    public static final String REGENERATE = "./scripts/generate";

    private Generated() {}

    /** A whole file, e.g. contract/link.json. */
    public static void file(Path file, String expected, String updateProperty) throws IOException {
        String actual = Files.exists(file) ? Files.readString(file) : "";
        if (Boolean.getBoolean(updateProperty) && !expected.equals(actual)) {
            Files.writeString(file, expected);
            return;
        }
        assertEquals(expected, actual, file.getFileName() + " is stale: run " + REGENERATE);
    }

    /** The part of a hand-written file between two marker lines, e.g. a README table. */
    public static void section(Path file, String begin, String end, String expected, String updateProperty) throws IOException {
        String text = Files.readString(file);
        int from = text.indexOf(begin);
        int to = text.indexOf(end);
        assertTrue(from >= 0 && to > from, file.getFileName() + " needs the markers " + begin + " and " + end);
        String actual = text.substring(from + begin.length(), to).strip() + "\n";
        if (Boolean.getBoolean(updateProperty) && !expected.equals(actual)) {
            Files.writeString(file, text.substring(0, from + begin.length()) + "\n" + expected + text.substring(to));
            return;
        }
        assertEquals(expected, actual, file.getFileName() + " (" + begin + ") is stale: run " + REGENERATE);
    }
}
