// Links and images of the extracted content, for the JSON metadata.
import { isReportableHref } from './urls.js';
import { collapseWhitespace } from './text.js';

export interface LinkRef { text: string; href: string }
export interface ImageRef { src: string; alt: string }

/** Absolute web links, one per target; the first non-empty text wins. */
export function collectLinks(root: Element): LinkRef[] {
  const byHref = new Map<string, LinkRef>();
  for (const a of Array.from(root.querySelectorAll('a[href]'))) {
    const href = (a as HTMLAnchorElement).getAttribute('href') ?? '';
    if (!isReportableHref(href)) continue;
    const text = collapseWhitespace(a.textContent ?? '') || collapseWhitespace(a.getAttribute('title') ?? '');
    const seen = byHref.get(href);
    if (!seen) byHref.set(href, { text, href });
    else if (!seen.text && text) seen.text = text;
  }
  return [...byHref.values()];
}

/** Images with a real source (not inline data placeholders), one per source. */
export function collectImages(root: Element): ImageRef[] {
  const bySrc = new Map<string, ImageRef>();
  for (const img of Array.from(root.querySelectorAll('img[src]'))) {
    const src = img.getAttribute('src') ?? '';
    if (!/^https?:/i.test(src) || bySrc.has(src)) continue;
    bySrc.set(src, { src, alt: collapseWhitespace(img.getAttribute('alt') ?? '') });
  }
  return [...bySrc.values()];
}
