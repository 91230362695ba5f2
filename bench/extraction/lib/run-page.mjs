// Loads one page in a tab and runs, in the page, both the TabRelay pipeline and plain
// Readability (its own textContent, on the unmodified HTML), timing each.

/** Runs in the page. `X` is the bundle's global; `raw` is the page's HTML as served. */
function inPage([raw, fullPage]) {
  const X = globalThis.TabRelayExtract;
  const t0 = performance.now();
  const prepared = X.preparePage(document);
  const t1 = performance.now();
  const out = X.extractFromPrepared(prepared, { fullPage });
  const t2 = performance.now();
  // Plain Readability, as in the baseline: the served HTML, no live-DOM knowledge, no cleanup.
  const doc = new DOMParser().parseFromString(raw, 'text/html');
  const base = doc.createElement('base');
  base.href = location.href;
  doc.head.prepend(base);
  const plain = new X.Readability(doc).parse();
  const t3 = performance.now();
  return {
    ours: { text: out.text, markdownText: X.markdownToText(out.markdown), markdown: out.markdown, fallback: out.fallback, metadata: { ...out.metadata, links: out.metadata.links.length, images: out.metadata.images.length } },
    plain: plain ? { text: plain.textContent ?? '', metadata: { title: plain.title, byline: plain.byline, excerpt: plain.excerpt, lang: plain.lang, siteName: plain.siteName, publishedTime: plain.publishedTime } } : { text: '', metadata: null },
    ms: { prepare: t1 - t0, extract: t2 - t1, ours: t2 - t0, plain: t3 - t2 },
  };
}

export async function runPage(page, { url, raw, bundle, fullPage = false }) {
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 20000 });
  } catch {
    // A page whose load event never fires is still extractable: the DOM is there.
  }
  await page.evaluate(bundle);
  try {
    return await page.evaluate(inPage, [raw, fullPage]);
  } catch (err) {
    // Scored as an empty prediction (recall 0) and reported, rather than ending the run.
    const message = String(err?.message ?? err).split('\n')[0];
    const empty = { text: '', markdownText: '', markdown: '', fallback: false, metadata: {} };
    return { ours: empty, plain: { text: '', metadata: null }, ms: { prepare: 0, extract: 0, ours: 0, plain: 0 }, error: message };
  }
}
