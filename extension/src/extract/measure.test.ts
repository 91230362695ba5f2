import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseHTML } from 'linkedom';
import { collapsedLength, normalizedLength, textLength } from './measure';

test('collapsedLength equals the length of the whitespace-collapsed string', () => {
  for (const s of ['', ' ', 'a', '  a  b\n\n\tc ', '\u00a0x\u2003\u3000y\ufeff', 'no-space', 'a\r\nb']) {
    assert.equal(collapsedLength(s), s.replace(/\s+/g, ' ').length, JSON.stringify(s));
    assert.equal(normalizedLength(s), s.replace(/\s+/g, ' ').trim().length, JSON.stringify(s));
  }
  assert.equal(normalizedLength(null), 0);
});

test("textLength counts the text a reader could be shown, not an app's inline state or styles", () => {
  const { document } = parseHTML(`<!doctype html><html><body><main><h1>Tides</h1> <p>High water at <b>six</b>.</p></main>
    <script type="application/json">{"state": "${'x'.repeat(5000)}"}</script><style>p { color: navy }</style><template><p>later</p></template></body></html>`);
  const main = document.querySelector('main') as unknown as Node;
  assert.equal(textLength(main), (main.textContent ?? '').length);
  // Outside <main> only the whitespace between the elements is left: no script, style or template text.
  assert.ok(textLength(document.body as unknown as Node) - textLength(main) < 10);
});
