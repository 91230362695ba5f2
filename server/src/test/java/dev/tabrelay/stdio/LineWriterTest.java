package dev.tabrelay.stdio;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LineWriterTest {
    @Test
    void rawNewlinesBecomeSpacesSoOneMessageStaysOneLine() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        LineWriter writer = new LineWriter(new PrintStream(bytes, false, StandardCharsets.UTF_8));
        assertTrue(writer.writeLine("{\r\n  \"text\": \"a\\nb – é\"\n}"));
        assertEquals("{    \"text\": \"a\\nb – é\" }\n", bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void messagesWithoutNewlinesPassUnchanged() {
        String message = "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}";
        assertEquals(message, LineWriter.oneLine(message));
    }
}
