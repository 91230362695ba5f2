// Main content of the page types that are not articles. Readability looks for one block of
// prose, which is right for an article and wrong elsewhere: it keeps one post of a thread, one
// paragraph of a product, and drops a listing's items as "link-dense". Here the page's content
// region is cleaned of chrome instead, then of the furniture each type carries: signatures and
// "similar threads" around posts, filters and pagination around results, recommendation
// carousels around a product, navigation trees and tables of contents around documentation.
import type { PageKind, PageType } from '../page-type.js';
import { cleanFullPage } from '../fullpage.js';
import { normalizedLength } from '../measure.js';
import { nameTokens } from '../signals.js';
import { linkTextOf, overlaps, removeLabelBefore, siblingGroups, type Group } from './groups.js';

/** Name tokens of signature blocks under forum posts. */
const SIGNATURE = new Set(['signature', 'signatures', 'sig', 'usersig', 'postsig', 'signaturecontainer']);
/** Name tokens of the controls around results: filters, facets, sorting, pagination. */
const RESULT_CHROME = new Set(['filter', 'filters', 'facet', 'facets', 'refinement', 'refinements', 'refine',
  'sort', 'sorting', 'sortby', 'pagination', 'pager', 'paging', 'paginator']);
/** Name tokens of product-page furniture: other products to buy. */
const PRODUCT_CHROME = new Set(['upsell', 'upsells', 'crosssell', 'recommendation', 'recently', 'similar', 'carousel']);

const LINK_DENSE = 0.5;

/** The types whose main content is more than one block of prose. */
const MANY_BLOCKS: ReadonlySet<PageType> = new Set(['forum', 'product', 'listing', 'collection']);

/**
 * Whether the cleaned region should replace Readability's pick, from their sizes in words. On a
 * thread, a product or a listing Readability's pick is one part of the content, so the region
 * wins unless the pick holds most of it. An article keeps Readability's pick (it failed only when
 * it found nothing). A type guessed from the DOM's shape alone (repeated items, post-like blocks:
 * articles have those too, in their comment and teaser lists) needs the pick to be a sliver of
 * the region. Measured on WCXB: shares between 0.5 and 0.8 are within 0.005 of each other.
 */
export function preferRegion(kind: Pick<PageKind, 'pageType' | 'evidence'>, pickWords: number, regionWords: number): boolean {
  if (kind.pageType === 'article') return false;
  const share = kind.evidence.startsWith('dom:') ? 0.2 : MANY_BLOCKS.has(kind.pageType) ? 0.8 : 0.7;
  return pickWords < share * regionWords;
}

/**
 * The page's content region, cleaned of chrome and of the furniture its type carries. Types
 * without furniture of their own (documentation, service, article, other) lose link lists:
 * navigation trees, tables of contents, "more stories".
 */
export function typedContent(doc: Document, type: PageType): Element {
  // Posts are often named "comment" or "reply": for a thread those names are the content.
  const root = cleanFullPage(doc, type === 'forum' ? { keep: new Set(['comment', 'comments']) } : {});
  const total = normalizedLength(root.textContent) || 1;
  if (type === 'forum') {
    removeNamed(root, SIGNATURE, total);
    const posts = bestGroup(siblingGroups(root, 2).filter((g) => g.linkText / (g.text || 1) < LINK_DENSE && g.text / g.items.length >= 40));
    removeLinkBlocks(root, posts, total);
  } else if (type === 'listing' || type === 'collection') {
    removeNamed(root, RESULT_CHROME, total);
    const items = bestGroup(siblingGroups(root, 3).filter((g) => g.items.every((i) => i.querySelector('a[href]'))));
    removeLinkBlocks(root, items, total);
  } else if (type === 'product') {
    removeNamed(root, PRODUCT_CHROME, total);
    removeCardGroups(root, total);
  } else {
    removeLinkBlocks(root, null, total);
  }
  return root;
}

/** The group holding the most text: the posts, the results. */
function bestGroup(groups: Group[]): Group | null {
  let best: Group | null = null;
  for (const g of groups) if (!best || g.text > best.text) best = g;
  return best;
}

/** Never remove what holds the page's heading or this share of its text: that is a wrapper. */
const MAX_SHARE = 0.25;

function isWrapper(el: Element, total: number): boolean {
  return !!el.querySelector('h1') || normalizedLength(el.textContent) / total >= MAX_SHARE;
}

function removeNamed(root: Element, tokens: ReadonlySet<string>, total: number): void {
  for (const el of Array.from(root.querySelectorAll('[class], [id]'))) {
    if (!root.contains(el) || isWrapper(el, total)) continue;
    const names = `${el.getAttribute('class') ?? ''} ${el.id}`;
    if (nameTokens(names).some((t) => tokens.has(t))) el.remove();
  }
}

/**
 * Link lists outside the main group (related threads, category menus, tag clouds): innermost
 * first, so a dense list goes before its mostly-text parent is judged.
 */
function removeLinkBlocks(root: Element, keep: Group | null, total: number): void {
  const blocks = Array.from(root.querySelectorAll('ul, ol, div, section, table, dl')).reverse();
  for (const el of blocks) {
    if (!root.contains(el) || isWrapper(el, total) || (keep && overlaps(keep, el))) continue;
    const text = normalizedLength(el.textContent);
    if (text === 0 || el.querySelectorAll('a[href]').length < 3) continue;
    if (linkTextOf(el) / text <= 0.6) continue;
    removeLabelBefore(el);
    el.remove();
  }
}

/**
 * Product cards of other products: three or more siblings that are each mostly a link (a name,
 * an image, a price), not holding the page's heading. The product's own specification rows and
 * option lists carry no links.
 */
function removeCardGroups(root: Element, total: number): void {
  for (const g of siblingGroups(root, 3)) {
    if (!root.contains(g.parent) || g.linkText / (g.text || 1) < LINK_DENSE) continue;
    if (!g.items.every((i) => i.querySelector('a[href]'))) continue;
    if (g.items.some((i) => i.querySelector('h1')) || g.text / total >= MAX_SHARE * 2) continue;
    const whole = g.items.length === g.parent.children.length;
    for (const item of g.items) item.remove();
    if (whole) {
      removeLabelBefore(g.parent);
      if (normalizedLength(g.parent.textContent) === 0) g.parent.remove();
    }
  }
}
