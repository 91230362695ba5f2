// The page agent in real Chromium, through the worker's test hook (one action handler at a time,
// no bridge): snapshots across same- and cross-origin frames and a shadow root, the sign-in form
// flow, a confirm() that must not hang the click, waits, and the error codes.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launch } from './harness.mjs';
import { agentPages } from './agent-pages.mjs';

describe('page agent', () => {
  let browser;
  let server;
  const run = (action, params) => browser.worker.evaluate(([a, p]) => globalThis.tabrelayRun(a, p), [action, params]);
  const ok = async (action, params) => {
    const reply = await run(action, params);
    assert.equal(reply.success, true, `${action} failed: ${JSON.stringify(reply.error)}`);
    return reply.data;
  };
  const failing = async (action, params, code) => {
    const reply = await run(action, params);
    assert.equal(reply.success, false, `${action} should fail with ${code}`);
    assert.equal(reply.error.code, code, reply.error.message);
    assert.doesNotMatch(reply.error.message, /\n|at .*\.js/);
    return reply.error;
  };
  /** Opens `path` in a new tab and returns its tab id. */
  const open = async (path) => {
    const page = await browser.context.newPage();
    await page.goto(`${server.origin}${path}`);
    const tabId = await browser.worker.evaluate((url) => chrome.tabs.query({ url }).then((t) => t[0].id), page.url());
    return { page, tabId };
  };
  const refOf = (snapshot, pattern) => {
    const line = snapshot.split('\n').find((l) => pattern.test(l));
    assert.ok(line, `no line matching ${pattern} in:\n${snapshot}`);
    return /\[((?:f\d+)?e\d+)\]/.exec(line)[1];
  };

  before(async () => {
    [server, browser] = await Promise.all([agentPages(), launch({ required: true, testHooks: true })]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('snapshots frames (same and cross origin), shadow DOM, lists and tables, with refs that act', async () => {
    const { page, tabId } = await open('/frames');
    await page.frameLocator('#cross').locator('#inner').waitFor();
    await page.frameLocator('#same').locator('#inner').waitFor();
    const data = await ok('page.snapshot', { tabId });
    const snap = data.snapshot;
    assert.equal(data.title, 'Frames');
    assert.match(snap, /^# Frames and shadows$/m);
    assert.match(snap, /nav "Site":\n  - link "Form" \/form \[e\d+\]/);
    assert.match(snap, /iframe "Same origin":\n\s+button "Inner same button" \[f\d+e\d+\]/);
    assert.match(snap, /iframe "Cross origin":\n\s+button "Inner cross button" \[f\d+e\d+\]/);
    assert.match(snap, /Inside shadow\nbutton "Shadow button" \[e\d+\]/);
    assert.match(snap, /table "Prices" \[e\d+\]:\n  \| Item \| Price \|\n  \| Tea \| 3 € \|/);
    assert.ok(data.refs >= 6);

    // Refs are stable across snapshots and route to their frame.
    const again = await ok('page.snapshot', { tabId });
    assert.equal(refOf(again.snapshot, /Shadow button/), refOf(snap, /Shadow button/));
    const cross = refOf(snap, /Inner cross button/);
    const outcome = await ok('input.click', { tabId, ref: cross });
    assert.equal(outcome.navigated, false);
    assert.equal(outcome.tabId, tabId);
    await page.frameLocator('#cross').getByText('Clicked cross').waitFor();
    await ok('input.click', { tabId, ref: refOf(snap, /Shadow button/) });
    assert.match((await ok('page.snapshot', { tabId })).snapshot, /button "Shadow clicked"/);

    const typed = await ok('input.type', { tabId, ref: refOf(snap, /textbox "Inner same field"/), text: 'hello' });
    assert.equal(typed.value, 'hello');

    const interactive = (await ok('page.snapshot', { tabId, interactive: true })).snapshot;
    assert.doesNotMatch(interactive, /Inside shadow|Tea/);
    assert.match(interactive, /button "Shadow clicked" \[e\d+\]/);

    const rooted = (await ok('page.snapshot', { tabId, root: '#host' })).snapshot;
    assert.equal(rooted.trim(), `Inside shadow\nbutton "Shadow clicked" [${refOf(snap, /Shadow button/)}]`);
    await page.close();
  });

  it('finds by text, label, role and placeholder across frames; queries by CSS; reads text', async () => {
    const { page, tabId } = await open('/frames');
    await page.frameLocator('#cross').locator('#inner').waitFor();
    const byText = await ok('page.find', { tabId, text: 'inner cross' });
    assert.equal(byText.matches[0].role, 'button');
    assert.match(byText.matches[0].ref, /^f\d+e\d+$/);
    const byRole = await ok('page.find', { tabId, role: 'button', text: 'shadow' });
    assert.equal(byRole.total, 1);
    assert.equal(byRole.matches[0].name, 'Shadow button');
    const byLabel = await ok('page.find', { tabId, label: 'inner same field' });
    assert.equal(byLabel.matches[0].role, 'textbox');

    const query = await ok('page.query', { tabId, selector: 'a', limit: 1 });
    assert.equal(query.total, 2);
    assert.deepEqual(query.matches[0].attributes, { href: '/form' });
    assert.equal(query.matches[0].visible, true);
    assert.deepEqual((await ok('page.queryText', { tabId, selector: 'td' })).texts, ['Tea', '3 €']);
    const text = await ok('page.text', { tabId });
    assert.match(text.text, /Frames and shadows[\s\S]*\[frame http:\/\/localhost:\d+\/inner\?n=cross\]\nInner cross button/);
    await failing('page.query', { tabId, selector: 'a[' }, 'INVALID_ARGUMENT');
    await failing('page.find', { tabId }, 'INVALID_ARGUMENT');
    await page.close();
  });

  it('signs in: type, fill a checkbox and a select, upload a file, submit with Enter', async () => {
    const { page, tabId } = await open('/form');
    const snap = (await ok('page.snapshot', { tabId })).snapshot;
    assert.match(snap, /textbox "Email" required \[e\d+\]/);
    assert.match(snap, /combobox "Country" ="Choose" \{Choose\|France\|Germany\} \[e\d+\]/);
    assert.doesNotMatch(snap, /^\s*Email$|Remember me$/m); // label text is the field's name, not a line of its own
    await ok('input.type', { tabId, ref: refOf(snap, /textbox "Email"/), text: 'ada@example.com' });
    const filled = await ok('input.fill', { tabId, fields: [
      { selector: '#pw', value: 'secret' },
      { ref: refOf(snap, /checkbox "Remember me"/), value: 'true' },
      { ref: refOf(snap, /combobox "Country"/), value: 'Germany' },
    ] });
    assert.equal(filled.filled, 3);
    const files = await ok('file.set', { tabId, selector: '#avatar', files: [{ name: 'a.txt', mimeType: 'text/plain', base64: Buffer.from('hello').toString('base64') }] });
    assert.deepEqual(files.files, ['a.txt']);
    await ok('input.press', { tabId, selector: '#pw', key: 'Enter' });
    const waited = await ok('wait.for', { tabId, text: 'Welcome', timeoutMs: 5000 });
    assert.equal(waited.condition, 'text');
    assert.equal(await page.locator('#result').innerText(), 'Welcome ada@example.com pw=6 remember=true country=de file=a.txt:5');
    const selected = await ok('input.select', { tabId, selector: '#country', values: ['fr'] });
    assert.deepEqual(selected.selected, ['fr']);
    await page.close();
  });

  it('a click that opens confirm() answers instead of hanging', async () => {
    const { page, tabId } = await open('/form');
    page.on('dialog', (dialog) => void dialog.accept()); // the user (or browser_handle_dialog) answers later
    const outcome = await ok('input.click', { tabId, selector: '#delete' });
    assert.equal(outcome.navigated, false);
    await page.locator('#answer', { hasText: 'deleted' }).waitFor();
    await page.close();
  });

  it('edits contenteditable, moves focus with Tab, drags, hovers, scrolls, and reports a navigation', async () => {
    const { page, tabId } = await open('/more');
    const typed = await ok('input.type', { tabId, selector: '#editor', text: 'Final', clear: true });
    assert.equal(typed.value, 'Final');
    await ok('input.press', { tabId, selector: '#first', key: 'Tab' });
    await ok('input.drag', { tabId, from: { selector: '#card' }, to: { selector: '#bin' } });
    await ok('input.hover', { tabId, selector: '#hoverme' });
    await page.locator('#log', { hasText: 'dropped card' }).waitFor();
    assert.equal(await page.locator('#log').innerText(), 'second focused;dropped card;hovered;menu entered;');
    const bottom = await ok('input.scroll', { tabId, to: 'bottom' });
    assert.ok(bottom.scrollY > 1000);
    const snap = (await ok('page.snapshot', { tabId })).snapshot;
    assert.match(snap, /draggable "Card" \[e\d+\]/);
    assert.match(snap, /clickable "Hover me" \[e\d+\]/);
    const outcome = await ok('input.click', { tabId, ref: refOf(snap, /Go to the form/) });
    assert.equal(outcome.navigated, true);
    assert.equal(outcome.url, `${server.origin}/form`);
    assert.match((await ok('page.snapshot', { tabId })).snapshot, /button "Sign in"/);
    await page.close();
  });

  it('waits for an element, times out with a hint, and reports element errors', async () => {
    const { page, tabId } = await open('/frames');
    const shown = await ok('wait.element', { tabId, selector: '#later', timeoutMs: 5000 });
    assert.equal(shown.state, 'visible');
    const timeout = await failing('wait.element', { tabId, selector: '#never', timeoutMs: 300 }, 'TIMEOUT');
    assert.match(timeout.message, /#never was not visible within 300 ms/);
    await ok('wait.element', { tabId, selector: '#never', state: 'detached', timeoutMs: 300 });
    await failing('input.click', { tabId, ref: 'e99999' }, 'ELEMENT_NOT_FOUND');
    await failing('input.click', { tabId, ref: 'zz' }, 'INVALID_ARGUMENT');
    await failing('input.type', { tabId, selector: 'h1', text: 'x' }, 'ELEMENT_NOT_EDITABLE');
    await page.goto(`${server.origin}/form`);
    await failing('input.click', { tabId, selector: '#hidden' }, 'ELEMENT_NOT_VISIBLE');
    const covered = await failing('input.click', { tabId, selector: '#covered' }, 'ELEMENT_NOT_VISIBLE');
    assert.match(covered.message, /covered by div/);
    await failing('input.select', { tabId, selector: '#country', values: ['Spain'] }, 'INVALID_ARGUMENT');
    const url = await ok('wait.for', { tabId, url: '/form$/', timeoutMs: 1000 });
    assert.equal(url.url, `${server.origin}/form`);
    await page.close();
  });
});
