// A product page's furniture: cards and carousels of other products to buy, and the sections
// about other things (reviews, questions) that the measurements keep out of a product's reading.
// typedContent (strategy.ts) runs these on the product's cleaned region.
import { normalizedLength } from '../measure.js';
import { collapseWhitespace } from '../text.js';
import { removeLabelBefore, siblingGroups } from './groups.js';

/** A run of cards is other products when at least this share of its text is links. */
const LINK_DENSE = 0.5;

/** Name tokens of product-page furniture: other products to buy. */
export const PRODUCT_CHROME = new Set(['upsell', 'upsells', 'crosssell', 'recommendation', 'recently', 'similar', 'carousel',
  'review', 'reviews', 'ratings', 'testimonial', 'testimonials', 'ugc', 'qa', 'questions']);

/** Headings of the sections around a product that are about other things: reviews, questions. */
const PRODUCT_ASIDE_HEADING = /^((customer|product|verified) )?reviews?\b|^ratings? (&|and) reviews|^questions? (&|and) answers/i;
/**
 * Headings of carousels of other products to buy. Their section goes whole, however deep the
 * heading sits; a reviews section loses only the block its heading opens (reviews are often
 * part of a product's reading: taken whole, one WCXB page lost reviews its reference keeps).
 */
const OTHER_PRODUCTS_HEADING = /^customers? (also|who)\b|^you (may|might) also\b|^(similar|related|recommended|more) (products|items)\b|^recently viewed|^frequently bought|^complete the look|^pairs well|^people who (viewed|bought)\b|^(explore|shop|see) (more )?(related|similar)\b|^sponsored (items|products)\b|^(the )?seller'?s other items|^more (from|by) (this|the) (seller|brand|shop|store)\b/i;

/** Removes the sections under reviews and questions headings, and carousels of other products. */
export function removeProductAsides(root: Element, total: number): void {
  removeHeadedSections(root, PRODUCT_ASIDE_HEADING, total, false);
  removeHeadedSections(root, OTHER_PRODUCTS_HEADING, total, true);
}

/**
 * Product cards of other products: three or more siblings that are each mostly a link (a name,
 * an image, a price), not holding the page's heading. The product's own specification rows and
 * option lists carry no links.
 */
export function removeCardGroups(root: Element, total: number): void {
  for (const g of siblingGroups(root, 3)) {
    if (!root.contains(g.parent) || g.linkText / (g.text || 1) < LINK_DENSE) continue;
    if (!g.items.every((i) => i.querySelector('a[href]'))) continue;
    // Half the region's text is the product's own option grid, not an aside.
    if (g.items.some((i) => i.querySelector('h1')) || g.text / total >= 0.5) continue;
    const whole = g.items.length === g.parent.children.length;
    for (const item of g.items) item.remove();
    if (whole) {
      removeLabelBefore(g.parent);
      if (normalizedLength(g.parent.textContent) === 0) g.parent.remove();
    }
  }
}

/**
 * The outermost block below `root` whose text starts with heading `h` and holds more than it,
 * under half of the region and without the page's heading; null when there is none.
 */
function openedBy(h: Element, root: Element, total: number): Element | null {
  const title = collapseWhitespace(h.textContent ?? '');
  let box: Element | null = null;
  for (let el = h.parentElement; el && el !== root; el = el.parentElement) {
    if (el.querySelector('h1') || normalizedLength(el.textContent) / total >= 0.5) break;
    if (!collapseWhitespace(el.textContent ?? '').startsWith(title)) break;
    box = el;
  }
  return box && normalizedLength(box.textContent) > normalizedLength(title) ? box : null;
}

/** The heading's parent when the heading opens it and it holds under half of the region. */
function firstIn(h: Element, root: Element, total: number): Element | null {
  const box = h.parentElement;
  return box && box !== root && box.firstElementChild === h && normalizedLength(box.textContent) / total < 0.5 ? box : null;
}

/**
 * A section that a heading announces as something else (reviews, other products): the heading's
 * block up to the next heading of the same or a higher level, when it is a minor part of the page.
 */
function removeHeadedSections(root: Element, heading: RegExp, total: number, outermost: boolean): void {
  for (const h of Array.from(root.querySelectorAll('h2, h3, h4'))) {
    if (!root.contains(h) || !heading.test(collapseWhitespace(h.textContent ?? ''))) continue;
    // The heading opens its container: the container is the section. A carousel's heading sits
    // in blocks of its own, apart from the cards: its section is the outermost block it opens.
    const box = outermost ? openedBy(h, root, total) : firstIn(h, root, total);
    if (box) {
      box.remove();
      continue;
    }
    // Otherwise the section runs over the following siblings up to the next heading of its rank.
    const rank = Number(h.tagName[1]);
    let next = h.nextElementSibling;
    while (next && !(/^H[1-6]$/.test(next.tagName) && Number(next.tagName[1]) <= rank)) {
      const after = next.nextElementSibling;
      next.remove();
      next = after;
    }
    h.remove();
  }
}
