package dev.tabrelay.link;

import dev.tabrelay.config.PairingKey;
import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.LogSafe;
import dev.tabrelay.errors.ToolFailure;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The browsers connected right now, by their stable id. Callers address one by id or get the
 * most recently used. A hello never displaces a live connection of the same browser: only a
 * reconnect that proves itself with the secret its previous welcome carried ({@code resume})
 * replaces it, or one that finds the old connection silent past two keepalives. Anyone else
 * claiming that browser's id is refused ({@link CloseCode#DUPLICATE}) and logged.
 */
public final class BrowserHub implements AutoCloseable {
    static final Duration PING_INTERVAL = Duration.ofSeconds(20);
    /** A wrong pairing key is answered this late, so guessing is slow (the key has 256 bits anyway). */
    static final Duration FAILED_HELLO_DELAY = Duration.ofSeconds(1);
    static final Duration FAILED_HELLO_LOG_INTERVAL = Duration.ofSeconds(10);
    /** MAX_MESSAGE_BYTES's default (ConfigLoader), for hubs built without a config. */
    public static final int DEFAULT_MAX_MESSAGE_BYTES = 8 * 1024 * 1024;
    private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(BrowserHub.class);

    private final PairingKey pairingKey;
    private final String serverVersion;
    private final Duration commandTimeout;
    private final ScheduledExecutorService scheduler;
    private final Map<String, BrowserConnection> browsers = new ConcurrentHashMap<>();
    private final Presence presence = new Presence();
    private volatile LastBrowser lastBrowser;
    private final SessionPolicy sessionPolicy;
    private final int maxMessageBytes;
    /** The browsers each MCP session sent commands to, so its end reaches exactly those. */
    private final Map<String, Set<String>> sessionBrowsers = new ConcurrentHashMap<>();
    private final AtomicLong lastFailedHelloLog = new AtomicLong(System.nanoTime() - FAILED_HELLO_LOG_INTERVAL.toNanos());
    private final AtomicInteger failedHellosNotLogged = new AtomicInteger();

    public BrowserHub(PairingKey pairingKey, String serverVersion, Duration commandTimeout) {
        this(pairingKey, serverVersion, commandTimeout, SessionPolicy.DEFAULT);
    }

    public BrowserHub(PairingKey pairingKey, String serverVersion, Duration commandTimeout, SessionPolicy sessionPolicy) {
        this(pairingKey, serverVersion, commandTimeout, sessionPolicy, DEFAULT_MAX_MESSAGE_BYTES);
    }

    /** @param maxMessageBytes the largest link message either side may send (the WebSocket limit, MAX_MESSAGE_BYTES) */
    public BrowserHub(PairingKey pairingKey, String serverVersion, Duration commandTimeout, SessionPolicy sessionPolicy,
                      int maxMessageBytes) {
        this.maxMessageBytes = maxMessageBytes;
        this.sessionPolicy = sessionPolicy;
        this.pairingKey = pairingKey;
        this.serverVersion = serverVersion;
        this.commandTimeout = commandTimeout;
        this.scheduler = Timers.daemonTimer("link-timer");
        // Application-level keepalive: protocol pings do not keep an MV3 service worker alive.
        scheduler.scheduleAtFixedRate(() -> browsers.values().forEach(BrowserConnection::ping),
                PING_INTERVAL.toMillis(), PING_INTERVAL.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** The largest message either side of a link may send; told to the extension in its welcome. */
    int maxMessageBytes() {
        return maxMessageBytes;
    }

    private volatile int gatewayServers;
    /** The browser provider when browsers are leased (a {@code grid} daemon); null: callers share the connected ones. */
    private volatile BrowserRouter router;

    /** Browsers are leased from now on: each call's browser comes from {@code r} (set once, before serving). */
    public void route(BrowserRouter r) {
        router = r;
    }

    public BrowserRouter router() {
        return router;
    }

    /** A hello whose key is not the daemon's: a lease's one-time key, or null when no provider leases browsers. */
    LeaseAdmission.Verdict leaseVerdict(LinkProtocol.Hello h) {
        BrowserRouter r = router;
        return r == null ? null : r.admission().admit(h.key(), h.browserId(), h.resume());
    }

    void leaseBound(String leaseId, BrowserConnection c, String resume) {
        BrowserRouter r = router;
        if (r != null) {
            r.admission().bound(leaseId, c, resume);
        }
    }

    void leaseDropped(String leaseId, BrowserConnection c) {
        BrowserRouter r = router;
        if (r != null) {
            r.admission().dropped(leaseId, c);
        }
    }

    /** How many local servers the gateway runs; told in the welcome, so the extension lists the gateway only when there are some. */
    public void gatewayServers(int count) {
        gatewayServers = count;
    }

    int gatewayServers() {
        return gatewayServers;
    }

    /** A fresh endpoint for one incoming extension socket (after its Origin was checked). */
    public BrowserConnection newConnection() {
        return new BrowserConnection(this);
    }

    /** @return whether {@code c} is now this browser's connection; false = refuse it */
    synchronized boolean register(BrowserConnection c, String browserId, String resume) {
        BrowserConnection live = browsers.get(browserId);
        if (live != null && live != c) {
            boolean proven = live.resumeMatches(resume);
            if (!proven && !live.silentLongerThan(PING_INTERVAL.multipliedBy(2))) {
                return false;
            }
            live.close(CloseCode.REPLACED, proven ? "replaced by a newer connection from the same browser"
                    : "replaced: this connection stopped answering keepalives");
        }
        browsers.put(browserId, c);
        return true;
    }

    /**
     * A browser for this daemon is being (re)started and should connect within {@code within}
     * ({@code tabrelay launch} restarting the one that died): calls that arrive meanwhile wait for
     * it up to half their deadline rather than the usual {@link Presence#WAIT}.
     */
    public void expectBrowser(Duration within) {
        presence.expect(within);
    }

    /**
     * Remembers in {@code configDir} when a browser leaves; when one left there less than a minute
     * ago (this daemon replaces one that just stopped), calls wait for it as for a reconnect.
     */
    public void rememberBrowsersIn(java.nio.file.Path configDir) {
        LastBrowser last = new LastBrowser(configDir);
        if (last.leftRecently()) {
            presence.expect(LastBrowser.EXPECTED_WITHIN);
        }
        lastBrowser = last;
    }

    /** Calls waiting for a reconnecting browser right now (status and tests: a wait they can see). */
    public int callsWaitingForABrowser() {
        return presence.waiting();
    }

    /** After the welcome went out: calls waiting for a reconnecting browser may go now (never before the welcome). */
    void welcomed() {
        presence.connected();
    }

    /**
     * A hello with a wrong pairing key: logged at most once per {@link #FAILED_HELLO_LOG_INTERVAL}
     * (with the count of those not logged), so a process guessing keys cannot flood the log.
     */
    void failedHello(String browserId) {
        long now = System.nanoTime();
        long last = lastFailedHelloLog.get();
        if (now - last >= FAILED_HELLO_LOG_INTERVAL.toNanos() && lastFailedHelloLog.compareAndSet(last, now)) {
            int more = failedHellosNotLogged.getAndSet(0);
            log.warn("A connection presented a wrong pairing key (browser id '{}'){}; closed", LogSafe.text(browserId, 64),
                    more > 0 ? " — and " + more + " more since the last report" : "");
        } else {
            failedHellosNotLogged.incrementAndGet();
        }
    }

    void unregister(BrowserConnection c) {
        if (browsers.remove(c.browserId(), c)) {
            presence.disconnected();
            LastBrowser last = lastBrowser;
            if (last != null) {
                last.left();
            }
        }
    }

    /**
     * @param browserId null for the most recently used browser the user has enabled (a paired
     *                  browser still waiting for Enable bridge is chosen only when no other is there,
     *                  so its PERMISSION_REQUIRED tells the user what to do)
     */
    public BrowserConnection select(String browserId) {
        if (browsers.isEmpty()) {
            throw presence.noBrowser();
        }
        if (browserId == null || browserId.isBlank()) {
            Comparator<BrowserConnection> choice = Comparator.comparing(BrowserConnection::enabled)
                    .thenComparingLong(BrowserConnection::lastUsedNanos).thenComparing(BrowserConnection::connectedAt);
            return browsers.values().stream().max(choice).orElseThrow(presence::noBrowser);
        }
        BrowserConnection c = browsers.get(browserId);
        if (c == null) {
            throw new ToolFailure(ErrorCode.INVALID_ARGUMENT, "No connected browser has id '" + browserId
                    + "'. Read the tabrelay://status resource to see the connected browsers, or omit 'browser'.");
        }
        return c;
    }

    /** Sends a command with the configured deadline; failures arrive as {@link ToolFailure}. */
    public CompletableFuture<JsonNode> call(String browserId, Action action, JsonNode params, CallContext ctx) {
        return call(browserId, action, params, ctx, commandTimeout);
    }

    public CompletableFuture<JsonNode> call(String browserId, Action action, JsonNode params, CallContext ctx, Duration timeout) {
        BrowserRouter r = router;
        if (r != null) {
            // The wait for a leased browser has its own deadline (the provider's); the command's starts once it is there.
            return r.route(browserId, ctx).thenCompose(id -> send(id, action, params, ctx, timeout));
        }
        if (browsers.isEmpty() && presence.reconnecting()) {
            // The browser was here a moment ago: wait a little for it rather than fail the call.
            return presence.nextConnect(timeout.dividedBy(2)).thenCompose(v -> send(browserId, action, params, ctx, timeout));
        }
        return send(browserId, action, params, ctx, timeout);
    }

    /**
     * The browser a call would use, once there is one: at once when connected, after a short wait
     * when the last one is reconnecting (as {@link #call} does), else the fitting NO_BROWSER.
     */
    public CompletableFuture<BrowserConnection> whenSelected(String browserId, CallContext ctx, Duration timeout) {
        BrowserRouter r = router;
        if (r != null) {
            return r.route(browserId, ctx).thenApply(this::select);
        }
        CompletableFuture<Void> ready = browsers.isEmpty() && presence.reconnecting()
                ? presence.nextConnect(timeout.dividedBy(2)) : CompletableFuture.completedFuture(null);
        return ready.thenApply(v -> select(browserId));
    }

    private CompletableFuture<JsonNode> send(String browserId, Action action, JsonNode params, CallContext ctx, Duration timeout) {
        try {
            BrowserConnection browser = select(browserId);
            if (!ctx.sessionId().isEmpty() && action != Action.SESSION_END) {
                sessionBrowsers.computeIfAbsent(ctx.sessionId(), id -> ConcurrentHashMap.newKeySet()).add(browser.browserId());
            }
            return browser.call(action, withIsolation(params), ctx, timeout);
        } catch (ToolFailure f) {
            return CompletableFuture.failedFuture(f);
        }
    }

    private JsonNode withIsolation(JsonNode params) {
        if (!sessionPolicy.groupIsolation()) {
            return params;
        }
        ObjectNode p = params instanceof ObjectNode o ? o.deepCopy() : LinkProtocol.JSON.createObjectNode();
        return p.put("isolation", "group");
    }

    /**
     * An MCP session closed: tell each browser it used ({@code session.end}), so the extension can
     * forget the session and, with {@code --session-tabs close}, close its tab group. Best effort:
     * never waits, and a browser that is gone or too old to know the action is simply skipped.
     */
    public void sessionEnded(String sessionId) {
        BrowserRouter r = router;
        if (r != null && sessionId != null) {
            r.sessionEnded(sessionId);
        }
        Set<String> used = sessionId == null ? null : sessionBrowsers.remove(sessionId);
        if (used == null) {
            return;
        }
        ObjectNode params = LinkProtocol.JSON.createObjectNode().put("closeGroup", sessionPolicy.closeTabsOnEnd());
        for (String id : used) {
            BrowserConnection c = browsers.get(id);
            if (c != null) {
                c.call(Action.SESSION_END, withIsolation(params), CallContext.of(sessionId, "tabrelay"), Duration.ofSeconds(5))
                        .exceptionally(e -> {
                            log.debug("session.end for {} not delivered: {}", sessionId, e.toString());
                            return null;
                        });
            }
        }
    }

    public List<BrowserConnection> browsers() {
        return new ArrayList<>(browsers.values());
    }

    /** The connected browsers this caller may see: all of them, except leased ones, which only their owner sees. */
    public List<BrowserConnection> browsers(CallContext ctx) {
        BrowserRouter r = router;
        return r == null ? browsers() : browsers.values().stream().filter(b -> r.visible(b.browserId(), ctx)).toList();
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
        browsers.values().forEach(c -> c.close(CloseCode.SHUTDOWN, "TabRelay bridge is shutting down"));
        scheduler.shutdownNow();
    }
}
