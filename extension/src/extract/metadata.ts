// Page metadata: collected from <meta>, JSON-LD and <html lang>, merged with what Readability
// found. The picking is pure (plain objects in, plain object out) so it is unit-tested in node.
import { isDateOnly } from './phrases.js';

/** What the page declares about itself, in a DOM-free shape. */
export interface MetaSource {
  /** Lower-cased `property` / `name` / `itemprop` → first non-empty `content`. */
  meta: Record<string, string>;
  /** Parsed JSON-LD blocks (objects or arrays, as found). */
  jsonLd: unknown[];
  htmlLang: string | null;
  documentTitle: string;
}

/** The subset of Readability's result used here; every field may be missing. */
export interface ReadabilityMeta {
  title?: string | null;
  byline?: string | null;
  siteName?: string | null;
  lang?: string | null;
  publishedTime?: string | null;
  excerpt?: string | null;
}

export interface PickedMetadata {
  title: string;
  byline: string | null;
  siteName: string | null;
  lang: string | null;
  publishedTime: string | null;
  excerpt: string | null;
}

const ARTICLE_TYPE = /Article|BlogPosting|NewsArticle|Report|SocialMediaPosting|WebPage/;

/** Flattens JSON-LD (arrays, @graph) into objects and returns the first article-like one. */
export function findJsonLdArticle(blocks: readonly unknown[]): Record<string, unknown> | null {
  const queue: unknown[] = [...blocks];
  let fallback: Record<string, unknown> | null = null;
  while (queue.length > 0) {
    const item = queue.shift();
    if (Array.isArray(item)) {
      queue.push(...item);
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    const obj = item as Record<string, unknown>;
    if (Array.isArray(obj['@graph'])) queue.push(...(obj['@graph'] as unknown[]));
    const type = ([] as unknown[]).concat(obj['@type'] ?? []).join(' ');
    if (ARTICLE_TYPE.test(type)) {
      if (!/WebPage/.test(type)) return obj;
      fallback ??= obj;
    }
  }
  return fallback;
}

/** Names of JSON-LD persons/organisations: a string, {name}, or an array of those. */
export function jsonLdNames(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(jsonLdNames);
  if (value && typeof value === 'object') {
    const name = (value as Record<string, unknown>)['name'];
    return typeof name === 'string' ? [name] : [];
  }
  return [];
}

function clean(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const s = value.replace(/\s+/g, ' ').trim();
  return s === '' ? null : s;
}

function first(...values: unknown[]): string | null {
  for (const v of values) {
    const s = clean(v);
    if (s !== null) return s;
  }
  return null;
}

/** `en_US` (og:locale) → `en-US`; anything that does not look like a language tag → null. */
export function normaliseLang(value: string | null | undefined): string | null {
  const s = clean(value)?.replace(/_/g, '-') ?? null;
  return s && /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(s) ? s : null;
}

/** Readability sometimes takes a dateline for the byline ("Sunday, Feb 1, 2015 11:57 AM"). */
function notDate(value: string | null | undefined): string | null {
  return value && isDateOnly(value) ? null : value ?? null;
}

/** Authors given as profile URLs (article:author on Facebook-style pages) are not bylines. */
function notUrl(value: string | null): string | null {
  return value && /^https?:\/\//i.test(value) ? null : value;
}

export function pickMetadata(src: MetaSource, r: ReadabilityMeta | null): PickedMetadata {
  const m = src.meta;
  const ld = findJsonLdArticle(src.jsonLd);
  const ldAuthors = ld ? jsonLdNames(ld['author']) : [];
  const ldPublisher = ld ? jsonLdNames(ld['publisher']) : [];
  return {
    title:
      first(r?.title, m['og:title'], m['twitter:title'], ld?.['headline'], src.documentTitle) ?? '',
    byline: first(
      notDate(r?.byline),
      notUrl(clean(m['author'])),
      ldAuthors.length ? ldAuthors.join(', ') : null,
      notUrl(clean(m['article:author'])),
      m['dc.creator'],
    ),
    siteName: first(r?.siteName, m['og:site_name'], ldPublisher[0], m['application-name']),
    lang:
      normaliseLang(src.htmlLang) ??
      normaliseLang(m['content-language']) ??
      normaliseLang(m['og:locale']) ??
      normaliseLang(r?.lang),
    publishedTime: first(
      r?.publishedTime,
      m['article:published_time'],
      ld?.['datePublished'],
      m['datepublished'],
      m['og:published_time'],
      m['publishdate'],
      m['pubdate'],
      m['dc.date.issued'],
      m['dc.date'],
      m['date'],
    ),
    excerpt: first(r?.excerpt, m['og:description'], m['description'], m['twitter:description']),
  };
}
