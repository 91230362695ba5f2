import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HOLD_MS, MAX_HELD_CHARS, MAX_LIST, PartStore, budgetExtraction, slice } from './parts';

const extraction = (markdown: string, text: string, links = 0) => ({
  url: 'https://example.test/', markdown, text, metadata: { links: Array.from({ length: links }, (_, i) => ({ href: `#${i}` })), images: [] },
});

test('a result within the budget crosses whole, with nothing held', () => {
  const store = new PartStore();
  const out = budgetExtraction(extraction('# T\n\nbody', 'T body'), 100, store);
  assert.equal(out.markdown, '# T\n\nbody');
  assert.equal(out.parts, undefined);
  assert.equal(store.heldChars, 0);
});

test('a long result is cut to maxChars and the rest read back part by part, exactly', () => {
  let id = 0;
  const store = new PartStore(() => 0, () => `p${++id}`);
  const md = 'abcdefghij'.repeat(50);
  const out = budgetExtraction(extraction(md, md.toUpperCase()), 30, store);
  assert.equal(out.markdown, md.slice(0, 30));
  assert.equal(out.text, md.toUpperCase().slice(0, 30));
  assert.deepEqual(out.parts, { id: 'p1', markdown: 500, text: 500 });
  let rebuilt = out.markdown;
  for (let from = 30; from < 500;) {
    const part = store.read('p1', 'markdown', from, 70)!;
    assert.equal(part.from, from);
    assert.equal(part.total, 500);
    rebuilt += part.text;
    from = part.to;
  }
  assert.equal(rebuilt, md);
  assert.equal(store.read('p1', 'text', 490, 70)!.text, md.toUpperCase().slice(490));
  assert.equal(store.read('nope', 'text', 0, 10), null);
});

test('a cut never splits a surrogate pair', () => {
  const s = 'ab\u{1F30A}cd';
  assert.deepEqual(slice(s, 0, 3), { text: 'ab', from: 0, to: 2, total: 6 });
  assert.equal(slice(s, 2, 3).text, '\u{1F30A}c');
});

test('held results expire after HOLD_MS and the oldest go when the store is full', () => {
  let now = 0;
  let id = 0;
  const store = new PartStore(() => now, () => `p${++id}`);
  store.hold({ markdown: 'x', text: 'y' });
  now = HOLD_MS + 1;
  assert.equal(store.read('p1', 'markdown', 0, 1), null);
  const big = 'z'.repeat(MAX_HELD_CHARS / 2);
  store.hold({ markdown: big, text: '' });
  store.hold({ markdown: big, text: '' });
  store.hold({ markdown: big, text: '' });
  assert.equal(store.read('p2', 'markdown', 0, 1), null, 'the oldest was dropped');
  assert.ok(store.read('p4', 'markdown', 0, 1));
  assert.ok(store.heldChars <= MAX_HELD_CHARS);
});

test('metadata lists are capped', () => {
  const out = budgetExtraction(extraction('a', 'a', MAX_LIST + 5), 100, new PartStore());
  assert.equal(out.metadata.links.length, MAX_LIST);
});
