// Link targets shortened for the snapshot: a model needs to tell links apart and guess where
// they go, not the full tracking-laden URL. Same-origin links keep only path, query and hash.

const MAX = 80;

export function shortHref(href: string, base: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return undefined;
  }
  if (url.protocol === 'javascript:') return undefined;
  let origin: string | undefined;
  try {
    origin = new URL(base).origin;
  } catch {
    origin = undefined;
  }
  let text: string;
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') text = url.href;
  else if (url.origin === origin) {
    if (url.pathname === new URL(base).pathname && url.search === new URL(base).search) {
      // A link to a place on this page: only the fragment matters (a bare "#" says nothing).
      return url.hash && url.hash !== '#' ? url.hash : undefined;
    }
    text = url.pathname + url.search + url.hash;
  } else text = url.host + (url.pathname === '/' ? '' : url.pathname) + url.search;
  return text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text;
}
