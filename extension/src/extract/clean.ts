// Generic precision cleanup around Readability: removes blocks that readers never count as the
// article (share bars, related-article lists, newsletter boxes, ad labels), by generic signals
// only — element roles, class/id tokens, link density and stock phrases.
import { hasBoilerplateName } from './signals.js';

/** Before Readability: chrome that Readability's scoring sometimes pulls into the article. */
export function cleanBeforeReadability(doc: Document): void {
  for (const el of Array.from(doc.querySelectorAll('[role="dialog"], [role="alertdialog"], [aria-modal="true"]'))) {
    el.remove();
  }
}

/** Never remove a block holding more than this share of the article's text. */
const MAX_SHARE = 0.25;

/** After Readability, on the article element. */
export function cleanArticle(root: Element): void {
  const total = (root.textContent ?? '').length || 1;
  const share = (el: Element) => (el.textContent ?? '').length / total;
  for (const el of Array.from(root.querySelectorAll('[class], [id]'))) {
    if (!el.isConnected || el === root) continue;
    if (hasBoilerplateName(el) && share(el) < MAX_SHARE) el.remove();
  }
}
