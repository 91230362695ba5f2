// Full-page mode: the whole page minus site chrome, for pages that are not articles
// (docs indexes, dashboards, search results) and as the fallback when Readability finds nothing.
import { hasBoilerplateName } from './signals.js';

/** Site chrome by element or ARIA role. Headers/footers inside <article> are part of it. */
const CHROME = 'nav, aside, form, dialog, menu, [role="navigation"], [role="banner"], [role="contentinfo"], [role="complementary"], [role="search"], [role="dialog"], [role="alertdialog"], button, select, input, textarea';

const MAX_SHARE = 0.25;

/** Picks and cleans the page's content root in place; returns it. */
export function cleanFullPage(doc: Document): Element {
  const root = pickRoot(doc);
  for (const el of Array.from(root.querySelectorAll(CHROME))) el.remove();
  for (const el of Array.from(root.querySelectorAll('header, footer'))) {
    if (!el.closest('article, main, [role="main"]') || el.closest('article, main, [role="main"]') === el) el.remove();
  }
  // Class names lie more often on wrappers than on widgets: never drop a block holding a
  // large share of the page's text, whatever it is called.
  const total = (root.textContent ?? '').length || 1;
  for (const el of Array.from(root.querySelectorAll('[class], [id]'))) {
    if (!root.contains(el) || !hasBoilerplateName(el) || el.querySelector('h1, main, article')) continue;
    if ((el.textContent ?? '').length / total < MAX_SHARE) el.remove();
  }
  return root;
}

/** <main> (or role=main) when the page has exactly one, else <body>. */
function pickRoot(doc: Document): Element {
  const mains = doc.querySelectorAll('main, [role="main"]');
  if (mains.length === 1) return mains[0]!;
  return doc.body ?? doc.documentElement;
}
