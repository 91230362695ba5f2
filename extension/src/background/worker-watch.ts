// The worker's side of the watch the offscreen document keeps on it (offscreen/worker-watch.ts):
// the port's arrival is what starts a stopped worker, and every start runs boot(), which
// reconnects the link. The port carries no messages: it must not keep a worker alive that
// Chrome wants to stop (the bridge's pings do that while linked), only bring it back.

import { WORKER_WATCH_PORT } from '../shared/worker-watch';
import { debug } from './log';
import { ensureOffscreen } from './offscreen-client';

/** Registered at top level, so Chrome starts the worker for the watch port. */
export function listenToWatch(): void {
  chrome.runtime.onConnect.addListener((port) => {
    if (port.name === WORKER_WATCH_PORT) debug('worker watch attached');
  });
}

/** Opens the offscreen document that keeps the watch (once paired; it stays for the browser session). */
export async function startWatch(): Promise<void> {
  try {
    await ensureOffscreen();
  } catch (error) {
    // Without it the chrome.alarms tick still revives the worker, only later.
    debug('worker watch not started', error);
  }
}
