/**
 * The offscreen document holds a port to the service worker named this; when Chrome stops the
 * worker (idle, update, crash, DevTools) the port drops, and reopening it starts the worker again,
 * which reconnects the bridge link at once instead of at the next 30 s alarm (docs/protocol.md).
 */
export const WORKER_WATCH_PORT = 'tabrelay-worker-watch';

/** A port that lived shorter than this before dropping reopens after {@link WATCH_RETRY_MS}, not at once. */
export const WATCH_MIN_LIFE_MS = 1_000;
export const WATCH_RETRY_MS = 1_000;

/**
 * When to reopen the watch port after it dropped: at once after a port that lived a while (the
 * worker stopped), after a pause after one that dropped at once (no worker listens: an old worker
 * during an update), so a broken worker is not woken in a tight loop.
 */
export function reopenDelay(livedMs: number): number {
  return livedMs >= WATCH_MIN_LIFE_MS ? 0 : WATCH_RETRY_MS;
}
