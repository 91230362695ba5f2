/** What one look at the page tells the worker about its readiness (readiness.ts judges it). */
export interface PageProbe {
  url: string;
  /** performance.timeOrigin: a new value means a new document (a redirect, a reload). */
  doc: number;
  readyState: DocumentReadyState;
  hidden: boolean;
  /** ms since the page last changed: its DOM, a finished request, DOMContentLoaded or load. */
  idleMs: number;
  /** Visible characters of text outside loading indicators, counted up to TEXT_COUNT_CAP. */
  text: number;
  /** The first loading indicator still showing ('"Loading…"', 'aria-busy', 'a skeleton'), or null. */
  busy: string | null;
  /** A <meta http-equiv=refresh> that will navigate within a few seconds. */
  refresh: boolean;
  /** Whether waitFor (a selector, or a text) is on the page; null when not asked. */
  matched: boolean | null;
}

/** Counting stops here: enough to tell a shell from a page, cheap on a 10 MB one. */
export const TEXT_COUNT_CAP = 2_000;

/**
 * Runs in the page's isolated world (serialized by chrome.scripting, so self-contained). The
 * first call installs a MutationObserver kept in the isolated world's globals for the life of
 * the document. Only short text nodes are matched against loading words, and the walk stops at
 * the cap, so a probe stays cheap however big the page is: the worker calls it every 50 ms.
 */
export function probePage(waitFor: string | null, cap: number): PageProbe {
  type State = { last: number; seen: number };
  const g = globalThis as unknown as { __tabrelayReady?: State };
  const ends = performance.getEntriesByType('resource').map((e) => (e as PerformanceResourceTiming).responseEnd);
  let state = g.__tabrelayReady;
  if (!state) {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const created: State = { last: Math.max(nav?.domContentLoadedEventEnd ?? 0, nav?.loadEventEnd ?? 0, ...ends, 0), seen: ends.length };
    // Attributes are left out: class and style changes of animations would look like work forever.
    new MutationObserver(() => {
      created.last = performance.now();
    }).observe(document, { subtree: true, childList: true, characterData: true });
    g.__tabrelayReady = created;
    state = created;
  } else if (ends.length !== state.seen) {
    state.seen = ends.length;
    state.last = Math.max(state.last, ...ends);
  }
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (nav?.loadEventEnd) state.last = Math.max(state.last, nav.loadEventEnd);

  const visible = (el: Element | null) => !!el && (el.checkVisibility?.() ?? true) && el.getClientRects().length > 0;
  // Indicators sites use while content is on its way. A match holding much text is a container
  // (a body with class "loading" that nobody removes), not a placeholder.
  // Images with a "lazyloading" class below the fold are not waited for: hidden tabs may never load them.
  const INDICATORS = '[aria-busy="true"],[role="progressbar"],:is([class*="skeleton" i],[class*="spinner" i],[class*="shimmer" i],'
    + '[class*="loading" i]):not(html,body,img,picture,video,iframe)';
  const LOADING_TEXT = /^(loading|redirecting|please wait|one moment|chargement|cargando|wird geladen)\b/i;
  let busy: string | null = null;
  const indicators: Element[] = [];
  // An indicator a person cannot see is not loading anything: frameworks keep their
  // progress bars in the page at zero height (mkdocs' .md-progress) or transparent (WordPress's
  // router bar), and extraction waited out its 3 s cap on them. aria-busy="true" is the page's own
  // word that it is busy, whatever its size.
  const shows = (el: Element) => {
    if (el.getAttribute('aria-busy') === 'true') return true;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && (el.checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) ?? true);
  };
  for (const el of Array.from(document.querySelectorAll(INDICATORS))) {
    if ((el.textContent ?? '').trim().length > 80 || !visible(el) || !shows(el)) continue;
    indicators.push(el);
    busy ??= el.getAttribute('aria-busy') === 'true' ? 'aria-busy' : el.getAttribute('role') === 'progressbar' ? 'a progress bar' : 'a skeleton or spinner';
  }
  let text = 0;
  const root = document.body ?? document.documentElement;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (n) => (/^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(n.parentElement?.tagName ?? '') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  for (let node = walker.nextNode(); node && text < cap; node = walker.nextNode()) {
    const value = node.nodeValue?.trim() ?? '';
    if (!value || !visible(node.parentElement)) continue;
    if (indicators.some((el) => el.contains(node))) continue;
    if (value.length <= 60 && LOADING_TEXT.test(value)) {
      busy ??= `"${value}"`;
      continue;
    }
    text += value.length;
  }
  const refresh = Array.from(document.querySelectorAll('meta[http-equiv="refresh" i]'))
    .some((m) => Number.parseFloat(m.getAttribute('content') ?? '') <= 5);
  let matched: boolean | null = null;
  if (waitFor) {
    try {
      matched = document.querySelector(waitFor) !== null;
    } catch {
      matched = false; // not a selector: a text to find
    }
    matched ||= (document.body?.innerText ?? '').includes(waitFor);
  }
  return {
    url: location.href,
    doc: performance.timeOrigin,
    readyState: document.readyState,
    hidden: document.visibilityState === 'hidden',
    idleMs: performance.now() - state.last,
    text,
    busy,
    refresh,
    matched,
  };
}
