package dev.tabrelay.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;

/** Issue 11: folders TabRelay creates are 0700, its secrets and log 0600, from the start. */
class PrivateFilesTest {
    static String mode(Path p) throws Exception {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
    }

    @Test
    void theConfigFolderAndItsSecretsAreTheOwnersOnly() throws Exception {
        Path root = Files.createTempDirectory("tabrelay-perms-");
        Path configDir = root.resolve("nested").resolve("tabrelay");
        PairingKey.loadOrCreate(configDir);
        assertEquals("rwx------", mode(configDir));
        assertEquals("rwx------", mode(configDir.getParent()));
        assertEquals("rw-------", mode(configDir.resolve("pairing-key")));
        new dev.tabrelay.auth.KeyStore(configDir).create("k", java.util.List.of(), java.util.List.of(), 0, 0, false, false);
        assertEquals("rw-------", mode(configDir.resolve("keys.json")));
    }

    @Test
    void theDaemonLogIsCreatedPrivateAndAnOldOneIsTightened() throws Exception {
        Path dir = Files.createTempDirectory("tabrelay-log-");
        Path log = PrivateFiles.ensureFile(dir.resolve("fresh").resolve("daemon.log"));
        assertEquals("rw-------", mode(log));
        Path old = dir.resolve("old.log");
        Files.writeString(old, "earlier run\n");
        Files.setPosixFilePermissions(old, PosixFilePermissions.fromString("rw-r--r--"));
        PrivateFiles.ensureFile(old);
        assertEquals("rw-------", mode(old));
        assertEquals("earlier run\n", Files.readString(old), "an existing log is kept");
    }

    @Test
    void aFolderThatExistsIsLeftAsItIs() throws Exception {
        Path shared = Files.createTempDirectory("tabrelay-shared-");
        Files.setPosixFilePermissions(shared, PosixFilePermissions.fromString("rwxr-xr-x"));
        PrivateFiles.createDirectories(shared);
        assertEquals("rwxr-xr-x", mode(shared), "CONFIG_DIR may point at a folder the user shares on purpose");
    }
}
