package dev.tabrelay.config;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * The secret the extension presents in its {@code hello}. Created on first start with 32 random
 * bytes, stored owner-only (0600) in CONFIG_DIR, compared in constant time.
 */
public final class PairingKey {
    private static final String FILE = "pairing-key";
    private final String value;

    private PairingKey(String value) {
        this.value = value;
    }

    public static PairingKey loadOrCreate(Path configDir) {
        Path file = configDir.resolve(FILE);
        try {
            PrivateFiles.createDirectories(configDir);
            if (!Files.exists(file)) {
                byte[] bytes = new byte[32];
                new SecureRandom().nextBytes(bytes);
                String key = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
                try {
                    // Created with 0600 from the start so the key is never readable by others.
                    PrivateFiles.createFile(file);
                    Files.writeString(file, key + "\n");
                } catch (FileAlreadyExistsException raced) {
                    // Another process created it first; use theirs.
                }
            }
            String stored = Files.readString(file).trim();
            if (stored.length() < 16) {
                throw new IllegalStateException(file + " holds no usable pairing key; delete it and restart to make a new one.");
            }
            return new PairingKey(stored);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read or create " + file + ": " + e.getMessage(), e);
        }
    }

    public boolean matches(String candidate) {
        if (candidate == null) {
            return false;
        }
        return MessageDigest.isEqual(value.getBytes(StandardCharsets.UTF_8), candidate.getBytes(StandardCharsets.UTF_8));
    }

    /** Only for the connection string shown to the user; never logged. */
    public String reveal() {
        return value;
    }

    @Override
    public String toString() {
        return "PairingKey[****]";
    }
}
