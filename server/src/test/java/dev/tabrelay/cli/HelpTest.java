package dev.tabrelay.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** --help after any command prints that command's usage (it answered "Unknown option"). */
class HelpTest {
    @Test
    void everyCommandTakesHelp() {
        for (List<String> cmd : List.of(List.of("launch"), List.of("serve"), List.of("stdio"), List.of("status"), List.of("doctor"), List.of("stop"),
                List.of("connect-string"), List.of("keys"), List.of("keys", "create"), List.of("chat"), List.of("chat", "enable"),
                List.of("chat", "servers", "add"))) {
            PrintStream before = System.out;
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            int code;
            try {
                String[] args = new String[cmd.size() + 1];
                cmd.toArray(args);
                args[cmd.size()] = "--help";
                code = Main.run(args);
            } finally {
                System.setOut(before);
            }
            String text = out.toString(StandardCharsets.UTF_8);
            assertEquals(0, code, cmd + ": " + text);
            assertTrue(text.contains("Usage: tabrelay " + String.join(" ", cmd)), cmd + ": " + text);
        }
    }
}
