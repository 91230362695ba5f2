package dev.tabrelay.cli;

import dev.tabrelay.config.ConfigLoader;
import dev.tabrelay.json.Json;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Unmatched;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code tabrelay do <tool> [--arg value…|--json-args '{…}'] [--json]}: one tool call on the
 * running daemon, for coding agents and scripts (docs/agent-skill.md). It goes through the REST
 * API ({@code POST /api/v1/command}), so every call of this machine's user shares one session:
 * the tab one call creates or selects is the next call's current tab. Arguments are typed by the
 * tool's schema ({@code GET /tools}); the exit status says which kind of error ({@link DoExit}).
 * All arguments are parsed here, not by picocli: tool arguments such as {@code --key} (browser_press)
 * or {@code --url} must not be taken for this command's options.
 */
@Command(name = "do", description = "Call any tool on the running daemon: tabrelay do browser_snapshot --interactive;"
        + " tabrelay do browser_click --ref e12; --json for the JSON result; tabrelay do TOOL --help for its arguments.",
        usageHelpAutoWidth = true)
final class DoCommand implements Callable<Integer> {
    @Unmatched
    List<String> words = new ArrayList<>();

    private final PrintStream out = System.out;
    private final PrintStream err = System.err;

    @Override
    public Integer call() {
        Map<String, String> flags = new HashMap<>();
        int i = 0;
        boolean json = false;
        // Before the tool's name: where the daemon is (as for the other commands) and --json.
        for (; i < words.size() && words.get(i).startsWith("--"); i++) {
            String w = words.get(i);
            switch (w) {
                case "--json" -> json = true;
                case "--port", "--config-dir" -> {
                    if (i + 1 >= words.size()) {
                        return usage(w + " needs a value.");
                    }
                    flags.put(w.equals("--port") ? "PORT" : "CONFIG_DIR", words.get(++i));
                }
                case "--help", "-h" -> {
                    return DoHelp.listTools(probe(flags), out, err);
                }
                default -> {
                    return usage("Unknown option " + w + " before the tool's name; options of the tool go after it.");
                }
            }
        }
        if (i >= words.size()) {
            return DoHelp.listTools(probe(flags), out, err) == 0 ? DoExit.USAGE : DoExit.NOT_RUNNING;
        }
        String tool = words.get(i++);
        DaemonProbe probe = probe(flags);
        List<String> rest = words.subList(i, words.size());
        // The schema types --name value words; a call without them (browser_snapshot, --json-args)
        // skips fetching it, and an unknown name is then the daemon's UNKNOWN_TOOL (exit 2).
        boolean typed = rest.stream().anyMatch(w -> w.startsWith("-") && !w.equals("--json") && !w.startsWith("--json-args"));
        JsonNode def = Json.MAPPER.createObjectNode().put("name", tool);
        if (typed) {
            try {
                def = DoHelp.tool(probe, tool);
            } catch (DaemonProbe.KeyRequired e) {
                err.println("tabrelay do: " + e.getMessage());
                return DoExit.FORBIDDEN;
            }
            if (def == null) {
                return DoHelp.unknownTool(probe, tool, err);
            }
        }
        if (rest.contains("--help") || rest.contains("-h")) {
            DoHelp.printTool(def, out);
            return 0;
        }
        ObjectNode args;
        try {
            DoArgs.Parsed parsed = DoArgs.parse(rest, def.path("inputSchema"));
            args = parsed.args();
            json |= parsed.json();
        } catch (IllegalArgumentException e) {
            return usage(e.getMessage() + " `tabrelay do " + tool + " --help` lists its arguments.");
        }
        ObjectNode body = Json.MAPPER.createObjectNode().put("command", tool);
        body.set("params", args);
        DaemonProbe.Answer answer;
        try {
            answer = probe.post("/api/v1/command", body.toString());
        } catch (DaemonProbe.KeyRequired e) {
            err.println("tabrelay do: " + e.getMessage());
            return DoExit.FORBIDDEN;
        }
        if (answer == null) {
            err.println("tabrelay do: no TabRelay daemon answers on " + probe.baseUrl() + "; start it with `tabrelay launch` or"
                    + " `tabrelay serve` (or give --port).");
            return DoExit.NOT_RUNNING;
        }
        return DoOutput.print(answer.body(), json, out, err);
    }

    private static DaemonProbe probe(Map<String, String> flags) {
        var config = new ConfigLoader(flags, System.getenv()).load();
        return new DaemonProbe(config.host(), config.port());
    }

    private int usage(String message) {
        err.println("tabrelay do: " + message);
        return DoExit.USAGE;
    }
}
