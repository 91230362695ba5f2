import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { MetaSource } from './metadata.js';
import { classifyPage, type PageSignals } from './page-type.js';

const src = (over: Partial<MetaSource> = {}): MetaSource => ({ meta: {}, jsonLd: [], htmlLang: null, documentTitle: 'T', ...over });
const signals = (over: Partial<PageSignals> = {}): PageSignals => ({
  microdataTypes: [], microdata: {}, codeBlocks: 0, posts: 0, repeatedItems: 0, proseWords: 0, ...over,
});

test('a JSON-LD product gives the type and its price, currency and availability', () => {
  const kind = classifyPage(src({
    jsonLd: [{ '@graph': [{ '@type': 'Organization', name: 'Shop' }, { '@type': 'BreadcrumbList' }, {
      '@type': 'Product', name: 'Trail shoe', brand: { '@type': 'Brand', name: 'Acme' }, sku: 'TS-1',
      offers: { '@type': 'Offer', price: 89.9, priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: '4.5', reviewCount: 12 },
    }] }],
  }), signals(), 'https://shop.test/trail-shoe');
  assert.equal(kind.pageType, 'product');
  assert.deepEqual(kind.facts.product, {
    name: 'Trail shoe', brand: 'Acme', sku: 'TS-1', price: '89.9', currency: 'EUR', availability: 'InStock', rating: '4.5', reviewCount: '12',
  });
});

test('microdata and Open Graph product tags count when there is no JSON-LD', () => {
  const kind = classifyPage(src({ meta: { 'og:type': 'product', 'product:price:amount': '12.00', 'product:price:currency': 'USD' } }),
    signals({ microdataTypes: ['Product'], microdata: { name: 'Mug', availability: 'http://schema.org/OutOfStock' } }), 'https://x.test/mug');
  assert.equal(kind.pageType, 'product');
  assert.deepEqual(kind.facts.product, { name: 'Mug', price: '12.00', currency: 'USD', availability: 'OutOfStock' });
});

test('forum threads, listings, collections and docs by JSON-LD, URL or the shape of the page', () => {
  assert.equal(classifyPage(src({ jsonLd: [{ '@type': 'DiscussionForumPosting' }] }), signals(), 'https://f.test/x').pageType, 'forum');
  assert.equal(classifyPage(src(), signals({ posts: 6 }), 'https://f.test/x').pageType, 'forum');
  assert.equal(classifyPage(src(), signals(), 'https://f.test/search?q=shoes').pageType, 'listing');
  assert.equal(classifyPage(src(), signals({ repeatedItems: 20, proseWords: 40 }), 'https://f.test/x').pageType, 'listing');
  assert.equal(classifyPage(src(), signals(), 'https://f.test/category/shoes').pageType, 'collection');
  assert.equal(classifyPage(src(), signals(), 'https://f.test/docs/install').pageType, 'documentation');
  assert.equal(classifyPage(src(), signals({ codeBlocks: 4, proseWords: 300 }), 'https://f.test/x').pageType, 'documentation');
  const list = classifyPage(src({ jsonLd: [{ '@type': 'ItemList', itemListElement: [{ name: 'A' }, { item: { name: 'B' } }] }] }), signals(), 'https://f.test/');
  assert.equal(list.pageType, 'listing');
  assert.deepEqual(list.facts.items, ['A', 'B']);
});

test('articles by JSON-LD, og:type or prose; an organisation page is a service page unless it is prose', () => {
  assert.equal(classifyPage(src({ jsonLd: [{ '@type': ['NewsArticle'] }] }), signals(), 'https://n.test/p/x').pageType, 'article');
  assert.equal(classifyPage(src({ meta: { 'og:type': 'article' } }), signals(), 'https://n.test/p/slug').pageType, 'article',
    'og:type article wins over a /p/ URL');
  assert.equal(classifyPage(src(), signals({ proseWords: 900 }), 'https://n.test/2024/story').pageType, 'article');
  assert.equal(classifyPage(src({ jsonLd: [{ '@type': 'LocalBusiness' }] }), signals(), 'https://n.test/').pageType, 'service');
  const other = classifyPage(src(), signals(), 'not a url');
  assert.deepEqual([other.pageType, other.evidence], ['other', 'none']);
});

test('the address a page declares as its own (canonical) counts when the tab shows another one (a saved copy)', () => {
  const kind = classifyPage(src(), signals(), 'http://127.0.0.1:8080/saved/123.html', 'https://forum.test/t/anchor-drags/991');
  assert.equal(kind.pageType, 'forum');
  assert.equal(kind.evidence, 'url:/t/anchor-drags/991');
  assert.equal(classifyPage(src(), signals(), 'https://shop.test/search?q=rope', 'https://shop.test/t/1').pageType, 'listing', 'the tab\'s address first');
});
