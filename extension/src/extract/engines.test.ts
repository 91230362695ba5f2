// The readers extractFromPrepared starts from, on a small page. DOM from linkedom (a dev
// dependency, as in the other extraction tests); Defuddle supports it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DOMParser, parseHTML } from 'linkedom';
import { readWithDefuddle, readWithReadability, STRATEGIES, strategyFor, STRATEGY_BY_TYPE, type Strategy } from './engines.js';

// readWithDefuddle parses Defuddle's HTML with the page's DOMParser, as the offscreen document does.
(globalThis as { DOMParser?: unknown }).DOMParser ??= DOMParser;

const PROSE = 'The harbour master counted the boats at dawn, as she had every day for thirty years, writing each name in the ledger by hand.';
const PAGE = `<!doctype html><html lang="en"><head><title>Counting boats | Harbour News</title>
  <meta property="og:title" content="Counting boats"><meta name="author" content="Ann Reed"></head><body>
  <nav><a href="/">Home</a> <a href="/news">News</a> <a href="/sport">Sport</a></nav>
  <main><article><h1>Counting boats</h1>${[1, 2, 3, 4].map((i) => `<p>${i}. ${PROSE}</p>`).join('')}
  <p>Read the <a href="/ledger">ledger</a> online.</p></article></main>
  <footer><p>© Harbour News. All rights reserved.</p></footer></body></html>`;

const doc = () => parseHTML(PAGE).document as unknown as Document;
const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ');

test('Defuddle and Readability both keep the article and leave the navigation and footer out', () => {
  for (const pick of [readWithDefuddle(doc(), 'https://news.example/boats'), readWithReadability(doc())]) {
    const out = text(pick.root);
    assert.ok(out.includes('4. The harbour master counted'), out);
    assert.ok(!out.includes('Sport') && !out.includes('All rights reserved'), out);
    assert.ok(pick.meta, 'metadata of the pick');
  }
});

test("Defuddle's links come back absolute against the page's address", () => {
  const pick = readWithDefuddle(doc(), 'https://news.example/boats');
  assert.equal(pick.root?.querySelector('a')?.getAttribute('href'), 'https://news.example/ledger');
});

test('a page with no article gives no pick, so the typed region reads it instead', () => {
  const empty = parseHTML('<!doctype html><html><body><nav><a href="/">Home</a></nav><p>Short.</p></body></html>').document as unknown as Document;
  assert.equal(readWithDefuddle(empty, 'https://x.example/').root, null);
});

test('every page type has a strategy, Readability where the bench chose nothing else', () => {
  for (const type of ['article', 'forum', 'product', 'listing', 'collection', 'documentation', 'service', 'other'] as const) {
    assert.ok(STRATEGIES.includes(strategyFor(type)), type);
    if (!STRATEGY_BY_TYPE[type]) assert.equal(strategyFor(type), 'readability+typed');
  }
});

test("'longer' reads with both and keeps whichever reading holds more words", async () => {
  const { extractFromPrepared } = await import('./extract.js');
  // Readability keeps the aside's care notes, Defuddle leaves them out: the readers disagree,
  // and 'longer' must give the fuller reading (the bench shows pages going either way).
  const html = `<!doctype html><html lang="en"><head><title>Lamp</title></head><body><nav><a href="/">Home</a></nav>
    <main><h1>Brass desk lamp</h1><p>${PROSE} ${PROSE}</p><aside><h2>Care</h2><p>${PROSE}</p></aside></main>
    <footer>© Lamps Ltd.</footer></body></html>`;
  const page = { html, url: 'https://lamps.example/brass', title: 'Lamp', lang: 'en', frames: [] } as unknown as Parameters<typeof extractFromPrepared>[0];
  const read = (strategy: Strategy) => extractFromPrepared(page, { fullPage: false, strategy });
  const r = read('readability+typed'), d = read('defuddle'), both = read('longer');
  assert.notEqual(r.metadata.wordCount, d.metadata.wordCount, 'the readers disagree on this page (else the test proves nothing)');
  const fuller = r.metadata.wordCount > d.metadata.wordCount ? r : d;
  assert.equal(both.text, fuller.text);
});

test('a page whose <main> still holds its loading skeleton is read whole, never answered empty', async () => {
  const { extractFromPrepared } = await import('./extract.js');
  // A streamed page (React's Suspense markup) whose script never swapped the skeleton for the
  // content: <main> holds only the placeholder, the short product note stands outside it. Neither
  // reader finds an article of 200 characters, and the content region (<main>) has no words.
  const html = `<!doctype html><html lang="en"><head><title>Black Edition | Shakes</title></head><body>
    <main id="main" role="main"><template id="B:0"></template><div role="status" class="animate-pulse"><div class="skeleton"></div><div class="skeleton"></div></div></main>
    <div id="S:0"><h1>Black Edition</h1><p>40 g of protein and 27 vitamins and minerals in every shake.</p><p>From $2.65 per meal.</p></div>
    </body></html>`;
  const page = { html, url: 'https://shakes.example/black', title: 'Black Edition | Shakes', lang: 'en', frames: [] } as unknown as Parameters<typeof extractFromPrepared>[0];
  const out = extractFromPrepared(page, { fullPage: false });
  assert.match(out.text, /40 g of protein and 27 vitamins/);
});

test("a reading that holds a sliver of the page gives way to Defuddle's when that holds ten times as much", async () => {
  const { extractFromPrepared } = await import('./extract.js');
  // A product page whose <main> holds only the hero: the product's region is its name and a
  // button, while the description and the plans (what the person came for) follow outside it.
  const section = (h: string) => `<section><h2>${h}</h2><p>${PROSE}</p><p>${PROSE}</p><p>${PROSE}</p></section>`;
  const html = `<!doctype html><html lang="en"><head><title>Harbour Hub</title>
    <script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Harbour Hub","offers":{"@type":"Offer","price":"20","priceCurrency":"EUR"}}</script></head>
    <body><nav><a href="/">Home</a></nav><main><h1>Harbour Hub</h1><p>Software for harbours.</p><a href="/demo">Get a demo</a></main>
    <div class="content">${section('Mooring book')}${section('Tide board')}${section('Ledger')}${section('Plans')}</div><footer>© Harbour Hub</footer></body></html>`;
  const page = { html, url: 'https://hub.example/harbour', title: 'Harbour Hub', lang: 'en', frames: [] } as unknown as Parameters<typeof extractFromPrepared>[0];
  const out = extractFromPrepared(page, { fullPage: false });
  assert.equal(out.metadata.pageType, 'product');
  for (const heading of ['Mooring book', 'Tide board', 'Ledger', 'Plans']) assert.match(out.text, new RegExp(`${heading}\\s+The harbour master counted`), heading);
});
