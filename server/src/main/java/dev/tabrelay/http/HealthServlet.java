package dev.tabrelay.http;

import dev.tabrelay.link.BrowserHub;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.function.IntSupplier;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code GET /health}: is the daemon up, is a browser connected, how many MCP sessions, which
 * settings it applies (config.DaemonSettings: none is a secret). Used by
 * {@code tabrelay status}, by the stdio proxy to find a running daemon, and by tests. It answers
 * without a key, so it names no browser id: with an id and the pairing key a process could
 * claim to be that browser (a browser's id is for callers with a key: browser_list).
 */
final class HealthServlet extends HttpServlet {
    private final BrowserHub hub;
    private final String version;
    private final IntSupplier sessions;
    private final java.util.Map<String, String> settings;
    private final java.util.function.Supplier<java.util.Map<String, Object>> plugins;
    /** The gateway's servers (name, state, tool count, why down); null when it has none. */
    private final java.util.function.Supplier<Object> gateway;

    HealthServlet(BrowserHub hub, String version, IntSupplier sessions, java.util.Map<String, String> settings,
                  java.util.function.Supplier<java.util.Map<String, Object>> plugins, java.util.function.Supplier<Object> gateway) {
        this.plugins = plugins;
        this.gateway = gateway;
        this.hub = hub;
        this.version = version;
        this.sessions = sessions;
        this.settings = java.util.Map.copyOf(settings);
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        ObjectNode out = JsonResponses.JSON.createObjectNode();
        out.put("status", "ok").put("service", "tabrelay").put("version", version)
                .put("pid", ProcessHandle.current().pid())
                .put("extensionConnected", hub.connected()).put("sessions", sessions.getAsInt());
        ObjectNode applied = out.putObject("settings");
        new java.util.TreeMap<>(settings).forEach(applied::put);
        ArrayNode browsers = out.putArray("browsers");
        hub.browsers().stream().sorted(java.util.Comparator.comparing(dev.tabrelay.link.BrowserConnection::connectedAt)).forEach(b -> browsers.addObject().put("label", b.label())
                .put("extensionVersion", b.extensionVersion()).put("latencyMs", b.latencyMs())
                .put("inFlight", b.inFlight()).put("enabled", b.enabled())
                .put("toolProfile", b.toolProfile() == null ? "" : b.toolProfile()));
        dev.tabrelay.link.BrowserRouter leased = hub.router();
        if (leased != null) {
            // Browsers leased from a Selenium Grid (tabrelay grid): no key or browser id, owners shortened.
            out.set("leases", JsonResponses.JSON.valueToTree(leased.leases()));
        }
        // A plugin jar that failed to load is shown by `tabrelay status`, not only logged (docs/plugins.md).
        out.set("plugins", JsonResponses.JSON.valueToTree(plugins.get()));
        Object servers = gateway.get();
        if (servers != null) {
            out.putObject("gateway").set("servers", JsonResponses.JSON.valueToTree(servers));
        }
        resp.setContentType("application/json");
        resp.setHeader("Cache-Control", "no-store");
        resp.getWriter().write(out.toString());
    }
}
