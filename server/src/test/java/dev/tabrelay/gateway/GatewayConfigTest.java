package dev.tabrelay.gateway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.config.ConfigException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GatewayConfigTest {
    private static List<GatewayConfig.Entry> parse(String json) {
        return GatewayConfig.parse(json, "mcp-servers.json");
    }

    private static String refusal(String json) {
        return assertThrows(ConfigException.class, () -> parse(json)).getMessage();
    }

    @Test
    void readsClaudeDesktopsFormatAndIgnoresItsOtherKeys() {
        List<GatewayConfig.Entry> entries = parse("""
                {"globalShortcut": "Ctrl+Space", "mcpServers": {
                  "files": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "/tmp"]},
                  "notes": {"command": "/usr/bin/python3", "env": {"NOTES_DIR": "/home/me/notes"}, "type": "stdio"}}}""");
        assertEquals(2, entries.size());
        assertEquals(new GatewayConfig.Entry("files", "npx", List.of("-y", "@modelcontextprotocol/server-filesystem", "/tmp"), Map.of()),
                entries.get(0));
        assertEquals(Map.of("NOTES_DIR", "/home/me/notes"), entries.get(1).env());
        assertEquals(List.of(), entries.get(1).args());
    }

    @Test
    void aMissingFileMeansNoGateway() {
        assertEquals(List.of(), GatewayConfig.read(Path.of("/nonexistent/mcp-servers.json")));
    }

    @Test
    void everyBadEntryIsRefusedWithItsName() {
        assertTrue(refusal("{\"mcpServers\": {\"files\": {\"args\": []}}}").contains("mcpServers entry 'files' has no \"command\""));
        assertTrue(refusal("{\"mcpServers\": {\"files\": {\"command\": \"x\", \"args\": \"-y\"}}}")
                .contains("entry 'files': \"args\" must be a list of strings"));
        assertTrue(refusal("{\"mcpServers\": {\"files\": {\"command\": \"x\", \"args\": [1]}}}").contains("entry 'files'"));
        assertTrue(refusal("{\"mcpServers\": {\"db\": {\"command\": \"x\", \"env\": {\"PORT\": 5432}}}}")
                .contains("entry 'db': \"env\" value of PORT must be a string"));
        assertTrue(refusal("{\"mcpServers\": {\"remote\": {\"url\": \"https://mcp.example/mcp\"}}}")
                .contains("entry 'remote' is a remote server"));
        assertTrue(refusal("{\"mcpServers\": {\"my__files\": {\"command\": \"x\"}}}").contains("entry 'my__files': its name must"));
        assertTrue(refusal("{\"mcpServers\": {\"a b\": {\"command\": \"x\"}}}").contains("entry 'a b'"));
        assertTrue(refusal("{\"mcpServers\": {\"files\": \"npx\"}}").contains("entry 'files' must be an object"));
    }

    @Test
    void aFileThatIsNotTheFormatSaysWhatItShouldBe() {
        assertTrue(refusal("{\"servers\": {}}").contains("needs an object \"mcpServers\""));
        assertTrue(refusal("{\"mcpServers\": {").startsWith("mcp-servers.json is not valid JSON"));
    }

    @Test
    void toolsAreNamedServerDoubleUnderscoreTool() {
        assertEquals("files__read_file", GatewayNames.toolName("files", "read_file"));
        assertEquals(List.of("files", "read_file"), List.of(GatewayNames.split("files__read_file")));
        // A tool's own double underscore stays the tool's: the server name cannot hold one.
        assertEquals(List.of("files", "a__b"), List.of(GatewayNames.split(GatewayNames.toolName("files", "a__b"))));
        assertNull(GatewayNames.split("echo"));
        assertNull(GatewayNames.toolName("files", "has space"));
        assertNull(GatewayNames.toolName("files", "x".repeat(130)));
        assertNull(GatewayNames.serverNameProblem("my-files_2"));
        assertTrue(GatewayNames.serverNameProblem("files_") != null);
        assertTrue(GatewayNames.serverNameProblem("-files") != null);
    }
}
