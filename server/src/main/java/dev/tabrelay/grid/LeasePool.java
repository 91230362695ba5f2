package dev.tabrelay.grid;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.link.BrowserRouter;
import dev.tabrelay.link.CallContext;
import dev.tabrelay.link.LeaseAdmission;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The {@code grid} browser provider: which caller has which leased browser. By default each MCP
 * session (each REST key) gets a browser of its own on its first browser call and keeps it until
 * it ends or idles ({@code --lease exclusive}); {@code shared:K} puts up to K sessions on one. A
 * released browser is never handed to the next caller (its cookies and tabs are the last one's):
 * it goes back to the Grid and a fresh one is asked for. Calls that find every lease taken wait
 * for one to end, up to {@code --queue-timeout}, with progress ({@link LeaseQueue}). {@link LeaseLife}
 * starts, watches and ends the leases themselves; {@link LeaseKeys} lets their browsers in.
 */
public final class LeasePool implements BrowserRouter, AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(LeasePool.class);

    private final GridSettings settings;
    private final LeaseLife life;
    private final Map<String, Lease> leases = new ConcurrentHashMap<>();
    private final Map<String, Lease> byOwner = new ConcurrentHashMap<>();
    /** Owners whose browser ended under them: their next call is told why once, then gets a new one. */
    private final Map<String, String> lostFor = new ConcurrentHashMap<>();
    private final LeaseKeys keys;
    /** Guarded by this pool's lock. */
    private final LeaseQueue queue;

    public LeasePool(GridSettings settings, String daemonId, java.nio.file.Path extensionDist) {
        this(settings, daemonId, extensionDist, new WebDriver(settings.hub(), settings.headers()));
    }

    /** @param driver the Grid's WebDriver endpoint (a test's stand-in decides when its browser says hello) */
    LeasePool(GridSettings settings, String daemonId, java.nio.file.Path extensionDist, WebDriver driver) {
        this.settings = settings;
        this.life = new LeaseLife(settings, daemonId, new LeaseZip(extensionDist), this, driver);
        this.keys = new LeaseKeys(leases, life);
        this.queue = new LeaseQueue(settings, life.timer(), this);
    }

    LeaseLife life() {
        return life;
    }

    /** Starts the warm leases and the heartbeat; call once the daemon listens (leased browsers dial it). */
    public void start() {
        life.startHeartbeat();
        synchronized (this) {
            refill();
        }
    }

    public GridSettings settings() {
        return settings;
    }

    /**
     * A Grid that does not answer yet is not fatal (it may still be starting): `grid` says so once at
     * start, and leases fail with NO_CAPACITY naming it meanwhile.
     */
    public java.util.Optional<String> gridProblem() {
        return GridWatch.problem(life.driver(), settings);
    }

    // ---- routing (BrowserRouter) ----

    @Override
    public CompletableFuture<String> route(String requested, CallContext ctx) {
        String owner = ctx.sessionId();
        if (requested != null && !requested.isBlank()) {
            return byHandle(requested, owner);
        }
        if (owner.startsWith("stateless:")) {
            return CompletableFuture.failedFuture(new ToolFailure(ErrorCode.INVALID_ARGUMENT, "On the 2026-07-28 revision"
                    + " (no session) a leased browser is named explicitly: call browser_acquire and pass the handle it"
                    + " returns as 'browser'."));
        }
        String lost = lostFor.remove(owner);
        if (lost != null) {
            return CompletableFuture.failedFuture(new ToolFailure(ErrorCode.BROWSER_LOST, lost));
        }
        return queue.withProgress(acquire(owner, true), ctx).thenApply(this::use);
    }

    private CompletableFuture<String> byHandle(String requested, String owner) {
        Lease lease = leases.containsKey(requested) ? leases.get(requested)
                : leases.values().stream().filter(l -> requested.equals(l.browserId)).findFirst().orElse(null);
        if (lease == null && dev.tabrelay.fleet.FleetRoutes.isHandle(requested) && !requested.startsWith(life.daemonId() + ".")) {
            // Forwarded on 2026-07-28 HTTP (fleet/FleetRouter); a session or socket of this daemon cannot use another's browser.
            return CompletableFuture.failedFuture(new ToolFailure(ErrorCode.INVALID_ARGUMENT, "The browser handle '" + requested
                    + "' was leased by another TabRelay daemon; call it there, or lease one here with browser_acquire."));
        }
        if (lease == null) {
            // A browser paired by hand (the daemon's own key) is anyone's, as on a local daemon.
            return CompletableFuture.completedFuture(requested);
        }
        if (!lease.owners.contains(owner) || !lease.live()) {
            // Said exactly as for an id nobody has: another caller's browser is not revealed.
            return CompletableFuture.failedFuture(new ToolFailure(ErrorCode.INVALID_ARGUMENT, "No browser you may use has id '"
                    + requested + "'. Call browser_list for yours" + (owner.startsWith("stateless:") ? ", or browser_acquire"
                    + " for a new one." : ", or omit 'browser'.")));
        }
        return lease.ready.thenApply(id -> use(lease));
    }

    private String use(Lease lease) {
        lease.lastUsedNanos = System.nanoTime();
        return lease.browserId;
    }

    @Override
    public boolean visible(String browserId, CallContext ctx) {
        return leases.values().stream().filter(l -> browserId.equals(l.browserId)).findFirst()
                .map(l -> l.owners.contains(ctx.sessionId())).orElse(true);
    }

    @Override
    public void sessionEnded(String owner) {
        lostFor.remove(owner);
        release(owner, null);
    }

    /** browser_acquire: a new lease of the caller's own (also a second one), its handle once its extension said hello. */
    public CompletableFuture<String> acquire(CallContext ctx) {
        return queue.withProgress(acquire(ctx.sessionId(), false), ctx).thenApply(l -> {
            use(l);
            return l.id;
        });
    }

    /** browser_release: ends the caller's lease {@code handle}; false when it has none by that name. */
    public boolean release(CallContext ctx, String handle) {
        Lease lease = leases.get(handle);
        if (lease == null || !lease.owners.contains(ctx.sessionId())) {
            return false;
        }
        release(ctx.sessionId(), lease);
        return true;
    }

    /**
     * @param reuse the caller's existing lease if it has one (a session's implicit browser); false for
     *              browser_acquire, which always takes a new one
     */
    private synchronized CompletableFuture<Lease> acquire(String owner, boolean reuse) {
        Lease mine = reuse ? byOwner.get(owner) : null;
        if (mine != null && mine.live()) {
            return mine.ready.thenApply(id -> mine);
        }
        Lease free = leases.values().stream().filter(l -> l.live() && l.owners.size() < settings.perBrowser()).min(java.util.Comparator.comparingLong(l -> l.createdNanos))
                .orElse(null);
        if (free == null && liveCount() < settings.max()) {
            free = begin();
        }
        if (free != null) {
            take(owner, free);
            refill();
            Lease taken = free;
            return free.ready.thenApply(id -> taken);
        }
        // Every lease is taken: wait for one to end (its slot then asks the Grid for a fresh browser).
        return queue.join(owner);
    }

    private void take(String owner, Lease lease) {
        lease.owners.add(owner);
        if (!byOwner.containsKey(owner) || !byOwner.get(owner).live()) {
            byOwner.put(owner, lease);
        }
    }

    private void release(String owner, Lease only) {
        release(owner, only, "its session ended");
    }

    private void release(String owner, Lease only, String why) {
        Lease ended = null;
        synchronized (this) {
            for (Lease lease : List.copyOf(leases.values())) {
                if ((only == null || lease == only) && lease.owners.remove(owner)) {
                    byOwner.remove(owner, lease);
                    // An exclusive browser holds its last caller's cookies and tabs: it never serves another.
                    if (lease.owners.isEmpty()) {
                        ended = lease;
                        lease.state = Lease.State.RELEASING;
                    }
                }
            }
        }
        if (ended != null) {
            log.info("Lease {} released ({}); Grid session {} deleted", ended.id, why, ended.sessionId);
            life.end(ended, null);
        }
    }

    /** GridWatch: a lease unused past --idle-release goes back; its owners' next call hears why once. */
    void releaseIdle(Lease lease, long idleSeconds) {
        for (String owner : List.copyOf(lease.owners)) {
            lostFor.put(owner, "The browser leased to this client (" + lease.id + ") was released after " + idleSeconds
                    + " s without a call (--idle-release). Its tabs are gone; call again and you get a new browser.");
            release(owner, lease, "idle for " + idleSeconds + " s");
        }
    }

    /** LeaseLife: the lease ended (released, lost, or never started); {@code cause} is null for a release. */
    void ended(Lease lease, ToolFailure cause) {
        synchronized (this) {
            leases.remove(lease.id);
            for (String owner : lease.owners) {
                byOwner.remove(owner, lease);
                if (cause != null && lease.ready.isDone() && !lease.ready.isCompletedExceptionally()) {
                    lostFor.put(owner, "The browser leased to this client (" + lease.id + ") ended: " + cause.getMessage()
                            + " Its tabs are gone; call again and you get a new browser.");
                }
            }
            serveWaiters();   // before the warm pool: a caller waiting now comes first
            refill();
        }
    }

    /** Warm leases: keep --browsers free ones (requested, starting or ready) while --max allows. */
    private void refill() {
        long free = leases.values().stream().filter(l -> l.live() && l.owners.isEmpty()).count();
        while (free < settings.warm() && liveCount() < settings.max()) {
            begin();
            free++;
        }
    }

    private void serveWaiters() {
        for (LeaseQueue.Waiter w; liveCount() < settings.max() && (w = queue.next()) != null; ) {
            Lease l = begin();
            take(w.owner(), l);
            w.lease().complete(l);
        }
    }

    /**
     * A new lease, in {@link #leases} before its request leaves: its browser's extension may say hello
     * (looked up there by its key) before the Grid answers the request.
     */
    private Lease begin() {
        return life.begin(l -> leases.put(l.id, l));
    }

    private long liveCount() {
        return leases.values().stream().filter(Lease::live).count();
    }

    static ToolFailure noCapacity(String why) {
        return new ToolFailure(ErrorCode.NO_CAPACITY, "No browser could be leased from the Selenium Grid: " + why + ". Retry"
                + " later, end idle sessions, or raise --max / add Grid nodes (tabrelay status lists the leases).");
    }

    /** Leased browsers' extensions are let in on their lease's one-time key (LeaseKeys), not the daemon's. */
    @Override
    public LeaseAdmission admission() {
        return keys;
    }

    // ---- status ----

    @Override
    public List<Map<String, Object>> leases() {
        List<Map<String, Object>> out = new ArrayList<>();
        leases.values().stream().sorted(java.util.Comparator.comparingLong(l -> l.createdNanos)).forEach(l -> out.add(l.describe()));
        return out;
    }

    List<Lease> all() {
        return List.copyOf(leases.values());
    }

    /** The daemon stops: every Grid session it holds is deleted (waiting at most a few seconds). */
    @Override
    public void close() {
        List<Lease> all;
        synchronized (this) {
            all = List.copyOf(leases.values());
            queue.failAll(new ToolFailure(ErrorCode.SHUTTING_DOWN, "The TabRelay daemon is stopping; retry once it runs again."));
        }
        life.closeAll(all);
    }
}
