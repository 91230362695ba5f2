package dev.tabrelay.link;

import dev.tabrelay.config.PairingKey;
import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import tools.jackson.databind.JsonNode;

/**
 * The browsers connected right now, by their stable id. Callers address one by id or get the
 * most recently used; a newer connection from the same browser replaces the older one.
 */
public final class BrowserHub implements AutoCloseable {
    static final Duration PING_INTERVAL = Duration.ofSeconds(20);

    private final PairingKey pairingKey;
    private final String serverVersion;
    private final Duration commandTimeout;
    private final ScheduledExecutorService scheduler;
    private final Map<String, BrowserConnection> browsers = new ConcurrentHashMap<>();

    public BrowserHub(PairingKey pairingKey, String serverVersion, Duration commandTimeout) {
        this.pairingKey = pairingKey;
        this.serverVersion = serverVersion;
        this.commandTimeout = commandTimeout;
        this.scheduler = Executors.newSingleThreadScheduledExecutor(Thread.ofPlatform().daemon().name("link-timer").factory());
        // Application-level keepalive: protocol pings do not keep an MV3 service worker alive.
        scheduler.scheduleAtFixedRate(() -> browsers.values().forEach(BrowserConnection::ping),
                PING_INTERVAL.toMillis(), PING_INTERVAL.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** A fresh endpoint for one incoming extension socket (after its Origin was checked). */
    public BrowserConnection newConnection() {
        return new BrowserConnection(this);
    }

    void register(BrowserConnection c) {
        BrowserConnection old = browsers.put(c.browserId(), c);
        if (old != null && old != c) {
            old.close(LinkProtocol.CLOSE_REPLACED, "replaced by a newer connection from the same browser");
        }
    }

    void unregister(BrowserConnection c) {
        browsers.remove(c.browserId(), c);
    }

    /**
     * @param browserId null for the most recently used browser
     */
    public BrowserConnection select(String browserId) {
        if (browsers.isEmpty()) {
            throw ToolFailure.noBrowser();
        }
        if (browserId == null || browserId.isBlank()) {
            return browsers.values().stream().max(Comparator.comparingLong(BrowserConnection::lastUsedNanos)
                    .thenComparing(BrowserConnection::connectedAt)).orElseThrow(ToolFailure::noBrowser);
        }
        BrowserConnection c = browsers.get(browserId);
        if (c == null) {
            throw new ToolFailure(ErrorCode.INVALID_ARGUMENT, "No connected browser has id '" + browserId
                    + "'. Read the tabrelay://status resource to see the connected browsers, or omit 'browser'.");
        }
        return c;
    }

    /** Sends a command with the configured deadline; failures arrive as {@link ToolFailure}. */
    public CompletableFuture<JsonNode> call(String browserId, String action, JsonNode params, CallContext ctx) {
        return call(browserId, action, params, ctx, commandTimeout);
    }

    public CompletableFuture<JsonNode> call(String browserId, String action, JsonNode params, CallContext ctx, Duration timeout) {
        try {
            return select(browserId).call(action, params, ctx, timeout);
        } catch (ToolFailure f) {
            return CompletableFuture.failedFuture(f);
        }
    }

    public List<BrowserConnection> browsers() {
        return new ArrayList<>(browsers.values());
    }

    public boolean connected() {
        return !browsers.isEmpty();
    }

    public Duration commandTimeout() {
        return commandTimeout;
    }

    PairingKey pairingKey() {
        return pairingKey;
    }

    String serverVersion() {
        return serverVersion;
    }

    ScheduledExecutorService scheduler() {
        return scheduler;
    }

    /** Answers every call still waiting on a browser with a clear "shutting down" error. */
    public void failPending() {
        ToolFailure stopping = new ToolFailure(ErrorCode.SHUTTING_DOWN,
                "The TabRelay daemon is stopping; retry once it runs again (clients started with `tabrelay stdio` restart it).");
        browsers.values().forEach(c -> c.failPending(stopping));
    }

    @Override
    public void close() {
        browsers.values().forEach(c -> c.close(LinkProtocol.CLOSE_SHUTDOWN, "TabRelay bridge is shutting down"));
        scheduler.shutdownNow();
    }
}
