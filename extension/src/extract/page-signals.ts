// Reads the few things page-type.ts needs from a parsed document into a DOM-free shape:
// schema.org microdata, code blocks, thread posts, runs of similar items, the largest prose run.
import type { PageSignals } from './page-type.js';

/** Microdata properties facts are built from (lower-cased itemprop names). */
const MICRODATA_PROPS = new Set(['name', 'brand', 'sku', 'price', 'lowprice', 'pricecurrency', 'availability',
  'ratingvalue', 'reviewcount', 'ratingcount']);

export function collectPageSignals(doc: Document): PageSignals {
  const microdataTypes = new Set<string>();
  for (const el of Array.from(doc.querySelectorAll('[itemtype]'))) {
    for (const t of (el.getAttribute('itemtype') ?? '').split(/\s+/)) {
      const name = t.replace(/^https?:\/\/schema\.org\//, '').replace(/\/$/, '');
      if (name) microdataTypes.add(name);
    }
  }
  const microdata: Record<string, string> = {};
  for (const el of Array.from(doc.querySelectorAll('[itemprop]'))) {
    const prop = el.getAttribute('itemprop')!.trim().toLowerCase();
    if (!MICRODATA_PROPS.has(prop) || prop in microdata) continue;
    const value = (el.getAttribute('content') ?? el.getAttribute('href') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (value) microdata[prop] = value.slice(0, 200);
  }
  const codeBlocks = Array.from(doc.querySelectorAll('pre')).filter((p) => (p.textContent ?? '').split('\n').length >= 3).length;
  const posts = doc.querySelectorAll('[itemtype*="Comment"], [itemtype*="Answer"], [itemtype*="DiscussionForumPosting"], '
    + '.post, .message, [id^="post-"], [id^="post_"], [data-post-id]').length;
  return { microdataTypes: [...microdataTypes], microdata, codeBlocks, posts, repeatedItems: repeatedItems(doc), proseWords: proseWords(doc) };
}

/** The largest group of sibling elements with the same tag and class that each hold a link. */
function repeatedItems(doc: Document): number {
  let best = 0;
  for (const parent of Array.from(doc.querySelectorAll('ul, ol, div, section, tbody, main'))) {
    if (parent.children.length < 4) continue;
    const counts = new Map<string, number>();
    for (const child of Array.from(parent.children)) {
      if (!child.querySelector('a[href]')) continue;
      const key = `${child.tagName}.${child.getAttribute('class') ?? ''}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const n of counts.values()) best = Math.max(best, n);
  }
  return best;
}

/**
 * Words of paragraph text in the element that holds the most: an <article> or <main> counts all
 * its paragraphs (sections split them), any other element its direct <p> children.
 */
function proseWords(doc: Document): number {
  const words = (p: Element) => (p.textContent ?? '').split(/\s+/).filter(Boolean).length;
  let best = 0;
  for (const region of Array.from(doc.querySelectorAll('article, main, [role="main"]'))) {
    best = Math.max(best, Array.from(region.querySelectorAll('p')).reduce((n, p) => n + words(p), 0));
  }
  const seen = new Set<Element>();
  for (const p of Array.from(doc.querySelectorAll('p'))) {
    const parent = p.parentElement;
    if (!parent || seen.has(parent)) continue;
    seen.add(parent);
    let words = 0;
    for (const child of Array.from(parent.children)) {
      if (child.tagName === 'P') words += (child.textContent ?? '').split(/\s+/).filter(Boolean).length;
    }
    best = Math.max(best, words);
  }
  return best;
}
