package dev.tabrelay.daemon;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryUsage;
import java.util.Optional;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps a long-running daemon's old generation near its live size. The daemon runs on the serial
 * collector (scripts/lib.sh DAEMON_JVM: least CPU and memory per relayed call), which collects its
 * old generation only when that is full, and grows it on a promotion that does not fit rather than
 * collecting. Under load, a few objects per call live just long enough to be promoted (a busy
 * connection's parked stack; the call history's entries, until it kept byte arrays) and then die there, so the old generation
 * filled its committed space (~1/64 of the machine's memory, 370 MiB here) page by page: RSS rose
 * by 25 % over a 10-minute soak while the live objects did not grow (bench/soak). A full collection
 * once the old generation holds {@link #GROWTH} more than after the last one keeps the touched
 * pages, and so RSS, near the live size; it costs a pause of a few tens of milliseconds every few
 * minutes under a thousand calls a second, and never when the daemon is idle. Other collectors
 * (G1 in the tests' JVM) reclaim their old generation themselves: no keeper there.
 */
final class HeapKeeper implements Runnable {
    private static final Logger log = LoggerFactory.getLogger(HeapKeeper.class);
    /** Promoted garbage allowed before a full collection: a small share of a ~120 MiB daemon. */
    static final long GROWTH = 8L << 20;

    private final LongSupplier used;
    private final LongSupplier afterLastCollection;
    private final Runnable collect;

    HeapKeeper(LongSupplier used, LongSupplier afterLastCollection, Runnable collect) {
        this.used = used;
        this.afterLastCollection = afterLastCollection;
        this.collect = collect;
    }

    /** A keeper for the serial collector's old generation ("Tenured Gen"), when this JVM runs it. */
    static Optional<HeapKeeper> forThisJvm() {
        return ManagementFactory.getMemoryPoolMXBeans().stream().filter(p -> p.getName().equals("Tenured Gen"))
                .findFirst().map(HeapKeeper::of);
    }

    private static HeapKeeper of(MemoryPoolMXBean tenured) {
        return new HeapKeeper(() -> tenured.getUsage().getUsed(), () -> {
            MemoryUsage after = tenured.getCollectionUsage();   // set by full collections only
            return after == null ? 0 : after.getUsed();
        }, System::gc);   // a full collection under the serial collector (not disabled by any flag we set)
    }

    @Override
    public void run() {
        long now = used.getAsLong();
        long base = afterLastCollection.getAsLong();
        if (now - base > GROWTH) {
            log.debug("Old generation at {} KiB, {} KiB after the last full collection: collecting", now >> 10, base >> 10);
            collect.run();
        }
    }
}
