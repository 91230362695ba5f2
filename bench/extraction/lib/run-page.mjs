// Loads one page in a tab and runs, in the page, the TabRelay pipeline, Defuddle and plain
// Readability, one after the other, each timed and each under its own deadline.
//
// Order matters: TabRelay and Defuddle read the live document (both clone it first), Readability
// the served HTML through DOMParser, as the jsdom baseline did. A page that hangs its renderer
// (a script loop) makes the evaluate outlive its deadline: that extractor and the ones after it
// count as timeouts and the tab is replaced (`recycle`).

export const EXTRACTORS = ['ours', 'defuddle', 'plain'];
/** TabRelay with one reader forced on every page, whatever its type (extension/src/extract/engines.ts):
 * how the per-type choice is made and checked (`--extractors ours,ours-r,ours-dt,ours-d`). */
export const STRATEGY_OF = { 'ours-r': 'readability+typed', 'ours-dt': 'defuddle+typed', 'ours-d': 'defuddle', 'ours-l': 'longer' };
export const ALL_EXTRACTORS = [...EXTRACTORS, ...Object.keys(STRATEGY_OF)];

/** Plain text of an HTML fragment with a line break around every block, so that words in
 * adjacent blocks ("Title</h2><p>First") do not glue into one token. Used for Readability's and
 * Defuddle's `content` alike, so both are scored on the same conversion. */
function blockTextSource() {
  return function blockText(html) {
    const BLOCK = /^(ADDRESS|ARTICLE|ASIDE|BLOCKQUOTE|BR|DD|DETAILS|DIV|DL|DT|FIELDSET|FIGCAPTION|FIGURE|FOOTER|FORM|H[1-6]|HEADER|HR|LI|MAIN|NAV|OL|P|PRE|SECTION|SUMMARY|TABLE|TBODY|TD|TFOOT|TH|THEAD|TR|UL)$/;
    const tpl = document.createElement('template');
    tpl.innerHTML = html || '';
    const out = [];
    const walk = (node) => {
      for (let n = node.firstChild; n; n = n.nextSibling) {
        if (n.nodeType === 3) out.push(n.data);
        else if (n.nodeType === 1) {
          const block = BLOCK.test(n.tagName);
          if (block) out.push('\n');
          walk(n.content ?? n);
          if (block) out.push('\n');
        }
      }
    };
    walk(tpl.content);
    return out.join('').replace(/[ \t\r\f\v]+/g, ' ').replace(/ *\n[\n ]*/g, '\n').trim();
  };
}

function runOurs([fullPage, strategy]) {
  const X = globalThis.TabRelayExtract;
  const t0 = performance.now();
  const prepared = X.preparePage(document);
  const t1 = performance.now();
  const out = X.extractFromPrepared(prepared, strategy ? { fullPage, strategy } : { fullPage });
  const t2 = performance.now();
  return {
    result: { text: out.text, markdownText: X.markdownToText(out.markdown), markdown: out.markdown, fallback: out.fallback, metadata: { ...out.metadata, links: out.metadata.links?.length, images: out.metadata.images?.length } },
    ms: t2 - t0, prepare: t1 - t0, extract: t2 - t1,
  };
}

function runDefuddle([blockTextSrc]) {
  const blockText = (0, eval)(`(${blockTextSrc})`)();
  const t0 = performance.now();
  const out = new globalThis.TabRelayExtract.Defuddle(document, { url: location.href }).parse();
  const ms = performance.now() - t0;
  return { result: { text: blockText(out.content), wordCount: out.wordCount }, ms };
}

function runPlain([raw, blockTextSrc]) {
  const blockText = (0, eval)(`(${blockTextSrc})`)();
  const t0 = performance.now();
  // As in the baseline: the served HTML, no live-DOM knowledge, no cleanup.
  const doc = new DOMParser().parseFromString(raw, 'text/html');
  const base = doc.createElement('base');
  base.href = location.href;
  doc.head.prepend(base);
  const plain = new globalThis.TabRelayExtract.Readability(doc).parse();
  const ms = performance.now() - t0;
  if (!plain) return { result: { text: '', textContent: '', metadata: null }, ms };
  const metadata = { title: plain.title, byline: plain.byline, excerpt: plain.excerpt, lang: plain.lang, siteName: plain.siteName, publishedTime: plain.publishedTime };
  return { result: { text: blockText(plain.content), textContent: plain.textContent ?? '', metadata }, ms };
}

const OURS_EMPTY = { text: '', markdownText: '', markdown: '', fallback: false, metadata: {} };
const EMPTY = { ours: OURS_EMPTY, ...Object.fromEntries(Object.keys(STRATEGY_OF).map((n) => [n, OURS_EMPTY])), defuddle: { text: '' }, plain: { text: '', textContent: '', metadata: null } };

function deadline(promise, ms) {
  let timer;
  const expired = new Promise((resolve) => (timer = setTimeout(() => resolve({ timeout: true }), ms)));
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/**
 * `loadMs`: how long to wait for the load event (a page whose load never fires is still
 * extracted, from the DOM it has, and counted as `late`); `extractMs`: each extractor's deadline.
 */
export async function runPage(page, { url, raw, bundle, fullPage = false, loadMs = 20000, extractMs = 20000, extractors = EXTRACTORS }) {
  const r = { ...structuredClone(EMPTY), ms: {}, errors: {}, timeouts: [], late: false, recycle: false };
  const t0 = performance.now();
  try {
    await page.goto(url, { waitUntil: 'load', timeout: loadMs });
  } catch {
    r.late = true;
  }
  r.ms.load = performance.now() - t0;
  // What a person sees of the page, to set each extractor's output size beside (issue 27: tokens per page).
  const visible = await deadline(page.evaluate(() => document.body?.innerText?.length ?? 0), extractMs).catch(() => null);
  r.visibleChars = typeof visible === 'number' ? visible : null;
  const src = blockTextSource.toString();
  const calls = {
    ours: () => page.evaluate(runOurs, [fullPage, null]),
    ...Object.fromEntries(Object.entries(STRATEGY_OF).map(([name, strategy]) => [name, () => page.evaluate(runOurs, [fullPage, strategy])])),
    defuddle: () => page.evaluate(runDefuddle, [src]),
    plain: () => page.evaluate(runPlain, [raw, src]),
  };
  const inject = await deadline(page.evaluate(bundle).then(() => ({})), extractMs).catch((err) => ({ error: err }));
  for (const name of extractors) {
    if (r.recycle || inject.timeout) {
      r.timeouts.push(name);
      r.recycle = true;
      continue;
    }
    if (inject.error) {
      r.errors[name] = firstLine(inject.error);
      continue;
    }
    try {
      const out = await deadline(calls[name](), extractMs);
      if (out.timeout) {
        r.timeouts.push(name);
        r.recycle = true;
        continue;
      }
      r[name] = out.result;
      r.ms[name] = out.ms;
      if (name === 'ours') Object.assign(r.ms, { prepare: out.prepare, extract: out.extract });
    } catch (err) {
      // Scored as an empty prediction and reported, rather than ending the run.
      r.errors[name] = firstLine(err);
    }
  }
  r.error = Object.entries(r.errors).map(([k, v]) => `${k}: ${v}`).join('; ') || undefined;
  return r;
}

const firstLine = (err) => String(err?.message ?? err).split('\n')[0];
