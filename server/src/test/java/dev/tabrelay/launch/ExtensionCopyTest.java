package dev.tabrelay.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

class ExtensionCopyTest {
    private static final String MANIFEST = """
            {"manifest_version":3,"permissions":["storage"],
             "optional_permissions":["tabs","cookies"],
             "optional_host_permissions":["<all_urls>"]}""";

    private static JsonNode copy(Path dir, boolean advanced) throws Exception {
        Path dist = Files.createDirectories(dir.resolve("dist"));
        Files.writeString(dist.resolve("manifest.json"), MANIFEST);
        Path out = ExtensionCopy.create(dist, dir.resolve("copy"), "tabrelay://x", "label", advanced);
        assertTrue(Files.readString(out.resolve("pairing.json")).contains("tabrelay://x"));
        return JsonMapper.builder().build().readTree(Files.readString(out.resolve("manifest.json")));
    }

    @Test
    void byDefaultOnlyTheBridgesOwnPermissionsBecomeRequired(@TempDir Path dir) throws Exception {
        JsonNode m = copy(dir, false);
        assertEquals("[\"storage\",\"tabs\"]", m.get("permissions").toString());
        assertEquals("[\"cookies\"]", m.get("optional_permissions").toString());
        assertFalse(Files.readString(dir.resolve("copy/pairing.json")).contains("advanced"));
        assertEquals("[\"<all_urls>\"]", m.get("host_permissions").toString());
        assertFalse(m.has("optional_host_permissions"));
    }

    @Test
    void advancedGrantsEveryOptionalPermissionAndTheDebuggerWithItsSwitchOn(@TempDir Path dir) throws Exception {
        JsonNode m = copy(dir, true);
        // Chromium refuses "debugger" as optional, so dist/ has none: the advanced copy adds it.
        assertEquals("[\"storage\",\"tabs\",\"cookies\",\"debugger\"]", m.get("permissions").toString());
        assertTrue(Files.readString(dir.resolve("copy/pairing.json")).contains("\"advanced\":true"));
        assertFalse(m.has("optional_permissions"));
    }
}
