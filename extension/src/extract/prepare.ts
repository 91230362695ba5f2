// preparePage: runs in the page (content script) on the live, rendered DOM.
// It copies the rendered (composed) tree, leaving out what only the live page knows is hidden
// (computed styles, layout), resolves URLs to absolute, and returns a serialisable snapshot.
import { resolveSrcset, resolveUrl } from './urls.js';
import { isHidden, type VisibilityContext } from './visibility.js';
import { collapsedLength, textLength } from './measure.js';
import { pendingReveals, type PendingReveals } from './streamed.js';

export interface PreparedPage {
  html: string;
  url: string;
  title: string;
  lang: string;
  /**
   * Addresses of the same-origin frames whose documents were inlined into `html`: the worker
   * checks them against the site policy (a path rule can block a frame of an allowed origin).
   */
  frames?: string[];
}

export interface PrepareOptions {
  /** Inline same-origin iframes at their place (default true). */
  frames?: boolean;
}

/** Never content. JSON-LD scripts are kept: they carry metadata (dates, authors). */
const DROP_TAGS = new Set([
  'SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'IFRAME', 'FRAME', 'FRAMESET', 'OBJECT', 'EMBED',
  'CANVAS', 'SVG', 'LINK', 'DIALOG', 'PORTAL',
]);

const URL_ATTRS: readonly string[] = ['href', 'src', 'poster', 'action', 'cite', 'data-src'];

/** Frames inside frames inside frames: deeper nesting is ads and widgets, not the page. */
const MAX_FRAME_DEPTH = 3;

export function preparePage(doc: Document, options: PrepareOptions = {}): PreparedPage {
  const liveRoot = doc.documentElement;
  if (!liveRoot) {
    // A script emptied the document (document.open() before writing a new one): nothing to read yet.
    return { html: '<!DOCTYPE html>\n<html><head></head><body></body></html>', url: doc.URL, title: doc.title, lang: '' };
  }
  const frames: string[] = [];
  const cloneRoot = snapshot(liveRoot, doc, true, options.frames === false ? null : frames);
  const base_ = cloneRoot.querySelector('head > base');
  if (base_) base_.setAttribute('href', doc.baseURI || doc.URL); // URLs are absolute now; keep the base honest
  return {
    html: '<!DOCTYPE html>\n' + cloneRoot.outerHTML,
    url: doc.URL,
    title: doc.title,
    lang: liveRoot.getAttribute('lang') ?? '',
    ...(frames.length ? { frames } : {}),
  };
}

/**
 * Snapshots one part of the page the user chose: a live element (pruned like a page) or a
 * detached copy of a selection (`live: false`: no layout to judge, so only URLs are fixed).
 */
export function prepareFragment(root: Element, doc: Document, live: boolean): PreparedPage {
  const clone = snapshot(root, doc, live, null);
  return {
    html: `<!DOCTYPE html>\n<html><head></head><body>${clone.outerHTML}</body></html>`,
    url: doc.URL,
    title: '',
    lang: doc.documentElement.getAttribute('lang') ?? '',
  };
}

/** One document being walked: its window for computed styles, its base for URLs. */
interface Frame {
  ctx: VisibilityContext | null;
  /** The page rendered nothing and its <noscript> holds the content: each one's parsed content, read in its place. */
  noscript: Map<Element, HTMLElement> | null;
  /** The panels the page folds away behind a tab or a disclosure button (see foldedPanels). */
  panels: Set<Element>;
  /** Streamed content the page has not swapped in yet (streamed.ts), read in its place. */
  reveals: PendingReveals | null;
  base: string;
  depth: number;
}

/**
 * Copies the page as the user sees it, not as its markup reads: the composed tree. A shadow
 * host's copy holds its shadow tree (open, or closed through the extension API) instead of its
 * light children, a <slot> is replaced by what is assigned to it (or its fallback content), and
 * a same-origin iframe by its document's body, each at its place in reading order. Hidden
 * elements and non-content tags are left out as the walk goes, judged by the live element's
 * computed style. Iterative: deep pages would overflow a recursive walk.
 * `frames` collects the addresses of inlined frames; null leaves frames out.
 */
function snapshot(liveRoot: Element, doc: Document, live: boolean, frames: string[] | null): Element {
  const top = frameOf(doc, live, 0);
  // Copies go into a document without a browsing context: there the page's custom element
  // constructors do not run for them and their images do not load.
  const out = doc.implementation.createHTMLDocument('');
  const copy = (el: Element) => out.importNode(el, false);
  const cloneRoot = copy(liveRoot);
  fixUrls(liveRoot, cloneRoot, top.base);
  // Children are pushed in reverse so they are popped, and appended, in document order.
  const stack: [Node, Element, number, Frame][] = [];
  const pushChildren = (nodes: ArrayLike<Node>, parent: Element, flags: number, frame: Frame) => {
    for (let i = nodes.length - 1; i >= 0; i--) stack.push([nodes[i]!, parent, flags, frame]);
  };
  pushChildren(renderedChildren(liveRoot), cloneRoot, liveRoot.tagName === 'PRE' ? IN_PRE : 0, top);
  while (stack.length > 0) {
    const [node, parent, flags, frame] = stack.pop()!;
    if (frame.reveals) {
      const segment = frame.reveals.into.get(node);
      // The segment is hidden until the swap, so its computed style says nothing: not judged.
      if (segment) pushChildren(segment.childNodes, parent, flags, { ...frame, ctx: null });
      if (segment || frame.reveals.skip.has(node)) continue;
    }
    if (node.nodeType === 3) {
      parent.append(node.nodeValue ?? '');
      continue;
    }
    if (node.nodeType !== 1) continue; // comments, processing instructions
    const el = node as Element;
    const tag = el.tagName.toUpperCase();
    if (tag === 'SLOT') {
      // A slot is display: contents; what it shows takes its place.
      pushChildren(renderedChildren(el), parent, flags, frame);
      continue;
    }
    if (tag === 'IFRAME' && frames && frame.depth < MAX_FRAME_DEPTH) {
      const inner = sameOriginBody(el as HTMLIFrameElement);
      if (inner && !(frame.ctx && isHidden(el, frame.ctx, false))) {
        const holder = out.createElement('div');
        holder.setAttribute('data-tabrelay-frame', '');
        parent.append(holder);
        frames.push(frameAddress(inner.ownerDocument));
        pushChildren(renderedChildren(inner), holder, 0, frameOf(inner.ownerDocument, live, frame.depth + 1));
      }
      continue;
    }
    const fallback = tag === 'NOSCRIPT' ? frame.noscript?.get(el) : undefined;
    if (fallback) {
      pushChildren(fallback.childNodes, parent, flags, frame);
      continue;
    }
    // A folded panel is content the reader opens with one click: kept, its own parts still judged.
    const hidden = shouldDrop(el, tag, frame.ctx, flags);
    if (hidden && (DROP_TAGS.has(tag) || !(frame.panels.has(el) || wrapsPanel(el, frame.panels)))) continue;
    const clone = copy(el);
    if (hidden) unfold(clone);
    fixUrls(el, clone, frame.base);
    parent.append(clone);
    pushChildren(renderedChildren(el), clone, flags | (tag === 'PRE' ? IN_PRE : 0) | (tag === 'HEAD' ? IN_HEAD : 0), frame);
  }
  return cloneRoot;
}

function frameOf(doc: Document, live: boolean, depth: number): Frame {
  const win = doc.defaultView;
  const noscript = live && win ? noscriptPage(doc) : null;
  const ctx = live && win && !noscript && !hidesEverything(doc) ? { win, bodyTextLength: doc.body ? textLength(doc.body) : 0 } : null;
  return { ctx, noscript, base: doc.baseURI || doc.URL, depth, panels: ctx ? foldedPanels(doc) : new Set(), reveals: live ? pendingReveals(doc) : null };
}

/**
 * An app page whose scripts rendered (almost) nothing while its <noscript> holds the page, as
 * the server wrote it for readers that run no scripts (forum software such as Discourse sends
 * the whole thread there): the app failed to start (a blocked or failed script, a saved copy),
 * and the page's own fallback is its content. With scripting on, <noscript> holds that markup as
 * text, never rendered; it is read like the page with scripting off would show it: parsed, and
 * without judging visibility. "Almost nothing": under a tenth of the fallback's text shown.
 */
function noscriptPage(doc: Document): Map<Element, HTMLElement> | null {
  const body = doc.body;
  if (!body) return null;
  const holders = Array.from(body.querySelectorAll('noscript')).filter((n) => !n.firstElementChild);
  const raw = holders.reduce((sum, n) => sum + (n.textContent ?? '').length, 0);
  if (raw <= 500) return null; // a tracking pixel, "please enable JavaScript"
  // The markup's length bounds its text: a page showing a tenth of it is not parsed at all.
  const shown = collapsedLength(body.innerText.trim());
  if (shown >= 0.1 * raw) return null;
  const parsed = new Map(holders.map((n) => [n, noscriptContent(n)] as const));
  const fallback = [...parsed.values()].reduce((sum, content) => sum + markupTextLength(content), 0);
  return fallback > 500 && shown < 0.1 * fallback ? parsed : null;
}

/** A <noscript>'s markup (text while scripting is on), parsed in an inert document: no script runs, nothing loads. */
function noscriptContent(el: Element): HTMLElement {
  return new DOMParser().parseFromString(el.textContent ?? '', 'text/html').body;
}

/**
 * Panels one click away: the targets of tabs and of disclosure buttons (aria-controls with
 * aria-expanded), as on a product page whose description and specifications sit in closed tabs
 * or accordions. Menus are not panels: controls inside navigation, or that open a popup, are
 * left out.
 */
function foldedPanels(doc: Document): Set<Element> {
  const panels = new Set<Element>();
  for (const control of Array.from(doc.querySelectorAll('[aria-controls]'))) {
    const tab = control.getAttribute('role') === 'tab';
    if (!tab && (!control.hasAttribute('aria-expanded') || control.hasAttribute('aria-haspopup'))) continue;
    if (control.closest('nav, header, footer, [role="navigation"], [role="menu"], [role="menubar"], [role="dialog"]')) continue;
    for (const id of (control.getAttribute('aria-controls') ?? '').split(/\s+/)) {
      const panel = id ? doc.getElementById(id) : null;
      if (panel) panels.add(panel);
    }
  }
  return panels;
}

/**
 * A hidden box whose text is (nearly) all folded panels': the collapse animation's wrapper
 * that accordion libraries put around the panel and hide instead of it (Chakra's
 * `chakra-collapse`). Kept with the panel. A hidden block holding panels among much else (a
 * closed mobile menu of accordions) is not a wrapper, and goes.
 */
function wrapsPanel(el: Element, panels: Set<Element>): boolean {
  const inside = Array.from(panels).filter((panel) => el.contains(panel));
  if (inside.length === 0) return false;
  const inPanels = inside.reduce((sum, panel) => sum + collapsedLength(panel.textContent ?? ''), 0);
  return inPanels >= PANEL_SHARE * collapsedLength(el.textContent ?? '');
}

/**
 * A folded panel kept in the copy is shown there: the readers downstream (Readability, Defuddle)
 * skip what is marked hidden, and the panel went missing after all (the Linux steps of an
 * install guide whose tabs show Windows first).
 */
function unfold(clone: Element): void {
  clone.removeAttribute('hidden');
  if (clone.getAttribute('aria-hidden') === 'true') clone.removeAttribute('aria-hidden');
  const style = clone.getAttribute('style');
  if (style && /display\s*:\s*none/i.test(style)) clone.setAttribute('style', style.replace(/display\s*:\s*none\s*(!\s*important)?\s*;?/gi, ''));
}

/** Share of a hidden box's text its panels must hold for the box to be their wrapper. */
const PANEL_SHARE = 0.8;

/**
 * A page that shows (almost) nothing although its markup holds text is not finished: a
 * preloader, or a body kept invisible until a script runs (scripts that failed, or a saved copy
 * read without them). What the person will see is the markup, so it is read without judging
 * visibility. "Almost nothing": under a tenth of the markup's text (scripts and styles not
 * counted), as when only a header and a cookie bar are shown over a hidden product page.
 */
function hidesEverything(doc: Document): boolean {
  const body = doc.body;
  if (!body) return false;
  const markup = markupTextLength(body);
  if (markup <= 500) return false;
  const shown = collapsedLength(body.innerText.trim());
  return shown < 50 || (markup > 2000 && shown < 0.1 * markup);
}

/** Text of the markup a reader could be shown: whitespace runs count once, scripts and styles not at all. */
function markupTextLength(body: HTMLElement): number {
  return textLength(body, collapsedLength);
}

/** The nodes the user sees under `el`: its shadow tree, a slot's assigned nodes, or its children. */
function renderedChildren(el: Element): ArrayLike<Node> {
  const shadow = shadowOf(el);
  if (shadow) return shadow.childNodes;
  if (el.tagName === 'SLOT') {
    const assigned = (el as HTMLSlotElement).assignedNodes({ flatten: true });
    if (assigned.length > 0) return assigned;
  }
  return el.childNodes;
}

type OpenOrClosed = (el: HTMLElement) => ShadowRoot | null;
/**
 * In the extension's isolated world chrome.dom reaches closed shadow roots too (the page agent
 * uses the same API); in a plain page (the quality bench) only open ones are visible.
 */
const openOrClosed: OpenOrClosed | undefined =
  (globalThis as { chrome?: { dom?: { openOrClosedShadowRoot?: OpenOrClosed } } }).chrome?.dom?.openOrClosedShadowRoot;

function shadowOf(el: Element): ShadowRoot | null {
  if (el.shadowRoot) return el.shadowRoot;
  if (!openOrClosed) return null;
  try {
    return openOrClosed(el as HTMLElement) ?? null;
  } catch {
    return null; // not an element that can host a shadow root
  }
}

/** The body of a frame this document may read (same origin, or about:blank/srcdoc it made). */
function sameOriginBody(iframe: HTMLIFrameElement): HTMLElement | null {
  try {
    return iframe.contentDocument?.body ?? null; // null when cross-origin
  } catch {
    return null;
  }
}

/** What a frame is judged by: its URL, or for about:blank/srcdoc its origin (what its creator put in it). */
function frameAddress(d: Document): string {
  return /^(https?|file):/i.test(d.URL) ? d.URL : `${d.defaultView?.origin ?? 'null'}/`;
}

const IN_PRE = 1;
const IN_HEAD = 2;

function shouldDrop(el: Element, tag: string, ctx: VisibilityContext | null, flags: number): boolean {
  if (DROP_TAGS.has(tag)) {
    // With scripting off (a browser that blocks it, a saved page read without it) the parser
    // builds <noscript>'s content as elements and renders it: then it is what the user sees.
    if (tag === 'NOSCRIPT' && el.firstElementChild) return ctx !== null && isHidden(el, ctx, false);
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
