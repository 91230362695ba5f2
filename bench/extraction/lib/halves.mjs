// The tuning half and the checking half of the development pages (issue 27): a rule is written
// against the tuning half and kept only if it also wins on the checking half. Split by site, so
// two pages of one site never fall on both sides (a rule learnt from a site's template would
// otherwise "generalise" to its twin page), fixed by a seed so every machine draws the same halves.
export const HALF_SEED = 27;

/** The site of a page: its host without `www.` (pages without a usable URL form one site each). */
export function siteOf(url, id) {
  return URL.canParse(url ?? '') ? new URL(url).hostname.replace(/^www\./, '') : `no-url:${id}`;
}

/** 'tuning' or 'checking' for a site: FNV-1a of the seed and the site name, its lowest bit. */
export function halfOf(site, seed = HALF_SEED) {
  let h = 0x811c9dc5;
  for (const c of `${seed}:${site}`) {
    h ^= c.codePointAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h & 1 ? 'checking' : 'tuning';
}
