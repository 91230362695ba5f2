// The per-type readings on small pages. DOM from linkedom (a dev dependency of the repository
// root, installed by run-tests before these run): the strategies only read tags, classes and
// text, never layout, so a DOM without a renderer is enough.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseHTML } from 'linkedom';
import { mayPreferRegion, preferRegion, regionType, typedContent } from './strategy.js';
import { signature, siblingGroups } from './groups.js';
import { cleanArticle } from '../clean.js';

const doc = (body: string): Document => parseHTML(`<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`).document as unknown as Document;
const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ');

const post = (author: string, body: string, sig: string) => `<article class="message post-${author.length}">
  <div class="message-user"><a href="/members/${author}">${author}</a></div>
  <div class="message-body"><p>${body}</p><div class="signature">${sig}</div></div>
  <div class="actions"><a href="#l">Like</a> <a href="#q">Quote</a> <a href="#r">Reply</a></div></article>`;

const THREAD = `<div class="main"><h1>Anchor drags in soft mud</h1><div class="thread">
  ${post('kedge', 'My plough anchor drags every time the wind backs in the evening, even with five times the depth in chain.', 'Sailing since 1990')}
  ${post('bowline', 'Soft mud needs a different shape. A spade or a Fortress style anchor sets deeper and holds far better there.', 'Knots are my life')}
  ${post('fathom', 'Also let it settle for a minute before you reverse, then back down slowly and watch a transit on shore.', 'Tide tables on my site')}
  </div><h3>Similar threads</h3><ul><li><a href="/t/1">Choosing a kedge anchor</a></li><li><a href="/t/2">Chain or rope rode</a></li>
  <li><a href="/t/3">Anchoring in weed</a></li></ul></div>
  <div class="side"><h3>Statistics</h3><p>Threads: 1,204. Members: 310. Newest member: cleat.</p></div>`;

test('a thread keeps every post and its author, without signatures, action bars, similar threads or the side column', () => {
  const region = typedContent(doc(THREAD), 'forum');
  const out = text(region.root);
  for (const piece of ['kedge', 'bowline', 'fathom', 'plough anchor drags', 'spade or a Fortress', 'watch a transit']) assert.ok(out.includes(piece), piece);
  for (const piece of ['Sailing since 1990', 'Knots are my life', 'Tide tables', 'Similar threads', 'Choosing a kedge', 'Statistics', 'Newest member', 'Quote']) {
    assert.ok(!out.includes(piece), `kept: ${piece}`);
  }
  assert.equal(region.group?.items.length, 3);
});

const RESULTS = `<div class="wrap"><div class="facets"><h3>Filter results</h3><ul><li><a href="?b=1">Brand A (4)</a></li>
  <li><a href="?b=2">Brand B (2)</a></li><li><a href="?b=3">Brand C (9)</a></li></ul><p>Price: under 20 · 20 to 50</p></div>
  <div class="results"><h1>12 results for "fender"</h1><p>Sort by: relevance · price</p><ol>
  ${['Round fender, 45 cm', 'Cylindrical fender, 60 cm', 'Flat fender board', 'Fender cover in fleece'].map((t, i) =>
    `<li class="result${i % 2 ? ' odd' : ''}"><h3><a href="/p/${i}">${t}</a></h3><p>A fender for boats up to ${8 + i} metres, with a rope eye at each end.</p></li>`).join('')}
  </ol><div class="pagination"><a href="?p=1">1</a> <a href="?p=2">2</a> <a href="?p=2">Next</a></div></div></div>`;

test('a listing keeps its items, and loses named filters, the sort line and pagination', () => {
  const region = typedContent(doc(RESULTS), 'listing');
  const out = text(region.root);
  for (const piece of ['Round fender, 45 cm', 'Flat fender board', 'Fender cover in fleece', 'up to 11 metres', '12 results']) assert.ok(out.includes(piece), piece);
  for (const piece of ['Filter results', 'Brand A', 'Price: under 20', 'Sort by', 'Next']) assert.ok(!out.includes(piece), `kept: ${piece}`);
  assert.equal(region.group?.items.length, 4, 'volatile classes (odd) do not split the run');
});

test('a product keeps name, price, description and specifications, and loses cards of other products and menus', () => {
  const page = doc(`<div class="menu"><a href="/">Home</a> <a href="/a">Anchors</a> <a href="/b">Buoys</a> <a href="/c">Cleats</a></div>
    <div class="buy"><h1>Galvanised anchor shackle</h1><span class="price">£6.90</span> <span>In stock</span></div>
    <div class="about"><p>Drop-forged and hot-dip galvanised, with a captive pin that will not work loose on a swinging mooring.</p>
    <table><tr><th>Pin</th><td>10 mm</td></tr><tr><th>Working load</th><td>1 t</td></tr></table></div>
    <h2>You may also need</h2><div class="row">
    ${['Mousing wire', 'Swivel', 'Chain hook', 'Thimble'].map((t, i) => `<div class="tile"><a href="/p/${i}"><img src="/i/${i}.png" alt="">${t}</a> £${i + 2}.00</div>`).join('')}
    </div>`);
  const out = text(typedContent(page, 'product').root);
  for (const piece of ['Galvanised anchor shackle', '£6.90', 'In stock', 'captive pin', 'Working load', '1 t']) assert.ok(out.includes(piece), piece);
  for (const piece of ['You may also need', 'Mousing wire', 'Thimble', 'Anchors', 'Buoys']) assert.ok(!out.includes(piece), `kept: ${piece}`);
});

test('a carousel of other products goes whole when its heading sits in blocks of its own; reviews lose only their heading', () => {
  const card = (t: string, i: number) => `<li class="card"><a href="/p/${i}">${t}</a><div>New · Business</div>
    <div>$${i + 40}.20</div><div>+ $12.00 delivery</div><div>Seller with 100% positive feedback</div></li>`;
  const nested = (title: string, body: string) => `<section><div class="a"><div class="b"><div class="c"><h2>${title}</h2></div></div>
    <div class="d">${body}</div></div></section>`;
  const page = doc(`<div class="item"><h1>Roller chain 520, 120 links</h1><span class="price">£88.00</span>
    <p>Sealed O-ring chain for motorcycles from 250 to 600 cc, gold plated side plates, with a clip link.</p>
    <p>${'The O-rings keep the grease in the rollers and the grit out, so the chain wears slowly between cleanings. '.repeat(4)}</p></div>
    ${nested('People who viewed this item also viewed', `<ul>${['Chain 520, 100 links', 'Chain 520, 130 links', 'Sprocket kit'].map(card).join('')}</ul>`)}
    ${nested('Reviews', '<p>Fitted it last spring and it has not needed adjusting since; the clip link went on easily.</p>')}`);
  const out = text(typedContent(page, 'product').root);
  for (const piece of ['Roller chain 520', '£88.00', 'clip link', 'has not needed adjusting']) assert.ok(out.includes(piece), piece);
  for (const piece of ['People who viewed', 'Chain 520, 130 links', 'Sprocket kit', 'positive feedback', 'Reviews']) assert.ok(!out.includes(piece), `kept: ${piece}`);
});

test('documentation keeps text, headings and code, and loses its navigation tree', () => {
  const page = doc(`<div class="tree"><ul><li><a href="/a">Install</a></li><li><a href="/b">Configure</a><ul><li><a href="/c">Alerts</a></li>
    <li><a href="/d">Webhooks</a></li></ul></li></ul></div><div class="content"><h1>Webhooks</h1><p>Webhooks deliver each alert as a POST
    request to a URL you register, retried for a day when your endpoint fails.</p><h2>Registering</h2><div class="code-toolbar"><pre><code>client.hooks.add(url)</code></pre></div></div>`);
  const root = typedContent(page, 'documentation').root;
  const out = text(root);
  for (const piece of ['retried for a day', 'Registering', 'client.hooks.add(url)']) assert.ok(out.includes(piece), piece);
  for (const piece of ['Install', 'Configure', 'Alerts']) assert.ok(!out.includes(piece), `kept: ${piece}`);
});

test('the article cleanup never drops code for its wrapper\'s name', () => {
  const page = doc(`<div id="a"><p>${'Long explanation of the call and of what it returns. '.repeat(12)}</p>
    <div class="code-toolbar"><pre><code>await client.alerts.remove(id);</code></pre><div class="toolbar"><button>Copy</button></div></div></div>`);
  const root = page.getElementById('a')!;
  cleanArticle(root);
  assert.ok(text(root).includes('client.alerts.remove'));
});

test('preferRegion: articles keep Readability, shapes guessed from the DOM need a sliver, found posts and products decide', () => {
  const w = (words: number, proseWords = words) => ({ words, proseWords });
  const region = (group: boolean) => ({ root: doc('').body, group: group ? { parent: doc('').body, items: [], text: 0, linkText: 0 } : null });
  assert.equal(preferRegion({ pageType: 'article', evidence: 'json-ld:Article' }, w(10), region(true), 1000), false);
  assert.equal(preferRegion({ pageType: 'listing', evidence: 'dom:repeated-items' }, w(300), region(true), 1000), false, 'prose: only a sliver');
  assert.equal(preferRegion({ pageType: 'listing', evidence: 'dom:repeated-items' }, w(300, 50), region(true), 1000), true, 'not prose: under half');
  assert.equal(preferRegion({ pageType: 'listing', evidence: 'dom:repeated-items' }, w(100), region(true), 1000), true);
  assert.equal(preferRegion({ pageType: 'forum', evidence: 'url:/t/1' }, w(900), region(true), 1000), true);
  assert.equal(preferRegion({ pageType: 'forum', evidence: 'url:/t/1' }, w(900), region(false), 1000), false);
  assert.equal(preferRegion({ pageType: 'product', evidence: 'json-ld:Product' }, w(990), region(false), 1000), true);
  assert.equal(preferRegion({ pageType: 'other', evidence: 'none' }, w(600), region(false), 1000), true);
  assert.equal(preferRegion({ pageType: 'other', evidence: 'none' }, w(800), region(false), 1000), false);
});

test('og:type=article is a default, not a declaration: a listing under it is read as one when its items were found', () => {
  const og = { pageType: 'article' as const, evidence: 'meta:og:type' };
  assert.equal(mayPreferRegion(og), true);
  assert.equal(regionType(og), 'listing');
  assert.equal(regionType({ pageType: 'article', evidence: 'json-ld:NewsArticle' }), 'article');
  const w = (words: number) => ({ words, proseWords: words });
  const found = { root: doc('').body, group: { parent: doc('').body, items: [], text: 0, linkText: 0 } };
  assert.equal(preferRegion(og, w(100), found, 1000), true, 'an intro paragraph over a list of items');
  assert.equal(preferRegion(og, w(300), found, 1000), false, 'an article over its teasers');
  assert.equal(preferRegion(og, w(100), { root: doc('').body, group: null }, 1000), false, 'a short article beside a long page');
  // The region read as a listing keeps the items an article's reading drops as link lists.
  const items = typedContent(doc(RESULTS), regionType(og));
  assert.equal(items.group?.items.length, 4);
  assert.ok(text(items.root).includes('Flat fender board'));
});

test('preferRegion: a pick holding under half the paragraphs of a page guessed from its shape is one section of a landing page', () => {
  const found = { root: doc('').body, group: null };
  const shape = { pageType: 'article' as const, evidence: 'dom:prose' };
  assert.equal(preferRegion(shape, { words: 300, proseWords: 280 }, found, 1000, 800), true, 'one section of many');
  assert.equal(preferRegion(shape, { words: 300, proseWords: 280 }, found, 1000, 400), false, 'most of the prose: an article beside menus');
  assert.equal(preferRegion(shape, { words: 600, proseWords: 280 }, found, 1000, 800), false, 'more than half the words');
  assert.equal(preferRegion({ pageType: 'article', evidence: 'json-ld:Article' }, { words: 300, proseWords: 280 }, found, 1000, 800), false, 'declared');
});

test('siblingGroups matches a template however its instances vary (state, parity, ids)', () => {
  const page = doc(`<ul>${['a', 'b', 'c', 'd'].map((x, i) => `<li class="card${i === 0 ? ' active' : ''} card-${i}${i % 2 ? ' even' : ''}"><a href="/${x}">${x}</a></li>`).join('')}</ul>`);
  const li = page.querySelector('li')!;
  assert.equal(signature(li), 'LI.card');
  const groups = siblingGroups(page.body, 3);
  assert.equal(groups.length, 1);
  assert.equal(groups[0]!.items.length, 4);
});
