// Interface labels and poster statistics on the pages that are not articles (labels.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseHTML } from 'linkedom';
import { removePosterStats, removeUiLabels } from './labels.js';

const doc = (body: string): Document => parseHTML(`<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`).document as unknown as Document;
const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ');

test('shop and result controls go, sentences that use the same words stay', () => {
  const page = doc(`<a href="#list">Skip to product list</a><div class="card"><a href="/p/1">Teak cleat, 15 cm</a> <span>£12.00</span>
    <div><a href="#">Quick view</a></div><div>Add to cart</div><a href="/p/1">View full details</a></div>
    <p>Add to cart only what you need: the cleats come in packs of two.</p><span>Sort: Best Match</span><div>Read more ›</div>`);
  removeUiLabels(page.body);
  const out = text(page.body);
  for (const piece of ['Teak cleat, 15 cm', '£12.00', 'Add to cart only what you need']) assert.ok(out.includes(piece), piece);
  for (const piece of ['Skip to', 'Quick view', 'View full details', 'Best Match', 'Read more']) assert.ok(!out.includes(piece), `kept: ${piece}`);
});

test('poster statistics go from a post; the author and the post stay, and so does a sentence about posts', () => {
  const page = doc(`<div class="post"><div class="profile"><a href="/u/1">Mme Oiseau</a><span>Negotiator</span>
    <dl><dt>Posts:</dt><dd>6217</dd><dt>Joined:</dt><dd>Oct 05, 2011</dd></dl></div>
    <div class="body"><p>Posts: the ones I wrote last year explain how the quota works and why it was raised twice since then.</p></div></div>`);
  const post = page.querySelector('.post')!;
  removePosterStats([post]);
  const out = text(post);
  for (const piece of ['Mme Oiseau', 'Negotiator', 'explain how the quota works']) assert.ok(out.includes(piece), piece);
  for (const piece of ['6217', 'Oct 05, 2011']) assert.ok(!out.includes(piece), `kept: ${piece}`);
});
