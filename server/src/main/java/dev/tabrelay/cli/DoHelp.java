package dev.tabrelay.cli;

import dev.tabrelay.json.Json;
import java.io.PrintStream;
import java.util.Iterator;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/** {@code tabrelay do}'s help: the tools the daemon has and one tool's arguments, from its schema ({@code GET /tools}). */
final class DoHelp {
    private DoHelp() {}

    /** GET /tools, or null when no daemon answers. */
    static JsonNode catalog(DaemonProbe probe) {
        DaemonProbe.Answer a = probe.send("GET", "/tools", null);
        return a == null || a.status() != 200 ? null : Json.MAPPER.readTree(a.body()).path("tools");
    }

    /** The tool named {@code name} (or with it as an alias); null when there is none or no daemon answers. */
    static JsonNode tool(DaemonProbe probe, String name) {
        JsonNode tools = catalog(probe);
        if (tools == null) {
            return null;
        }
        for (JsonNode t : tools) {
            if (t.path("name").asString().equals(name)) {
                return t;
            }
            for (JsonNode alias : t.path("aliases")) {
                if (alias.asString().equals(name)) {
                    return t;
                }
            }
        }
        return null;
    }

    static int unknownTool(DaemonProbe probe, String name, PrintStream err) {
        if (catalog(probe) == null) {
            err.println("tabrelay do: no TabRelay daemon answers on " + probe.baseUrl() + "; start it with `tabrelay launch` or"
                    + " `tabrelay serve` (or give --port).");
            return DoExit.NOT_RUNNING;
        }
        err.println("tabrelay do: no tool named '" + name + "'; `tabrelay do --help` lists them.");
        return DoExit.USAGE;
    }

    static int listTools(DaemonProbe probe, PrintStream out, PrintStream err) {
        JsonNode tools = catalog(probe);
        if (tools == null) {
            err.println("tabrelay do: no TabRelay daemon answers on " + probe.baseUrl() + "; start it with `tabrelay launch`.");
            return DoExit.NOT_RUNNING;
        }
        out.println("Usage: tabrelay do [--json] TOOL [--ARG VALUE]... [--json-args '{...}'] [--json]");
        out.println("       tabrelay do TOOL --help   (the tool's arguments)\n\nTools:");
        for (JsonNode t : tools) {
            out.printf("  %-26s %s%n", t.path("name").asString(), firstSentence(t.path("description").asString()));
        }
        out.println("\nExit status: 0 ok, 1 other error, 2 bad arguments or unknown tool, 3 no daemon, 4 no browser,"
                + " 5 element not found/visible/editable, 6 tab/page/dialog, 7 timeout, 8 not allowed.");
        return 0;
    }

    static void printTool(JsonNode def, PrintStream out) {
        String name = def.path("name").asString();
        out.println("Usage: tabrelay do " + name + " [--ARG VALUE]... [--json]\n");
        out.println(def.path("description").asString() + "\n");
        JsonNode schema = def.path("inputSchema");
        java.util.Set<String> required = new java.util.HashSet<>();
        schema.path("required").forEach(r -> required.add(r.asString()));
        out.println("Arguments:");
        for (Iterator<Map.Entry<String, JsonNode>> it = schema.path("properties").properties().iterator(); it.hasNext(); ) {
            var e = it.next();
            JsonNode p = e.getValue();
            String type = p.path("type").asString("json");
            String value = type.equals("boolean") ? "" : " <" + (p.has("enum") ? String.join("|", p.path("enum").valueStream().map(JsonNode::asString).toList()) : type) + ">";
            out.printf("  --%s%s%s%n      %s%n", e.getKey(), value, required.contains(e.getKey()) ? " (required)" : "",
                    p.path("description").asString(type.equals("object") || type.equals("array") ? "JSON" : ""));
        }
        out.println("  --json-args '{...}'\n      All arguments as one JSON object.");
        out.println("  --json\n      Print the JSON result {ok, tool, content, structuredContent} instead of its text.");
    }

    static String firstSentence(String text) {
        int end = text.indexOf(". ");
        return end < 0 ? text : text.substring(0, end + 1);
    }
}
