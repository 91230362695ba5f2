// URL helpers shared by preparePage (in the page) and the offscreen extractor.
// Pure functions: no DOM, so they run under `node --test`.

/** Schemes that must never be turned into clickable links in the output. */
const UNSAFE_SCHEME = /^\s*(javascript|vbscript):/i;

/** Resolves `raw` against `base`; returns null for empty, unsafe or unparsable values. */
export function resolveUrl(raw: string | null | undefined, base: string): string | null {
  if (raw == null) return null;
  const value = raw.trim();
  if (value === '' || UNSAFE_SCHEME.test(value)) return null;
  try {
    return new URL(value, base).href;
  } catch {
    return null;
  }
}

/**
 * Resolves every candidate URL of a `srcset` value, keeping descriptors.
 * URLs may themselves contain commas (CDN resizers do this), so candidates are split the way the
 * HTML spec tokenises them: a URL runs to the next whitespace, and only a comma that follows
 * whitespace or a descriptor ends a candidate. A trailing comma glued to the URL also ends it.
 */
export function resolveSrcset(srcset: string, base: string): string {
  const out: string[] = [];
  let i = 0;
  const n = srcset.length;
  while (i < n) {
    while (i < n && /[\s,]/.test(srcset[i]!)) i++;
    if (i >= n) break;
    let start = i;
    while (i < n && !/\s/.test(srcset[i]!)) i++;
    let url = srcset.slice(start, i);
    let ended = false;
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '');
      ended = true;
    }
    let descriptor = '';
    if (!ended) {
      start = i;
      let depth = 0;
      while (i < n) {
        const c = srcset[i]!;
        if (c === '(') depth++;
        else if (c === ')') depth = Math.max(0, depth - 1);
        else if (c === ',' && depth === 0) break;
        i++;
      }
      descriptor = srcset.slice(start, i).trim();
      i++; // skip the comma
    }
    const resolved = resolveUrl(url, base);
    if (resolved) out.push(descriptor ? `${resolved} ${descriptor}` : resolved);
  }
  return out.join(', ');
}

/** True for links worth reporting in metadata: web, mail and phone targets. */
export function isReportableHref(href: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(href);
}
