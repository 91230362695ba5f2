// End to end: the four tools on local fixture pages, through a real MCP client (Streamable HTTP),
// a real launched Chromium and the real extension.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { SECRET, STORY, startFixtureServer } from './harness/fixture-server.mjs';
import { launchBrowser } from './harness/tabrelay.mjs';
import { callTool, connectClient, errorCode, listTabs, okText, textOf } from './harness/mcp.mjs';
import { freePort } from './harness/ports.mjs';
import { figure, withArtifacts } from './harness/report.mjs';

let fixtures;
let browser;
let client;
const scope = () => ({ browsers: browser ? [browser] : [] });
const it = (name, fn, options = {}) => test(name, options, withArtifacts(scope, fn));
const extractUrl = (path, args = {}) => callTool(client, 'extract_url', { url: fixtures.url(path), ...args });

before(async () => {
  fixtures = await startFixtureServer();
  browser = await launchBrowser({ name: 'extraction', url: fixtures.url('/article.html') });
  ({ client } = await connectClient('http', browser));
});

after(async () => {
  await client?.close();
  await browser?.stop();
  await fixtures?.close();
});

it('extract_active_tab reads the page opened with --url', async () => {
  const markdown = okText(await callTool(client, 'extract_active_tab', {}), 'extract_active_tab');
  assert.match(markdown, /^# The Quiet Harbour Lighthouse$/m);
  assert.match(markdown, /Thomas Avery/);
});

it('list_tabs shows the --url tab as active, and extract_tab reads it by id', async () => {
  const tabs = await listTabs(client);
  const tab = tabs.find((t) => t.url === fixtures.url('/article.html'));
  assert.ok(tab, `the article tab is listed: ${JSON.stringify(tabs)}`);
  assert.equal(tab.active, true);
  assert.equal(tab.title, 'The Quiet Harbour Lighthouse');
  assert.ok(Number.isInteger(tab.tabId));
  const markdown = okText(await callTool(client, 'extract_tab', { tabId: tab.tabId }), 'extract_tab');
  assert.match(markdown, /^# The Quiet Harbour Lighthouse$/m);
  assert.match(markdown, /^## Restoration$/m);
});

it('extract_url sees content that JavaScript renders after the load event', async () => {
  const markdown = okText(await extractUrl('/js-story.html'), 'extract_url');
  for (const paragraph of STORY.paragraphs) assert.ok(markdown.includes(paragraph), `missing: ${paragraph}\n--- got ---\n${markdown}`);
});

it("extract_url uses the browser's own cookie jar (logged out, log in, logged in)", async () => {
  assert.match(okText(await extractUrl('/members'), 'members before login'), /Please log in/);
  assert.match(okText(await extractUrl('/login'), 'login'), /Logged in/);
  const members = okText(await extractUrl('/members'), 'members after login');
  assert.ok(members.includes(SECRET), `the members page shows the secret after login:\n${members}`);
  assert.doesNotMatch(members, /Please log in/);
});

it('tables become GFM pipe tables, the header-less one included', async () => {
  const markdown = okText(await extractUrl('/tables.html'), 'extract_url tables');
  const row = (...cells) => new RegExp(`^\\|\\s*${cells.map((c) => c.replace(/[()]/g, '\\$&')).join('\\s*\\|\\s*')}\\s*\\|$`, 'm');
  const separator = (n) => new RegExp(`^\\|(\\s*:?-{3,}:?\\s*\\|){${n}}$`, 'm');
  assert.match(markdown, row('Year', 'Fishing boats', 'Ferries'));
  assert.match(markdown, separator(3));
  assert.match(markdown, row('2023', '398', '104'));
  assert.match(markdown, row('Month', 'Highest tide (m)'));
  assert.match(markdown, row('July', '4.1'));
  // The table without <thead>: a pipe table whose rows all survive, under a separator line.
  const fees = markdown.slice(markdown.indexOf('## Mooring fees')).split('\n').filter((l) => l.startsWith('|'));
  const sep = fees.findIndex((l) => separator(2).test(l));
  assert.ok(sep >= 0 && sep <= 1, `separator is the first or second line of the table:\n${fees.join('\n')}`);
  for (const cells of [['Berth class', 'Fee per night'], ['Small berth', '12 EUR'], ['Large berth', '30 EUR']]) {
    assert.ok(fees.some((l) => row(...cells).test(l)), `row ${cells}:\n${fees.join('\n')}`);
  }
  assert.ok(fees.findIndex((l) => row('Small berth', '12 EUR').test(l)) > sep, 'data rows follow the separator');
  assert.doesNotMatch(markdown, /<\/?(table|tr|td|th)\b/i);
});

it('code blocks keep their language and their lines, <br> line breaks included', async () => {
  const markdown = okText(await extractUrl('/code.html'), 'extract_url code');
  assert.ok(markdown.includes('```python\nfrom collections import Counter\n\ndef count_ships(path):\n'
    + '    with open(path) as log:\n        return Counter(line.strip() for line in log)\n```'), markdown);
  assert.ok(markdown.includes('```bash\npython3 report.py logbook.txt | sort -k2 -n\n```'), markdown);
  assert.match(markdown, /^```[a-z]*\nfirst_line = 1\nsecond_line = 2\nthird_line = 3\n```$/m);
});

it('keepTab:false leaves no tab behind; keepTab:true keeps it and json gives its tabId', async () => {
  const before = await listTabs(client);
  okText(await extractUrl('/article.html?closed'), 'keepTab false');
  const afterClosed = await listTabs(client);
  assert.deepEqual(afterClosed.map((t) => t.tabId).sort(), before.map((t) => t.tabId).sort());

  const kept = await extractUrl('/article.html?kept', { keepTab: true, format: 'json' });
  okText(kept, 'keepTab true');
  const { tabId } = kept.structuredContent;
  assert.ok(Number.isInteger(tabId), `json result has a tabId: ${textOf(kept)}`);
  assert.equal(JSON.parse(textOf(kept)).tabId, tabId, 'text and structured content agree');
  const tabs = await listTabs(client);
  const tab = tabs.find((t) => t.tabId === tabId);
  assert.ok(tab, 'the kept tab is still open');
  assert.equal(tab.url, fixtures.url('/article.html?kept'));
  assert.equal(tab.active, false, 'extract_url does not take focus from the user');
  assert.equal(tabs.length, before.length + 1);
  okText(await callTool(client, 'extract_tab', { tabId }), 'extract_tab on the kept tab');
});

it('format json carries title, lang, wordCount and links', async () => {
  const result = await extractUrl('/article.html', { format: 'json' });
  const data = JSON.parse(okText(result, 'json'));
  assert.deepEqual(result.structuredContent, data, 'structured content equals the text');
  assert.equal(data.title, 'The Quiet Harbour Lighthouse');
  assert.equal(data.url, fixtures.url('/article.html'));
  assert.match(data.markdown, /^# The Quiet Harbour Lighthouse$/m);
  const meta = data.metadata;
  assert.equal(meta.title, 'The Quiet Harbour Lighthouse');
  assert.equal(meta.lang, 'en');
  assert.ok(meta.wordCount > 200 && meta.wordCount < 400, `wordCount ${meta.wordCount}`);
  assert.ok(meta.links.some((l) => l.href === 'https://example.org/restoration' && l.text === 'restoration diary'),
    JSON.stringify(meta.links));
});

it('format mcp returns an embedded resource (uri = page URL, text/markdown)', async () => {
  const result = await extractUrl('/article.html', { format: 'mcp' });
  assert.ok(!result.isError, textOf(result));
  assert.equal(result.content.length, 1);
  const [item] = result.content;
  assert.equal(item.type, 'resource');
  assert.equal(item.resource.uri, fixtures.url('/article.html'));
  assert.equal(item.resource.mimeType, 'text/markdown');
  assert.match(item.resource.text, /^# The Quiet Harbour Lighthouse$/m);
});

it('chrome:// and about: tabs answer RESTRICTED_URL', async () => {
  const cdp = await browser.cdp();
  const opened = [await cdp.openTab('about:blank'), await cdp.openTab('chrome://version/')];
  try {
    const tabs = await listTabs(client);
    const restricted = tabs.filter((t) => !t.url.startsWith('http'));
    assert.equal(restricted.length, 2, JSON.stringify(tabs));
    for (const tab of restricted) {
      const result = await callTool(client, 'extract_tab', { tabId: tab.tabId });
      assert.equal(errorCode(result), 'RESTRICTED_URL', textOf(result));
    }
  } finally {
    for (const targetId of opened) await cdp.send('Target.closeTarget', { targetId }).catch(() => undefined);
  }
});

it('extract_tab with an unknown tabId answers TAB_NOT_FOUND', async () => {
  const result = await callTool(client, 'extract_tab', { tabId: 987654321 });
  assert.equal(errorCode(result), 'TAB_NOT_FOUND', textOf(result));
  assert.match(textOf(result), /list_tabs/, 'says what to do next');
});

it('a URL nothing listens on fails fast with NAVIGATION_FAILED, and the next call works', async () => {
  const dead = `http://127.0.0.1:${await freePort()}/nothing-here`;
  const start = performance.now();
  const result = await callTool(client, 'extract_url', { url: dead }, { timeoutMs: 25_000 });
  const ms = Math.round(performance.now() - start);
  figure('extract_url of a dead URL, ms', ms);
  assert.equal(errorCode(result), 'NAVIGATION_FAILED', textOf(result));
  assert.ok(ms < 10_000, `answered in ${ms} ms`);
  assert.match(okText(await extractUrl('/article.html'), 'the next call'), /Quiet Harbour/);
});

it('extract_url latency on the fixture article', async () => {
  const times = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    okText(await extractUrl(`/article.html?run=${i}`), 'extract_url');
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  figure('extract_url latency median ms (5 calls)', Math.round(times[2]));
  figure('extract_url latency max ms (5 calls)', Math.round(times[4]));
  assert.ok(times[2] < 5000, `median ${times[2]} ms`);
});

it('update_plan and the turn tools reach the real extension and are acknowledged', async () => {
  const plan = [{ step: 'Open the pricing page', status: 'completed' }, { step: 'Extract the table', status: 'in_progress' }];
  assert.match(okText(await callTool(client, 'turn_answer_start'), 'turn_answer_start'), /turn \S+/);
  assert.match(okText(await callTool(client, 'update_plan', { plan }), 'update_plan'), /2 steps/);
  assert.match(okText(await callTool(client, 'turn_answer_complete', { summary: 'Done' }), 'turn_answer_complete'), /turn \S+/);
  const bad = await callTool(client, 'update_plan', { plan: [{ step: 'x', status: 'someday' }] });
  assert.ok(bad.isError, 'a bad status is refused with the field named');
  assert.match(textOf(bad), /status/);
});

it('the json format reports the page type and the facts a product page declares', async () => {
  const result = await extractUrl('/product.html', { format: 'json' });
  assert.ok(!result.isError, textOf(result));
  const { metadata } = result.structuredContent;
  assert.equal(metadata.pageType, 'product', JSON.stringify(metadata));
  assert.deepEqual(
    { price: metadata.facts.product.price, currency: metadata.facts.product.currency, availability: metadata.facts.product.availability },
    { price: '64.50', currency: 'EUR', availability: 'InStock' });
  const article = await extractUrl('/article.html', { format: 'json' });
  assert.equal(article.structuredContent.metadata.pageType, 'article', JSON.stringify(article.structuredContent.metadata));
});

it('a page hidden until a script that failed to load reveals it is read from its markup, not returned empty', async () => {
  const markdown = okText(await extractUrl('/hidden-until-script.html'), 'hidden page');
  assert.match(markdown, /Spring tides come twice a month/);
});

it('an app shell holding the page in a window its script has not sized yet is read, its screen-reader-only text and its aria-hidden menu still left out', async () => {
  // Two things dropped the whole page: the shell (position: fixed) measured against a body whose
  // text was mostly the app's inline JSON state, and the 0×0 clipped window taken for
  // screen-reader-only text.
  const text = okText(await extractUrl('/app-window.html'), 'app window');
  for (const words of ['see at a glance which berths are free', 'corrected for the storm surge', 'the fuel dock rota']) assert.ok(text.includes(words), `missing: ${words}\n--- got ---\n${text}`);
  assert.doesNotMatch(text, /Skip to the harbour tools/);
  // The whole visible page (fullPage) shows what the snapshot kept: the shop-style footer of
  // links kept from screen readers is a menu, however much of the page's text it holds.
  const whole = okText(await extractUrl('/app-window.html', { fullPage: true }), 'app window, whole page');
  assert.match(whole, /the fuel dock rota/);
  assert.doesNotMatch(whole, /Slipway bookings for every harbour/);
});

it("a product page whose <main> is only its hero is read whole: the sliver gives way to Defuddle's reading", async () => {
  const text = okText(await extractUrl('/hero-product.html'), 'hero product');
  for (const heading of ['Mooring book', 'Tide board', 'Ledger', 'Plans']) assert.match(text, new RegExp(`${heading}\\s+The harbour master counted`), heading);
});

it("a service page whose prose Readability keeps alone is read with its lists: Defuddle's fuller reading of the same content wins", async () => {
  const text = okText(await extractUrl('/service-steps.html'), 'service steps');
  for (const words of ['written report, with photographs', 'How it works', 'photographs every slope', 'The loft from inside', 'Terraced house: forty pounds']) assert.ok(text.includes(words), `missing: ${words}\n--- got ---\n${text}`);
  assert.ok(!text.includes('Privacy') && !text.includes('Contact'), `the menu and footer are not content:\n${text}`);
});

it('an image whose alt text spans lines is one line of Markdown, and its description is not read as text', async () => {
  const data = JSON.parse(okText(await extractUrl('/diagram-guide.html', { format: 'json' }), 'diagram guide'));
  data.text = okText(await extractUrl('/diagram-guide.html', { format: 'text' }), 'diagram guide as text');
  assert.match(data.markdown, /^!\[Two tables: .* to the second table\. The second table holds the readings themselves, six minutes apart\.\]\(\S+gauge%20memory%20%28v2%29\.svg\)$/m, data.markdown);
  assert.match(data.text, /writes one reading every six minutes[\s\S]*copies the day's readings/);
  assert.doesNotMatch(data.text, /Two tables|six minutes apart|\.svg/, data.text);
});

it("a CMS's widget blocks and a headed list of links inside the guide are kept; the share widget is not", async () => {
  const text = okText(await extractUrl('/cms-guide.html'), 'cms guide');
  for (const words of ['1\\. The harbour master', '7\\. The harbour master', 'Social sign-in', 'Keycloak']) assert.ok(text.includes(words), `missing: ${words}\n--- got ---\n${text}`);
  assert.ok(!text.includes('Share on Mastodon'), `the share widget, a class of its own, is kept:\n${text}`);
});

it("an app page whose script failed is read from its <noscript> fallback; one that rendered is read as rendered", async () => {
  const failed = okText(await extractUrl('/noscript-thread.html'), 'noscript thread');
  for (const words of ['goes sour and runny', 'half as much water as flour', 'best crumb of the year']) assert.ok(failed.includes(words), `missing: ${words}\n--- got ---\n${failed}`);
  assert.doesNotMatch(failed, /Powered by a forum app/, 'the fallback is read as a page: its footer is furniture');
  const rendered = okText(await extractUrl('/noscript-thread.html?app-runs'), 'rendered app');
  assert.match(rendered, /Rendered by the app: feed it at a stiffer ratio/);
  assert.doesNotMatch(rendered, /half as much water as flour/, 'the <noscript> copy of a page that rendered is never read');
});

it('a short page wrapped in one form (ASP.NET style) keeps its main content in article mode', async () => {
  const markdown = okText(await extractUrl('/form-wrapped.html'), 'form-wrapped page');
  assert.match(markdown, /ten until five/);
});

it("a docs page's anchored headings and utility-classed blocks are read (names Readability would take for furniture)", async () => {
  const text = okText(await extractUrl('/anchored-guide.html'), 'anchored guide');
  for (const words of ['Request headers', 'Social login', 'Comments and replies', 'sixty calls a minute', 'first of each month']) {
    assert.ok(text.includes(words), `missing: ${words}\n--- got ---\n${text}`);
  }
});

it("every tab of a guide is read, not only the one open when the page loaded", async () => {
  const text = okText(await extractUrl('/install-tabs.html'), 'install tabs');
  for (const words of ['run it; it asks once', 'brew install harbour/tap/tides', 'sudo apt install tides', 'name of a harbour']) {
    assert.ok(text.includes(words), `missing: ${words}\n--- got ---\n${text}`);
  }
});

it('a page that reloads itself while it is read is read again, not lost', async () => {
  // Each document reloads the moment it has loaded, three times: a read meets a replaced
  // document about every other call (TAB_NOT_FOUND before the reader read again), so six calls
  // in a row all answering shows it.
  for (let call = 1; call <= 6; call++) {
    const text = okText(await extractUrl('/reloads-itself.html?times=3&after=0'), `call ${call}`);
    assert.match(text, /every evening the boats that came back/, `call ${call}`);
    assert.match(text, /Document [0-3]\./, `call ${call}`);
  }
});
