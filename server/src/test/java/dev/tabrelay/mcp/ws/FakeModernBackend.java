package dev.tabrelay.mcp.ws;

import dev.tabrelay.json.Json;
import dev.tabrelay.mcp.modern.ModernServer;
import io.modelcontextprotocol.common.McpTransportContext;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import tools.jackson.databind.JsonNode;

/** The 2026-07-28 revision's backend for {@link McpWsTestServer}: one {@code echo} tool, tool list changes on demand. */
public final class FakeModernBackend implements ModernServer.Backend {
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();

    /** As when plugins reload: open listens get notifications/tools/list_changed. */
    public void changeTools() {
        listeners.forEach(Runnable::run);
    }

    @Override
    public List<JsonNode> tools(McpTransportContext context) {
        return List.of(Json.MAPPER.readTree("{\"name\":\"echo\",\"inputSchema\":{\"type\":\"object\",\"properties\":{\"text\":{\"type\":\"string\"}}}}"));
    }

    @Override
    public CompletableFuture<JsonNode> call(String name, JsonNode arguments, String clientName, McpTransportContext context,
                                            ModernServer.Progress progress) {
        if (!"echo".equals(name)) {
            return CompletableFuture.failedFuture(new IllegalArgumentException("Unknown tool '" + name + "'"));
        }
        var result = Json.object();
        result.putArray("content").addObject().put("type", "text").put("text", "echo: " + arguments.path("text").asString(""));
        return CompletableFuture.completedFuture(result);
    }

    @Override
    public JsonNode serverInfo() {
        return Json.object().put("name", "tabrelay-test").put("version", "0.0.0");
    }

    @Override
    public String instructions() {
        return "test";
    }

    @Override
    public List<String> versions() {
        return List.of("2025-11-25", "2026-07-28");
    }

    @Override
    public Duration callTimeout() {
        return Duration.ofSeconds(10);
    }

    @Override
    public void onToolsChanged(Runnable listener) {
        listeners.add(listener);
    }
}
