// Every benchmark page is served at the address it was saved from (https://www.example.com/a/b),
// the host resolved to the local page server by Chromium's resolver rules, as the e2e tests reach
// their fixture sites. Served from 127.0.0.1 instead, pages behaved as they never do for a user:
// a script that checks its own host sent the tab to the "real" site (a frame-buster on a news
// page, 0.98 F1 for Readability in the first moments, nothing for a reader that waits for the
// page to settle), and 1,400 pages shared one origin's storage and service workers. Pages
// without a usable URL, and a second page saved from an address another already has, keep the
// server's own path (/aeb/<id>.html, /wcxb/<id>.html).

/** The addresses of one run's pages: what to open for each, and which page a request asks for. */
export function addressBook() {
  const byKey = new Map();
  const urls = new Map();
  const hosts = new Set();
  return {
    /** Registers page `suite`/`id`, saved from `original` (may be missing or unusable). */
    add(suite, id, original) {
      const own = ownAddress(original);
      const key = own && keyOf(own.hostname, own.pathname + own.search);
      if (!own || byKey.has(key)) return;
      byKey.set(key, { suite, id });
      hosts.add(own.hostname);
      urls.set(`${suite}/${id}`, own.href);
    },
    /** The page's own address, or null: then it is read at the server's path for it. */
    urlOf: (suite, id) => urls.get(`${suite}/${id}`) ?? null,
    /** The page a request for `hostHeader` + `pathAndQuery` asks for, or undefined. */
    route: (hostHeader, pathAndQuery) => byKey.get(keyOf((hostHeader ?? '').replace(/:\d+$/, ''), pathAndQuery)),
    hosts,
  };
}

/** The page's own address over https (the server speaks only TLS), or null when it has none. */
function ownAddress(original) {
  if (!original || !URL.canParse(original)) return null;
  const url = new URL(original);
  if (!/^https?:$/.test(url.protocol) || url.hostname === 'localhost' || /^[\d.]+$|^\[/.test(url.hostname)) return null;
  url.protocol = 'https:';
  url.port = '';
  url.hash = '';
  return url;
}

function keyOf(host, pathAndQuery) {
  return `${host.toLowerCase()}${pathAndQuery}`;
}

/**
 * Chromium's --host-resolver-rules: the pages' hosts to the page server, every other host to
 * NOTFOUND so saved pages' external resources fail at once. Specific rules come first (the
 * first matching MAP wins); EXCLUDE keeps the server's own address.
 */
export function resolverRules(hosts = [], port = 0) {
  const mapped = [...hosts].map((h) => `MAP ${h} 127.0.0.1:${port}`);
  return [...mapped, 'MAP * ~NOTFOUND', 'EXCLUDE localhost', 'EXCLUDE 127.0.0.1'].join(' , ');
}
