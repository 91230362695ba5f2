package dev.tabrelay.tools;

import dev.tabrelay.json.Json;
import dev.tabrelay.auth.Caller;
import dev.tabrelay.auth.RateLimits;
import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.link.BrowserHub;
import dev.tabrelay.link.CallContext;
import dev.tabrelay.link.Cancellation;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.UnaryOperator;
import tools.jackson.databind.JsonNode;

/**
 * The one path every tool call takes, from MCP and REST alike: the caller's ACL (tool and
 * sites), the evaluate gate, its rate limit, the per-session cap on calls in flight, argument
 * validation against the schema of the name used, the alias's translation, then the handler.
 * A site check happens before anything reaches the browser when the URL is known up front (a
 * {@code url} argument, a {@code tabId} whose tab is looked up); tools check the URL their
 * result came from with {@link ToolCall#requireSite}, which catches redirects.
 */
public final class ToolInvoker {
    private final BrowserHub hub;
    private final RateLimits rates;
    private final int maxInFlight;
    private final boolean evaluateEnabled;
    private final OutputBudget budget;
    private final Map<String, AtomicInteger> inFlight = new ConcurrentHashMap<>();
    /** The caller as the key store has it now (Authenticator::current): revocation applies to the next call. */
    private final UnaryOperator<Caller> current;
    /** Told of every call's session, client and caller, so `tabrelay status` can list who is there. */
    private volatile CallWatcher watcher = (session, client, caller) -> { };

    /** Sees each call as it arrives (before any check), e.g. {@code SessionBook::called}. */
    @FunctionalInterface
    public interface CallWatcher {
        void called(String sessionId, String client, String callerLabel);
    }

    public void watchCalls(CallWatcher watcher) {
        this.watcher = java.util.Objects.requireNonNull(watcher);
    }
    private final CallHistory history;

    public ToolInvoker(BrowserHub hub, RateLimits rates, int maxInFlight) {
        this(hub, rates, maxInFlight, false, new OutputBudget());
    }

    public ToolInvoker(BrowserHub hub, RateLimits rates, int maxInFlight, boolean evaluateEnabled, OutputBudget budget) {
        this(hub, rates, maxInFlight, evaluateEnabled, budget, UnaryOperator.identity());
    }

    public ToolInvoker(BrowserHub hub, RateLimits rates, int maxInFlight, boolean evaluateEnabled, OutputBudget budget,
                       UnaryOperator<Caller> current) {
        this(hub, rates, maxInFlight, evaluateEnabled, budget, current, new CallHistory());
    }

    /** @param history where each call's arguments are kept for a while (the registry's: {@link ToolRegistry#history}) */
    public ToolInvoker(BrowserHub hub, RateLimits rates, int maxInFlight, boolean evaluateEnabled, OutputBudget budget,
                       UnaryOperator<Caller> current, CallHistory history) {
        this.history = history;
        this.current = current;
        this.hub = hub;
        this.rates = rates;
        this.maxInFlight = maxInFlight;
        this.evaluateEnabled = evaluateEnabled;
        this.budget = budget;
    }

    /** Whether {@code caller} may see and run a gated tool on this daemon. */
    public boolean allowsGated(Caller caller) {
        return evaluateEnabled && caller.allowsEvaluate();
    }

    public CompletableFuture<CallToolResult> invoke(ToolDefinition def, JsonNode args, Caller caller, CallContext ctx) {
        return invoke(def, def.name(), args, caller, ctx);
    }

    /** The caller with its key's ACL as it is now; a revoked key becomes {@link Caller#NOBODY}. */
    public Caller current(Caller caller) {
        return current.apply(caller);
    }

    /**
     * Reading the status (the {@code tabrelay://status} resource, REST {@code /api/v1/status})
     * lists the connected browsers: allowed to callers that may call browser_list or
     * browser_tab_list (by any of their names), and charged to the caller's rate limit like a call.
     */
    public void authorizeStatus(Caller given, ToolRegistry registry) {
        Caller caller = current(given);
        boolean allowed = java.util.stream.Stream.of("browser_list", "browser_tab_list")
                .flatMap(name -> registry.find(name).stream())
                .anyMatch(def -> def.names().stream().anyMatch(n -> caller.allowsTool(def.name(), n)));
        if (!allowed) {
            throw new ToolFailure(ErrorCode.FORBIDDEN, "Reading TabRelay's status is not allowed for " + caller.label()
                    + "; it needs a key whose --tools include browser_list or browser_tab_list.");
        }
        rates.acquire(caller);
    }

    public CompletableFuture<CallToolResult> invoke(ToolDefinition def, String calledAs, JsonNode args, Caller given,
                                                    CallContext givenCtx) {
        Caller caller = current(given);
        watcher.called(givenCtx.sessionId(), givenCtx.clientName(), caller.label());
        CallContext ctx = givenCtx.withClient(caller.clientLabel(givenCtx.clientName()));
        AtomicInteger running = inFlight.computeIfAbsent(ctx.sessionId(), id -> new AtomicInteger());
        try {
            if (!caller.allowsTool(def.name(), calledAs)) {
                throw new ToolFailure(ErrorCode.FORBIDDEN, "Tool '" + calledAs + "' is not allowed for " + caller.label()
                        + "; ask the user to add it with `tabrelay keys create --tools …`.");
            }
            if (def.gated() && !allowsGated(caller)) {
                throw new ToolFailure(ErrorCode.EVALUATE_DISABLED, evaluateEnabled
                        ? "Running page JavaScript is not allowed for " + caller.label() + "; create a key with `tabrelay keys create --evaluate`."
                        : "Running page JavaScript is off; restart the daemon with --enable-evaluate (ENABLE_EVALUATE=true) to allow '"
                          + calledAs + "'.");
            }
            rates.acquire(caller);
            if (running.incrementAndGet() > maxInFlight) {
                running.decrementAndGet();
                throw new ToolFailure(ErrorCode.BUSY, "This session already has " + maxInFlight
                        + " calls running; wait for some to finish.");
            }
        } catch (ToolFailure f) {
            return CompletableFuture.failedFuture(f);
        }
        CompletableFuture<CallToolResult> result;
        try {
            // The extension enforces the key's sites where the bridge cannot see: the active tab,
            // frames, redirects, downloads (docs/protocol.md).
            CallContext scoped = caller.restrictsSites() && caller.key() != null ? ctx.withSites(caller.key().sites()) : ctx;
            // The key's mode is a ceiling the extension combines with the person's setting for the site (issue 30).
            if (caller.key() != null) {
                scoped = scoped.withMode(caller.key().mode().wire());
            }
            // Nested calls start from the caller's own context again, so they are checked and labelled like its others.
            AsCaller nested = new AsCaller(this, given, givenCtx);
            CallContext.Call id = new CallContext.Call(CallHistory.newId(), def.name());
            result = run(def, calledAs, args == null ? Json.object() : args, caller, scoped.withCall(id), nested);
        } catch (RuntimeException e) {
            result = CompletableFuture.failedFuture(e);
        }
        return untilCancelled(result, ctx.cancellation()).whenComplete((r, e) -> running.decrementAndGet());
    }

    /**
     * The call's answer, or CANCELLED the moment its client cancels it: the session's slot is free
     * then, whatever part of the work is still unwinding (its browser commands are cancelled on the
     * link by PendingCalls).
     */
    static CompletableFuture<CallToolResult> untilCancelled(CompletableFuture<CallToolResult> result, Cancellation cancellation) {
        if (cancellation == Cancellation.NEVER) {
            return result;
        }
        CompletableFuture<CallToolResult> answer = new CompletableFuture<>();
        result.whenComplete((r, e) -> {
            if (e == null) {
                answer.complete(r);
            } else {
                answer.completeExceptionally(e);
            }
        });
        cancellation.onCancel(answer::completeExceptionally);
        return answer;
    }

    private CompletableFuture<CallToolResult> run(ToolDefinition def, String calledAs, JsonNode args, Caller caller, CallContext ctx,
                                                  AsCaller nested) {
        ToolView view = def.view(calledAs);
        if (def.budgeted() && args.hasNonNull("cursor")) {
            // A continuation needs none of the first call's arguments: the rest is already cached.
            JsonNode max = args.get("maxChars");
            int maxChars = max != null && max.canConvertToInt() ? max.asInt() : OutputBudget.DEFAULT_CHARS;
            return budget.next(caller.scope(), args.get("cursor").asString(), maxChars);
        }
        validate(calledAs, view.inputSchema(), args);
        JsonNode canonical = view.args().apply(args);
        history.remember(ctx.call().id(), def.name(), canonical, caller.scope());
        return preCheckSites(canonical, caller, ctx)
                .thenCompose(ok -> def.handler().call(new ToolCall(calledAs, canonical, ctx, caller::allowsUrl, caller.scope(), budget, nested)))
                .thenApply(view.result());
    }

    /** Bad arguments are answered before anything reaches the browser, naming the field. */
    static void validate(String name, Map<String, Object> schema, JsonNode args) {
        String problems = SchemaCheck.SHARED.problems(schema, args);
        if (problems != null) {
            throw new ToolFailure(ErrorCode.INVALID_ARGUMENT, "Invalid arguments for '" + name + "': "
                    + problems.replace("\n", " ") + ". Check the tool's input schema in tools/list.");
        }
    }

    private CompletableFuture<Void> preCheckSites(JsonNode args, Caller caller, CallContext ctx) {
        if (!caller.restrictsSites()) {
            return CompletableFuture.completedFuture(null);
        }
        JsonNode url = args.get("url");
        if (url != null && url.isString()) {
            checkUrl(caller, url.asString());
        }
        JsonNode tabId = args.get("tabId");
        if (tabId == null || !tabId.canConvertToLong()) {
            return CompletableFuture.completedFuture(null);
        }
        JsonNode browser = args.get("browser");
        return hub.call(browser == null ? null : browser.asString(), TabTools.TABS_LIST, null, ctx).thenAccept(data -> {
            for (JsonNode tab : data.path("tabs")) {
                if (tab.path("tabId").asLong() == tabId.asLong()) {
                    checkUrl(caller, tab.path("url").asString(""));
                }
            }
        });
    }

    private static void checkUrl(Caller caller, String url) {
        if (!caller.allowsUrl(url)) {
            throw ToolCall.siteBlocked(caller.label());
        }
    }
}
