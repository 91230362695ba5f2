// Issue 11, "Close the holes": an API key restricted with --sites to host A (127.0.0.1) must not
// act on, wait on, read or download from host B (localhost), however it gets there: the user's
// active tab on B (no tabId), a frame from B inside a page on A, a download on A that redirects
// to B. A keyless local client on the same daemon checks what really happened in the browser,
// and no refusal may name B or the token in B's URLs.
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { Child } from './harness/processes.mjs';
import { ROOT, TABRELAY } from './harness/paths.mjs';
import { callTool, connectClient, errorCode, textOf } from './harness/mcp.mjs';
import { MARKER, SECRET, startSecuritySite } from './harness/security-site.mjs';
import { launchBrowser, tempDir } from './harness/tabrelay.mjs';
import { withArtifacts } from './harness/report.mjs';

let site;
let browser;
let keyed; // the restricted API key's client
let local; // a local client without a key: the user's own view of the browser

/** Creates the key before the daemon starts, in the config dir the daemon will use. */
async function createKey(configDir) {
  const create = new Child('keys-create', TABRELAY, ['keys', 'create', '--name', 'site-a-only', '--sites', '127.0.0.1', '--config-dir', configDir],
    { cwd: ROOT, env: { CONFIG_DIR: configDir } });
  assert.equal((await create.exited).code, 0, create.output);
  const key = /(trk_[\w-]+)/.exec(create.output)?.[1]; // a build may print before it
  assert.ok(key, `a key was printed:\n${create.output}`);
  return key;
}

before(async () => {
  site = await startSecuritySite();
  const configDir = path.join(await tempDir('security-keys'), 'config');
  const key = await createKey(configDir);
  // --advanced: downloads granted, as for a user who turned the switch on.
  browser = await launchBrowser({ name: 'security', configDir, extraArgs: ['--advanced'] });
  ({ client: keyed } = await connectClient('http', { ...browser, headers: { Authorization: `Bearer ${key}` } }));
  ({ client: local } = await connectClient('http', browser));
});
after(async () => {
  await keyed?.close();
  await local?.close();
  await browser?.stop();
  await site?.close();
});

const it = (title, fn) => test(title, withArtifacts(() => ({ browsers: browser ? [browser] : [] }), fn));

/** A call of the restricted client that must be refused with SITE_BLOCKED, naming neither B nor the token. */
async function refused(tool, args) {
  const result = await callTool(keyed, tool, args);
  const text = textOf(result);
  assert.ok(result.isError, `${tool} should be refused for the key but answered: ${text.slice(0, 400)}`);
  assert.equal(errorCode(result), 'SITE_BLOCKED', text);
  assert.ok(!text.includes(SECRET), `${tool}'s refusal carries the token: ${text}`);
  assert.ok(!text.includes('localhost'), `${tool}'s refusal names the blocked host: ${text}`);
  return text;
}

async function localData(tool, args) {
  const result = await callTool(local, tool, args);
  assert.ok(!result.isError, `${tool} (local) failed: ${textOf(result)}`);
  return result.structuredContent;
}

/** A call of the restricted client that must succeed; its text and structured content, for leak checks. */
async function keyedCall(tool, args) {
  const result = await callTool(keyed, tool, args);
  assert.ok(!result.isError, `${tool} (key) failed: ${textOf(result)}`);
  return { data: result.structuredContent, seen: textOf(result) + JSON.stringify(result.structuredContent ?? {}) };
}

/** The user opens `url` on B and looks at it: the active tab of the focused window. */
async function userLooksAt(url) {
  return (await localData('browser_tab_create', { url, activate: true })).tabId;
}

/**
 * The files in the download folder once an allowed download (by the local client) has completed:
 * a download the key's call had started would have landed by then too.
 */
async function filesAfterAllowedDownload(name) {
  const done = await localData('browser_download', { url: site.a(`/files/statement.csv?name=${name}`) });
  assert.equal(done.state, 'complete');
  return (await readdir(browser.downloadDir)).filter((f) => !f.endsWith('.crdownload'));
}

it('browser_type without tabId on a blocked active tab types nothing', async () => {
  const tabId = await userLooksAt(site.b(`/form?token=${SECRET}`));
  await refused('browser_type', { selector: '#field', text: 'typed by the agent' });
  const echo = await localData('browser_query_text', { tabId, selector: '#echo' });
  assert.deepEqual(echo.texts.map((t) => t.trim()), [''], 'the field on B is unchanged');
  await localData('browser_tab_close', { tabId });
});

it('browser_click on a download link without tabId on a blocked active tab downloads nothing', async () => {
  const tabId = await userLooksAt(site.b('/files'));
  await refused('browser_click', { selector: '#get' });
  const files = await filesAfterAllowedDownload('flush-click.csv');
  assert.ok(!files.includes('clicked.csv'), `nothing from the refused click landed: ${files}`);
  await localData('browser_tab_close', { tabId });
});

it('browser_wait_for and browser_wait_for_element refuse a blocked tab', async () => {
  const tabId = await userLooksAt(site.b(`/form?token=${SECRET}`));
  await refused('browser_wait_for', { text: 'Account form', timeoutMs: 3000 });
  await refused('browser_wait_for_element', { selector: '#field', timeoutMs: 3000 });
  await refused('browser_wait_for', { text: 'Account form', tabId, timeoutMs: 3000 });
  await localData('browser_tab_close', { tabId });
});

it('a frame from B inside a page on A gives no text, no snapshot lines, no find matches and no refs', async () => {
  const { tabId } = (await keyedCall('browser_tab_create', { url: site.a('/framed') })).data;
  // The user's own view shows the frame: it did load, so its absence below is the filter's doing.
  const full = textOf(await callTool(local, 'browser_snapshot', { tabId }));
  const frameRef = /\b(f\d+e\d+)\b/.exec(full.split('\n').find((l) => l.includes(`${MARKER} button`)) ?? '')?.[1];
  assert.ok(frameRef, `the local client sees the frame's button with a ref:\n${full}`);

  for (const [tool, args] of [['browser_get_page_text', { tabId }], ['browser_snapshot', { tabId }], ['browser_find', { tabId, text: MARKER }]]) {
    const { seen } = await keyedCall(tool, args);
    assert.ok(!seen.includes(MARKER), `${tool} returns the frame from B: ${seen.slice(0, 600)}`);
    assert.ok(!seen.includes(SECRET), `${tool} returns the frame's URL: ${seen.slice(0, 600)}`);
  }
  const click = await callTool(keyed, 'browser_click', { tabId, ref: frameRef });
  assert.ok(click.isError, `a ref into the frame from B acts: ${textOf(click)}`);
  assert.ok(['SITE_BLOCKED', 'ELEMENT_NOT_FOUND'].includes(errorCode(click)), textOf(click));
  assert.ok(!textOf(click).includes(SECRET) && !textOf(click).includes('localhost'), textOf(click));
  await localData('browser_tab_close', { tabId });
});

it('browser_download of a URL on A that redirects to B is refused and leaves no file', async () => {
  const target = site.b(`/files/statement.csv?name=redirected.csv&token=${SECRET}`);
  await refused('browser_download', { url: site.a(`/redirect?to=${encodeURIComponent(target)}&token=${SECRET}`) });
  const files = await filesAfterAllowedDownload('flush-redirect.csv');
  assert.ok(!files.includes('redirected.csv'), `the redirected download stayed on disk: ${files}`);
});

it('a web page in the real browser cannot open MCP streams on the daemon with no-cors requests', async () => {
  const sessions = async () => (await (await fetch(`${browser.base}/health`)).json()).sessions;
  const before = await sessions();
  for (const page of [site.a('/attack'), site.b('/attack')]) {
    // 127.0.0.1:<site> → 127.0.0.1:<daemon> is same-site, localhost → 127.0.0.1 cross-site: both are pages.
    const { tabId } = await localData('browser_tab_create', { url: `${page}?daemon=${encodeURIComponent(browser.base)}` });
    await localData('browser_wait_for', { tabId, text: 'ATTACK DONE', timeoutMs: 15000 });
    await localData('browser_tab_close', { tabId });
  }
  assert.equal(await sessions(), before, 'no SSE stream of a web page was counted or kept open');
});
