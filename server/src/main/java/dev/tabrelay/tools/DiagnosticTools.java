package dev.tabrelay.tools;

import dev.tabrelay.json.Json;
import dev.tabrelay.link.Action;
import dev.tabrelay.link.BrowserConnection;
import dev.tabrelay.link.BrowserHub;
import dev.tabrelay.link.LinkProtocol;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Claude in Chrome's {@code permissions_check} and {@code dev_utils}: what this caller may do
 * (its key's tools and sites, the user's site policy in the extension, the optional browser
 * permissions granted) and how the link is doing (versions, browsers, a timed round trip, the
 * caller's last errors). They change nothing.
 */
final class DiagnosticTools {
    static final Action PERMISSIONS = Relay.action("diagnostic.permissions", "diagnostic",
            Schema.object().string("url", "A URL to check against the user's site policy and the key's sites."),
            Output.object().object("policy").strings("permissions").strings("origins").strings("optionalPermissions")
                    .strings("optionalOrigins").object("url"));

    private final BrowserHub hub;
    private final Supplier<ToolRegistry> registry;
    private final ErrorLog errors;

    DiagnosticTools(BrowserHub hub, Supplier<ToolRegistry> registry, ErrorLog errors) {
        this.hub = hub;
        this.registry = registry;
        this.errors = errors;
    }

    List<ToolDefinition> definitions() {
        return List.of(permissions(), diagnostics());
    }

    private ToolDefinition permissions() {
        return new ToolDefinition("browser_permissions_check", List.of("permissions_check"), "Check what you may do",
                """
                What this connection may do: the tools its API key allows, the sites it is limited to, whether page \
                JavaScript is allowed, the user's site policy (allow and deny lists) and which optional browser \
                permissions (debugger, cookies, downloads, all sites…) the user granted. Give a url to ask whether \
                that page may be used (a URL outside the key's sites is refused with SITE_BLOCKED). Example: {}; {"url": "https://example.com/account"}.""",
                Schema.object().string("url", "A URL to check, e.g. https://example.com/.")
                        .string("browser", Arguments.BROWSER).build(),
                ToolDefinition.readOnly("Check what you may do", false), PERMISSIONS,
                call -> {
                    ObjectNode params = Json.object();
                    if (call.args().hasNonNull("url")) {
                        params.put("url", call.args().get("url").asString());
                    }
                    AsCaller me = call.nested();
                    List<String> tools = registry.get().tools().stream().filter(t -> me.allows(t, t.name())).map(ToolDefinition::name).toList();
                    boolean evaluate = registry.get().find("browser_evaluate").map(t -> me.allows(t, t.name())).orElse(false);
                    return hub.call(call.string("browser", null), PERMISSIONS, params, call.context()).thenApply(browser -> {
                        Map<String, Object> data = new LinkedHashMap<>();
                        data.put("caller", me.label());
                        data.put("tools", tools);
                        data.put("sites", me.sites());
                        data.put("evaluate", evaluate);
                        data.put("browser", Json.toPlain(browser));
                        String text = "Allowed for " + me.label() + ": " + tools.size() + " of " + registry.get().tools().size()
                                + " tools; sites: " + (me.sites().isEmpty() ? "all (within the user's site policy)" : String.join(", ", me.sites()))
                                + "; page JavaScript: " + (evaluate ? "yes" : "no") + ". Browser permissions granted: "
                                + String.join(", ", strings(browser.path("permissions"))) + "; not granted: "
                                + notGranted(browser) + "." + urlVerdict(browser.path("url"));
                        return CallToolResult.builder().addTextContent(text).structuredContent(data).build();
                    });
                })
                .withOutput(Output.object().string("caller").strings("tools").strings("sites").bool("evaluate").object("browser"));
    }

    private ToolDefinition diagnostics() {
        return new ToolDefinition("browser_diagnostics", List.of("dev_utils"), "Diagnose the browser link",
                """
                Diagnostics for when calls misbehave: the bridge and extension versions, the connected browsers \
                with their link latency and calls in flight, a timed round trip to the browser now, the last \
                errors your calls got (newest first), and the Java plugins loaded or failed to load. Example: {}; {"browser": "b1"}.""",
                Schema.object().string("browser", Arguments.BROWSER).build(),
                ToolDefinition.readOnly("Diagnose the browser link", false), null,
                call -> {
                    long started = System.nanoTime();
                    CompletableFuture<Object> roundTrip = hub.call(call.string("browser", null), Action.BROWSER_INFO, Json.object(),
                                    call.context())
                            .<Object>thenApply(info -> (System.nanoTime() - started) / 1_000_000)
                            .exceptionally(e -> dev.tabrelay.errors.ToolFailure.from(e).code().name());
                    return roundTrip.thenApply(rt -> {
                        Map<String, Object> data = new LinkedHashMap<>();
                        String version = DiagnosticTools.class.getPackage().getImplementationVersion();
                        data.put("bridgeVersion", version == null ? "0.1.0-dev" : version);
                        data.put("protocolVersion", LinkProtocol.VERSION);
                        List<Map<String, Object>> browsers = new ArrayList<>();
                        for (BrowserConnection b : hub.browsers()) {
                            Map<String, Object> m = new LinkedHashMap<>();
                            m.put("id", b.browserId());
                            m.put("label", b.label());
                            m.put("extensionVersion", b.extensionVersion());
                            m.put("connectedAt", b.connectedAt().toString());
                            m.put("pingMs", b.latencyMs());
                            m.put("inFlight", b.inFlight());
                            browsers.add(m);
                        }
                        data.put("browsers", browsers);
                        data.put("roundTrip", rt);
                        data.put("lastErrors", errors.last(call.scope()));
                        Map<String, Object> plugins = registry.get().pluginStatus();
                        data.put("plugins", plugins);
                        List<?> problems = (List<?>) plugins.get("problems");
                        String text = "Bridge " + data.get("bridgeVersion") + ", " + browsers.size() + " browser(s) connected; round trip "
                                + (rt instanceof Long ms ? ms + " ms" : "failed: " + rt) + "; " + errors.last(call.scope()).size()
                                + " recent error(s) for your calls; Java plugins: " + ((List<?>) plugins.get("loaded")).size()
                                + " loaded" + (problems.isEmpty() ? "." : ", " + problems.size() + " failed to load: "
                                + problems.stream().map(p -> String.valueOf(((Map<?, ?>) p).get("message"))).reduce((a, b) -> a + " " + b).orElse(""));
                        return CallToolResult.builder().addTextContent(text).structuredContent(data).build();
                    });
                })
                .withOutput(Output.object().string("bridgeVersion").integer("protocolVersion").array("browsers")
                        .array("lastErrors").object("plugins"));
    }

    private static List<String> strings(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asString()));
        return out;
    }

    private static String notGranted(JsonNode browser) {
        List<String> missing = new ArrayList<>();
        List<String> granted = strings(browser.path("permissions"));
        granted.addAll(strings(browser.path("origins")));
        strings(browser.path("optionalPermissions")).forEach(p -> { if (!granted.contains(p)) missing.add(p); });
        strings(browser.path("optionalOrigins")).forEach(p -> { if (!granted.contains(p)) missing.add(p); });
        return missing.isEmpty() ? "none" : String.join(", ", missing);
    }

    private static String urlVerdict(JsonNode url) {
        if (!url.isObject()) {
            return "";
        }
        return " " + url.path("url").asString("") + ": " + (url.path("allowed").asBoolean(false) ? "allowed"
                : "refused (" + url.path("by").asString("policy") + ")") + ".";
    }
}
