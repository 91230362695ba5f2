package dev.tabrelay.grid;

import dev.tabrelay.config.ConnectionString;
import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.json.Json;
import dev.tabrelay.link.BrowserConnection;
import dev.tabrelay.link.Timers;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * A lease from start to end: the new-session request with the lease's zip (and its deadline in
 * the Grid's queue), the extension's hello (one-time key, then only its own reconnects), the
 * WebDriver heartbeat that keeps the Grid from reaping a busy browser (the extension's own
 * WebSocket is invisible to the Grid), the checks when the extension's link drops, and the
 * {@code DELETE /session} that ends every lease, whatever ended it. Sessions named for this daemon
 * that no live lease owns (a request the queue deadline abandoned, which the Grid served anyway)
 * are deleted by the heartbeat too: no orphan is left behind.
 */
final class LeaseLife {
    private static final Logger log = LoggerFactory.getLogger(LeaseLife.class);
    private static final SecureRandom RANDOM = new SecureRandom();

    private final GridSettings settings;
    private final String daemonId;
    private final LeaseZip zip;
    private final LeasePool pool;
    private final WebDriver driver;
    private final ScheduledExecutorService timer = Timers.daemonTimer("grid-leases");
    private final AtomicInteger serial = new AtomicInteger();
    /** Grid sessions this daemon deleted, until the Grid stops listing them (GridWatch does not delete them twice). */
    final java.util.Set<String> deleted = java.util.concurrent.ConcurrentHashMap.newKeySet();

    LeaseLife(GridSettings settings, String daemonId, LeaseZip zip, LeasePool pool, WebDriver driver) {
        this.settings = settings;
        this.daemonId = daemonId;
        this.zip = zip;
        this.pool = pool;
        this.driver = driver;
    }

    ScheduledExecutorService timer() {
        return timer;
    }

    WebDriver driver() {
        return driver;
    }

    String daemonId() {
        return daemonId;
    }

    /** The heartbeat, idle release and orphan reaping, every --heartbeat (GridWatch). */
    void startHeartbeat() {
        GridWatch watch = new GridWatch(settings, this, pool);
        long every = settings.heartbeat().toMillis();
        timer.scheduleWithFixedDelay(watch, every, every, TimeUnit.MILLISECONDS);
    }

    /** The daemon stops: every lease's Grid session is deleted, waiting a few seconds at most. */
    void closeAll(List<Lease> leases) {
        try {
            endAll(leases).get(5, TimeUnit.SECONDS);
        } catch (Exception e) {
            log.warn("Not every Grid session was deleted at shutdown ({}); the Grid ends them after its session timeout",
                    e.getClass().getSimpleName());
        }
        timer.shutdownNow();
    }

    /**
     * Ends every lease for shutdown; completes when their Grid sessions are deleted. A lease whose
     * browser said hello, or whose request the Grid answered, has a session even when the answer is
     * not read yet (a Grid answers after its browser started): the answer is awaited to delete it.
     * Only a request still waiting in the Grid's queue is abandoned.
     */
    CompletableFuture<Void> endAll(List<Lease> leases) {
        List<CompletableFuture<Void>> deletes = new java.util.ArrayList<>();
        for (Lease lease : leases) {
            synchronized (lease) {
                lease.state = Lease.State.ENDED;
            }
            lease.ready.completeExceptionally(new ToolFailure(ErrorCode.SHUTTING_DOWN, "The TabRelay daemon is stopping."));
            CompletableFuture<WebDriver.Session> request = lease.request;
            if (lease.sessionId != null) {
                deletes.add(deleteOnce(lease.sessionId));
            } else if (request != null && (request.isDone() || lease.keyBurned)) {
                deletes.add(request.handle((session, failure) -> session)
                        .thenCompose(session -> session == null ? CompletableFuture.completedFuture(null) : deleteOnce(session.id())));
            } else if (request != null) {
                request.cancel(true);
            }
        }
        return CompletableFuture.allOf(deletes.toArray(CompletableFuture[]::new));
    }

    /** Deletes a Grid session unless this daemon did already (shutdown, an end and a late answer may all try). */
    private CompletableFuture<Void> deleteOnce(String sessionId) {
        return deleted.add(sessionId) ? driver.delete(sessionId) : CompletableFuture.completedFuture(null);
    }

    /**
     * A new lease: its key and zip made, {@code register}ed, then its new-session request on its way
     * to the Grid's queue.
     *
     * @param register makes the lease (and so its key) known to admission; called before the request
     *                 leaves, because a Grid starts the browser before it answers the request, and the
     *                 lease's extension may say hello before {@code newSession}'s future even returns
     */
    Lease begin(java.util.function.Consumer<Lease> register) {
        byte[] secret = new byte[32];
        RANDOM.nextBytes(secret);
        String key = Base64.getUrlEncoder().withoutPadding().encodeToString(secret);
        Lease lease = new Lease(daemonId + ".L" + serial.incrementAndGet(), LeaseKeys.hash(key), GridSettings.KEY_LIFETIME);
        String connect = ConnectionString.create(settings.advertise().toString(), key);
        String extension = zip.forLease(connect, "Grid " + lease.id);
        register.accept(lease);
        lease.request = driver.newSession(capabilities(lease.id, extension));
        if (lease.state == Lease.State.ENDED) {
            // Ended by an early hello (a second browser with the key) before the request was even assigned.
            lease.request.cancel(true);
        }
        var queueDeadline = timer.schedule(() -> lease.request.cancel(true), settings.queueTimeout().toMillis(), TimeUnit.MILLISECONDS);
        // Async on the lease timer: a request that fails at once must not call back into the pool's caller.
        lease.request.whenCompleteAsync((session, failure) -> {
            queueDeadline.cancel(false);
            if (failure == null) {
                created(lease, session);
            } else {
                end(lease, refusal(failure));
            }
        }, timer);
        log.info("Lease {}: asked the Grid at {} for a browser", lease.id, settings.hub());
        return lease;
    }

    private ObjectNode capabilities(String leaseId, String extensionZip) {
        ObjectNode caps = Json.object().put("browserName", "chrome").put("se:name", "tabrelay " + leaseId);
        ObjectNode chrome = caps.putObject("goog:chromeOptions");
        chrome.putArray("excludeSwitches").add("enable-automation");
        var args = chrome.putArray("args");
        List.of("--headless=new", "--window-size=1280,800", "--silent-debugger-extension-api", "--no-first-run",
                "--no-default-browser-check", "--disable-search-engine-choice-screen").forEach(args::add);
        settings.browserArgs().forEach(args::add);
        chrome.putArray("extensions").add(extensionZip);
        return caps;
    }

    private void created(Lease lease, WebDriver.Session session) {
        lease.sessionId = session.id();
        lease.browserVersion = session.browserName() + " " + session.browserVersion();
        if (!lease.live() || lease.state == Lease.State.ENDED) {
            deleteOnce(session.id());   // released while it waited in the queue
            return;
        }
        synchronized (lease) {
            if (lease.state == Lease.State.REQUESTING) {
                lease.state = Lease.State.STARTING;
            }
            if (!lease.ready.isDone()) {
                lease.helloDeadline = timer.schedule(() -> helloMissed(lease), settings.helloTimeout().toMillis(), TimeUnit.MILLISECONDS);
            }
        }
        driver.status().thenAccept(status -> WebDriver.sessions(status).stream().filter(s -> s.sessionId().equals(session.id()))
                .findFirst().ifPresent(s -> lease.node = s.node()));
        log.info("Lease {}: Grid session {} ({}) started{}", lease.id, session.id(), lease.browserVersion,
                lease.ready.isDone() ? "" : "; waiting for its extension");
    }

    private void helloMissed(Lease lease) {
        if (lease.connection == null && !lease.ready.isDone()) {
            end(lease, lost("the extension in the Grid's browser (" + lease.browserVersion.strip() + (lease.node.isEmpty() ? ""
                    : " on node " + lease.node) + ") never connected to " + settings.advertise() + " within "
                    + settings.helloTimeout().toSeconds() + " s. A node running branded Google Chrome 137+ ignores"
                    + " --load-extension (use selenium/node-chromium nodes), or the node cannot reach that address (check"
                    + " --advertise)."));
        }
    }

    /** Why a new-session request came to nothing, as the caller's error. */
    private ToolFailure refusal(Throwable failure) {
        Throwable cause = failure instanceof CompletionException ? failure.getCause() : failure;
        if (cause instanceof CancellationException) {
            return LeasePool.noCapacity("no Grid slot came free within " + settings.queueTimeout().toSeconds()
                    + " s (--queue-timeout) while the request waited in the Grid's queue");
        }
        if (cause instanceof WebDriver.GridError e) {
            return LeasePool.noCapacity(e.status == 0 ? e.getMessage() : "the Grid did not start a browser (" + e.error + ": "
                    + e.getMessage() + ")");
        }
        return LeasePool.noCapacity("the Grid's answer could not be read (" + cause.getClass().getSimpleName() + ")");
    }

    static ToolFailure lost(String why) {
        return new ToolFailure(ErrorCode.BROWSER_LOST, why);
    }

    void bound(Lease lease, BrowserConnection connection, String resume) {
        synchronized (lease) {
            lease.connection = connection;
            lease.resume = resume;
            if (lease.ready.isDone()) {
                return;   // a reconnect (its service worker restarted)
            }
            if (lease.helloDeadline != null) {
                lease.helloDeadline.cancel(false);
            }
            lease.helloAfterMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - lease.createdNanos);
            lease.state = Lease.State.READY;
        }
        lease.ready.complete(lease.browserId);
        log.info("Lease {}: browser ready {} ms after the request", lease.id, lease.helloAfterMillis);
    }

    /** The lease's link closed: a service-worker restart (it comes back) or a dead browser or node (ask the Grid). */
    void dropped(Lease lease, BrowserConnection connection) {
        if (lease.connection != connection) {
            return;
        }
        lease.connection = null;
        check(lease).thenAccept(verdict -> {
            if (verdict != null) {
                end(lease, verdict);
            } else {
                // The browser runs: give its worker the hello deadline to come back, then ask again.
                timer.schedule(() -> {
                    if (lease.connection == null && lease.live()) {
                        check(lease).thenAccept(again -> end(lease, again != null ? again : lost("its extension stopped"
                                + " connecting: the browser runs but its service worker did not reconnect within "
                                + settings.helloTimeout().toSeconds() + " s.")));
                    }
                }, settings.helloTimeout().toMillis(), TimeUnit.MILLISECONDS);
            }
        });
    }

    /** Asks the Grid whether the lease's browser lives: null when it does, else why it is gone. */
    CompletableFuture<ToolFailure> check(Lease lease) {
        if (lease.sessionId == null) {
            return CompletableFuture.completedFuture(null);
        }
        return driver.probe(lease.sessionId).thenApply(liveness -> switch (liveness) {
            case ALIVE -> null;
            case GONE -> lost("its Grid session " + lease.sessionId + " is gone (its node went away, or the Grid ended it).");
            case BROWSER_DEAD -> lost("its browser crashed or was killed (the node's driver cannot reach it).");
            case UNREACHABLE -> lost("the Selenium Grid at " + settings.hub() + " cannot be reached.");
        });
    }

    /** Ends a lease whatever ended it: its request is abandoned, its Grid session deleted, the pool told. */
    void end(Lease lease, ToolFailure cause) {
        synchronized (lease) {
            if (lease.state == Lease.State.ENDED) {
                return;
            }
            lease.state = Lease.State.ENDED;
            if (lease.helloDeadline != null) {
                lease.helloDeadline.cancel(false);
            }
        }
        if (lease.request != null && !lease.request.isDone()) {
            lease.request.cancel(true);
        }
        lease.ready.completeExceptionally(cause != null ? cause : lost("the lease was released before its browser was ready."));
        if (lease.sessionId != null) {
            deleteOnce(lease.sessionId);
        }
        if (cause != null) {
            log.warn("Lease {} ended: {}", lease.id, cause.getMessage());
        }
        pool.ended(lease, cause);
    }
}
