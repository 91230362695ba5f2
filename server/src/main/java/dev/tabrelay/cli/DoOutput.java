package dev.tabrelay.cli;

import dev.tabrelay.json.Json;
import java.io.PrintStream;
import tools.jackson.databind.JsonNode;

/**
 * What {@code tabrelay do} prints: the result's text as a model would read it (images and other
 * binary content as a one-line note), or with --json the REST answer as it came; errors go to
 * stderr as "CODE: message", and the exit status follows the code ({@link DoExit}).
 */
final class DoOutput {
    private DoOutput() {}

    static int print(String body, boolean json, PrintStream out, PrintStream err) {
        JsonNode n;
        try {
            n = Json.MAPPER.readTree(body);
        } catch (RuntimeException e) {
            err.println("tabrelay do: the daemon answered something that is not JSON: " + body.substring(0, Math.min(200, body.length())));
            return DoExit.OTHER;
        }
        boolean ok = n.path("ok").asBoolean(false);
        String code = n.path("error").path("code").asString(null);
        if (json) {
            out.println(n);
        } else if (ok) {
            for (JsonNode c : n.path("content")) {
                switch (c.path("type").asString()) {
                    case "text" -> out.println(c.path("text").asString());
                    case "resource" -> out.println(c.has("text") ? c.path("text").asString() : "[resource " + c.path("uri").asString() + "]");
                    case "image" -> out.println("[image " + c.path("mimeType").asString() + ", " + c.path("data").asString().length() * 3 / 4
                            + " bytes; --json gives it as base64]");
                    default -> out.println("[" + c.path("type").asString() + " content; --json gives it]");
                }
            }
        } else {
            String message = n.path("error").path("message").asString("");
            if (message.isEmpty()) {
                // A tool error result: its text says what happened and what to do.
                StringBuilder text = new StringBuilder();
                n.path("content").forEach(c -> text.append(c.path("text").asString()));
                message = text.toString();
            }
            if ("UNKNOWN_TOOL".equals(code)) {
                message += " `tabrelay do --help` lists them.";
            }
            err.println((code == null ? "ERROR" : code) + ": " + message);
        }
        return ok ? DoExit.OK : DoExit.of(code);
    }
}
