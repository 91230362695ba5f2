// Wakes the service worker as soon as Chrome stops it. The offscreen document outlives the
// worker, and a runtime port to the worker drops when the worker stops; opening a new one starts
// the worker (runtime.onConnect is an event Chrome starts it for), whose start-up reconnects the
// bridge link. Without it a stopped worker waits for the next chrome.alarms tick (30 s).

import { WORKER_WATCH_PORT, reopenDelay } from '../shared/worker-watch';

export function watchWorker(): void {
  const openedAt = Date.now();
  const port = chrome.runtime.connect({ name: WORKER_WATCH_PORT });
  port.onDisconnect.addListener(() => {
    void chrome.runtime.lastError; // expected when the worker stopped; read so Chrome does not log it
    setTimeout(watchWorker, reopenDelay(Date.now() - openedAt));
  });
}
