// toMarkdown's own rules on small fragments. DOM from linkedom, as in the other extraction tests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseHTML } from 'linkedom';
import { toMarkdown } from './markdown.js';
import { markdownToText } from './text.js';

const body = (html: string) => (parseHTML(`<!doctype html><html><body>${html}</body></html>`).document as unknown as Document).body;

test('an image whose alt text spans lines stays one image, and the text of the page does not take it in', () => {
  const md = toMarkdown(body(`<p>The string lives on the heap.</p><p><img src="/img/heap (1).svg" title="Figure
    4-1" alt="Two tables: the first table contains the representation of s1 on the
stack [ptr, len, capacity]. The second table contains the
string data on the heap, byte by byte."></p><p>The length is how much memory is in use.</p>`));
  assert.match(md, /^!\[Two tables: .* on the stack \\\[ptr, len, capacity\\\]\. The second .* byte by byte\.\]\(\/img\/heap%20%281%29\.svg "Figure 4-1"\)$/m);
  assert.equal(markdownToText(md), 'The string lives on the heap.\n\nThe length is how much memory is in use.');
});

test('an image without an address leaves nothing behind', () => {
  assert.match(toMarkdown(body('<p>Before <img alt="decorative"> after</p>')), /^Before\s+after$/);
});
