// Decides, from the live page, whether an element is rendered for the user. This is the part a
// live browser knows and jsdom does not: computed styles from every stylesheet, and layout.
// One getComputedStyle per element; layout (getBoundingClientRect) is read only for the few
// elements whose style makes them candidates for being clipped or off-screen, and nothing is
// written to the page, so layout is computed once.

import { textLength } from './measure.js';

export interface VisibilityContext {
  win: Window;
  /** textLength of <body>; guards against dropping a wrapper that holds the page. */
  bodyTextLength: number;
}

/** Past this share of the page's text an element is the page, however it is styled. */
const MAJOR_SHARE = 0.3;

export function isHidden(el: Element, ctx: VisibilityContext, inPre: boolean): boolean {
  if (el.hasAttribute('hidden') && el.getAttribute('hidden') !== 'until-found') return true;
  const style = ctx.win.getComputedStyle(el);
  if (style.display === 'none') return true;
  // Inside code blocks only display:none counts: line-number gutters and the like are kept so
  // the code stays intact (they are stripped later by the Markdown code rule if needed).
  if (inPre) return false;
  if (style.visibility === 'hidden' || style.visibility === 'collapse') {
    // A visible child can override a hidden parent; keep the subtree if any child does.
    return !hasVisibleDescendant(el, ctx.win);
  }
  // opacity:0 is deliberately not a signal: fade-in-on-scroll libraries keep real paragraphs
  // transparent until they are scrolled into view.
  if (el.getAttribute('aria-hidden') === 'true' && (!isMajor(el, ctx) || isMenu(el)) && !el.querySelector('img,picture,video')) {
    // Decorative duplicates (icon labels, visual-only copies). Some sites set aria-hidden on the
    // whole page while a modal is open, hence the size guard, which a menu does not pass however
    // large (a shop's footer of category links kept from screen readers); images are kept
    // because lazy wrappers often carry aria-hidden.
    return true;
  }
  if (style.position === 'fixed' && (!isMajor(el, ctx) || isModalLayer(el, style, ctx))) {
    // Overlays: cookie banners, sticky headers, newsletter pop-ups, chat bubbles. A large fixed
    // block is usually an app shell holding the page, unless it is a layer over the page.
    return true;
  }
  const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.clipPath !== 'none' || style.clip !== 'auto';
  const positioned = style.position === 'absolute';
  if (!clips && !positioned) return false;
  if (style.display === 'contents') return false;
  const rect = el.getBoundingClientRect();
  // Screen-reader-only text ("skip to content", "opens in a new window"): a 1px clipped box. A
  // collapsed box holding much of the page is not that but a layout that has not settled: the
  // page itself, in an app window that a script sizes once it runs (a home page laid out as a
  // desktop, read while its window was still 0×0).
  if (clips && (rect.width <= 1 || rect.height <= 1)) return !isMajor(el, ctx);
  // Off-screen parking (left: -9999px) used for the same purpose.
  // Page coordinates, not viewport ones: the user may have scrolled.
  if (positioned && (rect.right + ctx.win.scrollX <= 0 || rect.bottom + ctx.win.scrollY <= 0)) return true;
  return false;
}

/**
 * A consent wall or a sign-up modal: a fixed layer stacked above the page (z-index), spread over
 * most of the viewport, while the page's own text lies outside it. An app shell that holds the
 * page keeps nearly all the text; a layer whose vendor list outweighs a short article does not.
 */
function isModalLayer(el: Element, style: CSSStyleDeclaration, ctx: VisibilityContext): boolean {
  const z = Number.parseInt(style.zIndex, 10);
  if (!(z > 0) || el.querySelector(PAGE_PARTS)) return false;
  if (textLength(el) > MODAL_MAX_SHARE * ctx.bodyTextLength) return false;
  const rect = el.getBoundingClientRect();
  const view = ctx.win.innerWidth * ctx.win.innerHeight;
  return view > 0 && (rect.width * rect.height) / view >= 0.5;
}

/** What only the page itself holds: its heading, its main region. */
const PAGE_PARTS = 'h1, main, article, [role="main"]';

/** A layer holding more of the page's text than this is the page itself. */
const MODAL_MAX_SHARE = 0.8;

function isMajor(el: Element, ctx: VisibilityContext): boolean {
  if (ctx.bodyTextLength === 0) return false;
  return textLength(el) > MAJOR_SHARE * ctx.bodyTextLength;
}

/** Mostly link text, and not the part of the page with its heading: a menu, a footer of category links. */
function isMenu(el: Element): boolean {
  if (el.querySelector(PAGE_PARTS)) return false;
  const linkText = Array.from(el.querySelectorAll('a')).reduce((n, a) => n + textLength(a), 0);
  return linkText >= MENU_LINK_SHARE * textLength(el);
}

/** Share of an element's text inside links from which it is a menu. */
const MENU_LINK_SHARE = 0.5;

function hasVisibleDescendant(el: Element, win: Window): boolean {
  // Rare path (visibility:hidden subtrees are few and small), so a plain scan is fine.
  for (const child of Array.from(el.querySelectorAll('*'))) {
    if (win.getComputedStyle(child).visibility === 'visible') return true;
  }
  return false;
}
