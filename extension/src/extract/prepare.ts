// preparePage: runs in the page (content script) on the live, rendered DOM.
// It clones the document and prunes the clone using what only the live page knows (computed
// styles, layout), resolves URLs to absolute, and returns a serialisable snapshot.
import { resolveSrcset, resolveUrl } from './urls.js';
import { isHidden, type VisibilityContext } from './visibility.js';

export interface PreparedPage {
  html: string;
  url: string;
  title: string;
  lang: string;
}

/** Never content. JSON-LD scripts are kept: they carry metadata (dates, authors). */
const DROP_TAGS = new Set([
  'SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'IFRAME', 'FRAME', 'FRAMESET', 'OBJECT', 'EMBED',
  'CANVAS', 'SVG', 'LINK', 'DIALOG', 'PORTAL',
]);

const URL_ATTRS: readonly string[] = ['href', 'src', 'poster', 'action', 'cite', 'data-src'];

export function preparePage(doc: Document): PreparedPage {
  const base = doc.baseURI || doc.URL;
  const liveRoot = doc.documentElement;
  const cloneRoot = liveRoot.cloneNode(true) as Element;
  const win = doc.defaultView;
  const ctx: VisibilityContext | null = win
    ? { win, bodyTextLength: (doc.body?.textContent ?? '').length }
    : null;
  walk(liveRoot, cloneRoot, base, ctx);
  const base_ = cloneRoot.querySelector('head > base');
  if (base_) base_.setAttribute('href', base); // URLs are absolute now; keep the base honest
  return {
    html: '<!DOCTYPE html>\n' + cloneRoot.outerHTML,
    url: doc.URL,
    title: doc.title,
    lang: liveRoot.getAttribute('lang') ?? '',
  };
}

/**
 * Snapshots one part of the page the user chose: a live element (pruned like a page) or a
 * detached copy of a selection (`live: false`: no layout to judge, so only URLs are fixed).
 */
export function prepareFragment(root: Element, doc: Document, live: boolean): PreparedPage {
  const base = doc.baseURI || doc.URL;
  const clone = live ? (root.cloneNode(true) as Element) : root;
  const win = doc.defaultView;
  const ctx: VisibilityContext | null = live && win ? { win, bodyTextLength: (doc.body?.textContent ?? '').length } : null;
  // A detached selection is walked against itself: pruning it while walking is safe because
  // each step reads its next sibling before removing anything.
  walk(root, clone, base, ctx);
  if (live) fixUrls(root, clone, base);
  return {
    html: `<!DOCTYPE html>\n<html><head></head><body>${clone.outerHTML}</body></html>`,
    url: doc.URL,
    title: '',
    lang: doc.documentElement.getAttribute('lang') ?? '',
  };
}

/**
 * Walks the live tree and its exact clone in lockstep (same shape until we prune the clone), so
 * each clone element can be judged by its live twin's computed style. Iterative: deep pages
 * would overflow a recursive walk.
 */
function walk(liveRoot: Element, cloneRoot: Element, base: string, ctx: VisibilityContext | null): void {
  const stack: [Element, Element, number][] = [[liveRoot, cloneRoot, 0]];
  while (stack.length > 0) {
    const [live, clone, flags] = stack.pop()!;
    let l = live.firstElementChild;
    let c = clone.firstElementChild;
    while (l && c) {
      const nextL: Element | null = l.nextElementSibling;
      const nextC: Element | null = c.nextElementSibling;
      if (shouldDrop(l, ctx, flags)) {
        c.remove();
      } else {
        fixUrls(l, c, base);
        const tag = l.tagName;
        stack.push([l, c, flags | (tag === 'PRE' ? IN_PRE : 0) | (tag === 'HEAD' ? IN_HEAD : 0)]);
      }
      l = nextL;
      c = nextC;
    }
  }
}

const IN_PRE = 1;
const IN_HEAD = 2;

function shouldDrop(el: Element, ctx: VisibilityContext | null, flags: number): boolean {
  const tag = el.tagName.toUpperCase();
  if (DROP_TAGS.has(tag)) {
    return !(tag === 'SCRIPT' && el.getAttribute('type') === 'application/ld+json');
  }
  // <head> is never rendered, yet its <title>, <meta> and JSON-LD are what metadata is made of.
  // <meta itemprop> in the body is display:none too, and just as much metadata.
  if (tag === 'HEAD' || tag === 'META' || flags & IN_HEAD) return false;
  return ctx !== null && isHidden(el, ctx, (flags & IN_PRE) !== 0);
}

function fixUrls(live: Element, clone: Element, base: string): void {
  for (const attr of URL_ATTRS) {
    const value = clone.getAttribute(attr);
    if (value === null) continue;
    const abs = resolveUrl(value, base);
    if (abs) clone.setAttribute(attr, abs);
    else if (attr === 'href') clone.removeAttribute(attr); // javascript: links are not links
  }
  const srcset = clone.getAttribute('srcset');
  if (srcset) clone.setAttribute('srcset', resolveSrcset(srcset, base));
  if (live.tagName === 'IMG') {
    const img = live as HTMLImageElement;
    // The browser already picked the srcset candidate (or a lazy loader swapped data-src in):
    // currentSrc is the image the user actually sees.
    if (img.currentSrc && !img.currentSrc.startsWith('data:')) clone.setAttribute('src', img.currentSrc);
    else if (!clone.getAttribute('src') && clone.getAttribute('data-src')) {
      clone.setAttribute('src', clone.getAttribute('data-src')!);
    }
  }
}
