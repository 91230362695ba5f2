package dev.tabrelay.stdio;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Writes one JSON-RPC message per line to the client's stdout, whole lines only, from any thread.
 *
 * <p>MCP stdio framing forbids raw newlines inside a message. Our daemon never emits them, but a
 * frame that had them would split into several broken lines. Replacing CR and LF with a space is
 * lossless for valid JSON: outside strings they are insignificant whitespace, and inside strings
 * JSON requires them escaped ({@code \n}), so a raw one can only be whitespace between tokens.
 */
final class LineWriter {
    private final PrintStream out;

    LineWriter(PrintStream out) {
        this.out = out;
    }

    /** @return false once stdout is broken (the client went away) */
    synchronized boolean writeLine(String message) {
        byte[] bytes = (oneLine(message) + "\n").getBytes(StandardCharsets.UTF_8);
        out.write(bytes, 0, bytes.length);
        out.flush();
        return !out.checkError();
    }

    static String oneLine(String message) {
        if (message.indexOf('\n') < 0 && message.indexOf('\r') < 0) {
            return message;
        }
        return message.replace('\r', ' ').replace('\n', ' ');
    }
}
