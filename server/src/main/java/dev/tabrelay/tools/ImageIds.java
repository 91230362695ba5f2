package dev.tabrelay.tools;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Claude in Chrome's image ids: every screenshot gets an {@code imageId}, and {@code upload_image}
 * (browser_file_set) takes one instead of the bytes, so an agent can put a screenshot into a file
 * input without sending megabytes of base64 back. Images are kept per caller scope (a key's id
 * cannot fetch another key's images), the newest {@link #KEEP} of each, in memory only.
 */
final class ImageIds {
    static final int KEEP = 20;
    private static final Set<String> SHOOTERS = Set.of("browser_screenshot", "browser_computer");
    private static final SecureRandom RANDOM = new SecureRandom();

    private record Image(String id, String scope, String mimeType, String base64) {}

    private final List<Image> images = new ArrayList<>();

    List<ToolDefinition> observe(List<ToolDefinition> tools) {
        return tools.stream().map(t -> SHOOTERS.contains(t.name()) ? numbered(t)
                : t.name().equals("browser_file_set") ? uploading(t) : t).toList();
    }

    /** Screenshots answer with an imageId too (in the text and the structured content). */
    private ToolDefinition numbered(ToolDefinition t) {
        ToolHandler inner = t.handler();
        return copy(t, t.inputSchema(), call -> inner.call(call).thenApply(result -> {
            McpSchema.ImageContent image = result.content().stream().filter(c -> c instanceof McpSchema.ImageContent)
                    .map(c -> (McpSchema.ImageContent) c).findFirst().orElse(null);
            if (image == null || Boolean.TRUE.equals(result.isError())) {
                return result;
            }
            String id = keep(call.scope(), image.mimeType(), image.data());
            Map<String, Object> data = result.structuredContent() instanceof Map<?, ?> m ? new LinkedHashMap<>(castMap(m)) : new LinkedHashMap<>();
            data.put("imageId", id);
            List<McpSchema.Content> content = new ArrayList<>();
            result.content().forEach(c -> content.add(c instanceof McpSchema.TextContent tc
                    ? new McpSchema.TextContent(tc.text() + " imageId: " + id + " (for upload_image).") : c));
            return CallToolResult.builder().content(content).structuredContent(data).build();
        }));
    }

    /** browser_file_set (upload_image) also takes {imageId, filename}: the screenshot becomes one of its files. */
    private ToolDefinition uploading(ToolDefinition t) {
        Map<String, Object> schema = new LinkedHashMap<>(t.inputSchema());
        @SuppressWarnings("unchecked")
        Map<String, Object> props = new LinkedHashMap<>((Map<String, Object>) schema.get("properties"));
        props.put("imageId", Map.of("type", "string", "description", "The imageId of an earlier screenshot of this session's key, to upload."));
        props.put("filename", Map.of("type", "string", "description", "Name for the imageId's file (default screenshot.png or .jpg)."));
        schema.put("properties", props);
        ToolHandler inner = t.handler();
        ToolView upload = ToolView.of("""
                Upload an image captured by an earlier screenshot (its imageId) into a file input (ref or selector), \
                as if the user picked the file; files by path or base64 work too. Example: {"imageId": "img_3f…", \
                "ref": "e8", "filename": "chart.png"}.""", schema);
        return copy(t, schema, call -> {
            if (!call.args().hasNonNull("imageId")) {
                return inner.call(call);
            }
            Image image = find(call.scope(), call.args().get("imageId").asString());
            ObjectNode args = ((ObjectNode) call.args()).deepCopy();
            args.remove("imageId");
            args.remove("filename");
            ArrayNode files = args.has("files") ? (ArrayNode) args.get("files") : args.putArray("files");
            String ext = image.mimeType().endsWith("jpeg") ? ".jpg" : ".png";
            files.addObject().put("name", call.string("filename", "screenshot" + ext)).put("mimeType", image.mimeType())
                    .put("base64", image.base64());
            return inner.call(new ToolCall(call.name(), args, call.context(), call.siteAllowed(), call.scope(), call.budget(), call.nested()));
        }).withView("upload_image", upload);
    }

    private synchronized String keep(String scope, String mimeType, String base64) {
        String id = "img_" + HexFormat.of().formatHex(bytes());
        images.add(new Image(id, scope, mimeType, base64));
        long mine = images.stream().filter(i -> i.scope().equals(scope)).count();
        for (int i = 0; mine > KEEP && i < images.size(); i++) {
            if (images.get(i).scope().equals(scope)) {
                images.remove(i);
                mine--;
                i--;
            }
        }
        return id;
    }

    private static byte[] bytes() {
        byte[] b = new byte[12];
        RANDOM.nextBytes(b);
        return b;
    }

    private synchronized Image find(String scope, String id) {
        return images.stream().filter(i -> i.id().equals(id) && i.scope().equals(scope)).findFirst()
                .orElseThrow(() -> new ToolFailure(ErrorCode.INVALID_ARGUMENT, "No screenshot has the imageId '" + id
                        + "' (only the last " + KEEP + " of this key are kept); take a new browser_screenshot."));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> castMap(Map<?, ?> m) {
        return (Map<String, Object>) m;
    }

    private static ToolDefinition copy(ToolDefinition t, Map<String, Object> schema, ToolHandler handler) {
        return new ToolDefinition(t.name(), t.aliases(), t.title(), t.description(), schema, t.outputSchema(),
                t.annotations(), t.action(), handler, t.views(), t.gated(), t.budgeted());
    }
}
