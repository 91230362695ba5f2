// Repeated blocks on the pages that are not articles (repeats.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseHTML } from 'linkedom';
import { removeRepeatedBlocks } from './repeats.js';

const doc = (body: string): Document => parseHTML(`<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`).document as unknown as Document;
const count = (s: string, part: string) => s.split(part).length - 1;

test('the second copy of a block goes, the first and short repeated labels stay', () => {
  const page = doc(`<div class="mobile"><p>Final sale items cannot be returned or exchanged.</p><span>$110</span></div>
    <div class="desktop"><p>Final  sale items cannot be returned or exchanged.</p><span>$110</span></div>
    <div><p>Wool upper, <b>sugarcane</b> sole and recycled laces.</p></div>`);
  removeRepeatedBlocks(page.body);
  const out = page.body.textContent ?? '';
  assert.equal(count(out, 'Final sale items'), 1);
  assert.equal(count(out, '$110'), 2, 'short labels repeat per item');
  assert.ok(out.includes('sugarcane sole'));
});

test('a wrapper never matches its only child, and a quoted post goes from the reply', () => {
  const page = doc(`<article><div><p>The anchor drags every time the wind backs in the evening.</p></div></article>
    <article><blockquote>The anchor drags every time the wind backs in the evening.</blockquote><p>Try a spade anchor.</p></article>`);
  removeRepeatedBlocks(page.body);
  const out = page.body.textContent ?? '';
  assert.equal(count(out, 'The anchor drags'), 1);
  assert.ok(page.querySelector('article p'), 'the first post kept its paragraph');
  assert.ok(out.includes('Try a spade anchor.'));
});

test('a phrase repeated inside a paragraph is the writer\'s, not a copy of a block', () => {
  const page = doc(`<p><span>"Three years, three years, three years"</span> they say, and <span>"Three years, three years, three years"</span> again.</p>`);
  removeRepeatedBlocks(page.body);
  assert.equal(count(page.body.textContent ?? '', 'Three years, three years'), 2);
});
