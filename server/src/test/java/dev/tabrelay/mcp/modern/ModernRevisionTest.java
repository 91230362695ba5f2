package dev.tabrelay.mcp.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.json.Json;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

class ModernRevisionTest {
    private static final List<String> SUPPORTED = List.of("2025-11-25", "2026-07-28");

    private static JsonNode request(String method, String version, String extra) {
        String meta = version == null ? "{\"io.modelcontextprotocol/clientCapabilities\":{}}"
                : "{\"io.modelcontextprotocol/protocolVersion\":\"" + version + "\",\"io.modelcontextprotocol/clientCapabilities\":{}}";
        return Json.MAPPER.readTree("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"" + method + "\",\"params\":{\"_meta\":" + meta + extra + "}}");
    }

    private static ModernRevision.Refusal check(JsonNode message, Map<String, String> headers) {
        return ModernRevision.check(message, headers::get, SUPPORTED);
    }

    @Test
    void theEraIsReadFromTheEnvelopeOrTheDiscoverMethod() {
        assertTrue(ModernRevision.isModern(request("tools/list", "2026-07-28", "")));
        assertTrue(ModernRevision.isModern(request("tools/list", "2027-01-01", "")), "a later revision is modern too (then refused by version)");
        assertTrue(ModernRevision.isModern(request("server/discover", null, "")));
        assertFalse(ModernRevision.isModern(request("tools/list", "2025-11-25", "")));
        assertFalse(ModernRevision.isModern(Json.MAPPER.readTree("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{}}")));
    }

    @Test
    void checksComeInTheRevisionsOrder() {
        JsonNode call = request("tools/call", "2026-07-28", ",\"name\":\"browser_extract\"");
        assertEquals(ModernRevision.UNSUPPORTED_PROTOCOL_VERSION, check(request("tools/call", "2027-01-01", ""), Map.of()).code());
        ModernRevision.Refusal noHeaders = check(call, Map.of());
        assertTrue(noHeaders.message().contains("MCP-Protocol-Version is missing"), noHeaders.message());
        ModernRevision.Refusal method = check(call, Map.of("MCP-Protocol-Version", "2026-07-28", "Mcp-Method", "tools/list"));
        assertTrue(method.message().contains("Mcp-Method is 'tools/list'"), method.message());
        ModernRevision.Refusal name = check(call, Map.of("MCP-Protocol-Version", "2026-07-28", "Mcp-Method", "tools/call"));
        assertEquals(ModernRevision.HEADER_MISMATCH, name.code());
        assertTrue(name.message().contains("Mcp-Name is missing"), name.message());
        assertNull(check(call, Map.of("MCP-Protocol-Version", "2026-07-28", "Mcp-Method", "tools/call", "Mcp-Name", "browser_extract")));
    }

    @Test
    void theEnvelopeNeedsClientCapabilities() {
        JsonNode bare = Json.MAPPER.readTree("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\",\"params\":{\"_meta\":"
                + "{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\"}}}");
        assertEquals(-32602, check(bare, Map.of("MCP-Protocol-Version", "2026-07-28", "Mcp-Method", "tools/list")).code());
    }

    @Test
    void base64HeaderValuesAreDecoded() {
        assertEquals("wähle", ModernRevision.decode("=?base64?d8OkaGxl?="));
        assertEquals("plain", ModernRevision.decode("plain"));
        assertEquals("=?base64?not base64!?=", ModernRevision.decode("=?base64?not base64!?="));
        assertNull(ModernRevision.decode(null));
    }
}
