// Two page-wide views. wholePage (fullPage: true): everything the user sees, in reading order,
// sidebars and related lists included. cleanFullPage: the page minus site chrome, the fallback
// of article mode when Readability finds no article (there the caller asked for the main content).
import { hasBoilerplateName } from './signals.js';

export interface CleanOptions {
  /** Boilerplate name tokens to keep for this page (a thread's posts are named "comment"). */
  keep?: ReadonlySet<string>;
}

/**
 * Never shown as text, whatever mode. The snapshot (prepare.ts) already dropped hidden elements,
 * scripts and styles from the live page; JSON-LD stays in it for metadata, and form controls'
 * option lists and values are not what the page shows as text.
 */
const NOT_TEXT = 'script, style, template, noscript, select, input, textarea';

/**
 * fullPage: true — the whole visible page. Hidden elements were pruned in the page itself using
 * computed styles and layout (prepare.ts), so nothing else is judged here: navigation, sidebars,
 * related lists and footers are what the user sees, and the caller asked for all of it.
 */
export function wholePage(doc: Document): Element {
  const root = doc.body ?? doc.documentElement;
  for (const el of Array.from(root.querySelectorAll(NOT_TEXT))) el.remove();
  return root;
}

/** Site chrome by element or ARIA role. Headers/footers inside <article> are part of it. */
const CHROME = 'nav, aside, form, dialog, menu, [role="navigation"], [role="banner"], [role="contentinfo"], [role="complementary"], [role="search"], [role="dialog"], [role="alertdialog"], button, select, input, textarea';

const MAX_SHARE = 0.25;

/** Picks and cleans the page's content root in place; returns it. */
export function cleanFullPage(doc: Document, opts: CleanOptions = {}): Element {
  const root = pickRoot(doc);
  // JSON-LD stays in the snapshot for metadata; as text it is a wall of JSON.
  for (const el of Array.from(root.querySelectorAll('script, style, template'))) el.remove();
  // Tags, roles and class names lie more often on wrappers than on widgets (a <form> around a
  // whole ASP.NET page, a "sidebar" layout column holding the thread): never drop a block that
  // holds the page's heading or a large share of its text, whatever it is.
  const total = (root.textContent ?? '').length || 1;
  const wrapper = (el: Element) => !!el.querySelector('h1, main, article') || (el.textContent ?? '').length / total >= MAX_SHARE;
  for (const el of Array.from(root.querySelectorAll(CHROME))) if (root.contains(el) && !wrapper(el)) el.remove();
  for (const el of Array.from(root.querySelectorAll('header, footer'))) {
    if (!root.contains(el) || wrapper(el)) continue;
    if (!el.closest('article, main, [role="main"]') || el.closest('article, main, [role="main"]') === el) el.remove();
  }
  for (const el of Array.from(root.querySelectorAll('[class], [id]'))) {
    if (root.contains(el) && hasBoilerplateName(el, opts.keep) && !wrapper(el) && !(el.tagName === 'PRE' || el.querySelector('pre'))) el.remove();
  }
  return root;
}

/** <main> (or role=main) when the page has exactly one, else <body>. */
function pickRoot(doc: Document): Element {
  const mains = doc.querySelectorAll('main, [role="main"]');
  if (mains.length === 1) return mains[0]!;
  return doc.body ?? doc.documentElement;
}
