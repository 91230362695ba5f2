package dev.tabrelay.tools;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.link.Action;
import dev.tabrelay.record.GifEncoder;
import dev.tabrelay.record.GifOptions;
import dev.tabrelay.record.Recording;
import dev.tabrelay.record.Recordings;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;

/**
 * {@code browser_record} (Claude in Chrome's {@code gif_creator}, same call shape): record what
 * this session does in a tab and export it as an animated GIF. Frames come from
 * {@link RecordObserver}; encoding is the JDK's ({@link GifEncoder}). A small GIF comes back as
 * image content; a large one, or one asked for with {@code download}, is written to the
 * daemon's {@code recordings/} folder and returned as a resource link.
 */
final class RecordTools {
    static final String NAME = "browser_record";
    /** One frame: the viewport after an action, and where the action's element is now (RecordObserver sends it). */
    static final Action FRAME = Relay.action("record.frame", "record",
            Schema.object().integer("tabId", "The recorded tab.", 0).string("ref", Arguments.REF).string("selector", Arguments.SELECTOR)
                    .number("quality", "JPEG quality 1-100 (default 80).", 1, 100).required("tabId"),
            Arguments.pageOutput().string("mimeType").string("data").integer("width").integer("height")
                    .number("viewportWidth").object("box"));
    /** Above this the GIF is a file: base64 image content of megabytes chokes some clients' context. */
    static final int INLINE_BYTES = 1_000_000;

    private final Recordings recordings;
    private final RecordObserver observer;
    private final Path folder;

    RecordTools(Recordings recordings, RecordObserver observer, Path folder) {
        this.recordings = recordings;
        this.observer = observer;
        this.folder = folder;
    }

    ToolDefinition definition() {
        Map<String, Object> options = Map.of("type", "object", "additionalProperties", true,
                "description", "Export options (all optional).",
                "properties", Map.of(
                        "width", Map.of("type", "integer", "minimum", 160, "maximum", 1920, "description", "Frame width in px (default 800)."),
                        "frameDelayMs", Map.of("type", "integer", "minimum", 20, "maximum", 10000, "description", "How long each frame shows (default 1000)."),
                        "quality", Map.of("type", "integer", "minimum", 1, "maximum", 30,
                                "description", "1-30 as in gif_creator: 1-10 adaptive colours per frame (default 10), 11-30 a fixed palette, faster."),
                        "showClickIndicators", Map.of("type", "boolean", "description", "Ring where a click landed (default true)."),
                        "showActionLabels", Map.of("type", "boolean", "description", "The action and typed text on each frame (default true)."),
                        "showProgressBar", Map.of("type", "boolean", "description", "A progress bar along the bottom (default true).")));
        return new ToolDefinition(NAME, List.of("gif_creator"), "Record actions as a GIF",
                """
                Record what you do in a tab and export it as an animated GIF, to show the user what happened. \
                start_recording takes a first frame; every later action of this session on the tab (click, type, \
                navigate, scroll, computer) adds a frame with the action drawn on it; stop_recording stops adding; \
                export returns the GIF (image content when under 1 MB, else a file and a resource link; download: true \
                always writes the file, named by filename; format "png" gives each frame as a PNG); clear drops the frames. Example: {"action": \
                "start_recording", "tabId": 123}, then {"action": "export", "tabId": 123, "options": {"width": 640}}.""",
                Schema.object().choice("action", "What to do.", List.of("start_recording", "stop_recording", "export", "clear"))
                        .integer("tabId", "The recorded tab (a tabId from browser_tab_list or tabs_context).", 0)
                        .bool("download", "export: write the GIF to a file even when it is small.")
                        .choice("format", "export: gif (default), or png for each frame as its own PNG image.", List.of("gif", "png"))
                        .string("filename", "export: the file's name, e.g. \"checkout.gif\" (letters, digits, . _ -).")
                        .raw("options", options)
                        .string("browser", Arguments.BROWSER).required("action", "tabId").build(),
                new McpSchema.ToolAnnotations("Record actions as a GIF", false, false, false, false, null), null,
                this::call)
                .withOutput(Output.object().integer("tabId").string("action").integer("frames").integer("width")
                        .integer("height").integer("bytes").integer("encodeMs").string("path"));
    }

    private CompletableFuture<CallToolResult> call(ToolCall call) {
        String session = call.context().sessionId();
        long tabId = call.requiredInt("tabId");
        String action = call.requiredString("action");
        return switch (action) {
            case "start_recording" -> {
                Recording r = recordings.start(session, tabId).orElseThrow(() -> new ToolFailure(ErrorCode.BUSY,
                        "This session already records " + Recordings.MAX_PER_SESSION + " tabs; clear one with {\"action\": \"clear\"}."));
                yield observer.frame(call, r, RecordObserver.Step.start()).thenApply(added -> {
                    if (!added) {
                        recordings.clear(session, tabId);
                        throw new ToolFailure(ErrorCode.TAB_NOT_FOUND, "Tab " + tabId
                                + " could not be captured; check the tabId with browser_tab_list and that its page is one you may see.");
                    }
                    return done(tabId, action, "Recording tab " + tabId + ": each action on it now adds a frame.", 1);
                });
            }
            case "stop_recording" -> {
                Recording r = existing(session, tabId);
                r.stop();
                yield CompletableFuture.completedFuture(done(tabId, action, "Stopped recording tab " + tabId + " with "
                        + r.frames().size() + " frames; export it with {\"action\": \"export\"}.", r.frames().size()));
            }
            case "clear" -> {
                int frames = existing(session, tabId).frames().size();
                recordings.clear(session, tabId);
                yield CompletableFuture.completedFuture(done(tabId, action, "Cleared the recording of tab " + tabId + ".", frames));
            }
            case "export" -> CompletableFuture.supplyAsync(() -> export(call, existing(session, tabId)));
            default -> throw new ToolFailure(ErrorCode.INVALID_ARGUMENT, "Argument 'action' must be start_recording, "
                    + "stop_recording, export or clear.");
        };
    }

    private Recording existing(String session, long tabId) {
        return recordings.find(session, tabId).orElseThrow(() -> new ToolFailure(ErrorCode.INVALID_ARGUMENT,
                "Tab " + tabId + " has no recording in this session; start one with {\"action\": \"start_recording\", \"tabId\": "
                        + tabId + "}."));
    }

    private CallToolResult export(ToolCall call, Recording recording) {
        String filename = fileName(call.string("filename", null), recording.tabId());
        GifOptions options = options(call.args().path("options"));
        if (call.string("format", "gif").equals("png")) {
            return pngs(call, recording, options, filename.substring(0, filename.length() - ".gif".length()));
        }
        GifEncoder.Gif gif = GifEncoder.encode(recording.frames(), options);
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("tabId", recording.tabId());
        data.put("action", "export");
        data.put("frames", gif.frames());
        data.put("width", gif.width());
        data.put("height", gif.height());
        data.put("bytes", gif.bytes().length);
        data.put("encodeMs", gif.encodeMs());
        String summary = "GIF of tab " + recording.tabId() + ": " + gif.frames() + " frames, " + gif.width() + "×" + gif.height()
                + ", " + gif.bytes().length / 1024 + " KB, encoded in " + gif.encodeMs() + " ms"
                + (recording.dropped() > 0 ? " (" + recording.dropped() + " middle frames were not kept)" : "") + ".";
        if (!call.bool("download", false) && gif.bytes().length <= INLINE_BYTES) {
            return CallToolResult.builder().addTextContent(summary)
                    .addContent(new McpSchema.ImageContent(null, Base64.getEncoder().encodeToString(gif.bytes()), "image/gif"))
                    .structuredContent(data).build();
        }
        Path file = write(gif.bytes(), filename);
        data.put("path", file.toString());
        McpSchema.ResourceLink link = McpSchema.ResourceLink.builder().name(file.getFileName().toString())
                .uri(file.toUri().toString()).mimeType("image/gif").size((long) gif.bytes().length)
                .description("Recording of tab " + recording.tabId()).build();
        return CallToolResult.builder().addTextContent(summary + " Saved to " + file + ".").addContent(link)
                .structuredContent(data).build();
    }

    /** The frames as PNGs: image contents when they add up to under 1 MB, else files NAME-01.png… and resource links. */
    private CallToolResult pngs(ToolCall call, Recording recording, GifOptions options, String base) {
        List<byte[]> pngs = GifEncoder.pngs(recording.frames(), options);
        long total = pngs.stream().mapToLong(b -> b.length).sum();
        boolean inline = !call.bool("download", false) && total <= INLINE_BYTES;
        CallToolResult.Builder result = CallToolResult.builder().addTextContent(pngs.size() + " frames of tab " + recording.tabId()
                + " as PNG, " + total / 1024 + " KB" + (inline ? "." : " in " + folder + "."));
        for (int i = 0; i < pngs.size(); i++) {
            if (inline) {
                result.addContent(new McpSchema.ImageContent(null, Base64.getEncoder().encodeToString(pngs.get(i)), "image/png"));
            } else {
                Path file = write(pngs.get(i), String.format("%s-%02d.png", base, i + 1));
                result.addContent(McpSchema.ResourceLink.builder().name(file.getFileName().toString()).uri(file.toUri().toString())
                        .mimeType("image/png").size((long) pngs.get(i).length).build());
            }
        }
        return result.structuredContent(Map.of("tabId", recording.tabId(), "action", "export", "frames", pngs.size(),
                "bytes", total)).build();
    }

    static GifOptions options(JsonNode o) {
        int quality = o.path("quality").asInt(10);
        return new GifOptions(o.path("width").asInt(GifOptions.DEFAULT.width()),
                o.path("frameDelayMs").asInt(GifOptions.DEFAULT.frameDelayMs()), quality > 10 ? "fast" : "high",
                o.path("showClickIndicators").asBoolean(true), o.path("showActionLabels").asBoolean(true),
                o.path("showProgressBar").asBoolean(true));
    }

    /** Checked before encoding, so a bad name costs nothing; no path separators, so the file stays in the folder. */
    static String fileName(String filename, long tabId) {
        String name = filename == null ? "recording-" + tabId + "-" + System.currentTimeMillis() + ".gif" : filename;
        if (!name.matches("[A-Za-z0-9._-]{1,100}") || name.startsWith(".")) {
            throw new ToolFailure(ErrorCode.INVALID_ARGUMENT, "Argument 'filename' may use letters, digits, '.', '_' and '-' "
                    + "(at most 100, not starting with '.'), e.g. \"checkout.gif\".");
        }
        return name.endsWith(".gif") ? name : name + ".gif";
    }

    private Path write(byte[] bytes, String name) {
        try {
            Files.createDirectories(folder);
            Path file = folder.resolve(name);
            Files.write(file, bytes);
            return file.toAbsolutePath();
        } catch (IOException e) {
            throw new UncheckedIOException("Could not write the recording to " + folder, e);
        }
    }

    private static CallToolResult done(long tabId, String action, String text, int frames) {
        return CallToolResult.builder().addTextContent(text)
                .structuredContent(Map.of("tabId", tabId, "action", action, "frames", frames)).build();
    }
}
