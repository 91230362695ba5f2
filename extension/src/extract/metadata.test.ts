import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findJsonLdArticle, jsonLdNames, normaliseLang, pickMetadata, type MetaSource } from './metadata.js';

const empty: MetaSource = { meta: {}, jsonLd: [], htmlLang: null, documentTitle: 'Doc title' };

test('Readability values come first', () => {
  const m = pickMetadata({ ...empty, meta: { 'og:title': 'OG' } }, { title: 'R title', byline: 'R author' });
  assert.equal(m.title, 'R title');
  assert.equal(m.byline, 'R author');
});

test('meta tags and JSON-LD fill what Readability left empty', () => {
  const src: MetaSource = {
    meta: { 'og:site_name': 'Site', 'article:author': 'https://facebook.com/someone', description: 'Desc' },
    jsonLd: [{ '@graph': [{ '@type': 'WebPage' }, { '@type': 'NewsArticle', datePublished: '2024-01-02', author: [{ name: 'A' }, { name: 'B' }] }] }],
    htmlLang: 'en-GB',
    documentTitle: 'Doc',
  };
  const m = pickMetadata(src, { title: '', byline: null });
  assert.equal(m.title, 'Doc');
  assert.equal(m.byline, 'A, B'); // profile URL in article:author is not a byline
  assert.equal(m.siteName, 'Site');
  assert.equal(m.publishedTime, '2024-01-02');
  assert.equal(m.lang, 'en-GB');
  assert.equal(m.excerpt, 'Desc');
});

test('a dateline is not a byline', () => {
  const m = pickMetadata({ ...empty, meta: { author: 'Joanna R' } }, { byline: 'Sunday, Feb 1, 2015 11:57 AM UTC' });
  assert.equal(m.byline, 'Joanna R');
});

test('lang falls back to og:locale, normalised', () => {
  assert.equal(pickMetadata({ ...empty, meta: { 'og:locale': 'fr_FR' } }, null).lang, 'fr-FR');
  assert.equal(normaliseLang('not a lang'), null);
});

test('JSON-LD helpers', () => {
  assert.equal(findJsonLdArticle([[{ '@type': 'Organization' }], { '@type': ['BlogPosting'], headline: 'H' }])?.['headline'], 'H');
  assert.equal(findJsonLdArticle([{ '@type': 'Person' }]), null);
  assert.deepEqual(jsonLdNames(['X', { name: 'Y' }, { url: 'z' }]), ['X', 'Y']);
});
