// Shows what TabRelay's pipeline does with one benchmark page: prepared HTML size, whether
// Readability found an article, and the start of the Markdown. For finding out why a page in the
// worst-pages lists scores low. Usage: node bench/extraction/debug-page.mjs wcxb|aeb ID [--full-page] [--js] [--type T], or url URL [...]
// --type T also prints the content region as the typed reading of type T cleans it (typed/strategy.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from './lib/browser.mjs';
import { bundleExtractor } from './lib/bundle.mjs';
import { startServer } from './lib/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const [suite = 'wcxb', id, ...rest] = process.argv.slice(2);
if (!id) throw new Error('usage: node bench/extraction/debug-page.mjs wcxb|aeb ID [--full-page] [--js]');
const dataDir = path.resolve(here, '../../../shared/data/extraction');
const { server, origin } = await startServer(dataDir);
const { browser, context } = await launch({ javaScriptEnabled: rest.includes('--js') });
try {
  const bundle = await bundleExtractor(path.resolve(here, '../../extension'));
  const page = await context.newPage();
  await page.goto(suite === 'url' ? id : `${origin}/${suite}/${id}.html`, { waitUntil: 'load', timeout: 20000 }).catch(() => undefined);
  await page.evaluate(bundle);
  const out = await page.evaluate((fullPage) => {
    const X = globalThis.TabRelayExtract;
    const prepared = X.preparePage(document);
    const r = X.extractFromPrepared(prepared, { fullPage });
    return { prepared: prepared.html.slice(0, 1500), preparedChars: prepared.html.length, bodyChars: document.body?.innerText.length ?? 0, fallback: r.fallback, mode: r.mode,
      pageType: r.metadata.pageType, evidence: r.metadata.pageTypeEvidence, words: r.metadata.wordCount, markdown: r.markdown.slice(0, 3000) };
  }, rest.includes('--full-page'));
  const type = rest[rest.indexOf('--type') + 1];
  if (rest.includes('--type')) {
    const region = await page.evaluate((t) => {
      const X = globalThis.TabRelayExtract;
      const doc = new DOMParser().parseFromString(X.preparePage(document).html, 'text/html');
      const r = X.typedContent(doc, t);
      return { text: r.root.textContent.replace(/\s+/g, ' ').slice(0, 2500), group: r.group && { items: r.group.items.length, text: r.group.text } };
    }, type);
    console.log(`--- region as ${type}: group ${JSON.stringify(region.group)} ---\n${region.text}`);
  }
  console.log(JSON.stringify({ ...out, markdown: undefined }, null, 1));
  console.log('--- markdown (first 3000 chars) ---\n' + out.markdown);
} finally {
  await browser.close();
  server.close();
}
