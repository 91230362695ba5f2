package dev.tabrelay.tools;

import dev.tabrelay.auth.Caller;
import dev.tabrelay.auth.RateLimits;
import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.link.BrowserHub;
import dev.tabrelay.link.CallContext;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import tools.jackson.databind.JsonNode;

/**
 * The one path every tool call takes, from MCP and REST alike: the caller's ACL (tool and
 * sites), its rate limit, the per-session cap on calls in flight, then the handler. A site
 * check happens before anything reaches the browser when the URL is known up front (a
 * {@code url} argument, a {@code tabId} whose tab is looked up); tools check the URL their
 * result came from with {@link ToolCall#requireSite}, which catches redirects.
 */
public final class ToolInvoker {
    private final BrowserHub hub;
    private final RateLimits rates;
    private final int maxInFlight;
    private final Map<String, AtomicInteger> inFlight = new ConcurrentHashMap<>();

    public ToolInvoker(BrowserHub hub, RateLimits rates, int maxInFlight) {
        this.hub = hub;
        this.rates = rates;
        this.maxInFlight = maxInFlight;
    }

    public CompletableFuture<CallToolResult> invoke(ToolDefinition def, JsonNode args, Caller caller, CallContext ctx) {
        AtomicInteger running = inFlight.computeIfAbsent(ctx.sessionId(), id -> new AtomicInteger());
        try {
            if (!caller.allowsTool(def.name())) {
                throw new ToolFailure(ErrorCode.FORBIDDEN, "Tool '" + def.name() + "' is not allowed for " + caller.label()
                        + "; ask the user to add it with `tabrelay keys create --tools …`.");
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
            result = preCheckSites(args, caller, ctx)
                    .thenCompose(ok -> def.handler().call(new ToolCall(args, ctx, caller::allowsUrl)));
        } catch (RuntimeException e) {
            result = CompletableFuture.failedFuture(e);
        }
        return result.whenComplete((r, e) -> running.decrementAndGet());
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
        return hub.call(browser == null ? null : browser.asString(), "tabs.list", null, ctx).thenAccept(data -> {
            for (JsonNode tab : data.path("tabs")) {
                if (tab.path("tabId").asLong() == tabId.asLong()) {
                    checkUrl(caller, tab.path("url").asString(""));
                }
            }
        });
    }

    private static void checkUrl(Caller caller, String url) {
        if (!caller.allowsUrl(url)) {
            throw new ToolFailure(ErrorCode.SITE_BLOCKED, url + " is outside the sites allowed for " + caller.label() + ".");
        }
    }
}
