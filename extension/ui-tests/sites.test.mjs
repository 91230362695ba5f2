// An API key's `sites` in real Chromium, through the worker's test hook (the bridge sends them
// with each command): a blocked tab is refused before anything acts on it, frames from blocked
// sites give no text and no refs, a download redirected to a blocked site leaves nothing, and
// no refusal names the blocked address. 127.0.0.1 is the allowed host, localhost the blocked one.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { agentPages } from './agent-pages.mjs';
import { automationServer, launchAutomation } from './automation-browser.mjs';

const SITES = ['127.0.0.1'];
const TOKEN = 'SECRET123';
/** What a local caller (no key) gets: an empty list means not restricted. */
const NONE = [];

describe("an API key's sites", () => {
  let browser;
  let pages;
  let files;
  /** One command as the bridge sends it for a key restricted to SITES (no session: the user's active tab is the fallback). */
  const run = (action, params = {}, sites = SITES) =>
    browser.worker.evaluate(([a, p, s]) => globalThis.tabrelayRun(a, p, undefined, s), [action, params, sites]);
  const blocked = async (action, params) => {
    const reply = await run(action, params);
    assert.equal(reply.success, false, `${action} should be refused: ${JSON.stringify(reply.data)?.slice(0, 300)}`);
    assert.equal(reply.error.code, 'SITE_BLOCKED', reply.error.message);
    const wire = JSON.stringify(reply.error);
    assert.ok(!wire.includes(TOKEN) && !wire.includes('localhost'), `the refusal names the blocked address: ${wire}`);
    return reply.error;
  };
  const ok = async (action, params, sites) => {
    const reply = await run(action, params, sites);
    assert.equal(reply.success, true, `${action} failed: ${JSON.stringify(reply.error)}`);
    return reply.data;
  };
  /** A tab the user opened and looks at. */
  const userTab = async (url) => {
    const page = await browser.context.newPage();
    await page.goto(url);
    await page.bringToFront();
    const tabId = await browser.worker.evaluate((u) => chrome.tabs.query({ url: u }).then((t) => t[0].id), page.url());
    return { page, tabId };
  };

  before(async () => {
    [pages, files, browser] = await Promise.all([agentPages(), automationServer(), launchAutomation()]);
  });
  after(async () => {
    await browser?.close();
    await Promise.all([pages?.close(), files?.close()]);
  });

  it('refuses every page action on a blocked active tab before acting', async () => {
    const { page } = await userTab(`http://localhost:${pages.port}/form?token=${TOKEN}`);
    const message = (await blocked('input.type', { selector: '#email', text: 'agent@example.test' })).message;
    assert.match(message, /outside the sites this API key may use/);
    assert.equal(await page.inputValue('#email'), '', 'nothing was typed');
    await blocked('input.click', { selector: '#delete' });
    assert.equal(await page.textContent('#answer'), '', 'nothing was clicked');
    await blocked('wait.for', { text: 'Sign in', timeoutMs: 2000 });
    await blocked('wait.element', { selector: '#email', timeoutMs: 2000 });
    await blocked('page.text', {});
    await blocked('screenshot', {});
    await blocked('tab.select', { tabId: (await ok('tabs.list', {})).tabs.find((t) => t.blocked).tabId });
    const listed = (await ok('tabs.list', {})).tabs;
    assert.ok(!JSON.stringify(listed).includes(TOKEN), 'tabs.list withholds the blocked URL');
    // Without sites (a local caller) the same tab is usable: the refusal came from the key.
    assert.equal((await ok('page.text', {}, NONE)).url.includes('localhost'), true);
    await page.close();
  });

  it('leaves frames from blocked sites out of text, snapshot and find, and refuses their refs', async () => {
    const { page, tabId } = await userTab(`${pages.origin}/frames`);
    await page.frameLocator('#cross').locator('#inner').waitFor();
    const crossRef = /button "Inner cross button" \[(f\d+e\d+)\]/.exec((await ok('page.snapshot', { tabId }, NONE)).snapshot)[1];

    const snap = (await ok('page.snapshot', { tabId })).snapshot;
    assert.match(snap, /Inner same button/);
    assert.doesNotMatch(snap, /Inner cross|localhost/);
    const text = (await ok('page.text', { tabId })).text;
    assert.match(text, /Inner same button/);
    assert.doesNotMatch(text, /Inner cross|localhost/);
    assert.equal((await ok('page.find', { tabId, text: 'inner cross' })).total, 0);
    assert.ok((await ok('page.find', { tabId, text: 'inner same' })).total >= 1, 'the same-origin frame still answers');

    await blocked('input.click', { tabId, ref: crossRef });
    assert.equal(await page.frameLocator('#cross').locator('#inner').textContent(), 'Inner cross button', 'the frame was not clicked');
    await blocked('wait.element', { tabId, ref: crossRef, timeoutMs: 2000 });
    await page.close();
  });

  it('cancels and erases a download that redirects to a blocked site', async () => {
    const target = `http://localhost:${files.port}/report.csv?token=${TOKEN}`;
    await blocked('download', { url: `${files.origin}/redirect?to=${encodeURIComponent(target)}` });
    const left = await browser.worker.evaluate(() => chrome.downloads.search({}));
    assert.deepEqual(left.filter((d) => d.finalUrl.includes('report.csv')), [], 'no download entry or file is left');
    // The same file from the allowed host downloads.
    const data = await ok('download', { url: `${files.origin}/report.csv` });
    assert.equal(data.state, 'complete');
  });

  it('refuses a navigation that redirects out of the sites, and cookies of a blocked URL', async () => {
    await blocked('tab.create', { url: `${files.origin}/redirect?to=${encodeURIComponent(`http://localhost:${files.port}/landing?token=${TOKEN}`)}` });
    await blocked('cookies.get', { url: `http://localhost:${files.port}/?token=${TOKEN}` });
    await blocked('navigate', { url: `http://localhost:${files.port}/?token=${TOKEN}` });
  });
});
