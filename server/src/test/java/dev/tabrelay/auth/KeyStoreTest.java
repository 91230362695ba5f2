package dev.tabrelay.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KeyStoreTest {
    @TempDir
    Path dir;

    @Test
    void keysAreShownOnceAndStoredOnlyAsHashesInAnOwnerOnlyFile() throws Exception {
        KeyStore store = new KeyStore(dir);
        KeyStore.Created c = store.create("ci", List.of("list_tabs"), List.of("example.com"), 10, 60_000, false, false);
        assertTrue(c.secret().startsWith("trk_" + c.key().id() + "_"), c.secret());
        String file = Files.readString(dir.resolve("keys.json"));
        // The secret part may itself contain '_' (base64url): cut the known prefix, not at the last '_'.
        String secretPart = c.secret().substring(("trk_" + c.key().id() + "_").length());
        assertFalse(file.contains(secretPart), "the secret is not stored");
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve("keys.json"))));
        assertEquals("ci", store.authenticate(c.secret()).orElseThrow().name());
    }

    @Test
    void wrongMalformedAndRevokedTokensAreRefused() {
        KeyStore store = new KeyStore(dir);
        KeyStore.Created c = store.create("a", List.of(), List.of(), 0, 0, false, false);
        for (String bad : new String[] {null, "", "trk_", "trk_x", c.secret() + "x", "Bearer " + c.secret(),
                c.secret().replace("trk_" + c.key().id(), "trk_0000000000")}) {
            assertTrue(store.authenticate(bad).isEmpty(), String.valueOf(bad));
        }
        assertTrue(store.revoke("a"));
        assertTrue(store.authenticate(c.secret()).isEmpty());
        assertFalse(store.revoke("a"));
    }

    @Test
    void aKeysModeIsStoredAndKeysFromBeforeModesAct() throws Exception {
        KeyStore store = new KeyStore(dir);
        store.create("asker", List.of(), List.of(), 0, 0, false, false, false, AgentMode.ASK);
        store.create("plain", List.of(), List.of(), 0, 0, false, false);
        KeyStore again = new KeyStore(dir);
        assertEquals(AgentMode.ASK, again.list().stream().filter(k -> k.name().equals("asker")).findFirst().orElseThrow().mode());
        assertEquals(AgentMode.ACT, again.list().stream().filter(k -> k.name().equals("plain")).findFirst().orElseThrow().mode());
        // keys.json written before modes existed has no "mode": those keys act, as they did.
        Files.writeString(dir.resolve("keys.json"), Files.readString(dir.resolve("keys.json")).replace("\"mode\" : \"ask\",", ""));
        assertEquals(AgentMode.ACT, new KeyStore(dir).list().stream().filter(k -> k.name().equals("asker")).findFirst().orElseThrow().mode());
        assertThrows(IllegalArgumentException.class, () -> AgentMode.parse("sudo"));
    }

    @Test
    void anotherProcessesChangesAreSeen() {
        KeyStore daemon = new KeyStore(dir);
        assertTrue(daemon.isEmpty());
        KeyStore.Created c = new KeyStore(dir).create("from-cli", List.of(), List.of(), 0, 0, false, false);
        assertTrue(daemon.authenticate(c.secret()).isPresent(), "the daemon re-reads keys.json when it changes");
    }

    @Test
    void namesAndPatternsAreValidated() {
        KeyStore store = new KeyStore(dir);
        assertThrows(IllegalArgumentException.class, () -> store.create("bad name", List.of(), List.of(), 0, 0, false, false));
        assertThrows(IllegalArgumentException.class, () -> store.create("p", List.of(), List.of("ftp://x/*"), 0, 0, false, false));
        store.create("dup", List.of(), List.of(), 0, 0, false, false);
        assertThrows(IllegalArgumentException.class, () -> store.create("dup", List.of(), List.of(), 0, 0, false, false));
    }
}
