// The article readers extractFromPrepared can start from: Readability (with TabRelay's cleanup
// around it) or Defuddle (MIT, kept by its authors, measured beside Readability in
// bench/extraction). Which one reads a page, and whether the page type's own reading of the
// content region may replace its pick, is chosen per detected page type by STRATEGY_BY_TYPE: the
// choice that won on the tuning half of the development pages and held on the checking half
// (bench/extraction/README.md, issue 27).
import { Readability } from '@mozilla/readability';
import Defuddle from 'defuddle';
import type { PageType } from './page-type.js';
import type { ReadabilityMeta } from './metadata.js';
import { cleanArticle, cleanBeforeReadability } from './clean.js';

/**
 * `readability+typed`: Readability and TabRelay's cleanup, the typed region preferred where the
 * page type says so (typed/strategy.ts); `defuddle+typed`: the same with Defuddle's pick instead
 * of Readability's; `defuddle`: Defuddle's pick alone; `longer`: both readers run, and
 * Readability + typed's reading gives way to Defuddle's pick when Defuddle's holds more words.
 * Where one reader keeps a page's specifications, FAQ or second section and the other stops at
 * the first block of prose, the longer is the fuller reading; on articles it is not (AEB,
 * issue 27: 0.970 → 0.942, Defuddle keeps captions, bylines and related links there).
 */
export type Strategy = 'readability+typed' | 'defuddle+typed' | 'defuddle' | 'longer';
export const STRATEGIES: readonly Strategy[] = ['readability+typed', 'defuddle+typed', 'defuddle', 'longer'];

/**
 * Per detected page type; types not named keep Readability. Chosen by bench/extraction/strategies.mjs
 * on WCXB dev (28 Nov 2026, page scripts off): the best mean F1 on the tuning half's pages of the
 * detected type, kept only where it also beat Readability + typed on the checking half and did
 * not lower AEB's F1 on either half (its articles).
 * documentation: 0.919 → 0.940 tuning (29 pages), 0.856 → 0.868 checking (17).
 * other (what the classifier cannot name): 0.380 → 0.456 tuning (2 pages), 0.643 → 0.699 checking
 * (14); 'longer' ties Defuddle + typed on both halves and is used, because where Readability's
 * reading is the fuller one (a plain article with no byline or date, whose list of facts
 * Defuddle drops: extension/ui-tests/reader.test.mjs) it keeps it.
 * Refused: articles with 'longer' (0.917 → 0.926 tuning, 0.905 → 0.915 checking on WCXB, but AEB
 * 0.968 → 0.943 and 0.972 → 0.949); service with 'longer' (AEB checking 0.972 → 0.971); product
 * with 'longer' passed the rule on product-detected pages (0.660 → 0.677, 0.544 → 0.554) but the
 * true product pages lost on both halves (0.632 → 0.611, 0.509 → 0.501): its gain was on listings
 * and collections that look like products (strategies.mjs refuses such a choice now). Listing
 * and collection: Defuddle + typed won the tuning half and lost the checking half. Forums:
 * Readability + typed wins the tuning half.
 */
export const STRATEGY_BY_TYPE: Partial<Record<PageType, Strategy>> = {
  documentation: 'defuddle+typed',
  other: 'longer',
};

export function strategyFor(type: PageType): Strategy {
  return STRATEGY_BY_TYPE[type] ?? 'readability+typed';
}

/** Below this many characters a reader's pick is not an article (a cookie notice, a caption). */
export const MIN_ARTICLE_CHARS = 200;

export interface ArticlePick {
  root: Element | null;
  meta: ReadabilityMeta | null;
}

/** Readability's pick, cleaned; null root when it found no article or the cleanup left none. */
export function readWithReadability(doc: Document): ArticlePick {
  cleanBeforeReadability(doc);
  const article = new Readability<Element>(doc, { keepClasses: true, serializer: (n) => n as Element }).parse();
  if (!article?.content || (article.textContent ?? '').trim().length < MIN_ARTICLE_CHARS) return { root: null, meta: null };
  cleanArticle(article.content);
  // The cleanup can leave nothing of a pick that was all furniture (a hero banner, a
  // carousel): that was no article either, so the page's main content is read instead.
  const root = (article.content.textContent ?? '').trim().length >= MIN_ARTICLE_CHARS ? article.content : null;
  return { root, meta: article };
}

/**
 * Defuddle's pick, as an element of a document parsed from its HTML (links already absolute
 * against `url`). Runs on the prepared snapshot, never the live page: hidden parts were dropped
 * in the page (prepare.ts), and this document has no window, so Defuddle's style probes find none.
 */
export function readWithDefuddle(doc: Document, url: string): ArticlePick {
  const out = new Defuddle(doc, { url, useAsync: false }).parse();
  const content = new DOMParser().parseFromString(`<!doctype html><html><head></head><body>${out.content ?? ''}</body></html>`, 'text/html').body;
  if ((content.textContent ?? '').trim().length < MIN_ARTICLE_CHARS) return { root: null, meta: null };
  const meta: ReadabilityMeta = {
    title: out.title || null, byline: out.author || null, siteName: out.site || null,
    lang: out.language || null, publishedTime: out.published || null, excerpt: out.description || null,
  };
  return { root: content, meta };
}
