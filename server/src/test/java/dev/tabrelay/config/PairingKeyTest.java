package dev.tabrelay.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Base64;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PairingKeyTest {
    @TempDir
    Path dir;

    @Test
    void createdOwnerOnlyAndReusedAfterwards() throws Exception {
        PairingKey first = PairingKey.loadOrCreate(dir.resolve("cfg"));
        Path file = dir.resolve("cfg/pairing-key");
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        PairingKey again = PairingKey.loadOrCreate(dir.resolve("cfg"));
        assertTrue(again.matches(first.reveal()));
        assertTrue(first.reveal().length() >= 43, "32 random bytes");
    }

    @Test
    void wrongOrMissingKeysDoNotMatch() {
        PairingKey key = PairingKey.loadOrCreate(dir);
        assertFalse(key.matches(null));
        assertFalse(key.matches(""));
        assertFalse(key.matches(key.reveal() + "x"));
        assertFalse(key.matches(key.reveal().substring(1)));
        assertFalse(key.toString().contains(key.reveal()), "never printed");
    }

    @Test
    void connectionStringCarriesLinkUrlAndKey() {
        PairingKey key = PairingKey.loadOrCreate(dir);
        String s = ConnectionString.create("ws://127.0.0.1:22816/extension", key);
        assertTrue(s.startsWith("tabrelay://"));
        String json = new String(Base64.getUrlDecoder().decode(s.substring("tabrelay://".length())), StandardCharsets.UTF_8);
        assertEquals("{\"v\":1,\"s\":\"ws://127.0.0.1:22816/extension\",\"k\":\"" + key.reveal() + "\"}", json);
    }
}
