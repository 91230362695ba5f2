package dev.tabrelay.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** DAEMON_ID and PEERS: flags over env over config.json, and every bad value refused at start with one line. */
class FleetConfigTest {
    @TempDir
    Path dir;

    private FleetConfig load(Map<String, String> flags, Map<String, String> env) {
        Map<String, String> f = new HashMap<>(flags);
        f.put("CONFIG_DIR", dir.toString());
        return new ConfigLoader(f, env).load().fleet();
    }

    private String refusal(Map<String, String> flags) {
        return assertThrows(ConfigException.class, () -> load(flags, Map.of())).getMessage();
    }

    @Test
    void withoutSettingsTheIdIsRandomAndThereAreNoPeers() {
        FleetConfig a = load(Map.of(), Map.of());
        assertTrue(a.daemonId().matches("d[0-9a-f]{6}"), a.daemonId());
        assertNotEquals(a.daemonId(), load(Map.of(), Map.of()).daemonId());
        assertEquals(Map.of(), a.peers());
    }

    @Test
    void flagsWinOverTheEnvironmentWhichWinsOverTheFile() throws Exception {
        Files.writeString(dir.resolve("config.json"), "{\"daemonId\": \"from-file\", \"peers\": \"d9=http://file:1\"}");
        assertEquals("from-file", load(Map.of(), Map.of()).daemonId());
        assertEquals("from-env", load(Map.of(), Map.of("DAEMON_ID", "from-env")).daemonId());
        FleetConfig f = load(Map.of("DAEMON_ID", "d0", "PEERS", "d1=http://10.0.0.2:22816,d2=https://b.example/"),
                Map.of("DAEMON_ID", "from-env"));
        assertEquals("d0", f.daemonId());
        assertEquals(List.of("d1", "d2"), List.copyOf(f.peers().keySet()));
        assertEquals(URI.create("https://b.example"), f.peers().get("d2"));   // a trailing slash is dropped
        assertEquals("d1=http://10.0.0.2:22816,d2=https://b.example", f.peersText());
    }

    @Test
    void badValuesAreRefusedWithWhatToWrite() {
        assertTrue(refusal(Map.of("DAEMON_ID", "D0")).startsWith("DAEMON_ID (from the command line) is 'D0'; use 1 to 32"));
        assertTrue(refusal(Map.of("DAEMON_ID", "a.b")).contains("lower-case letters"));
        assertTrue(refusal(Map.of("DAEMON_ID", "x".repeat(33))).contains("1 to 32"));
        assertTrue(refusal(Map.of("PEERS", "http://b:1")).contains("is not ID=URL"));
        assertTrue(refusal(Map.of("PEERS", "d1=ftp://b:1")).contains("needs an http:// or https:// URL"));
        assertTrue(refusal(Map.of("PEERS", "d1=b:1")).contains("needs an http:// or https:// URL"));
        assertTrue(refusal(Map.of("PEERS", "d1=http://user:secret@b:1")).contains("no user:password@"));
        assertTrue(refusal(Map.of("DAEMON_ID", "d0", "PEERS", "d0=http://b:1")).contains("this daemon's own id"));
        assertTrue(refusal(Map.of("PEERS", "d1=http://b:1,d1=http://c:1")).contains("a peer given twice"));
        assertTrue(refusal(Map.of("PEERS", "d1=http://b c")).contains("is not a URL"));
    }

    @Test
    void anIdsPrefixIsWhatComesBeforeItsFirstDot() {
        assertEquals("d0", FleetConfig.prefixOf("d0.L42"));
        assertEquals("d0", FleetConfig.prefixOf("d0.0f8e-uuid.x"));
        assertNull(FleetConfig.prefixOf("3c1e9a52-uuid-of-an-older-daemon"));
        assertNull(FleetConfig.prefixOf(".x"));
        assertNull(FleetConfig.prefixOf(null));
    }
}
