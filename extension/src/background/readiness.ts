import { CommandError } from '../shared/errors';
import { requests } from './inflight';
import { debug } from './log';
import { probePage, TEXT_COUNT_CAP, type PageProbe } from './readiness-probe';

// When is a page ready to read? When a person would say its content is there: the document is
// parsed, no loading indicator shows, nothing changed for a moment, and it is not on its way to
// another page. The load event is not required: a tracker or an image that never answers would
// hold it for ever, while the text was there at once. The wait ends at a deadline; what the page
// shows then is still returned, with the reason it did not look ready (extract.ts).

/**
 * Quiet after the load event before a page with text is read. None: load handlers have run by
 * the time a probe sees readyState "complete", and what a page fetches after load it shows
 * behind an indicator or in an empty shell, which the other rules wait for. Any fixed window
 * here is paid by every static page (a 300 ms one made a local article take ~400 ms).
 */
export const QUIET_LOADED_MS = 0;
/** Quiet while the load event is still pending (a hanging image, a tracker, a long poll). */
export const QUIET_LOADING_MS = 500;
/**
 * Less text than this is a shell (an app's nav bar, an empty article) whose content is on the
 * way. Low enough that a short real page (example.com has ~180 characters) is not taken for one.
 */
export const THIN_TEXT = 100;
/**
 * Quiet for a shell in a hidden tab (every extract_url tab). Chromium runs a hidden page's
 * timers at one wake-up a second (measured through extract_url: one 50 ms timer ran after
 * 320–1040 ms, five chained ones after 4.3–4.8 s), so a shell whose script waits on a timer
 * shows its content up to a second late. 1.6 s covers one timer of up to ~500 ms; chains of
 * timers, and requestAnimationFrame (never run in a hidden tab), are not covered.
 */
export const QUIET_HIDDEN_MS = 1_600;
/** The same for a visible tab, whose timers run on time. */
export const QUIET_THIN_MS = 600;
/** A page with text that has not changed for this long is read although a spinner still shows. */
export const STUCK_INDICATOR_MS = 3_000;
/** A page that keeps changing (a ticker, a carousel) is read once it has had text this long. */
export const CHANGING_CAP_MS = 3_000;
/** After a request ends (seen only with the Debugger switch, inflight.ts), time for the page to show what it got. */
export const NET_QUIET_MS = 100;
/** How often the worker looks; the worker's timers are not throttled like a hidden page's. */
const POLL_MS = 50;

export interface TabState {
  /** The tab is between documents (a redirect, a route that reloads), or has none yet. */
  navigating: boolean;
  /** ms since the tab's network was last active (inflight.ts; Infinity when not tracked). */
  netIdleMs: number;
  /** ms since the current document first showed more than THIN_TEXT of text; -1 if it has not. */
  textForMs: number;
  waitFor: string | null;
}

/** How long the page must have been quiet before it is read. */
export function quietNeeded(p: PageProbe): number {
  if (p.text < THIN_TEXT) return p.hidden ? QUIET_HIDDEN_MS : QUIET_THIN_MS;
  return p.readyState === 'complete' ? QUIET_LOADED_MS : QUIET_LOADING_MS;
}

/** Why the page is not ready yet (the phrase ends up in the caller's note), or null when it is. */
export function judge(p: PageProbe | null, s: TabState): string | null {
  if (s.navigating || !p) return 'it was still navigating';
  if (p.readyState === 'loading') return 'its document was still being parsed';
  if (p.refresh) return 'it was about to redirect';
  if (s.waitFor !== null) return p.matched ? null : `"${s.waitFor.slice(0, 80)}" had not appeared`;
  if (p.busy && (p.text < THIN_TEXT || p.idleMs < STUCK_INDICATOR_MS)) return `a loading indicator (${p.busy}) was still showing`;
  if (s.netIdleMs < NET_QUIET_MS) return 'requests were still in flight';
  const changing = p.idleMs < quietNeeded(p) && !(s.textForMs >= CHANGING_CAP_MS);
  return changing ? 'it was still changing' : null;
}

export interface Readiness {
  ready: boolean;
  /** Why it was not ready at the deadline; null when ready. */
  reason: string | null;
  waitedMs: number;
  /** Visible text outside loading indicators at the last look (capped). */
  text: number;
  /** False when the page could not be scripted (an error page): reading it reports why. */
  observed: boolean;
}

export interface ReadyOptions {
  deadline: number;
  waitFor: string | null;
  signal: AbortSignal;
  /** Called with every URL the tab shows before the page is probed; throws to refuse it (site policy). */
  checkUrl(url: string): void;
}

/** Waits until tab `tabId` looks ready, or the deadline; see judge(). */
export async function waitForContent(tabId: number, opts: ReadyOptions): Promise<Readiness> {
  const start = Date.now();
  const wake = wakeOnUpdate(tabId);
  let doc = NaN;
  let textSince = -1;
  let checked = '';
  try {
    for (;;) {
      opts.signal.throwIfAborted();
      const tab = await chrome.tabs.get(tabId).catch(() => null);
      if (!tab) throw new CommandError('TAB_NOT_FOUND', `Tab ${tabId} was closed while loading; retry the request.`);
      const committed = tab.url ?? '';
      const blank = !committed || committed === 'about:blank';
      const navigating = blank || (!!tab.pendingUrl && tab.pendingUrl !== committed);
      let probe: PageProbe | null = null;
      if (!blank) {
        if (committed !== checked) opts.checkUrl((checked = committed));
        probe = await runProbe(tabId, opts.waitFor);
        if (probe && probe.url !== checked) opts.checkUrl((checked = probe.url)); // pushState moved it
      }
      if (!probe && !navigating && tab.status === 'complete') {
        return { ready: true, reason: null, waitedMs: Date.now() - start, text: 0, observed: false };
      }
      if (probe && probe.doc !== doc) [doc, textSince] = [probe.doc, -1];
      if (probe && probe.text >= THIN_TEXT && textSince < 0) textSince = Date.now();
      const state = { navigating, netIdleMs: requests.idleMs(tabId), textForMs: textSince < 0 ? -1 : Date.now() - textSince, waitFor: opts.waitFor };
      const reason = judge(probe, state);
      const now = Date.now();
      if (!reason || now >= opts.deadline) {
        return { ready: !reason, reason, waitedMs: now - start, text: probe?.text ?? 0, observed: true };
      }
      await wake.next(Math.min(POLL_MS, opts.deadline - now));
    }
  } finally {
    wake.stop();
  }
}

async function runProbe(tabId: number, waitFor: string | null): Promise<PageProbe | null> {
  try {
    const [result] = await chrome.scripting.executeScript({ target: { tabId }, func: probePage, args: [waitFor, TEXT_COUNT_CAP] });
    return (result?.result as PageProbe | undefined) ?? null;
  } catch (error) {
    // Between documents, or an error page: the next look (or the extraction) tells which.
    debug('readiness probe failed', error);
    return null;
  }
}

/** A sleep that ends early when the tab's status or URL changes, so a load or a redirect is seen at once. */
function wakeOnUpdate(tabId: number) {
  let poke: (() => void) | null = null;
  let missed = false; // a change while the worker was probing: look again at once
  const listener = (id: number, change: { status?: string; url?: string }) => {
    if (id !== tabId || !(change.status || change.url)) return;
    if (poke) poke();
    else missed = true;
  };
  chrome.tabs.onUpdated.addListener(listener);
  return {
    next: (ms: number) => new Promise<void>((resolve) => {
      if (missed) return (missed = false, resolve());
      const timer = setTimeout(() => (poke = null, resolve()), ms);
      poke = () => (clearTimeout(timer), poke = null, resolve());
    }),
    stop: () => chrome.tabs.onUpdated.removeListener(listener),
  };
}
