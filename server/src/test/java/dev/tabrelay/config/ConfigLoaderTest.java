package dev.tabrelay.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConfigLoaderTest {
    @TempDir
    Path dir;

    private Config load(Map<String, String> flags, Map<String, String> env) {
        java.util.HashMap<String, String> f = new java.util.HashMap<>(flags);
        f.putIfAbsent("CONFIG_DIR", dir.toString());
        return new ConfigLoader(f, env).load();
    }

    @Test
    void theGatewayFileIsTheConfigFoldersUnlessOneIsGiven() throws Exception {
        assertEquals(dir.resolve("mcp-servers.json"), load(Map.of(), Map.of()).gatewayConfigFile());
        Files.writeString(dir.resolve("desktop.json"), "{\"mcpServers\": {}}");
        Files.writeString(dir.resolve("config.json"), "{\"mcpConfig\": \"desktop.json\"}");
        // Relative to the config folder when config.json says it.
        assertEquals(dir.resolve("desktop.json").toAbsolutePath(), load(Map.of(), Map.of()).gatewayConfigFile());
        String missing = assertThrows(ConfigException.class,
                () -> load(Map.of("MCP_CONFIG", dir.resolve("nope.json").toString()), Map.of())).getMessage();
        assertTrue(missing.startsWith("MCP_CONFIG: " + dir.resolve("nope.json") + " is not a file"), missing);
    }

    @Test
    void defaultsAreLoopbackAndTheDesignedPort() {
        Config c = load(Map.of(), Map.of());
        assertEquals("127.0.0.1", c.host());
        assertEquals(22816, c.port());
        assertEquals(30_000, c.commandTimeout().toMillis());
        assertTrue(c.extensionIds().contains(Config.EXTENSION_ID));
    }

    @Test
    void flagsBeatEnvironmentWhichBeatsTheFileWhichBeatsDefaults() throws Exception {
        Files.writeString(dir.resolve("config.json"), "{\"port\": 1111, \"commandTimeout\": 5000, \"host\": \"127.0.0.2\"}");
        Config c = load(Map.of("PORT", "3333"), Map.of("PORT", "2222", "COMMAND_TIMEOUT", "7000"));
        assertEquals(3333, c.port());
        assertEquals(7000, c.commandTimeout().toMillis());
        assertEquals("127.0.0.2", c.host());
    }

    @Test
    void badValueNamesTheSettingAndWhereItCameFrom() {
        ConfigException e = assertThrows(ConfigException.class, () -> load(Map.of(), Map.of("PORT", "http")));
        assertTrue(e.getMessage().startsWith("PORT (from the environment) is 'http'"), e.getMessage());
        ConfigException range = assertThrows(ConfigException.class, () -> load(Map.of("COMMAND_TIMEOUT", "5"), Map.of()));
        assertTrue(range.getMessage().contains("COMMAND_TIMEOUT (from the command line)"), range.getMessage());
    }

    @Test
    void theSessionIdleTimeoutIsShortByDefaultAndSetLikeAnyOtherSetting() throws Exception {
        assertEquals(300, load(Map.of(), Map.of()).security().sessionIdle().toSeconds());
        Files.writeString(dir.resolve("config.json"), "{\"sessionIdleTimeout\": 120}");
        assertEquals(120, load(Map.of(), Map.of()).security().sessionIdle().toSeconds());
        assertEquals(60, load(Map.of(), Map.of("SESSION_IDLE_TIMEOUT", "60")).security().sessionIdle().toSeconds());
        assertEquals(30, load(Map.of("SESSION_IDLE_TIMEOUT", "30"), Map.of("SESSION_IDLE_TIMEOUT", "60")).security().sessionIdle().toSeconds());
        ConfigException zero = assertThrows(ConfigException.class, () -> load(Map.of(), Map.of("SESSION_IDLE_TIMEOUT", "0")));
        assertTrue(zero.getMessage().startsWith("SESSION_IDLE_TIMEOUT (from the environment) is '0'"), zero.getMessage());
    }

    @Test
    void aPortChosenOnceIsTheNextCommandsDefault() throws Exception {
        ConfigLoader.rememberPort(dir, 23456);
        assertEquals(23456, load(Map.of(), Map.of()).port(), "remembered");
        assertEquals(24000, load(Map.of(), Map.of("PORT", "24000")).port(), "PORT still wins");
    }

    @Test
    void anUnknownKeyInTheConfigFileIsRefusedByName() throws Exception {
        Files.writeString(dir.resolve("config.json"), "{\"port\": 1111, \"requireAuht\": true}");
        ConfigException e = assertThrows(ConfigException.class, () -> load(Map.of(), Map.of()));
        assertTrue(e.getMessage().contains("[requireAuht]") && e.getMessage().contains("requireAuth"), e.getMessage());
    }

    @Test
    void brokenConfigFileIsNamed() throws Exception {
        Files.writeString(dir.resolve("config.json"), "{port: ");
        ConfigException e = assertThrows(ConfigException.class, () -> load(Map.of(), Map.of()));
        assertTrue(e.getMessage().contains("config.json is not valid JSON"), e.getMessage());
    }

    @Test
    void extraExtensionIdsAreChecked() {
        Config c = load(Map.of(), Map.of("EXTENSION_IDS", "abcdefghijklmnopabcdefghijklmnop"));
        assertTrue(c.extensionIds().contains("abcdefghijklmnopabcdefghijklmnop"));
        assertThrows(ConfigException.class, () -> load(Map.of(), Map.of("EXTENSION_IDS", "nope")));
    }
}
