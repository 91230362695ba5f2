// Reads a parsed document into the DOM-free MetaSource shape (see metadata.ts).
import type { MetaSource } from './metadata.js';

export function collectMetaSource(doc: Document): MetaSource {
  const meta: Record<string, string> = {};
  for (const el of Array.from(doc.querySelectorAll('meta[content]'))) {
    const content = el.getAttribute('content')?.trim();
    if (!content) continue;
    for (const attr of ['property', 'name', 'itemprop', 'http-equiv']) {
      const key = el.getAttribute(attr)?.trim().toLowerCase();
      // First declaration wins: pages repeat tags in widgets further down.
      if (key && !(key in meta)) meta[key] = content;
    }
  }
  const jsonLd: unknown[] = [];
  for (const el of Array.from(doc.querySelectorAll('script[type="application/ld+json"]'))) {
    try {
      // Some CMSs wrap JSON-LD in CDATA comments.
      jsonLd.push(JSON.parse((el.textContent ?? '').replace(/^\s*<!\[CDATA\[|\]\]>\s*$/g, '')));
    } catch {
      // Malformed JSON-LD is common; the page's other metadata still counts.
    }
  }
  return {
    meta,
    jsonLd,
    htmlLang: doc.documentElement.getAttribute('lang'),
    documentTitle: doc.title,
  };
}
