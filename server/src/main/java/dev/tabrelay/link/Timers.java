package dev.tabrelay.link;

import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;

/** Timer threads for per-call deadlines and ticks. */
public final class Timers {
    private Timers() {}

    /**
     * One daemon thread that forgets a cancelled task at once. The JDK's default keeps a cancelled
     * task queued until its delay runs out: with a deadline on every call, a busy daemon held tens of
     * thousands of finished calls' timers (and what they capture) for COMMAND_TIMEOUT, long enough to
     * be promoted to the old generation; the soak bench's class histogram showed them as its growth.
     */
    public static ScheduledExecutorService daemonTimer(String name) {
        ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1,
                Thread.ofPlatform().daemon().name(name).factory());
        timer.setRemoveOnCancelPolicy(true);
        return timer;
    }
}
