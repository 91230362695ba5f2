package dev.tabrelay.tools;

import dev.tabrelay.json.Json;
import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.link.Action;
import dev.tabrelay.link.BrowserHub;
import java.io.IOException;
import java.net.URLConnection;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** Files: put files into a page's file input, and download a file with the user's browser. */
final class FileTools {
    static final Action DOWNLOAD = Action.forwarded("download", "file");
    /** The tool reads the files at {@code paths} itself and sends their content as {@code files}. */
    static final Action FILE_SET = Action.forwardedExcept("file.set", "file", "paths");

    /** Raw bytes per call; as base64 (4/3) it stays under the link's 8 MB message limit. */
    static final long MAX_BYTES = 5L * 1024 * 1024;

    private FileTools() {}

    static List<ToolDefinition> definitions(BrowserHub hub) {
        return List.of(fileSet(hub), download(hub));
    }

    private static ToolDefinition fileSet(BrowserHub hub) {
        Map<String, Object> file = Map.of("type", "object", "additionalProperties", false, "required", List.of("name", "base64"),
                "properties", Map.of("name", Map.of("type", "string"), "mimeType", Map.of("type", "string"),
                        "base64", Map.of("type", "string", "description", "The file's content, base64-encoded.")));
        return new ToolDefinition("browser_file_set", List.of("upload_image"), "Put files into a file input",
                """
                Set the files of an <input type=file> (ref or selector), as if the user picked them: files on this \
                machine by absolute path (read by TabRelay, at most 5 MB per call), and/or content you have as base64. \
                Call browser_snapshot first to get the input's ref. Example: {"ref": "e8", "paths": \
                ["/home/me/report.pdf"]}; {"selector": "#avatar", "files": [{"name": "a.png", "mimeType": \
                "image/png", "base64": "iVBOR…"}]}.""",
                Arguments.target().raw("paths", Arguments.strings("Absolute paths of files on the machine running TabRelay."))
                        .raw("files", Arguments.arrayOf(file, "Files given inline: {name, mimeType, base64}."))
                        .string("browser", Arguments.BROWSER).build(),
                ToolDefinition.acts("Put files into a file input", false), FILE_SET,
                call -> {
                    Arguments.requireTarget(call.args());
                    ObjectNode params = Relay.params(call);
                    params.remove("paths");
                    params.set("files", files(call));
                    return Relay.send(hub, call, FILE_SET, params).thenApply(data -> Relay.result(
                            "Set " + data.path("files").size() + " file(s) " + data.path("files") + "." + Relay.outcome(data), data));
                })
                .withOutput(Arguments.outcomeOutput().strings("files"));
    }

    /** The inline files and those read from {@code paths}, all as {name, mimeType, base64}, within {@link #MAX_BYTES}. */
    static ArrayNode files(ToolCall call) {
        ArrayNode out = Json.MAPPER.createArrayNode();
        long total = 0;
        for (JsonNode f : call.args().path("files")) {
            total += f.path("base64").asString("").length() * 3L / 4;
            out.addObject().put("name", f.path("name").asString()).put("mimeType", f.path("mimeType").asString("application/octet-stream"))
                    .put("base64", f.path("base64").asString(""));
        }
        JsonNode paths = call.args().path("paths");
        if (!paths.isEmpty() && !"local".equals(call.scope())) {
            // A key may belong to a remote client: it must not make the bridge read this machine's files.
            throw new ToolFailure(ErrorCode.FORBIDDEN, "Only local clients without an API key may send 'paths'; send the"
                    + " content in 'files' as base64 instead.");
        }
        for (JsonNode p : paths) {
            Path path = path(p.asString(""));
            try {
                long size = Files.size(path);
                total += size;
                if (total > MAX_BYTES) {
                    throw new ToolFailure(ErrorCode.INVALID_ARGUMENT, "The files come to more than " + MAX_BYTES / (1024 * 1024)
                            + " MB (" + path.getFileName() + " is " + size + " bytes); send fewer or smaller files per call.");
                }
                String mime = URLConnection.guessContentTypeFromName(path.getFileName().toString());
                out.addObject().put("name", path.getFileName().toString())
                        .put("mimeType", mime == null ? "application/octet-stream" : mime)
                        .put("base64", Base64.getEncoder().encodeToString(Files.readAllBytes(path)));
            } catch (IOException e) {
                throw new ToolFailure(ErrorCode.INVALID_ARGUMENT, "Cannot read '" + path + "' (" + e.getClass().getSimpleName()
                        + "); check that the file exists and is readable by the user running TabRelay.");
            }
        }
        if (total > MAX_BYTES) {
            throw new ToolFailure(ErrorCode.INVALID_ARGUMENT, "The files come to more than " + MAX_BYTES / (1024 * 1024)
                    + " MB; send fewer or smaller files per call.");
        }
        if (out.isEmpty()) {
            throw new ToolFailure(ErrorCode.INVALID_ARGUMENT, "Give at least one file in 'paths' or 'files'.");
        }
        return out;
    }

    private static Path path(String given) {
        try {
            Path p = Path.of(given);
            if (!p.isAbsolute()) {
                throw new ToolFailure(ErrorCode.INVALID_ARGUMENT, "Path '" + given + "' in 'paths' is relative; give an"
                        + " absolute path on the machine running TabRelay.");
            }
            if (!Files.isRegularFile(p)) {
                throw new ToolFailure(ErrorCode.INVALID_ARGUMENT, "No file at '" + given + "' in 'paths'; give the absolute"
                        + " path of an existing file on the machine running TabRelay.");
            }
            return p;
        } catch (InvalidPathException e) {
            throw new ToolFailure(ErrorCode.INVALID_ARGUMENT, "'" + given + "' in 'paths' is not a valid path.");
        }
    }

    private static ToolDefinition download(BrowserHub hub) {
        return new ToolDefinition("browser_download", List.of(), "Download a file",
                """
                Download a file with the user's browser (their cookies apply) into their Downloads folder and wait \
                for it: a URL directly, or the download a click on a target (ref or selector) starts, or with neither \
                the next download the page starts. Returns the saved path and size. Example: \
                {"url": "https://example.com/report.pdf"}; {"ref": "e17"}.""",
                Arguments.target().string("url", "An http(s) URL to download.")
                        .number("timeoutMs", "Longest wait for the download (default 30000).", 0, 600_000)
                        .string("browser", Arguments.BROWSER).build(),
                ToolDefinition.acts("Download a file", false), DOWNLOAD,
                call -> {
                    if (call.args().hasNonNull("url")) {
                        Arguments.httpUrl(call.args().get("url").asString());
                    }
                    long wait = call.integer("timeoutMs", 30_000);
                    java.time.Duration deadline = java.time.Duration.ofMillis(wait).plusSeconds(5);
                    return hub.call(call.string("browser", null), DOWNLOAD, Relay.params(call), call.context(),
                                    deadline.compareTo(hub.commandTimeout()) > 0 ? deadline : hub.commandTimeout())
                            .thenApply(data -> Relay.result("Downloaded " + data.path("url").asString("") + " to "
                                    + data.path("path").asString("?") + " (" + data.path("size").asLong() + " bytes, "
                                    + data.path("state").asString("complete") + ").", data));
                })
                .withOutput(Output.object().integer("downloadId").string("path").integer("size").string("mimeType").string("url")
                        .string("state"));
    }
}
