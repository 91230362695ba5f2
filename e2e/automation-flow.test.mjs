// "Done means": an agent, through TabRelay's MCP tools only, logs into the fixture site, fills and
// submits a two-step form with a file upload, confirms a dialog, downloads the receipt and reads
// the console. Each step is checked where it lands: the page, the server, the disk.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { automationSuite, firstMatch, refIn } from './harness/automation.mjs';
import { USER, receiptOf } from './harness/site.mjs';
import { figure } from './harness/report.mjs';
import { textOf } from './harness/mcp.mjs';

const s = automationSuite('automation-flow');
const { it } = s;

it('log in, fill the two-step form with an upload, confirm a dialog, download the receipt, read the console', async () => {
  const started = performance.now();
  let calls = 0;
  const count = (fn) => async (...args) => {
    calls++;
    return fn(...args);
  };
  const ok = count(s.ok);
  const data = count(s.data);
  const dir = await mkdtemp(path.join(tmpdir(), 'tabrelay-e2e-upload-'));
  try {
    // A file on disk, as an agent would attach one: the bridge reads the path.
    const papers = Buffer.from(Array.from({ length: 10_000 }, (_, i) => (i * 131 + 17) % 256));
    const papersPath = path.join(dir, 'boat-papers.pdf');
    await writeFile(papersPath, papers);

    // 1. The form is members-only: the site sends us to the login page.
    const tab = await data('browser_tab_create', { url: s.url('/site/form') });
    assert.equal(tab.url, s.url('/site/login'), 'not logged in yet: redirected to the login page');

    // 2. A wrong password first: the page says so, and nothing is set.
    const login = textOf(await ok('browser_snapshot', { interactive: true }));
    const user = refIn(login, 'Username');
    const password = firstMatch(await data('browser_find', { label: 'Password' }), 'the password field').ref;
    await ok('browser_type', { ref: user, text: USER.username });
    await ok('browser_type', { ref: password, text: 'wrong', submit: true });
    assert.deepEqual((await data('browser_query_text', { selector: '[role=alert]' })).texts, ['Wrong username or password.']);

    // 3. The right one: the submit navigates to the form, and the HttpOnly cookie is set.
    const retry = textOf(await ok('browser_snapshot', { interactive: true }));
    await ok('browser_fill_form', { fields: [{ ref: refIn(retry, 'Username'), value: USER.username }] });
    const submitted = await data('browser_type', { ref: firstMatch(await data('browser_find', { label: 'Password' }), 'password').ref,
      text: USER.password, clear: true, submit: true });
    assert.equal(submitted.navigated, true, 'logging in navigated');
    assert.equal(submitted.url, s.url('/site/form'));
    const { cookies } = await data('browser_cookie_get', { url: s.url('/site/form'), name: 'auth' });
    assert.equal(cookies[0]?.httpOnly, true, `the auth cookie is set: ${JSON.stringify(cookies)}`);
    await ok('browser_console_messages', { clear: true }); // capture the console from here on

    // 4. Step 1: text fields by ref, then Next reveals step 2.
    const form = textOf(await ok('browser_snapshot'));
    await ok('browser_fill_form', { fields: [
      { ref: refIn(form, 'Full name'), value: 'Ada Lovelace' },
      { ref: refIn(form, 'Email'), value: 'ada@example.org' },
    ] });
    await ok('browser_click', { ref: refIn(form, 'Next') });
    assert.equal((await data('browser_wait_for_element', { selector: '#plan', state: 'visible' })).state, 'visible');

    // 5. Step 2: a select by label, a file by path, then send.
    const step2 = textOf(await ok('browser_snapshot', { interactive: true }));
    await ok('browser_select_option', { ref: refIn(step2, 'Plan'), values: ['Pro mooring'] });
    const attached = await data('browser_file_set', { ref: refIn(step2, 'Boat papers'), paths: [papersPath] });
    assert.deepEqual(attached.files, ['boat-papers.pdf']);
    const sent = await data('browser_click', { ref: refIn(step2, 'Send order') });
    assert.equal(sent.navigated, true, 'sending the order navigated to its result page');

    // The server got every field and the exact file.
    const id = s.fixtures.state.submissions.length;
    const order = s.fixtures.state.submissions[id - 1];
    assert.ok(order, 'the server received the order');
    assert.deepEqual(order.fields, { fullname: 'Ada Lovelace', email: 'ada@example.org', plan: 'pro' });
    assert.equal(order.files[0].filename, 'boat-papers.pdf');
    assert.equal(order.files[0].size, papers.length);
    assert.ok(order.files[0].content.equals(papers), 'the uploaded bytes are the file on disk');
    assert.equal(sent.url, s.url(`/site/result/${id}`));
    const summary = (await data('browser_query_text', { selector: '#summary' })).texts[0];
    assert.equal(summary, `Thank you, Ada Lovelace. Plan: pro. Papers: boat-papers.pdf (${papers.length} bytes).`);

    // 6. Archive: the click opens a confirm(); accepting it lets the page go on.
    const archive = await data('browser_click', { selector: '#archive' });
    assert.equal(archive.dialog?.type, 'confirm', `the click reports the dialog: ${JSON.stringify(archive)}`);
    assert.equal(archive.dialog.message, `Archive order ${id}? It cannot be changed afterwards.`);
    assert.equal((await data('browser_handle_dialog', { accept: true })).accepted, true);
    await ok('browser_wait_for', { text: `Order ${id} archived.` });
    assert.deepEqual(s.fixtures.state.archived, [id], 'the archive request reached the server');

    // 7. The receipt download: a file on disk with exactly what the server sent.
    const download = await data('browser_download', { selector: '#receipt' });
    const receipt = receiptOf(id, order);
    assert.equal(download.state, 'complete');
    assert.equal(path.basename(download.path), `receipt-${id}.txt`);
    assert.equal(path.dirname(download.path), s.browser.downloadDir, 'in the browser\'s download folder');
    assert.equal(download.size, Buffer.byteLength(receipt));
    assert.equal(await readFile(download.path, 'utf8'), receipt);

    // 8. The console told the story of the flow.
    const messages = (await data('browser_console_messages')).messages;
    const lines = messages.map((m) => `${m.level}: ${m.text}`);
    for (const line of ['log: order form: step 2 of 2', `log: order ${id} confirmed for Ada Lovelace`,
      `warning: order ${id} archived; it can no longer be changed`]) {
      assert.ok(lines.includes(line), `console has "${line}": ${JSON.stringify(lines)}`);
    }
    figure('done-means flow tool calls', calls);
    figure('done-means flow ms', Math.round(performance.now() - started));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
