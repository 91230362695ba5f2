// extractFromPrepared: snapshot HTML → article (Readability) or cleaned full page → Markdown,
// plain text and metadata.
import type { PreparedPage } from './prepare.js';
import { collectMetaSource } from './metasource.js';
import { pickMetadata, type ReadabilityMeta } from './metadata.js';
import { readWithDefuddle, readWithReadability, strategyFor, type ArticlePick, type Strategy } from './engines.js';
import { wholePage } from './fullpage.js';
import { toMarkdown } from './markdown.js';
import { countWords, markdownToText, sameTitle } from './text.js';
import { textLength } from './measure.js';
import { FULLER_FACTOR, isFullerReading } from './agreement.js';
import { collectImages, collectLinks, type ImageRef, type LinkRef } from './content.js';
import { classifyPage, type PageFacts, type PageType } from './page-type.js';
import { collectPageSignals } from './page-signals.js';
import { mayPreferRegion, measure, preferRegion, regionType, typedContent } from './typed/strategy.js';
import { dropThreadControls } from './typed/thread-lines.js';

export interface ExtractOptions {
  fullPage: boolean;
  /** A part the user chose (a selection, a picked element): converted whole, nothing cleaned away. */
  fragment?: boolean;
  /** Which reader to start from, whatever the page type (the bench compares them); default per type (engines.ts). */
  strategy?: Strategy;
}

export interface Extraction {
  url: string;
  title: string;
  markdown: string;
  text: string;
  metadata: {
    title: string; url: string; byline: string | null; siteName: string | null; lang: string | null;
    publishedTime: string | null; excerpt: string | null; wordCount: number;
    links: LinkRef[]; images: ImageRef[];
    /** What kind of page this is, and what decided it (page-type.ts). */
    pageType: PageType; pageTypeEvidence: string;
    /** Facts the page declares about itself: a product's price, currency, availability; a list's items. */
    facts: PageFacts;
  };
  mode: 'article' | 'fullPage';
  fallback: boolean;
}

/**
 * Prepared HTML above this size (UTF-16 units) is read by its content region alone, without
 * Readability and the article cleanup. Both walk every node asking for its text again and again:
 * on a 10 MB page they took 7-9 s of a 12 s extraction in Chromium, for a page that is a
 * document (a spec, a log, a book) whose content is its main region anyway. No page of the
 * benchmarks comes near it (the largest prepared page of AEB and WCXB is under 1 MB).
 */
export const HUGE_PAGE_CHARS = 4 * 1024 * 1024;

export function extractFromPrepared(page: PreparedPage, opts: ExtractOptions): Extraction {
  const original = parse(page);
  const source = collectMetaSource(original);
  const canonical = original.querySelector('link[rel~="canonical"][href]')?.getAttribute('href') ?? source.meta['og:url'] ?? '';
  const kind = classifyPage(source, collectPageSignals(original), page.url, canonical);
  let root: Element | null = null;
  let readabilityMeta: ReadabilityMeta | null = null;
  let fallback = false;
  let strategy: Strategy = 'readability+typed';
  let reader: 'readability' | 'defuddle' = 'readability';
  const huge = page.html.length > HUGE_PAGE_CHARS;
  if (!opts.fullPage && !opts.fragment && huge) {
    root = typedContent(parse(page), kind.pageType).root;
  } else if (!opts.fullPage && !opts.fragment) {
    strategy = opts.strategy ?? strategyFor(kind.pageType);
    reader = strategy === 'readability+typed' || strategy === 'longer' ? 'readability' : 'defuddle';
    const pick = reader === 'readability' ? readWithReadability(parse(page)) : readWithDefuddle(parse(page), page.url);
    readabilityMeta = pick.meta;
    root = pick.root;
    fallback = root === null;
    // A reader keeps one block of prose: one post of a thread, a product's blurb without its
    // specifications, a listing without its (link-dense) items. The page type's own reading of
    // the content region wins when the reader's pick is a small part of it.
    if (root === null || (strategy !== 'defuddle' && mayPreferRegion(kind))) {
      const region = typedContent(parse(page), regionType(kind));
      const regionSize = measure(region.root);
      if (root === null || preferRegion(kind, measure(root), region, regionSize.words, regionSize.proseWords)) root = region.root;
    }
    // Defuddle's pick, read at most once for 'longer' and for the empty-reading fallback below.
    let defuddled: ArticlePick | undefined;
    const defuddle = () => (defuddled ??= reader === 'defuddle' ? { root: null, meta: null } : readWithDefuddle(parse(page), page.url));
    const useDefuddle = (other: ArticlePick) => {
      root = other.root;
      readabilityMeta ??= other.meta;
      reader = 'defuddle';
      fallback = false;
    };
    if (strategy === 'longer' && countWords(defuddle().root?.textContent ?? '') > countWords(root?.textContent ?? '')) useDefuddle(defuddle());
    // Nothing read on a page with text (the reader found no article and the type's region was
    // empty): Defuddle's pick where Readability read, then the whole visible page below, never
    // an empty answer for a page the person can read.
    if (!hasWords(root)) {
      if (hasWords(defuddle().root)) useDefuddle(defuddle());
      else root = null;
    } else if (reader === 'readability') {
      const words = countWords(root!.textContent ?? ''), pageWords = textLength(original.body, countWords);
      if (words * SLIVER_FACTOR < pageWords) {
        // A reading that holds a sliver of the page (a caption, one card, a teaser) while Defuddle
        // reads ten times as much has missed the content (WCXB dev, issue 27: 13 of 1,358 pages
        // change, 11 from under 0.15 F1 to 0.5-1.0, 2 short right readings lost; AEB unchanged).
        const other = defuddle();
        if (countWords(other.root?.textContent ?? '') > SLIVER_FACTOR * words) useDefuddle(other);
      } else if (words * FULLER_FACTOR <= pageWords && isFullerReading(root!, defuddle().root)) {
        // One section of the content where Defuddle reads all of it (agreement.ts).
        useDefuddle(defuddle());
      }
      // Defuddle runs only in these two cases: a reading of half the page's words or more is kept as is.
    }
  }
  // fullPage asks for the whole visible page; a fragment is converted as it is.
  root ??= opts.fragment ? parse(page).body : wholePage(parse(page));
  const meta = pickMetadata(source, readabilityMeta);
  const title = meta.title || page.title;
  const reading = toMarkdown(root);
  // A thread's counts and controls left on lines of their own (typed/thread-lines.ts).
  const body = kind.pageType === 'forum' && !opts.fullPage && !opts.fragment ? dropThreadControls(reading) : reading;
  const markdown = startsWithTitle(body, title) || !title ? body : `# ${escapeHeading(title)}\n\n${body}`;
  const text = markdownToText(body);
  // The reader found a real article where nothing else said what the page is.
  const readArticle = kind.pageType === 'other' && readabilityMeta !== null && countWords(text) >= 150;
  return {
    url: page.url,
    title,
    markdown,
    text,
    metadata: {
      ...meta,
      title,
      url: page.url,
      lang: meta.lang ?? (page.lang || null),
      wordCount: countWords(text),
      links: collectLinks(root),
      images: collectImages(root),
      pageType: readArticle ? 'article' : kind.pageType,
      pageTypeEvidence: readArticle ? reader : kind.evidence,
      facts: kind.facts,
    },
    mode: opts.fullPage ? 'fullPage' : 'article',
    fallback,
  };
}

/** A reading this many times shorter than another reader's, or than the page, is a sliver of it. */
const SLIVER_FACTOR = 10;

function hasWords(root: Element | null): boolean {
  return !!root && countWords(root.textContent ?? '') > 0;
}

function parse(page: PreparedPage): Document {
  const doc = new DOMParser().parseFromString(page.html, 'text/html');
  // DOMParser documents have no URL of their own; Readability resolves links against baseURI.
  if (!doc.querySelector('base[href]')) {
    const base = doc.createElement('base');
    base.setAttribute('href', page.url);
    doc.head.prepend(base);
  }
  return doc;
}

/** The content already opens with the title as a heading (any level): do not repeat it. */
function startsWithTitle(markdown: string, title: string): boolean {
  const m = /^#{1,6}\s+(.+)/.exec(markdown);
  return !!m && sameTitle(markdownToText(m[1]!), title);
}

function escapeHeading(title: string): string {
  return title.replace(/\s+/g, ' ').replace(/([\\`*_[\]<>])/g, '\\$1').trim();
}
