// Downloads, console and network capture (and, later in this file, cookies, clipboard and
// evaluate) through the real action handlers in real Chromium, against pages served here.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { automationServer, launchAutomation } from './automation-browser.mjs';

describe('automation: downloads, console, network', () => {
  let browser;
  let server;
  const inPage = (tabId, fn) => browser.inWorker(([id, source]) => chrome.scripting.executeScript({
    target: { tabId: id }, world: 'MAIN', func: (code) => void setTimeout(new Function(code), 0), args: [source],
  }), [tabId, `(${fn})()`]);

  before(async () => {
    [server, browser] = await Promise.all([automationServer(), launchAutomation()]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('download by URL waits for the file and reports its path, size and type', async () => {
    const data = await browser.ok('download', { url: `${server.origin}/report.csv` }, 'sDl');
    assert.equal(data.state, 'complete');
    assert.equal(data.size, 15);
    assert.equal(data.mimeType, 'text/csv');
    // Playwright saves downloads under its own names; in a user's browser this is …/report.csv.
    assert.match(data.path, /^\//);
    assert.equal(readFileSync(data.path, 'utf8'), 'id,name\n1,Rope\n');
  });

  it('download with a selector clicks it and awaits the download that click starts', async () => {
    await browser.ok('tab.create', { url: `${server.origin}/files` }, 'sDl');
    const data = await browser.ok('download', { selector: '#get' }, 'sDl');
    assert.equal(data.url, `${server.origin}/report.csv`);
    assert.equal(readFileSync(data.path, 'utf8'), 'id,name\n1,Rope\n');
    const missing = await browser.run('download', { selector: '#nope' }, 'sDl');
    assert.equal(missing.error.code, 'ELEMENT_NOT_FOUND');
    const failed = await browser.run('download', { url: 'http://127.0.0.1:9/none.csv' }, 'sDl');
    assert.equal(failed.error.code, 'DOWNLOAD_FAILED');
  });

  it('console.read includes messages logged before the first read, filters by level and pattern, clears', async () => {
    const { tabId } = await browser.ok('tab.create', { url: `${server.origin}/console` }, 'sC');
    const first = await browser.ok('console.read', {}, 'sC');
    const texts = first.messages.map((m) => `${m.level}:${m.text}`);
    assert.ok(texts.includes('log:early log 1'), texts.join(' | '));
    assert.ok(texts.includes('error:early failure'), texts.join(' | '));
    assert.ok(first.messages.every((m) => m.ts <= Date.now()));
    assert.equal(typeof first.capturingSince, 'number');
    await inPage(tabId, () => { console.warn('later warning'); console.info('later info'); });
    const deadline = Date.now() + 10_000;
    let later;
    do later = await browser.ok('console.read', { level: 'warning' }, 'sC');
    while (!later.messages.some((m) => m.text === 'later warning') && Date.now() < deadline);
    assert.deepEqual(later.messages.map((m) => m.level).sort(), ['error', 'warning']);
    const matched = await browser.ok('console.read', { pattern: 'LATER', clear: true }, 'sC');
    assert.deepEqual(matched.messages.map((m) => m.text).sort(), ['later info', 'later warning']);
    assert.deepEqual((await browser.ok('console.read', {}, 'sC')).messages, []);
    const bad = await browser.run('console.read', { level: 'loud' }, 'sC');
    assert.equal(bad.error.code, 'INVALID_ARGUMENT');
  });

  it('network.read lists earlier requests from the timeline and later ones with bodies', async () => {
    const { tabId } = await browser.ok('tab.create', { url: `${server.origin}/console` }, 'sW');
    // The early fetch is on the timeline once its response is in.
    await browser.inWorker((id) => new Promise((resolve) => {
      const check = () => chrome.tabs.get(id).then((t) => (t.title === 'Console fetched' ? resolve() : setTimeout(check, 20)));
      check();
    }), tabId);
    const first = await browser.ok('network.read', {}, 'sW');
    const early = first.requests.find((r) => r.url.endsWith('/api/data?early=1'));
    assert.ok(early, JSON.stringify(first.requests));
    assert.equal(early.fromTimeline, true);
    assert.equal(early.status, 200);
    await inPage(tabId, () => fetch('/api/data?later=2', { method: 'POST', body: 'hello=1' }));
    const deadline = Date.now() + 10_000;
    let later;
    do later = await browser.ok('network.read', { urlPattern: 'later=2', includeBodies: true }, 'sW');
    while (!(later.requests[0]?.durationMs >= 0) && Date.now() < deadline);
    assert.equal(later.requests.length, 1);
    const [request] = later.requests;
    assert.equal(request.method, 'POST');
    assert.equal(request.status, 200);
    assert.equal(request.requestBody, 'hello=1');
    assert.equal(request.mimeType, 'application/json');
    assert.deepEqual(JSON.parse(request.responseBody), { ok: true, q: '?later=2' });
  });

  it('cookies.set then cookies.get, refused cookies and unknown hosts', async () => {
    const url = `${server.origin}/`;
    const set = await browser.ok('cookies.set', { url, name: 'auth', value: 'ada-7f3c', httpOnly: true, sameSite: 'lax' }, 'sCk');
    assert.equal(set.cookie.name, 'auth');
    assert.equal(set.cookie.httpOnly, true);
    const got = await browser.ok('cookies.get', { url, name: 'auth' }, 'sCk');
    assert.deepEqual(got.cookies.map((c) => [c.name, c.value, c.sameSite]), [['auth', 'ada-7f3c', 'lax']]);
    const refused = await browser.run('cookies.set', { url, name: 'x', value: 'y', domain: 'example.org' }, 'sCk');
    assert.equal(refused.error.code, 'INVALID_ARGUMENT');
  });

  it('clipboard.write puts the text on the clipboard', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${server.origin}/clip`);
    await browser.context.grantPermissions(['clipboard-read'], { origin: server.origin });
    assert.deepEqual(await browser.ok('clipboard.write', { text: 'tide table: 6.1 m' }, 'sCb'), { written: 17 });
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'tide table: 6.1 m');
    await page.close();
  });

  it('evaluate returns JSON values, awaits promises and reports a thrown error clearly', async () => {
    await browser.ok('tab.create', { url: `${server.origin}/eval` }, 'sEv');
    const value = await browser.ok('evaluate', { expression: '({ title: document.title, n: 1 + 2 })' }, 'sEv');
    assert.deepEqual(value.value, { title: 'Page /eval', n: 3 });
    assert.equal(value.type, 'object');
    const later = await browser.ok('evaluate', { expression: 'new Promise((r) => setTimeout(() => r("later"), 10))' }, 'sEv');
    assert.equal(later.value, 'later');
    assert.equal((await browser.ok('evaluate', { expression: '0/0' }, 'sEv')).value, 'NaN');
    const thrown = await browser.run('evaluate', { expression: 'null.x' }, 'sEv');
    assert.equal(thrown.error.code, 'INVALID_ARGUMENT');
    assert.match(thrown.error.message, /threw in the page: TypeError/);
  });
});
