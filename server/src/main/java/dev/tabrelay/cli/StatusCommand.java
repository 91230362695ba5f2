package dev.tabrelay.cli;

import dev.tabrelay.config.Config;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import tools.jackson.databind.JsonNode;

/** {@code tabrelay status}: is the daemon up and is a browser connected. Exit 0 only when it runs. */
@Command(name = "status", description = "Show whether the daemon runs and which browsers are connected.")
final class StatusCommand implements Callable<Integer> {
    @Mixin
    DaemonOptions options;

    @Override
    public Integer call() {
        Config config = options.load();
        DaemonProbe probe = new DaemonProbe(config.host(), config.port());
        JsonNode h = probe.health().orElse(null);
        if (h == null) {
            System.out.println("TabRelay daemon: not running on " + probe.baseUrl()
                    + " (start it with `tabrelay serve`, or let `tabrelay stdio` start it).");
            return 1;
        }
        System.out.println("TabRelay daemon: running on " + probe.baseUrl() + " (version " + h.path("version").asString()
                + ", pid " + h.path("pid").asLong() + ")");
        System.out.println("MCP sessions active: " + h.path("sessions").asInt());
        if (h.path("settings").isObject()) {
            StringBuilder settings = new StringBuilder("Settings:");
            h.path("settings").properties().forEach(e -> settings.append(' ').append(e.getKey()).append('=')
                    .append(e.getValue().asString().isEmpty() ? "(none)" : e.getValue().asString()));
            System.out.println(settings);
        }
        for (JsonNode g : h.path("gateway").path("servers")) {
            System.out.println(gatewayLine(g));
        }
        JsonNode browsers = h.path("browsers");
        if (browsers.isEmpty()) {
            System.out.println("Browsers: none connected. Open the TabRelay popup and paste `tabrelay connect-string`,"
                    + " or run `tabrelay launch`.");
        }
        for (JsonNode b : browsers) {
            System.out.println("Browser: " + b.path("label").asString() + " (extension " + b.path("extensionVersion").asString()
                    + (b.path("latencyMs").asLong(-1) >= 0 ? ", ping " + b.path("latencyMs").asLong() + " ms" : "") + ")");
        }
        for (JsonNode p : h.path("plugins").path("loaded")) {
            System.out.println("Plugin: " + p.path("name").asString() + " from " + p.path("source").asString() + " (tools: "
                    + String.join(", ", p.path("tools").valueStream().map(JsonNode::asString).toList()) + ")");
        }
        for (JsonNode p : h.path("plugins").path("problems")) {
            System.out.println("Plugin not loaded: " + p.path("message").asString());
        }
        return 0;
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
}
