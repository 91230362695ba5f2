// Lines of interface, not of content, on the pages that are not articles: the controls of a shop
// or a result page ("Add to cart", "Quick view", "Skip to product list") and the poster statistics
// beside each post of a thread ("Posts: 6217", "Joined: Oct 2011"). Matched on an element's whole
// text, so a sentence that merely contains the words is never touched. Generic phrases only, no
// site's names: they are what any shop, results page or forum software prints.
import { isStockLabel } from '../signals.js';

/** A control's or a status line's whole text. Languages other than English are not covered. */
const UI_LABEL = new RegExp('^(' + [
  'skip (to|listing|navigation)\\b.{0,40}',
  'add to (cart|bag|basket|wish ?list|favou?rites|compare)', '(buy|shop|order) (it )?now', 'quick (view|shop|add|look)',
  '(view|see|read) (full |all |more |product )?(details|options|description)', '(more|select|choose) options',
  'learn more', 'read more', 'show (more|less|all)', 'view (more|all)', 'see (more|all)', 'load more',
  'sort( and filter| by)?:? .{0,30}', 'sort and filter',
  'reply with quote', 'multi-?quote', '(report|share|like|quote|reply to) (this )?(post|message|comment)',
].join('|') + ')\\s*[:.!…›»>]*$', 'i');

/** Labels of the poster statistics forum software prints beside each post. */
const POSTER_STAT = /(^|\s)(posts|messages|threads|joined|join date|registered|member since|reputation|rep power|karma|points|likes( received)?|reaction score|solutions|trophies|total posts)\s*:/gi;

function textOf(el: Element): string {
  return (el.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Removes elements whose whole text is an interface label (and the stock labels articles lose too). */
export function removeUiLabels(root: Element): void {
  for (const el of Array.from(root.querySelectorAll('a, span, div, p, li, label, strong, b, h2, h3, h4, h5, h6'))) {
    if (!root.contains(el) || el.querySelector('img, h1')) continue;
    const text = textOf(el);
    if (text.length === 0 || text.length > 60) continue;
    if (UI_LABEL.test(text) || isStockLabel(text)) el.remove();
  }
}

/**
 * Blocks of poster statistics inside posts: short, starting with a known label, and no more than
 * about 40 characters per label ("Posts: 65703 Founded: Antiquity"), so a post that talks about
 * "posts: …" in a sentence stays.
 */
export function removePosterStats(scope: readonly Element[]): void {
  for (const post of scope) {
    for (const el of Array.from(post.querySelectorAll('div, dl, ul, li, p, span, dd, dt, tr'))) {
      if (!post.contains(el) || el === post) continue;
      const text = textOf(el);
      if (text.length === 0 || text.length > 200) continue;
      const labels = text.match(POSTER_STAT)?.length ?? 0;
      POSTER_STAT.lastIndex = 0;
      if (labels === 0 || text.length / labels > 40) continue;
      if (new RegExp(POSTER_STAT.source, 'i').exec(text)?.index === 0) el.remove();
    }
  }
}
