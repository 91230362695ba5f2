package dev.tabrelay.link;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;

/**
 * When a browser last left this daemon's config directory's daemon (a file's modification time),
 * so a daemon restarted under its clients knows a paired browser is on its way back: the
 * extension reconnects within seconds, and a call in that window should wait for it, not answer
 * "no browser has connected yet". A first start, or one long after the last browser left, still
 * answers at once.
 */
final class LastBrowser {
    /** A browser that left less than this before the start is expected back. */
    static final Duration RECENT = Duration.ofSeconds(60);
    /** How long a restarted daemon waits for it at most. */
    static final Duration EXPECTED_WITHIN = Duration.ofSeconds(20);

    private final Path file;

    LastBrowser(Path configDir) {
        this.file = configDir.resolve("browser-left");
    }

    /** Whether a browser left within {@link #RECENT} before now. */
    boolean leftRecently() {
        try {
            Instant left = Files.getLastModifiedTime(file).toInstant();
            return Duration.between(left, Instant.now()).compareTo(RECENT) < 0;
        } catch (IOException e) {
            return false; // never written: no browser has been here
        }
    }

    /** Best effort: a config directory that cannot be written only loses the wait after a restart. */
    void left() {
        try {
            if (!Files.exists(file)) {
                Files.writeString(file, "");
            }
            Files.setLastModifiedTime(file, FileTime.from(Instant.now()));
        } catch (IOException ignored) {
            // the wait after a restart is a convenience; nothing else depends on this file
        }
    }
}
