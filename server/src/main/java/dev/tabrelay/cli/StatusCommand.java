package dev.tabrelay.cli;

import dev.tabrelay.config.Config;
import dev.tabrelay.json.Json;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import tools.jackson.databind.JsonNode;

/**
 * {@code tabrelay status}: what runs, where, for whom: the daemon, its MCP sessions (client,
 * transport, caller, idle time), the connected browsers with their tool profiles, and the browser
 * profile `tabrelay launch` keeps. Exit 0 only when the daemon runs.
 */
@Command(name = "status", description = "Show the daemon, its MCP sessions (client, transport, idle time), the connected"
        + " browsers and the profile `tabrelay launch` uses.")
final class StatusCommand implements Callable<Integer> {
    @Mixin
    DaemonOptions options;

    @Mixin
    KeyOption key;

    @Override
    public Integer call() {
        Config config = options.load();
        DaemonProbe probe = key.probe(config);
        JsonNode h = probe.health().orElse(null);
        if (h == null) {
            System.out.println("TabRelay daemon: not running on " + probe.baseUrl()
                    + " (start it with `tabrelay serve`, or let `tabrelay stdio` start it).");
            return 1;
        }
        System.out.println("TabRelay daemon: running on " + probe.baseUrl() + " (version " + h.path("version").asString()
                + ", pid " + h.path("pid").asLong() + ", config " + config.configDir() + ")");
        if (h.path("settings").isObject()) {
            StringBuilder settings = new StringBuilder("Settings:");
            h.path("settings").properties().forEach(e -> settings.append(' ').append(e.getKey()).append('=')
                    .append(e.getValue().asString().isEmpty() ? "(none)" : e.getValue().asString()));
            System.out.println(settings);
        }
        for (JsonNode g : h.path("gateway").path("servers")) {
            System.out.println(gatewayLine(g));
        }
        printSessions(probe, h.path("sessions").asInt());
        JsonNode browsers = h.path("browsers");
        if (browsers.isEmpty()) {
            System.out.println("Browsers: none connected. Open the TabRelay popup and paste `tabrelay connect-string`,"
                    + " or run `tabrelay launch`.");
        }
        for (JsonNode b : browsers) {
            String profile = b.path("toolProfile").asString("");
            System.out.println("Browser: " + b.path("label").asString() + " (extension " + b.path("extensionVersion").asString()
                    + (b.path("latencyMs").asLong(-1) >= 0 ? ", ping " + b.path("latencyMs").asLong() + " ms" : "")
                    + ", tools " + (profile.isEmpty() ? "compact" : profile)
                    + (b.path("enabled").asBoolean(true) ? "" : ", not enabled yet: press Enable bridge in its popup") + ")");
        }
        if (h.has("leases")) {
            System.out.println("Grid leases: " + h.path("leases").size() + (h.path("leases").isEmpty() ? " (the next browser call"
                    + " of a new session leases one)" : ""));
            for (JsonNode l : h.path("leases")) {
                System.out.println("  " + leaseLine(l));
            }
        }
        LaunchPid.running(config.configDir()).ifPresent(p -> System.out.println("Launched browser: `tabrelay launch` (pid "
                + p.pid() + ") keeps it running" + LaunchPid.profile(config.configDir()).map(d -> ", profile " + d).orElse("")
                + "; `tabrelay stop` closes it."));
        for (JsonNode p : h.path("plugins").path("loaded")) {
            System.out.println("Plugin: " + p.path("name").asString() + " from " + p.path("source").asString() + " (tools: "
                    + String.join(", ", p.path("tools").valueStream().map(JsonNode::asString).toList()) + ")");
        }
        for (JsonNode p : h.path("plugins").path("problems")) {
            System.out.println("Plugin not loaded: " + p.path("message").asString());
        }
        return 0;
    }

    /** "d0.L3 in-use, Grid session 5c1…, node http://10.0.0.7:5555, 42 s, owner d0.1a2b3c4d…". */
    static String leaseLine(JsonNode l) {
        StringBuilder line = new StringBuilder(l.path("id").asString()).append(' ').append(l.path("state").asString());
        String session = l.path("gridSession").asString("");
        line.append(", Grid session ").append(session.isEmpty() ? "(in the Grid's queue)" : session);
        if (!l.path("node").asString("").isEmpty()) {
            line.append(", node ").append(l.path("node").asString());
        }
        line.append(", ").append(l.path("ageSeconds").asLong()).append(" s");
        java.util.List<String> owners = l.path("owners").valueStream().map(JsonNode::asString).toList();
        line.append(owners.isEmpty() ? ", warm (no owner)" : ", owner" + (owners.size() > 1 ? "s " : " ") + String.join(", ", owners));
        return line.toString();
    }

    /** "Gateway server files: running, 3 tools" or "… down (its process exited), next start in 4 s, 2 restarts". */
    static String gatewayLine(JsonNode g) {
        StringBuilder line = new StringBuilder("Gateway server ").append(g.path("name").asString()).append(": ")
                .append(g.path("state").asString());
        if (g.has("error")) {
            line.append(" (").append(g.path("error").asString()).append(')');
        }
        line.append(", ").append(g.path("tools").asInt()).append(" tools");
        if (g.has("nextStartInMs")) {
            line.append(", next start in ").append((g.path("nextStartInMs").asLong() + 999) / 1000).append(" s");
        }
        if (g.path("restarts").asInt() > 0) {
            line.append(", ").append(g.path("restarts").asInt()).append(" restarts");
        }
        return line.toString();
    }

    /** The session table, when this caller may read it (local without keys, or an admin key). */
    private static void printSessions(DaemonProbe probe, int open) {
        System.out.println("MCP sessions open: " + open);
        Optional<String> body;
        try {
            body = probe.get("/api/v1/sessions");
        } catch (DaemonProbe.KeyRequired e) {
            body = Optional.empty();
        }
        if (body.isEmpty()) {
            System.out.println("  (the list needs an admin key: set TABRELAY_KEY to one, see `tabrelay keys create --admin`)");
            return;
        }
        JsonNode list = Json.MAPPER.readTree(body.get()).path("sessions");
        if (!list.isEmpty()) {
            System.out.println(String.format("  %-28s %-16s %-18s %9s %6s", "client", "transport", "caller", "idle", "calls"));
        }
        for (JsonNode s : list) {
            System.out.println(String.format("  %-28s %-16s %-18s %9s %6d", cut(s.path("client").asString(), 28),
                    s.path("transport").asString(), cut(s.path("caller").asString(), 18), idle(s.path("idleSeconds").asLong()),
                    s.path("calls").asLong()));
        }
        if (list.size() < open) {
            System.out.println("  " + (open - list.size()) + " more over WebSocket (`tabrelay stdio`) without a tool call yet.");
        }
    }

    static String idle(long seconds) {
        return seconds < 120 ? seconds + " s" : seconds < 7200 ? seconds / 60 + " min" : seconds / 3600 + " h";
    }

    private static String cut(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max - 1) + "…";
    }
}
