package dev.tabrelay.launch;

import java.time.Duration;

/**
 * When {@link BrowserKeeper} starts a dead browser again. The first restart is immediate (the
 * next call is waiting for it); a browser that dies again within {@code quickRun} of its start
 * waits {@code firstPause}, doubling up to {@code maxPause}, so a browser that cannot run does not
 * spin; after {@code maxQuickDeaths} such deaths in a row launch gives up and says why.
 */
public record RestartPolicy(Duration quickRun, Duration firstPause, Duration maxPause, int maxQuickDeaths) {
    public static final RestartPolicy DEFAULT =
            new RestartPolicy(Duration.ofSeconds(60), Duration.ofSeconds(1), Duration.ofSeconds(30), 5);

    /** Exit status 0 is Chromium's orderly shutdown (last window closed, Quit, SIGTERM): the user's choice. */
    public boolean restarts(int exitCode) {
        return exitCode != 0;
    }

    public boolean quick(Duration ran) {
        return ran.compareTo(quickRun) < 0;
    }

    public boolean givesUp(int quickDeaths) {
        return quickDeaths > maxQuickDeaths;
    }

    /** The pause before restart number {@code quickDeaths} in a row (1 = the first death: none). */
    public Duration pause(int quickDeaths) {
        if (quickDeaths <= 1) {
            return Duration.ZERO;
        }
        Duration pause = firstPause.multipliedBy(1L << Math.min(quickDeaths - 2, 20));
        return pause.compareTo(maxPause) > 0 ? maxPause : pause;
    }
}
