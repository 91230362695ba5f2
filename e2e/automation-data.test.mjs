// Browser data around the page: cookies (checked by what the server receives), the clipboard (read
// back over CDP), file upload (bytes checked on the server), downloads (file checked on disk),
// JavaScript dialogs, console and network capture, and evaluate (enabled for this daemon).
import assert from 'node:assert/strict';
import { readFile, stat } from 'node:fs/promises';
import { automationSuite } from './harness/automation.mjs';
import { CHART, ITEMS, USER } from './harness/site.mjs';
import { textOf } from './harness/mcp.mjs';

const s = automationSuite('automation-data', { env: { ENABLE_EVALUATE: 'true' } });
const { it } = s;

it('browser_cookie_set sets a cookie the server receives; browser_cookie_get reads it back', async () => {
  const set = await s.data('browser_cookie_set', { url: s.url('/'), name: 'harbour_pref', value: 'north-quay' });
  assert.equal(set.cookie?.name, 'harbour_pref');
  await s.open('/site/whoami');
  assert.match(await s.text('#cookies'), /harbour_pref=north-quay/, 'the browser sent the cookie');
  const { cookies } = await s.data('browser_cookie_get', { url: s.url('/'), name: 'harbour_pref' });
  assert.deepEqual(cookies.map((c) => [c.name, c.value]), [['harbour_pref', 'north-quay']]);
});

it('browser_cookie_get sees an HttpOnly cookie the server set', async () => {
  await s.open('/login');
  const { cookies } = await s.data('browser_cookie_get', { url: s.url('/members') });
  const session = cookies.find((c) => c.name === 'session');
  assert.ok(session, `the session cookie is listed: ${JSON.stringify(cookies)}`);
  assert.equal(session.value, 'ok');
  assert.equal(session.httpOnly, true);
});

it('browser_clipboard_write puts text on the system clipboard', async () => {
  const text = `Harbour clipboard ${Date.now()}`;
  assert.equal((await s.data('browser_clipboard_write', { text })).written, text.length);
  // Read it back from a page over CDP, with the clipboard permission granted to that page.
  const { url } = await s.open('/hover.html?clipboard', { activate: true });
  const cdp = await s.browser.cdp();
  const target = (await cdp.targets()).find((t) => t.type === 'page' && t.url === url);
  await cdp.send('Browser.grantPermissions', { origin: s.fixtures.base, permissions: ['clipboardReadWrite', 'clipboardSanitizedWrite'] });
  const read = await cdp.withSession(target.targetId, async (session) => {
    await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: true }, session);
    return cdp.send('Runtime.evaluate', { expression: 'navigator.clipboard.readText()', awaitPromise: true, userGesture: true }, session);
  });
  assert.equal(read.result?.value, text, `clipboard holds the text: ${JSON.stringify(read)}`);
});

/** Fills the order form up to the file input, logged in through a cookie set by the tool. */
async function orderForm(fullname) {
  await s.ok('browser_cookie_set', { url: s.url('/'), name: USER.cookie.split('=')[0], value: USER.cookie.split('=')[1] });
  await s.open('/site/form');
  await s.ok('browser_fill_form', { fields: [{ selector: '#fullname', value: fullname }, { selector: '#email', value: 'crew@example.org' }] });
  await s.ok('browser_click', { selector: '#next' });
  await s.ok('browser_select_option', { selector: '#plan', values: ['team'] });
}

it('browser_file_set with file contents: the server receives the exact bytes', async () => {
  await orderForm('Grace Hopper');
  const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7 + 3) % 256));
  const set = await s.data('browser_file_set', {
    selector: '#attachment', files: [{ name: 'hull-survey.bin', mimeType: 'application/octet-stream', base64: bytes.toString('base64') }],
  });
  assert.deepEqual(set.files, ['hull-survey.bin']);
  const before = s.fixtures.state.submissions.length;
  const sent = await s.data('browser_click', { selector: '#send' });
  assert.equal(sent.navigated, true);
  assert.equal(s.fixtures.state.submissions.length, before + 1, 'the server received the order');
  const { fields, files } = s.fixtures.state.submissions.at(-1);
  assert.deepEqual([fields.fullname, fields.plan], ['Grace Hopper', 'team']);
  assert.equal(files.length, 1);
  assert.equal(files[0].filename, 'hull-survey.bin');
  assert.ok(files[0].content.equals(bytes), 'the uploaded bytes are exactly the ones given');
});

it('upload_image (alias of browser_file_set) uploads too', async () => {
  await orderForm('Upload Alias');
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000'
    + '1f15c4890000000d49444154789c6360000002000100ffff03000006000557bfabd40000000049454e44ae426082', 'hex');
  await s.ok('upload_image', { selector: '#attachment', files: [{ name: 'boat.png', mimeType: 'image/png', base64: png.toString('base64') }] });
  await s.ok('browser_click', { selector: '#send' });
  const { files } = s.fixtures.state.submissions.at(-1);
  assert.equal(files[0].filename, 'boat.png');
  assert.equal(files[0].mimeType, 'image/png');
  assert.ok(files[0].content.equals(png));
});

it('browser_download by URL saves the file; its size and bytes are right', async () => {
  const download = await s.data('browser_download', { url: s.url('/files/chart.bin') });
  assert.equal(download.state, 'complete');
  assert.equal(download.size, CHART.length);
  assert.equal((await stat(download.path)).size, CHART.length, `the file exists at ${download.path}`);
  assert.ok((await readFile(download.path)).equals(CHART), 'the downloaded bytes match what the server sent');
});

it('browser_handle_dialog answers alert, confirm (dismiss) and prompt (with text); NO_DIALOG otherwise', async () => {
  await s.open('/dialogs.html');
  const alerted = await s.data('browser_click', { selector: '#alert' });
  assert.deepEqual(alerted.dialog, { type: 'alert', message: 'The tide is turning.' }, 'the click outcome reports the dialog');
  assert.match(textOf(await s.ok('browser_handle_dialog', { accept: true })), /alert|tide/i);
  assert.equal(await s.text('#result'), 'alert closed');

  const asked = await s.data('browser_click', { selector: '#confirm' });
  assert.equal(asked.dialog?.type, 'confirm');
  const dismissed = await s.data('browser_handle_dialog', { accept: false });
  assert.deepEqual([dismissed.type, dismissed.message, dismissed.accepted], ['confirm', 'Cast off now?', false]);
  assert.equal(await s.text('#result'), 'confirm: false');

  assert.equal((await s.data('browser_click', { selector: '#prompt' })).dialog?.type, 'prompt');
  await s.ok('browser_handle_dialog', { accept: true, text: 'Kittiwake' });
  assert.equal(await s.text('#result'), 'prompt: Kittiwake');

  const none = await s.fails('browser_handle_dialog', { accept: true });
  assert.equal(none.code, 'NO_DIALOG', none.message);
});

it('browser_console_messages filters by level and pattern; read_console_messages is its alias', async () => {
  await s.open('/console.html');
  await s.ok('browser_console_messages'); // starts the capture for this tab
  await s.ok('browser_click', { selector: '#log' });
  const errors = (await s.data('browser_console_messages', { level: 'error' })).messages;
  assert.ok(errors.some((m) => m.text.includes('harbour error 1: mooring 7 unreachable')), JSON.stringify(errors));
  assert.ok(errors.every((m) => m.level === 'error'), 'only errors');
  const wind = (await s.data('browser_console_messages', { pattern: 'wind rising' })).messages;
  assert.deepEqual(wind.map((m) => [m.level, m.text]), [['warning', 'harbour warning 1: wind rising']]);
  const onlyErrors = (await s.data('read_console_messages', { onlyErrors: true })).messages;
  assert.ok(onlyErrors.length >= 1 && onlyErrors.every((m) => m.level === 'error'), `onlyErrors: ${JSON.stringify(onlyErrors)}`);
  const all = (await s.data('read_console_messages')).messages.map((m) => m.text);
  for (const line of ['harbour log line 1', 'harbour warning 1: wind rising', 'harbour error 1: mooring 7 unreachable']) {
    assert.ok(all.includes(line), `${line} in ${JSON.stringify(all)}`);
  }
});

it('browser_network_requests lists the page\'s fetches with bodies; read_network_requests is its alias', async () => {
  await s.open('/console.html?network');
  await s.ok('browser_network_requests'); // starts the capture for this tab
  await s.ok('browser_click', { selector: '#fetch' });
  await s.ok('browser_wait_for', { text: 'Fetched 3 items.' });
  const { requests } = await s.data('browser_network_requests', { urlPattern: '/api/items', includeBodies: true });
  assert.equal(requests.length, 1, JSON.stringify(requests));
  assert.deepEqual([requests[0].method, requests[0].status, requests[0].url], ['GET', 200, s.url('/api/items?from=button')]);
  assert.deepEqual(JSON.parse(requests[0].responseBody), { items: ITEMS });
  const posted = (await s.data('browser_network_requests', { urlPattern: '/api/slow', includeBodies: true })).requests;
  assert.equal(posted[0]?.method, 'POST', JSON.stringify(posted));
  assert.match(posted[0].requestBody, /posted by the page/);
  const alias = (await s.data('read_network_requests', { urlPattern: '/api/' })).requests;
  assert.deepEqual(alias.map((r) => r.method).sort(), ['GET', 'POST'], JSON.stringify(alias));
});

it('browser_evaluate runs an expression in the page; javascript_tool is its alias; errors carry no stack', async () => {
  await s.open('/widgets.html?evaluate');
  assert.equal((await s.data('browser_evaluate', { expression: 'document.title' })).value, 'Form widgets');
  // The alias keeps Claude in Chrome's arguments: {action: "javascript_exec", text}.
  const object = await s.data('javascript_tool', { action: 'javascript_exec', text: '({ selects: document.querySelectorAll("select").length, ok: true })' });
  assert.deepEqual(object.value, { selects: 2, ok: true });
  const thrown = await s.fails('browser_evaluate', { expression: 'null.boom' });
  assert.doesNotMatch(thrown.message, /\n\s+at /, 'no stack trace on the wire');
  assert.match(thrown.message, /TypeError|null/);
});
