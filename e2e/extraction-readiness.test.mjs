// End to end: browser_extract reads a page when its content is there, not when `load` fires.
// Real MCP client (Streamable HTTP), launched Chromium, the real extension; pages from
// harness/readiness-site.mjs. extract_url tabs are background tabs, where Chromium throttles the
// page's timers to about one wake-up a second.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startFixtureServer } from './harness/fixture-server.mjs';
import { READINESS } from './harness/readiness-site.mjs';
import { launchBrowser } from './harness/tabrelay.mjs';
import { callTool, connectClient, errorCode, okText, textOf } from './harness/mcp.mjs';
import { figure, withArtifacts } from './harness/report.mjs';

let fixtures;
let browser;
let client;
let schemas;
const scope = () => ({ browsers: browser ? [browser] : [] });
const it = (name, fn) => test(name, withArtifacts(scope, fn));

/** extract_url in json format: the text, the final URL and whether the page was still loading. */
async function extractJson(path, args = {}) {
  const start = performance.now();
  const result = await callTool(client, 'extract_url', { url: fixtures.url(path), format: 'json', ...args }, { timeoutMs: 60_000 });
  const ms = Math.round(performance.now() - start);
  return { data: JSON.parse(okText(result, `extract_url ${path}`)), ms };
}

before(async () => {
  fixtures = await startFixtureServer();
  browser = await launchBrowser({ name: 'extraction-readiness' });
  ({ client } = await connectClient('http', browser));
  // The canonical tool from the full profile, its legacy views (extract_url, …) from the extract profile.
  const legacy = await connectClient('http', { ...browser, query: '?tools=extract' });
  const tools = [...(await client.listTools()).tools, ...(await legacy.client.listTools()).tools];
  await legacy.close();
  schemas = new Map(tools.map((t) => [t.name, t.inputSchema]));
});

after(async () => {
  await client?.close();
  await browser?.stop();
  await fixtures?.close();
});

it('content that replaces a "Loading…" placeholder after a 1.5 s fetch is read in a background tab', async () => {
  const { data, ms } = await extractJson('/readiness/placeholder.html');
  figure('extract_url, content behind a 1.5 s fetch, ms', ms);
  assert.ok(data.markdown.includes(READINESS.slow), `the fetched paragraph:\n${data.markdown}`);
  assert.doesNotMatch(data.markdown, /Loading…/);
  assert.notEqual(data.stillLoading, true);
});

it('content a 450 ms timer renders is read although the background tab runs timers once a second', async () => {
  const { data, ms } = await extractJson('/readiness/timer.html');
  assert.ok(data.markdown.includes(READINESS.timer), data.markdown);
  figure('450 ms timer in an extract_url tab ran after, ms', /ran after \*\*(\d+)\*\* ms/.exec(data.markdown)?.[1]);
  figure('extract_url, content rendered by a 450 ms timer, ms', ms);
});

it('streamed content a background tab has not swapped in yet is read in its place, not the skeleton', async () => {
  const { data } = await extractJson('/readiness/streamed.html');
  assert.ok(data.markdown.includes(READINESS.streamed), data.markdown);
  assert.match(data.markdown, /^# Harbour chandlery/m);
  assert.doesNotMatch(data.markdown, /Contact the harbour office/, 'the article, not the page around it');
  assert.notEqual(data.stillLoading, true, data.loadingNote);
});

it('a page whose load event never comes is read as soon as its text is there', async () => {
  const { data, ms } = await extractJson('/readiness/never-loads.html');
  figure('extract_url, load event never fires, ms', ms);
  assert.ok(data.markdown.includes(READINESS.hanging), data.markdown);
  assert.notEqual(data.stillLoading, true, 'judged ready by its content, not cut at the deadline');
  assert.ok(ms < 10_000, `answered in ${ms} ms, well under the default deadline`);
});

it('spinners that take no room (their stylesheet missing) are not waited for', async () => {
  // Read with a deadline shorter than the 3 s a page with text waits on a visible indicator: a
  // wait on these spinners would end at the deadline with a "still loading" note.
  const { data } = await extractJson('/readiness/unstyled-spinner.html', { timeoutMs: 2000 });
  assert.ok(data.markdown.includes(READINESS.unstyled), data.markdown);
  assert.notEqual(data.stillLoading, true, `judged ready: nobody sees these spinners (${data.loadingNote ?? ''})`);
});

it('a deep link into a client-routed app returns the route, at the URL the router settled on', async () => {
  const { data, ms } = await extractJson('/readiness/app/old-tides');
  figure('extract_url, client-routed deep link, ms', ms);
  assert.ok(data.markdown.includes(READINESS.routed), data.markdown);
  assert.equal(data.url, fixtures.url('/readiness/app/tides'));
});

it('a redirect by script after load is followed to the page it lands on', async () => {
  const { data } = await extractJson('/readiness/redirect.html');
  assert.ok(data.markdown.includes(READINESS.landed), data.markdown);
  assert.doesNotMatch(data.markdown, /Redirecting/);
  assert.equal(data.url, fixtures.url('/readiness/landed.html'));
});

it('waitFor waits for a selector that appears late', async () => {
  const { data, ms } = await extractJson('/readiness/late-section.html', { waitFor: '#reviews li' });
  figure('extract_url waitFor a section added after 2 s, ms', ms);
  assert.ok(data.markdown.includes(READINESS.late), data.markdown);
  const text = await extractJson('/readiness/late-section.html', { waitFor: 'Review by Morgan' });
  assert.ok(text.data.markdown.includes(READINESS.late), 'waitFor also takes a text');
});

it('a page with no content by the deadline answers TIMEOUT naming only arguments that exist', async () => {
  const result = await callTool(client, 'extract_url', { url: fixtures.url('/readiness/empty.html'), timeoutMs: 2000 });
  assert.equal(errorCode(result), 'TIMEOUT', textOf(result));
  const message = textOf(result);
  assert.match(message, /timeoutMs/, 'says how to wait longer');
  for (const tool of ['browser_extract', 'extract_active_tab', 'extract_tab', 'extract_url']) {
    const known = Object.keys(schemas.get(tool).properties);
    for (const word of message.match(/\b[a-z]+[A-Z]\w*\b/g) ?? []) {
      assert.ok(known.includes(word), `${tool} has no argument '${word}' named in: ${message}`);
    }
  }
});

it('loading bars a person cannot see (zero height, transparent) do not hold a page that has loaded', async () => {
  // A deadline below the wait for a stuck indicator: counted as loading, the page would come back
  // with a still-loading note (as the next test's placeholder does).
  const { data } = await extractJson('/readiness/hidden-bars.html', { timeoutMs: 1500 });
  assert.match(data.markdown, /neap tides leave the bar passable/);
  assert.notEqual(data.stillLoading, true, data.loadingNote);
});

it('a page still loading at the deadline is returned with a note, not a bare TIMEOUT', async () => {
  const result = await callTool(client, 'extract_url', { url: fixtures.url('/readiness/placeholder.html?short'), timeoutMs: 500 });
  const text = okText(result, 'extract_url at the deadline');
  assert.match(text, /still loading/i);
  // What it showed then: the page's heading (its "Loading…" placeholder is dropped like any stock
  // label; the note above already says a loading indicator was showing).
  assert.match(text, /Night ferry news/);
  const json = await extractJson('/readiness/placeholder.html?short-json', { timeoutMs: 500 });
  assert.equal(json.data.stillLoading, true);
});
