package dev.tabrelay.daemon;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;

/**
 * Run by HeapKeeperIT in a JVM of its own on the serial collector, as the daemon runs: the keeper
 * must find the old generation's pool there, leave it alone while it has not grown, and run a full
 * collection that frees it once it holds more than {@link HeapKeeper#GROWTH} of garbage. Exits 0
 * when it did, else prints what went wrong and exits 1.
 */
final class HeapKeeperProbe {
    private HeapKeeperProbe() {}

    public static void main(String[] args) {
        HeapKeeper keeper = HeapKeeper.forThisJvm().orElse(null);
        if (keeper == null) {
            fail("no keeper under the serial collector: its old generation's pool is not called \"Tenured Gen\" any more");
        }
        System.gc();   // a base: the old generation's size after a full collection
        long before = fullCollections();
        keeper.run();
        if (fullCollections() != before) {
            fail("the keeper collected an old generation that had not grown");
        }
        // Arrays larger than the young generation (-Xmn2m) go to the old generation at once and die there.
        byte[][] garbage = new byte[6][];
        for (int i = 0; i < garbage.length; i++) {
            garbage[i] = new byte[2 << 20];
        }
        garbage = null;
        keeper.run();
        if (fullCollections() == before) {
            fail("the keeper did not collect an old generation holding 12 MiB of garbage");
        }
        System.out.println("ok");
    }

    private static long fullCollections() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream().filter(gc -> gc.getName().equals("MarkSweepCompact"))
                .mapToLong(GarbageCollectorMXBean::getCollectionCount).sum();
    }

    private static void fail(String why) {
        System.out.println(why);
        System.exit(1);
    }
}
