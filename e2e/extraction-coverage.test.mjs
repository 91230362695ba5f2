// End to end: all of a page's content through browser_extract, in real Chromium with the real
// extension and real MCP clients. Text in open and closed shadow roots (through slots), an article
// inside a same-origin iframe, fullPage with a sidebar and a related list, and a 10 MB page that
// must answer within its budget while another client goes on and the browser link stays up.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { FRAMED, SHADOW, SIDEBAR, hugeParagraph, startCoverageSite } from './harness/coverage-site.mjs';
import { launchBrowser, waitForHealth, connected } from './harness/tabrelay.mjs';
import { callTool, connectClient, okText, pageContentOf, textOf } from './harness/mcp.mjs';
import { figure, withArtifacts } from './harness/report.mjs';

let site;
let browser;
let client;
const scope = () => ({ browsers: browser ? [browser] : [] });
const it = (name, fn, options = {}) => test(name, options, withArtifacts(scope, fn));
const extract = (path, args = {}, c = client) => callTool(c, 'browser_extract', { url: site.url(path), ...args }, { timeoutMs: 130_000 });

before(async () => {
  site = await startCoverageSite();
  // The 10 MB page is converted whole (Readability, cleanup, Turndown) before its first part is
  // sent: about 8 s on an idle 2-core machine, several times that when other browsers share it.
  // The deadline is raised so a busy machine measures a slow answer instead of a TIMEOUT.
  browser = await launchBrowser({ name: 'coverage', env: { COMMAND_TIMEOUT: '120000' } });
  ({ client } = await connectClient('http', browser));
});

after(async () => {
  await client?.close();
  await browser?.stop();
  await site?.close();
});

it('text inside web components (open and closed shadow roots, named and default slots) is extracted in reading order', async () => {
  const markdown = okText(await extract('/shadow'), 'extract /shadow');
  const order = [SHADOW.headline, ...SHADOW.open, SHADOW.slotted, SHADOW.defaultSlotted, SHADOW.fallback, SHADOW.closed];
  let at = -1;
  for (const piece of order) {
    const found = markdown.indexOf(piece);
    assert.ok(found >= 0, `missing: ${piece}\n--- got ---\n${markdown}`);
    assert.ok(found > at, `out of order: ${piece}\n--- got ---\n${markdown}`);
    at = found;
  }
  assert.doesNotMatch(markdown, /slot that does not exist/, 'light DOM assigned to no slot is not rendered');
  assert.doesNotMatch(markdown, /color: #333/, 'styles inside shadow roots stay out');
});

it('an article inside a same-origin iframe is extracted', async () => {
  const markdown = okText(await extract('/framed'), 'extract /framed');
  for (const p of FRAMED.paragraphs) assert.ok(markdown.includes(p), `missing: ${p}\n--- got ---\n${markdown}`);
  assert.match(markdown, new RegExp(`^#+ ${FRAMED.headline}$`, 'm'));
});

it('fullPage returns the whole visible page (sidebar, table, related list) while article mode leaves them out', async () => {
  const full = okText(await extract('/sidebar', { fullPage: true }), 'fullPage');
  const article = okText(await extract('/sidebar'), 'article');
  for (const piece of [SIDEBAR.headline, 'Storm note 6', SIDEBAR.sidebar, ...SIDEBAR.related]) {
    assert.ok(full.includes(piece), `fullPage misses: ${piece}\n--- got ---\n${full}`);
  }
  assert.match(full, new RegExp(`^\\|\\s*${SIDEBAR.tableCell}\\s*\\|\\s*0\\.4\\s*\\|$`, 'm'), `the sidebar table is a GFM table:\n${full}`);
  // Reading order: the article, then its sidebar, then the related list.
  assert.ok(full.indexOf('Storm note 6') < full.indexOf(SIDEBAR.sidebar), 'article before sidebar');
  assert.ok(full.indexOf(SIDEBAR.sidebar) < full.indexOf(SIDEBAR.related[0]), 'sidebar before related list');
  for (const never of [SIDEBAR.hidden, SIDEBAR.script, SIDEBAR.style]) assert.ok(!full.includes(never), `fullPage shows ${never}`);
  assert.ok(article.includes('Storm note 6'), `article mode has the article:\n${article}`);
  for (const piece of [SIDEBAR.sidebar, ...SIDEBAR.related]) assert.ok(!article.includes(piece), `article mode shows: ${piece}`);
  assert.notEqual(full, article);
});

it('a 10 MB page with maxChars 2000 answers with 2000 characters and a cursor for the rest, while another client goes on and the link stays up', async () => {
  await waitForHealth(browser.base, connected, { what: 'browser connected before' });
  const other = await connectClient('ws', browser);
  try {
    const started = performance.now();
    const big = extract('/huge?mb=10', { maxChars: 2000 }).then((r) => ({ r, ms: performance.now() - started }));
    // The second client starts once the huge page is on its way, and must not wait for it.
    const small = (async () => {
      const results = [];
      for (let i = 0; i < 3; i++) {
        const t0 = performance.now();
        const r = await extract(`/small/other-${i}`, {}, other.client);
        results.push({ r, ms: performance.now() - t0, at: performance.now() - started });
      }
      return results;
    })();
    const [{ r, ms }, smalls] = await Promise.all([big, small]);
    figure('10 MB page, maxChars 2000: ms to answer', Math.round(ms));
    for (const [i, s] of smalls.entries()) {
      assert.ok(!s.r.isError, `the other client's call ${i} failed: ${textOf(s.r)}`);
      assert.match(textOf(s.r), new RegExp(`belongs to other-${i}`));
      figure(`other client during the 10 MB page, call ${i} ms`, Math.round(s.ms));
    }
    assert.ok(!r.isError, `the 10 MB page failed: ${textOf(r)}`);
    const { body, after } = pageContentOf(r);
    const first = textOf(r);
    const cursor = r.structuredContent?.cursor;
    assert.ok(typeof cursor === 'string' && cursor.length > 0, `a cursor for the rest: ${JSON.stringify(r.structuredContent)}`);
    const range = r.structuredContent.range;
    assert.equal(range.from, 0);
    assert.ok(range.total > 10_000_000, `the whole page is counted: ${JSON.stringify(range)}`);
    assert.ok(body.startsWith('# The Complete Harbour Ledger'), body.slice(0, 200));
    assert.ok(first.length < 2600, `the answer holds the budget (2000 and the fence and cursor lines): ${first.length} chars`);
    assert.match(after, /^\n\[… truncated/, 'the cursor note follows the fenced page content');
    assert.ok(ms < 60_000, `answered in ${Math.round(ms)} ms`);

    // The cursor gives the part that follows, exactly where the first one stopped.
    assert.equal(body.length, range.to);
    const next = await callTool(client, 'browser_extract', { cursor, maxChars: 3000 });
    assert.ok(!next.isError, `cursor: ${textOf(next)}`);
    assert.deepEqual(next.structuredContent.range, { from: range.to, to: range.to + 3000, total: range.total });
    const joined = body + pageContentOf(next).body;
    for (const i of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) assert.ok(joined.includes(hugeParagraph(i)), `paragraph ${i} whole across parts`);

    const after_ = await waitForHealth(browser.base, connected, { what: 'browser still connected' });
    assert.equal(after_.health.browsers.length, 1);
    assert.doesNotMatch(browser.child.output, /Browser disconnected/, 'the link never dropped');
  } finally {
    await other.close();
  }
});
