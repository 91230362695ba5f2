import { requests } from './inflight';
import { debug } from './log';
import { probePage, type PageProbe } from './readiness-probe';

/** How long the page must be quiet (no DOM changes, no request open or finished) before we read it. */
export const QUIET_MS = 300;
/** The most we wait for quiet; a page that never stops changing (tickers, ads) is read anyway. */
export const SETTLE_CAP_MS = 3_000;

/**
 * Waits until tab `tabId` has settled: `status: complete` only means the load event fired, and
 * pages that fetch their content afterwards (single-page apps, "loading…" placeholders) would be
 * read half-rendered. Quiet is measured from the page's last activity it can tell us about (the
 * load event, the last finished request, the last DOM change), so a page that settled long ago
 * is read at once. The worker polls instead of the page: background tabs throttle their own
 * timers to about one tick a second. Requests still in flight come from the worker's own count
 * (inflight.ts), since the page's timeline lists only finished ones.
 * @returns how long it waited, in ms, or -1 when the page could not be observed
 */
export async function waitForQuiet(tabId: number, capMs: number, sleep = defaultSleep): Promise<number> {
  const cap = Math.max(0, Math.min(SETTLE_CAP_MS, capMs));
  const start = Date.now();
  try {
    for (;;) {
      const idle = Math.min(await probe(tabId), requests.idleMs(tabId));
      const waited = Date.now() - start;
      if (idle >= QUIET_MS || waited >= cap) return waited;
      await sleep(Math.min(QUIET_MS - idle, cap - waited, 100));
    }
  } catch (error) {
    // Not fatal: reading the page reports scripting errors with a proper code.
    debug('settle wait failed', error);
    return -1;
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * ms since the page last changed, from the same in-page tracker readiness uses (one
 * MutationObserver per document, whoever asks); a text cap of 0 skips its text count.
 */
async function probe(tabId: number): Promise<number> {
  const [result] = await chrome.scripting.executeScript({ target: { tabId }, func: probePage, args: [null, 0] });
  const idle = (result?.result as PageProbe | undefined)?.idleMs;
  if (typeof idle !== 'number') throw new Error('no idle time from the page');
  return idle;
}
