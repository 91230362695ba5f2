package dev.tabrelay.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** A full collection when, and only when, the old generation grew past its allowance. */
class HeapKeeperTest {
    private final AtomicLong used = new AtomicLong();
    private final AtomicLong afterLast = new AtomicLong();
    private final AtomicInteger collections = new AtomicInteger();
    private final HeapKeeper keeper = new HeapKeeper(used::get, afterLast::get, () -> {
        collections.incrementAndGet();
        used.set(afterLast.get());   // what a full collection does to a heap without a leak
    });

    @Test
    void collectsOnlyOnceTheOldGenerationGrewPastItsAllowance() {
        afterLast.set(12L << 20);
        used.set(afterLast.get() + HeapKeeper.GROWTH);
        keeper.run();
        assertEquals(0, collections.get(), "grown by exactly the allowance: no collection yet");
        used.incrementAndGet();
        keeper.run();
        assertEquals(1, collections.get());
        keeper.run();
        assertEquals(1, collections.get(), "back at its live size: nothing to do");
    }

    @Test
    void aFirstTickBeforeAnyFullCollectionCollectsOnceTheHeapIsPastTheAllowance() {
        used.set(HeapKeeper.GROWTH / 2);
        keeper.run();
        assertEquals(0, collections.get());
        used.set(HeapKeeper.GROWTH * 2);
        afterLast.set(0);
        keeper.run();
        assertEquals(1, collections.get());
    }

    @Test
    void theTestsJvmRunsNoKeeperUnlessItsCollectorIsSerial() {
        boolean serial = java.lang.management.ManagementFactory.getGarbageCollectorMXBeans().stream()
                .anyMatch(gc -> gc.getName().equals("MarkSweepCompact"));
        assertEquals(serial, HeapKeeper.forThisJvm().isPresent());
    }
}
