// Screenshots and coordinate-level trusted input (computer) through the real action handlers
// in real Chromium, against pages served here.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { automationServer, launchAutomation } from './automation-browser.mjs';

const pngSize = (base64) => {
  const bytes = Buffer.from(base64, 'base64');
  assert.equal(bytes.subarray(1, 4).toString(), 'PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

describe('automation: screenshots and computer', () => {
  let browser;
  let server;
  const inPage = (tabId, func) => browser.inWorker(([id, source]) => chrome.scripting.executeScript({
    target: { tabId: id }, world: 'MAIN', func: (code) => new Function(`return (${code})()`)(), args: [source],
  }).then((r) => r[0].result), [tabId, String(func)]);

  before(async () => {
    [server, browser] = await Promise.all([automationServer(), launchAutomation()]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('viewport of a background tab (debugger) and of the active tab (captureVisibleTab), png and jpeg', async () => {
    const { tabId } = await browser.ok('tab.create', { url: `${server.origin}/tall` }, 'sP');
    const hidden = await browser.ok('screenshot', {}, 'sP');
    assert.equal(hidden.mimeType, 'image/png');
    assert.deepEqual(pngSize(hidden.data), { width: hidden.width, height: hidden.height });
    assert.ok(hidden.height < 1500, 'the viewport, not the page');
    assert.equal((await browser.inWorker((id) => chrome.tabs.get(id), tabId)).active, false, 'no focus stolen');
    await browser.ok('tab.select', { tabId, activate: true }, 'sP');
    // Three in a row: the queue spaces them under Chrome's two-per-second limit instead of failing.
    const shots = await Promise.all([1, 2, 3].map(() => browser.run('screenshot', { format: 'jpeg', quality: 50 }, 'sP')));
    for (const s of shots) {
      assert.equal(s.success, true, JSON.stringify(s.error));
      assert.equal(s.data.mimeType, 'image/jpeg');
      assert.ok(s.data.width > 100 && s.data.height > 100);
    }
  });

  it('full page and one element', async () => {
    await browser.ok('tab.create', { url: `${server.origin}/tall` }, 'sF');
    const full = await browser.ok('screenshot', { fullPage: true }, 'sF');
    assert.ok(full.height > 3000, `full page height ${full.height}`);
    assert.deepEqual(pngSize(full.data), { width: full.width, height: full.height });
    const box = await browser.ok('screenshot', { selector: '#box' }, 'sF');
    assert.deepEqual({ width: box.width, height: box.height }, { width: 200, height: 120 });
    const missing = await browser.run('screenshot', { selector: '#none' }, 'sF');
    assert.equal(missing.error.code, 'ELEMENT_NOT_FOUND');
  });

  it('computer clicks, types and presses keys with trusted events', async () => {
    const { tabId } = await browser.ok('tab.create', { url: `${server.origin}/one` }, 'sK');
    await inPage(tabId, () => {
      document.body.innerHTML = '<input id="f" style="position:absolute;left:20px;top:20px;width:200px;height:30px">';
      window.seen = [];
      for (const type of ['click', 'keydown']) document.addEventListener(type, (e) => window.seen.push(`${type}:${e.isTrusted}:${e.key ?? ''}`));
    });
    const clicked = await browser.ok('computer', { action: 'left_click', coordinate: [60, 35] }, 'sK');
    assert.equal(clicked.tabId, tabId);
    assert.equal(clicked.navigated, false);
    await browser.ok('computer', { action: 'type', text: 'hello' }, 'sK');
    await browser.ok('computer', { action: 'key', key: 'Control+a Backspace' }, 'sK');
    await browser.ok('computer', { action: 'type', text: 'Ada' }, 'sK');
    await browser.ok('computer', { action: 'key', key: 'Enter' }, 'sK');
    const state = await inPage(tabId, () => ({ value: document.querySelector('#f').value, seen: window.seen }));
    assert.equal(state.value, 'Ada');
    assert.ok(state.seen.includes('click:true:'), state.seen.join(' '));
    assert.ok(state.seen.includes('keydown:true:Enter'), state.seen.join(' '));
    const shot = await browser.ok('computer', { action: 'screenshot' }, 'sK');
    assert.equal(shot.mimeType, 'image/png');
    const bad = await browser.run('computer', { action: 'key', key: 'Hyper+q' }, 'sK');
    assert.equal(bad.error.code, 'INVALID_ARGUMENT');
  });

  it('a trusted click that opens a confirm reports the dialog', async () => {
    const { tabId } = await browser.ok('tab.create', { url: `${server.origin}/confirm` }, 'sQ');
    const [x, y] = await inPage(tabId, () => {
      const r = document.querySelector('#go').getBoundingClientRect();
      return [r.left + r.width / 2, r.top + r.height / 2];
    });
    const clicked = await browser.ok('computer', { action: 'left_click', coordinate: [x, y] }, 'sQ');
    assert.deepEqual(clicked.dialog, { type: 'confirm', message: 'Delete the file?' });
    assert.equal((await browser.ok('dialog.handle', { accept: true }, 'sQ')).accepted, true);
  });
});
