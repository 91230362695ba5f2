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
import { countWords } from '../text.js';
import { linkTextOf, overlaps, removeLabelBefore, siblingGroups, type Group } from './groups.js';
import { removePosterStats, removeUiLabels } from './labels.js';
import { PRODUCT_CHROME, removeCardGroups, removeProductAsides } from './product.js';
import { removeRepeatedBlocks } from './repeats.js';
import { removeRemarks } from './remarks.js';

/** Name tokens of signature blocks under forum posts. */
const SIGNATURE = new Set(['signature', 'signatures', 'sig', 'usersig', 'postsig', 'signaturecontainer']);
/** Name tokens of the controls around results: filters, facets, sorting, pagination. */
const RESULT_CHROME = new Set(['filter', 'filters', 'facet', 'facets', 'refinement', 'refinements', 'refine',
  'sort', 'sorting', 'sortby', 'pagination', 'pager', 'paging', 'paginator']);
const LINK_DENSE = 0.5;

/** Below this share of the region's paragraph words, Readability's pick is one section of many. */
const SPREAD = 0.5;

/** The types whose region loses repeated blocks (repeats.ts; measured on WCXB per detected type). */
const DEDUPED: ReadonlySet<PageType> = new Set(['forum', 'product', 'listing', 'service']);

/** The types whose main content is more than one block of prose. */
const MANY_BLOCKS: ReadonlySet<PageType> = new Set(['forum', 'product', 'listing', 'collection']);

/** A cleaned content region, and the posts or items found in it. */
export interface Region {
  root: Element;
  /** The thread's posts or the listing's items, when a run of them holds much of the region. */
  group: Group | null;
}

/** Words of a candidate, and how many of them sit in paragraphs. */
export interface Measure { words: number; proseWords: number }

export function measure(el: Element): Measure {
  let proseWords = 0;
  for (const p of Array.from(el.querySelectorAll('p'))) if (!p.parentElement?.closest('p')) proseWords += countWords(p.textContent ?? '');
  return { words: countWords(el.textContent ?? ''), proseWords };
}

/** Whether preferRegion can say yes for this kind whatever the sizes: else the region is not built. */
export function mayPreferRegion(kind: Pick<PageKind, 'pageType' | 'evidence'>): boolean {
  return kind.pageType !== 'article' || weakEvidence(kind.evidence);
}

/**
 * Evidence that guesses rather than declares: the DOM's shape, and og:type=article, which many
 * sites print on every page (section fronts, category archives, lists of trails or programmes)
 * as their default.
 */
export function weakEvidence(evidence: string): boolean {
  return evidence.startsWith('dom:') || evidence === OG_ARTICLE;
}

const OG_ARTICLE = 'meta:og:type';

/**
 * The type whose reading builds the region. A page that says og:type=article may be a listing
 * under a site-wide default: its region is read as a listing, so that its items are found (an
 * article's reading drops them as link lists) and decide (see preferRegion).
 */
export function regionType(kind: Pick<PageKind, 'pageType' | 'evidence'>): PageType {
  return kind.pageType === 'article' && kind.evidence === OG_ARTICLE ? 'listing' : kind.pageType;
}

/**
 * Whether the cleaned region should replace Readability's pick (sizes in words). On a thread or
 * a listing whose posts or items were found, Readability's pick is at best one of them; without
 * them (and on a product) the region wins unless the pick holds most of it. A page that declares
 * itself an article keeps Readability's pick (it failed only when it found nothing). A type
 * guessed from the DOM's shape alone (prose, repeated items, post-like blocks: articles have
 * comment and teaser lists too) needs the pick to be a sliver of the region. On WCXB, shares
 * of 0.5 to 0.8 differ by < 0.005.
 */
export function preferRegion(kind: Pick<PageKind, 'pageType' | 'evidence'>, pick: Pick<Measure, 'words' | 'proseWords'>, region: Region, regionWords: number, regionProse = 0): boolean {
  const pickWords = pick.words;
  // A landing page is sections of prose under their headings, and Readability keeps one of them;
  // an article's pick holds most of its page's paragraphs (menus and teasers are not paragraphs).
  if (kind.evidence.startsWith('dom:') && pickWords < 0.5 * regionWords && pick.proseWords < SPREAD * regionProse) return true;
  // og:type=article alone: a listing only when its items were found, and the pick is a sliver of them.
  if (kind.evidence === OG_ARTICLE && !region.group) return false;
  if (weakEvidence(kind.evidence)) {
    // Readability's pick of prose paragraphs is an article whatever the page around it looks like.
    const prose = pick.proseWords >= 0.5 * pickWords;
    return pickWords < (kind.pageType === 'article' || prose ? 0.2 : 0.5) * regionWords;
  }
  if (kind.pageType === 'article') return false;
  // A product's facts (price, availability, specifications) sit apart from its description.
  if (kind.pageType === 'product' || (region.group && MANY_BLOCKS.has(kind.pageType))) return true;
  return pickWords < (MANY_BLOCKS.has(kind.pageType) ? 0.8 : 0.7) * regionWords;
}

/**
 * The page's content region, cleaned of chrome and of the furniture its type carries. Types
 * without furniture of their own (documentation, service, article, other) lose link lists:
 * navigation trees, tables of contents, "more stories".
 */
export function typedContent(doc: Document, type: PageType): Region {
  // Posts are often named "comment" or "reply": for a thread those names are the content.
  let root = cleanFullPage(doc, type === 'forum' ? { keep: new Set(['comment', 'comments']) } : {});
  let group: Group | null = null;
  const total = () => normalizedLength(root.textContent) || 1;
  if (type === 'forum' || type === 'listing' || type === 'collection') {
    const forum = type === 'forum';
    group = bestGroup(forum
      ? siblingGroups(root, 2).filter((g) => g.linkText / (g.text || 1) < LINK_DENSE && g.text / g.items.length >= 40)
      // Items are more than a word each: a run of month names or tags is an archive menu.
      : siblingGroups(root, 3).filter((g) => g.text / g.items.length >= 25 && g.items.every((i) => i.querySelector('a[href]'))));
    if (group && group.text / total() < MIN_GROUP_SHARE) group = null;
    // A thread is its posts: side columns (members online, statistics) fall away. A listing
    // keeps its page: category descriptions below the grid are part of its content.
    if (group && forum) root = column(root, group);
    // With the posts or items known, a named block is furniture unless it holds them or the heading.
    const keep = group;
    const guard = keep
      ? (el: Element) => el.querySelector('h1') !== null || keep.items.some((i) => el.contains(i))
      : (el: Element) => isWrapper(el, total());
    removeNamed(root, forum ? SIGNATURE : RESULT_CHROME, guard);
    removeLinkBlocks(root, group, total());
    if (forum && group) removeActionBars(group);
    else removeSortLabels(root);
    if (forum) {
      removePosterStats(group ? group.items : [root]);
      removeRemarks(root);
    }
  } else if (type === 'product') {
    removeNamed(root, PRODUCT_CHROME, (el) => isWrapper(el, total()));
    removeCardGroups(root, total());
    removeProductAsides(root, total());
    removeLinkBlocks(root, null, total());
  } else {
    removeLinkBlocks(root, null, total());
  }
  removeScriptNotices(root);
  removeUiLabels(root);
  if (DEDUPED.has(type)) removeRepeatedBlocks(root);
  return { root, group };
}

/** "JavaScript is disabled…": shown only to a reader without scripts, about the page, not in it. */
const SCRIPT_NOTICE = /^(javascript is (disabled|not enabled|required)|(please )?(enable|turn on) javascript|you need to enable javascript|this (site|page|website) requires javascript)/i;

function removeScriptNotices(root: Element): void {
  for (const el of Array.from(root.querySelectorAll('div, p, span, noscript, section'))) {
    if (root.contains(el) && normalizedLength(el.textContent) <= 300 && SCRIPT_NOTICE.test((el.textContent ?? '').trim())) el.remove();
  }
}

/** Below this share of the region's text a run of siblings is not the thread or the listing. */
const MIN_GROUP_SHARE = 0.3;

/**
 * The column holding both the page's heading and the posts or items: side columns (members
 * online, facets, statistics) fall away whatever they are named. Without a heading, the region.
 */
function column(root: Element, group: Group): Element {
  const h1 = root.querySelector('h1');
  if (!h1) return root;
  let el: Element = group.parent;
  while (el !== root && !el.contains(h1)) el = el.parentElement ?? root;
  return el;
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

/** Removes blocks named by one of `tokens`, except those `guard` protects. */
function removeNamed(root: Element, tokens: ReadonlySet<string>, guard: (el: Element) => boolean): void {
  for (const el of Array.from(root.querySelectorAll('[class], [id]'))) {
    if (!root.contains(el)) continue;
    const names = `${el.getAttribute('class') ?? ''} ${el.id}`;
    if (nameTokens(names).some((t) => tokens.has(t)) && !guard(el)) el.remove();
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
 * The row of short links under each post (Like, Quote, Reply, Report, Share): three or more
 * links of a word or two, and nothing else.
 */
function removeActionBars(posts: Group): void {
  for (const post of posts.items) {
    for (const el of Array.from(post.querySelectorAll('div, ul, footer, p, span')).reverse()) {
      if (!post.contains(el)) continue;
      const links = Array.from(el.querySelectorAll('a[href], button'));
      const text = normalizedLength(el.textContent);
      if (links.length < 3 || text === 0 || text > 120) continue;
      if (links.every((a) => normalizedLength(a.textContent) <= 15) && linkTextOf(el) / text >= 0.8) el.remove();
    }
  }
}

/** "Sort by: Relevance · Price · Newest" lines above results, whatever their markup. */
function removeSortLabels(root: Element): void {
  for (const el of Array.from(root.querySelectorAll('div, p, span, label, li'))) {
    if (!root.contains(el) || normalizedLength(el.textContent) > 200) continue;
    if (/^(sort(ed)? by|order by|show(ing)? \d+ per page)\b/i.test((el.textContent ?? '').trim())) el.remove();
  }
}
