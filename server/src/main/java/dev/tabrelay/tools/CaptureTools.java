package dev.tabrelay.tools;

import dev.tabrelay.json.Json;
import dev.tabrelay.link.Action;
import dev.tabrelay.link.BrowserHub;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/** {@code browser_screenshot}: the viewport, the full page or one element, as MCP image content. */
final class CaptureTools {
    static final Action SCREENSHOT = Action.forwarded("screenshot", "capture");

    private CaptureTools() {}

    static ToolDefinition screenshot(BrowserHub hub) {
        return new ToolDefinition("browser_screenshot", List.of(), "Take a screenshot",
                """
                Capture what a tab shows as an image: the viewport (default), the full page (fullPage: true) or one \
                element (ref or selector). Use it to check a layout or read something that is not text; to act on the \
                page, browser_snapshot is cheaper and gives refs. Example: {}; {"fullPage": true, "format": "jpeg", \
                "quality": 60}; {"ref": "e14"}.""",
                Arguments.target().bool("fullPage", "The whole page, not only the visible part (default false).", false)
                        .choice("format", "png (default) or jpeg (smaller).", List.of("png", "jpeg"))
                        .number("quality", "JPEG quality 1-100 (default 80).", 1, 100)
                        .string("browser", Arguments.BROWSER).build(),
                ToolDefinition.readOnly("Take a screenshot", true), SCREENSHOT,
                call -> {
                    if (call.args().hasNonNull("ref") && call.args().hasNonNull("selector")) {
                        Arguments.requireTarget(call.args());
                    }
                    return Relay.send(hub, call, SCREENSHOT, Relay.params(call)).thenApply(CaptureTools::image);
                })
                .withOutput(Arguments.pageOutput().string("mimeType").integer("width").integer("height"));
    }

    /** Image content with its MIME type (never base64 in a text block), a one-line caption first. */
    static CallToolResult image(JsonNode data) {
        String mime = data.path("mimeType").asString("image/png");
        Map<String, Object> meta = new LinkedHashMap<>();
        data.properties().forEach(e -> {
            if (!e.getKey().equals("data")) {
                meta.put(e.getKey(), Json.toPlain(e.getValue()));
            }
        });
        return CallToolResult.builder()
                .addTextContent("Screenshot" + (data.has("tabId") ? " of tab " + data.path("tabId").asLong() : "") + ": "
                        + data.path("width").asInt() + "×" + data.path("height").asInt() + " " + mime + ".")
                .addContent(new McpSchema.ImageContent(null, data.path("data").asString(""), mime))
                .structuredContent(meta)
                .build();
    }
}
