// When two readers of one page disagree on how much of it is the content. Readability keeps one
// block of prose: the first section of a landing page, one card of a service page, a lead
// paragraph above a list of steps. Defuddle often keeps the whole of the same content. Its reading
// is taken only when it agrees with Readability's (it holds nearly every word of it), adds at
// least as much again, and what it adds is text, not the page's lists of links (a short news story
// beside which Defuddle keeps the site's headlines and category menus: AEB, issue 27).
import { countWords, wordsOf } from './text.js';

/** The fuller reading must hold at least this many times the words of the shorter one. */
export const FULLER_FACTOR = 2;

/** Share of the shorter reading's words the fuller one must also hold. */
const CONTAINS = 0.9;

/** Above this share of its text in links, the fuller reading is menus and teasers, not content. */
const MAX_LINK_SHARE = 0.3;

/** Word counts, lower-cased: a bag, so that order and markup do not matter. */
function bagOf(text: string): Map<string, number> {
  const bag = new Map<string, number>();
  for (const w of wordsOf(text.toLowerCase())) bag.set(w, (bag.get(w) ?? 0) + 1);
  return bag;
}

/** Share of `inner`'s words (with their counts) that `outer` holds too. */
export function containment(inner: string, outer: string): number {
  const a = bagOf(inner), b = bagOf(outer);
  let total = 0, shared = 0;
  for (const [w, n] of a) {
    total += n;
    shared += Math.min(n, b.get(w) ?? 0);
  }
  return total === 0 ? 0 : shared / total;
}

/** Share of the element's text that sits in links. */
export function linkShare(root: Element): number {
  const all = (root.textContent ?? '').replace(/\s+/g, '').length;
  if (all === 0) return 0;
  let links = 0;
  for (const a of Array.from(root.querySelectorAll('a'))) if (!a.parentElement?.closest('a')) links += (a.textContent ?? '').replace(/\s+/g, '').length;
  return links / all;
}

/** Whether `fuller` is the same content as `reading` and more of it, and should replace it. */
export function isFullerReading(reading: Element, fuller: Element | null): boolean {
  if (!fuller) return false;
  const text = reading.textContent ?? '', more = fuller.textContent ?? '';
  return countWords(more) >= FULLER_FACTOR * countWords(text)
    && containment(text, more) >= CONTAINS
    && linkShare(fuller) <= MAX_LINK_SHARE;
}
