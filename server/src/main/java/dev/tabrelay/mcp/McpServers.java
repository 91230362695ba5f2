package dev.tabrelay.mcp;

import dev.tabrelay.auth.Caller;
import dev.tabrelay.link.BrowserHub;
import dev.tabrelay.json.Json;
import dev.tabrelay.link.CallContext;
import dev.tabrelay.link.Cancellation;
import dev.tabrelay.mcp.modern.ModernServer;
import dev.tabrelay.mcp.modern.ModernRevision;
import dev.tabrelay.tools.CompactForm;
import dev.tabrelay.tools.Profile;
import dev.tabrelay.tools.ToolDefinition;
import dev.tabrelay.tools.ToolInvoker;
import dev.tabrelay.tools.ToolRegistry;
import io.modelcontextprotocol.common.McpTransportContext;
import reactor.core.publisher.Mono;
import io.modelcontextprotocol.server.McpAsyncServer;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpServerTransportProvider;
import io.modelcontextprotocol.spec.McpStreamableServerTransportProvider;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Builds one SDK server per transport from the same registry: the SDK binds a server to
 * exactly one transport provider, so Streamable HTTP, SSE, WebSocket and stdio each get their
 * own, all sharing the tools and the connected browsers.
 */
public final class McpServers {
    private static final Logger log = LoggerFactory.getLogger(McpServers.class);
    static final String INSTRUCTIONS = """
            TabRelay drives the user's own browser: their logged-in sessions, pages after JavaScript ran. \
            To read: browser_extract (this page, a tab or any URL) as clean Markdown. To act: browser_snapshot \
            gives element refs (e12), then browser_click / browser_type / browser_fill_form with a ref; \
            browser_tab_list and browser_tab_create manage tabs. Long output is cut: pass the returned cursor \
            to get the next part. Arguments shared by the page tools: tabId (omit for this session's current tab), \
            ref (from the latest browser_snapshot or browser_find, e.g. e12) or selector (CSS, top frame), \
            trusted (real input through the debugger), maxChars and cursor (page through long output), \
            browser (an id from browser_list, when several browsers are connected).""";

    private final ToolRegistry registry;
    private final BrowserHub hub;
    private final String version;
    private final ToolInvoker invoker;
    /** The daemon's --tools / TOOLS / config.json choice; null when none was made. */
    private final Profile daemonProfile;
    /** The tools/call requests running on every transport's server, for cancellation. */
    private final InFlightRequests inFlight = new InFlightRequests();

    public McpServers(ToolRegistry registry, BrowserHub hub, ToolInvoker invoker, String version) {
        this(registry, hub, invoker, version, null);
    }

    public McpServers(ToolRegistry registry, BrowserHub hub, ToolInvoker invoker, String version, Profile daemonProfile) {
        this.registry = registry;
        this.hub = hub;
        this.invoker = invoker;
        this.version = version;
        this.daemonProfile = daemonProfile;
    }

    /** Where the transports report notifications/cancelled and ended sessions (see {@link InFlightRequests}). */
    public InFlightRequests inFlight() {
        return inFlight;
    }

    /**
     * The 2026-07-28 revision's requests (dev.tabrelay.mcp.modern) on /mcp and /mcp-ws, served from
     * the same registry, ACLs and invoker as the sessions of the 2025 revisions. Build it once: it
     * holds the open subscriptions/listen streams of every transport.
     */
    public ModernServer modern() {
        return new ModernServer(new ModernServer.Backend() {
            @Override
            public List<JsonNode> tools(McpTransportContext context) {
                List<JsonNode> out = new ArrayList<>();
                for (ToolDefinition def : registry.tools()) {
                    for (String name : def.names()) {
                        if (listed(context, name)) {
                            boolean compact = profile(context) == Profile.COMPACT && CompactForm.has(name);
                            out.add(Json.MAPPER.readTree(toJson(compact ? McpToolAdapter.compactTool(def, name) : McpToolAdapter.tool(def, name))));
                        }
                    }
                }
                return out;
            }

            @Override
            public CompletableFuture<JsonNode> call(String name, JsonNode arguments, String clientName, McpTransportContext context,
                                                    ModernServer.Progress progress) {
                // As on the sessions: any registered name may be called (aliases too, listed or not); the invoker checks the ACL.
                ToolDefinition def = registry.find(name).orElse(null);
                if (def == null) {
                    return CompletableFuture.failedFuture(new IllegalArgumentException("Unknown tool '"
                            + dev.tabrelay.errors.LogSafe.text(name, 64) + "': tools/list names the tools this connection may call."));
                }
                Caller caller = McpToolAdapter.caller(context);
                // No session in this revision: over HTTP a caller's calls count against MAX_INFLIGHT
                // together; on a WebSocket (and stdio) its connection counts them, and, given the
                // request's key (InFlightRequests), notifications/cancelled and the socket closing stop them.
                InFlightRequests.Key key = context != null && context.get(InFlightRequests.KEY) instanceof InFlightRequests.Key k ? k : null;
                Cancellation cancellation = inFlight.started(context);
                CallProgress ticks = progress == null ? null : CallProgress.start(name, progress::report);
                // A streamed HTTP call's key names that one request (for its cancellation): the caller is still sessionless.
                boolean http = key == null || key.connection().startsWith(InFlightRequests.HTTP_CALL);
                CallContext ctx = new CallContext(http ? "stateless:" + caller.scope() : key.connection(), clientName, ticks, cancellation);
                CompletableFuture<CallToolResult> result;
                try {
                    result = invoker.invoke(def, name, arguments, caller, ctx);
                } catch (RuntimeException e) {
                    result = CompletableFuture.failedFuture(e);
                }
                return result.whenComplete((r, e) -> {
                            inFlight.finished(context, cancellation);
                            if (ticks != null) {
                                ticks.finish();   // before the answer goes out: no progress after it
                            }
                        })
                        .exceptionally(e -> McpToolAdapter.error(name, e))
                        .thenApply(r -> Json.MAPPER.readTree(toJson(r)));
            }

            @Override
            public JsonNode serverInfo() {
                return Json.object().put("name", "tabrelay").put("version", version);
            }

            @Override
            public String instructions() {
                return INSTRUCTIONS;
            }

            @Override
            public List<String> versions() {
                List<String> all = new ArrayList<>(ProtocolNegotiation.SUPPORTED);
                all.add(ModernRevision.VERSION);
                return all;
            }

            @Override
            public Duration callTimeout() {
                return hub.commandTimeout().plus(Duration.ofSeconds(30));
            }

            @Override
            public void onToolsChanged(Runnable listener) {
                registry.onPluginsChanged((before, now) -> listener.run());
            }
        });
    }

    /** SDK objects as the SDK writes them on the wire. */
    private static String toJson(Object value) {
        try {
            return McpJsonDefaults.getMapper().writeValueAsString(value);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Every transport negotiates the protocol version the same way (ProtocolNegotiation). */
    public McpAsyncServer build(McpServerTransportProvider provider) {
        return configure(McpServer.async(ProtocolNegotiation.sessions(provider)));
    }

    public McpAsyncServer build(McpStreamableServerTransportProvider provider) {
        return configure(McpServer.async(ProtocolNegotiation.streamable(provider)));
    }

    /** An alias is listed only when the caller may call it (its tool, or that very name for a key made for an earlier design). */
    static boolean visible(ToolRegistry registry, Caller caller, String listedName) {
        return caller.allowsTool(registry.find(listedName).map(ToolDefinition::name).orElse(listedName), listedName);
    }

    /** The connection's own choice, else the daemon's, else the one set on the extension's options page, else compact. */
    Profile profile(McpTransportContext context) {
        Object chosen = context == null ? null : context.get(CallerContexts.PROFILE_KEY);
        if (chosen instanceof Profile p) {
            return p;
        }
        if (daemonProfile != null) {
            return daemonProfile;
        }
        String fromBrowser = hub.connected() ? hub.select(null).toolProfile() : null;
        try {
            Profile p = Profile.parse(fromBrowser, "The extension's tool profile setting");
            return p == null ? Profile.COMPACT : p;
        } catch (RuntimeException e) {
            log.warn("Ignoring the extension's unknown tool profile '{}'", fromBrowser);
            return Profile.COMPACT;
        }
    }

    /** Listed: in the connection's profile, allowed by the key's ACL, and for gated tools only when evaluate is on for it. */
    boolean listed(McpTransportContext context, String name) {
        Caller caller = invoker.current(McpToolAdapter.caller(context));
        ToolDefinition def = registry.find(name).orElse(null);
        if (def == null) {
            return false;
        }
        // A key that grants only an earlier design's name sees that name whatever the profile: it is all it may call.
        Profile profile = profile(context);
        boolean inProfile = profile.lists(def, name) || profile.listsPlugins() && registry.isPlugin(name)
                || caller.grantsOnlyAlias(def.name(), name);
        return inProfile && visible(registry, caller, name) && (!def.gated() || invoker.allowsGated(caller));
    }

    /**
     * For the SDK's list: a compact twin (McpToolAdapter.TWIN) stands for its tool in the compact
     * profile, and the tool's long form is then left out.
     */
    boolean listedSpec(McpTransportContext context, String specName) {
        boolean twin = specName.endsWith(McpToolAdapter.TWIN);
        String name = twin ? specName.substring(0, specName.length() - McpToolAdapter.TWIN.length()) : specName;
        boolean compact = profile(context) == Profile.COMPACT && CompactForm.has(name);
        return twin == compact && listed(context, name);
    }

    private McpAsyncServer configure(McpServer.AsyncSpecification<?> spec) {
        McpAsyncServer server = spec.serverInfo("tabrelay", version)
                .instructions(INSTRUCTIONS)
                .capabilities(McpSchema.ServerCapabilities.builder().tools(true).resources(false, false).logging().build())
                // Above the link deadline so the bridge's own clear TIMEOUT error wins over the SDK's.
                .requestTimeout(hub.commandTimeout().plus(Duration.ofSeconds(30)))
                // ToolInvoker validates against the schema of the name used and answers INVALID_ARGUMENT.
                .validateToolInputs(false)
                .jsonSchemaValidator(dev.tabrelay.tools.SchemaCheck.SHARED)
                .tools(McpToolAdapter.specifications(registry.tools(), invoker, inFlight))
                // The profile picks the names; a key sees only the tools its ACL allows (aliases follow their tool).
                .addToolFilter((context, tool) -> Mono.fromSupplier(() -> listedSpec(context, tool.name())))
                .resources(StatusResource.specifications(hub, invoker, registry))
                .build();
        // Plugin tools (site recipes) reloaded while the daemon runs: swap their specifications
        // and tell connected clients, who list again (notifications/tools/list_changed).
        registry.onPluginsChanged((before, now) -> {
            before.forEach(def -> def.names().forEach(n -> server.removeTool(n).onErrorResume(e -> Mono.empty()).subscribe()));
            McpToolAdapter.specifications(now, invoker, inFlight).forEach(s -> server.addTool(s).onErrorResume(e -> Mono.empty()).subscribe());
            server.notifyToolsListChanged().onErrorResume(e -> Mono.empty()).subscribe();
        });
        return server;
    }
}
