// Reading pages: extract in every format, page text, snapshots with refs (frames on two origins,
// open shadow DOM), CSS queries, find by text/label/role/placeholder, output budgets with cursors,
// and the stale-ref error. Real MCP client, real bridge, real Chromium with the extension.
import assert from 'node:assert/strict';
import { automationSuite, firstMatch, refIn } from './harness/automation.mjs';
import { LONG_PARAGRAPHS, longParagraph } from './harness/site.mjs';
import { pageContentOf, textOf } from './harness/mcp.mjs';

const s = automationSuite('automation-content');
const { it } = s;

it('browser_extract: markdown, json, mcp and text of a tab, and markdown of a URL', async () => {
  const { tabId } = await s.open('/article.html?extract');
  const markdown = textOf(await s.ok('browser_extract', { tabId, format: 'markdown' }));
  assert.match(markdown, /^# The Quiet Harbour Lighthouse$/m);
  const json = await s.data('browser_extract', { tabId, format: 'json' });
  assert.equal(json.title, 'The Quiet Harbour Lighthouse');
  assert.equal(json.metadata?.lang, 'en');
  const mcp = await s.ok('browser_extract', { tabId, format: 'mcp' });
  const resource = mcp.content.find((c) => c.type === 'resource');
  assert.ok(resource, `format mcp embeds a resource: ${JSON.stringify(mcp.content.map((c) => c.type))}`);
  assert.match(resource.resource.text, /# The Quiet Harbour Lighthouse/);
  const text = textOf(await s.ok('browser_extract', { tabId, format: 'text' }));
  assert.match(text, /the last keeper, Thomas Avery, retired/);
  assert.doesNotMatch(text, /^# /m, 'format text is plain text, not Markdown');
  const byUrl = textOf(await s.ok('browser_extract', { url: s.url('/tables.html'), format: 'markdown' }));
  assert.match(byUrl, /^\|\s*Year\s*\|/m, 'a URL is extracted too');
});

it('extraction aliases still answer: extract_tab, extract_url, extract_active_tab', async () => {
  const { tabId } = await s.open('/article.html?aliases');
  assert.match(textOf(await s.ok('extract_tab', { tabId })), /^# The Quiet Harbour Lighthouse$/m);
  assert.match(textOf(await s.ok('extract_url', { url: s.url('/code.html') })), /```python/);
  await s.ok('browser_tab_select', { tabId, activate: true });
  assert.match(textOf(await s.ok('extract_active_tab')), /^# The Quiet Harbour Lighthouse$/m, 'the tab we activated');
});

it('browser_get_page_text reads the top page and both frames (same- and cross-origin)', async () => {
  await s.open('/frames');
  const text = textOf(await s.ok('browser_get_page_text'));
  assert.match(text, /The top document\./);
  assert.match(text, /Inside the same-origin frame\./);
  assert.match(text, /Inside the cross-origin frame\./);
});

it('browser_snapshot gives refs in both frames and in the shadow DOM, and clicking them acts there', async () => {
  await s.open('/frames?refs');
  const snapshot = await s.snapshot();
  const inner = refIn(snapshot, 'Inner button');
  const cross = refIn(snapshot, 'Cross button');
  const shadow = refIn(snapshot, 'Count a boat');
  assert.match(inner, /^f\d+e\d+$/, 'a frame element has a frame-qualified ref');
  assert.match(cross, /^f\d+e\d+$/);
  assert.notEqual(inner.split('e')[0], cross.split('e')[0], 'the two frames have different frame ids');
  assert.match(shadow, /^e\d+$/, 'the shadow widget lives in the top frame');
  await s.ok('browser_click', { ref: inner });
  await s.ok('browser_click', { ref: cross });
  await s.ok('browser_click', { ref: shadow });
  await s.ok('browser_click', { ref: shadow });
  const text = textOf(await s.ok('browser_get_page_text'));
  assert.match(text, /Inner button clicked\./);
  assert.match(text, /Cross button clicked\./);
  assert.equal(await s.text('#widget-status'), 'Boats counted: 2', 'the button inside the shadow root was clicked twice');
  assert.equal(refIn(await s.snapshot(), 'Count a boat'), shadow, 'an element keeps its ref across snapshots');
});

it('browser_snapshot interactive:true is smaller and keeps the controls; root limits it to a subtree', async () => {
  await s.open('/widgets.html?snapshot');
  const full = await s.snapshot();
  const interactive = await s.snapshot({ interactive: true });
  assert.ok(interactive.length < full.length, `interactive ${interactive.length} < full ${full.length}`);
  for (const name of ['Boat name', 'Harbour', 'Remove me']) refIn(interactive, name);
  assert.doesNotMatch(interactive, /Bottom of the widgets page/, 'static text is left out of an interactive snapshot');
  const sub = await s.snapshot({ root: '#widgets' });
  refIn(sub, 'Boat name');
  assert.doesNotMatch(sub, /Remove me/, 'root leaves out what is outside the subtree');
  assert.match(full, /Bottom of the widgets page/);
});

it('browser_query finds elements by CSS with refs; the ref then drives a click', async () => {
  await s.open('/widgets.html?query');
  const found = await s.data('browser_query', { selector: 'select' });
  assert.equal(found.total, 2);
  assert.deepEqual(found.matches.map((m) => m.attributes?.id), ['harbour', 'extras']);
  assert.ok(found.matches.every((m) => m.tag === 'select' && /^e\d+$/.test(m.ref) && m.visible === true), JSON.stringify(found.matches));
  const button = (await s.data('browser_query', { selector: '#disappear' })).matches[0];
  assert.equal(button.text.trim(), 'Remove me');
  const clicked = await s.data('browser_click', { ref: button.ref });
  assert.equal(clicked.elementGone, true, 'the outcome says the clicked element left the page');
  assert.equal(await s.text('#out'), 'Button removed.');
  assert.deepEqual((await s.data('browser_query', { selector: '#disappear' })).matches, []);
});

it('browser_query_text returns the texts of every match', async () => {
  await s.open('/hover.html?texts');
  const { texts, total } = await s.data('browser_query_text', { selector: '#submenu li' });
  assert.deepEqual(texts.map((t) => t.trim()), ['Boat settings', 'Crew list']);
  assert.equal(total, 2);
});

it('browser_find by text, label, role and placeholder; the alias find too', async () => {
  const { tabId } = await s.open('/widgets.html?find');
  const byText = firstMatch(await s.data('browser_find', { text: 'Remove me' }), 'text');
  assert.equal(byText.tag, 'button');
  const byLabel = firstMatch(await s.data('browser_find', { label: 'Boat name' }), 'label');
  assert.equal(byLabel.tag, 'input');
  const byRole = await s.data('browser_find', { role: 'checkbox' });
  assert.equal(firstMatch(byRole, 'role').name, 'Insured');
  const byPlaceholder = firstMatch(await s.data('browser_find', { placeholder: 'Anything the harbour master should know' }), 'placeholder');
  assert.equal(byPlaceholder.tag, 'textarea');
  const typed = await s.data('browser_type', { ref: byPlaceholder.ref, text: 'Found by placeholder' });
  assert.equal(typed.value, 'Found by placeholder');
  // The alias keeps Claude in Chrome's arguments: {query}.
  const alias = firstMatch(await s.data('find', { query: 'Remove me' }), 'alias find');
  assert.equal(alias.tag, 'button');
  assert.match(await s.snapshot(), /Boat name/);
  // Results with the page's words mark them as page content, the same way for every tool (docs/automation.md).
  for (const [tool, args] of [['browser_find', { text: 'Remove me' }], ['browser_snapshot', {}], ['browser_query_text', { selector: 'label' }],
    ['browser_get_page_text', {}], ['browser_extract', { tabId }]]) {
    const { body, mark } = pageContentOf(await s.ok(tool, args));
    assert.match(mark.url, /\/widgets\.html\?find$/, `${tool}: the mark names the page`);
    assert.ok(body.length > 0, `${tool}: the page's text is inside the fence`);
  }
  assert.match(textOf(await s.ok('read_page')), /Boat name/, 'read_page is an alias of browser_snapshot');
  const readInteractive = textOf(await s.ok('read_page', { filter: 'interactive' }));
  assert.doesNotMatch(readInteractive, /Bottom of the widgets page/, 'read_page filter:interactive keeps only controls');
});

it('find with no criterion is INVALID_ARGUMENT naming what to pass', async () => {
  const failed = await s.fails('browser_find', {});
  assert.equal(failed.code, 'INVALID_ARGUMENT', failed.message);
  assert.match(failed.message, /text|label|role|placeholder/);
});

// The marker line starts with exactly one newline of its own: the part may end with newlines too.
const MARKER = /\n\[… truncated: chars (\d+)[–-](\d+) of (\d+)\. Call again with \{"cursor": ?"([^"]+)"\} for the next part\]\s*$/;

/** The page-text part of a result: the page's text inside its fence, the marker after it, the cursor and range. */
function partOf(result) {
  const { body, after, mark } = pageContentOf(result);
  return { body, marker: MARKER.exec(after), mark, cursor: result.structuredContent?.cursor ?? undefined,
    range: result.structuredContent?.range };
}

it('budgets: a maxChars + cursor walk over a 170 KB page rebuilds it exactly, no gap, no overlap', async () => {
  const { tabId } = await s.open('/long');
  const whole = partOf(await s.ok('browser_get_page_text', { tabId, maxChars: 200_000 }));
  assert.equal(whole.cursor, undefined, 'the whole page fits in 200,000 characters: no cursor');
  assert.match(whole.mark.url, /\/long$/, 'the page content mark names the page');
  assert.ok(whole.body.length > 150_000, `the long page is long: ${whole.body.length}`);
  const first = partOf(await s.ok('browser_get_page_text', { tabId }));
  assert.ok(first.marker, 'the default budget (20,000) cuts the page with a marker line');
  assert.equal(first.body.length, 20_000);
  const parts = [];
  let cursor;
  let expectedStart = 0;
  do {
    const part = partOf(await s.ok('browser_get_page_text', cursor ? { cursor, maxChars: 45_000 } : { tabId, maxChars: 45_000 }));
    if (part.marker) {
      const [, from, to, total, markerCursor] = part.marker.map((v, i) => (i > 0 && i < 4 ? Number(v) : v));
      assert.equal(from, expectedStart, 'each part starts where the last one ended');
      assert.equal(to - from, part.body.length, 'the marker counts exactly the characters returned');
      assert.equal(total, whole.body.length);
      assert.equal(markerCursor, part.cursor, 'the marker and structuredContent carry the same cursor');
      assert.deepEqual(part.range, { from, to, total }, 'structuredContent.range matches the marker');
      expectedStart = to;
    }
    parts.push(part.body);
    assert.match(part.mark.url, /\/long$/, 'every part, continuations too, is marked as content of the page');
    cursor = part.cursor;
    assert.ok(parts.length < 10, 'the walk ends');
  } while (cursor);
  assert.equal(parts.length, Math.ceil(whole.body.length / 45_000));
  const rebuilt = parts.join('');
  assert.equal(rebuilt.length, whole.body.length);
  assert.ok(rebuilt === whole.body, 'the parts concatenate to the whole text');
  let at = -1;
  for (let i = 1; i <= LONG_PARAGRAPHS; i++) {
    const next = rebuilt.indexOf(longParagraph(i));
    assert.ok(next > at, `paragraph ${i} is present once and in order`);
    assert.equal(rebuilt.indexOf(longParagraph(i), next + 1), -1, `paragraph ${i} appears once`);
    at = next;
  }
  assert.match(rebuilt, /End of the log\.\s*$/);
});

it('budgets apply to snapshots and extraction too', async () => {
  const { tabId } = await s.open('/long?budgets');
  const snap = await s.ok('browser_snapshot', { tabId, maxChars: 5000 });
  assert.ok(snap.structuredContent?.cursor, 'a long snapshot is cut and offers a cursor');
  assert.match(textOf(snap), /truncated: chars 0[–-]5000 of \d+/);
  const next = await s.ok('browser_snapshot', { cursor: snap.structuredContent.cursor });
  assert.match(textOf(next), /Paragraph 00\d\d/, 'the cursor returns the next part of the same snapshot');
  const md = await s.ok('browser_extract', { tabId, format: 'markdown', fullPage: true, maxChars: 3000 });
  assert.ok(md.structuredContent?.cursor, 'extract is cut too');
});

it('a stale ref is ELEMENT_NOT_FOUND with a hint to snapshot again; the next call works', async () => {
  await s.open('/widgets.html?stale');
  const ref = refIn(await s.snapshot(), 'Remove me');
  await s.ok('browser_navigate', { direction: 'reload' });
  const stale = await s.fails('browser_click', { ref });
  assert.equal(stale.code, 'ELEMENT_NOT_FOUND', stale.message);
  assert.match(stale.message, /browser_snapshot|snapshot/, 'the message says to take a new snapshot');
  const missing = await s.fails('browser_click', { selector: '#no-such-element' });
  assert.equal(missing.code, 'ELEMENT_NOT_FOUND', missing.message);
  const fresh = refIn(await s.snapshot(), 'Remove me');
  await s.ok('browser_click', { ref: fresh });
  assert.equal(await s.text('#out'), 'Button removed.');
});
