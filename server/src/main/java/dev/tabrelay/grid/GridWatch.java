package dev.tabrelay.grid;

import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Every --heartbeat: one WebDriver command per lease, which the Grid counts as activity (it reaps a
 * session after its --session-timeout without any, and never sees the extension's WebSocket) and
 * which tells a dead browser or node; leases idle past --idle-release go back; and Grid sessions
 * named for this daemon that no live lease owns are deleted. The last also makes the Grid's reaper
 * a dead-man's switch: a daemon that died sends no heartbeat, so its sessions end by themselves.
 * Also the check at start whether the Grid answers at all.
 */
final class GridWatch implements Runnable {
    private static final Logger log = LoggerFactory.getLogger(GridWatch.class);
    private final GridSettings settings;
    private final LeaseLife life;
    private final LeasePool pool;

    GridWatch(GridSettings settings, LeaseLife life, LeasePool pool) {
        this.settings = settings;
        this.life = life;
        this.pool = pool;
    }

    @Override
    public void run() {
        try {
            for (Lease lease : pool.all()) {
                if (!lease.live()) {
                    continue;
                }
                life.check(lease).thenAccept(lost -> {
                    if (lost != null) {
                        life.end(lease, lost);
                    }
                });
                long idle = System.nanoTime() - lease.lastUsedNanos;
                if (!lease.owners.isEmpty() && idle > settings.idleRelease().toNanos()) {
                    pool.releaseIdle(lease, TimeUnit.NANOSECONDS.toSeconds(idle));
                }
            }
            reapOrphans();
        } catch (RuntimeException e) {
            log.warn("Grid heartbeat failed: {}", e.getMessage());   // the next round tries again
        }
    }

    /**
     * A Grid that does not answer yet is not fatal (it may still be starting): `grid` says so once at
     * start, and leases fail with NO_CAPACITY naming it meanwhile. Empty when it answers.
     */
    static java.util.Optional<String> problem(WebDriver driver, GridSettings settings) {
        try {
            driver.status().get(10, TimeUnit.SECONDS);
            return java.util.Optional.empty();
        } catch (java.util.concurrent.ExecutionException e) {
            WebDriver.GridError g = e.getCause() instanceof WebDriver.GridError ge ? ge : null;
            return java.util.Optional.of(g != null && g.status >= 400
                    ? "the Grid answered /status with HTTP " + g.status + " (credentials? --grid-user, --grid-header); leases"
                    + " fail until it accepts them."
                    : "the Selenium Grid at " + settings.hub() + " does not answer yet; calls answer NO_CAPACITY naming it until"
                    + " it does.");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return java.util.Optional.empty();
        } catch (java.util.concurrent.TimeoutException e) {
            return java.util.Optional.of("the Selenium Grid at " + settings.hub() + " did not answer /status within 10 s.");
        }
    }

    /** Sessions named "tabrelay <this daemon's id>.L…" whose lease is not live here: deleted. */
    private void reapOrphans() {
        String prefix = "tabrelay " + life.daemonId() + ".";
        life.driver().status().thenAccept(status -> {
            Set<String> live = pool.all().stream().filter(Lease::live).map(l -> l.id).collect(Collectors.toSet());
            var listed = WebDriver.sessions(status);
            life.deleted.retainAll(listed.stream().map(WebDriver.Slot::sessionId).collect(Collectors.toSet()));
            for (WebDriver.Slot slot : listed) {
                if (slot.name().startsWith(prefix) && !live.contains(slot.name().substring("tabrelay ".length()))
                        && life.deleted.add(slot.sessionId())) {
                    log.info("Deleting Grid session {} ({}): no live lease of this daemon owns it", slot.sessionId(), slot.name());
                    life.driver().delete(slot.sessionId());
                }
            }
        }).exceptionally(e -> {
            log.debug("Grid status not read this round: {}", e.getMessage());
            return null;
        });
    }
}
