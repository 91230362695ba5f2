// Tabs, navigation, sessions and tab groups, and JavaScript dialogs, run through the real
// action handlers in real Chromium (the worker's tabrelayRun hook), against pages served here.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { automationServer, launchAutomation } from './automation-browser.mjs';

describe('automation: tabs, navigation, sessions, dialogs', () => {
  let browser;
  let server;
  const tabInfo = (tabId) => browser.inWorker((id) => chrome.tabs.get(id), tabId);
  const groupOf = (groupId) => browser.inWorker((id) => chrome.tabGroups.get(id), groupId);
  /** Clicks an element from the page itself (the page agent's input.click is not needed here). */
  const clickSoon = (tabId, selector) => browser.inWorker(([id, sel]) => chrome.scripting.executeScript({
    target: { tabId: id },
    // In a timeout: a dialog blocks the click's script until it is answered.
    func: (s) => void setTimeout(() => document.querySelector(s).click(), 0),
    args: [sel],
  }), [tabId, selector]);

  /** Resolves when the extension's debugger has seen `count` dialogs open in `tabId` in all. */
  const dialogOpened = (tabId, count) => browser.inWorker(([id, n]) => new Promise((resolve) => {
    const seen = (globalThis.testDialogs ??= new Map());
    if (!globalThis.testDialogListener) {
      globalThis.testDialogListener = (source, method) => {
        if (method === 'Page.javascriptDialogOpening') seen.set(source.tabId, (seen.get(source.tabId) ?? 0) + 1);
      };
      chrome.debugger.onEvent.addListener(globalThis.testDialogListener);
    }
    const check = () => ((seen.get(id) ?? 0) >= n ? resolve() : setTimeout(check, 20));
    check();
  }), [tabId, count]);

  before(async () => {
    [server, browser] = await Promise.all([automationServer(), launchAutomation()]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('tab.create opens a background tab in the session group, waits for load and becomes current', async () => {
    const before = await browser.inWorker(() => chrome.tabs.query({ active: true, lastFocusedWindow: true }).then((t) => t[0].id));
    const data = await browser.ok('tab.create', { url: `${server.origin}/one` }, 'sA');
    assert.equal(data.url, `${server.origin}/one`);
    assert.equal(data.title, 'Page /one');
    assert.equal(data.status, 200);
    const tab = await tabInfo(data.tabId);
    assert.equal(tab.active, false, 'the user keeps the focus');
    assert.equal(tab.groupId, data.groupId);
    assert.equal((await groupOf(data.groupId)).title, 'test');
    const active = await browser.inWorker(() => chrome.tabs.query({ active: true, lastFocusedWindow: true }).then((t) => t[0].id));
    assert.equal(active, before);
    // The session's current tab: navigate without a tabId goes there.
    const nav = await browser.ok('navigate', { url: `${server.origin}/two` }, 'sA');
    assert.equal(nav.tabId, data.tabId);
    assert.equal(nav.url, `${server.origin}/two`);
    const second = await browser.ok('tab.create', { url: `${server.origin}/three` }, 'sA');
    assert.equal(second.groupId, data.groupId, 'one group per session');
    const other = await browser.ok('tab.create', {}, 'sB');
    assert.notEqual(other.groupId, data.groupId, 'another session, another group');
  });

  it('navigate reports the HTTP status, goes back and forward, reloads, and fails on unreachable hosts', async () => {
    const { tabId } = await browser.ok('tab.create', { url: `${server.origin}/a` }, 'sN');
    const missing = await browser.ok('navigate', { url: `${server.origin}/missing` }, 'sN');
    assert.equal(missing.status, 404);
    assert.equal(missing.title, 'Not here');
    const back = await browser.ok('navigate', { direction: 'back' }, 'sN');
    assert.equal(back.url, `${server.origin}/a`);
    const forward = await browser.ok('navigate', { direction: 'forward' }, 'sN');
    assert.equal(forward.url, `${server.origin}/missing`);
    const reload = await browser.ok('navigate', { direction: 'reload', tabId }, 'sN');
    assert.equal(reload.status, 404);
    const redirected = await browser.ok('navigate', { url: `${server.origin}/redirect?to=/landed` }, 'sN');
    assert.equal(redirected.url, `${server.origin}/landed`);
    assert.equal(redirected.status, 200);
    const refused = await browser.run('navigate', { url: 'http://127.0.0.1:9/closed' }, 'sN');
    assert.equal(refused.success, false);
    assert.equal(refused.error.code, 'NAVIGATION_FAILED');
    const both = await browser.run('navigate', { url: `${server.origin}/a`, direction: 'back' }, 'sN');
    assert.equal(both.error.code, 'INVALID_ARGUMENT');
  });

  it('tab.select makes a tab current and activate focuses it; tab.close closes it', async () => {
    const a = await browser.ok('tab.create', { url: `${server.origin}/sel-a` }, 'sS');
    const b = await browser.ok('tab.create', { url: `${server.origin}/sel-b` }, 'sS');
    const picked = await browser.ok('tab.select', { tabId: a.tabId }, 'sS');
    assert.equal(picked.active, false);
    const nav = await browser.ok('navigate', { direction: 'reload' }, 'sS');
    assert.equal(nav.tabId, a.tabId);
    const shown = await browser.ok('tab.select', { tabId: b.tabId, activate: true }, 'sS');
    assert.equal(shown.active, true);
    assert.deepEqual(await browser.ok('tab.close', { tabId: b.tabId }, 'sS'), { tabId: b.tabId, closed: true });
    const gone = await browser.run('tab.select', { tabId: b.tabId }, 'sS');
    assert.equal(gone.error.code, 'TAB_NOT_FOUND');
  });

  it('with isolation group a session only reaches tabs in its own group', async () => {
    const mine = await browser.ok('tab.create', { url: `${server.origin}/mine`, isolation: 'group' }, 'sI');
    const theirs = await browser.ok('tab.create', { url: `${server.origin}/theirs` }, 'sJ');
    const refused = await browser.run('navigate', { tabId: theirs.tabId, direction: 'reload', isolation: 'group' }, 'sI');
    assert.equal(refused.error.code, 'TAB_NOT_FOUND');
    assert.match(refused.error.message, /not in this session's tab group/);
    const allowed = await browser.ok('navigate', { tabId: mine.tabId, direction: 'reload', isolation: 'group' }, 'sI');
    assert.equal(allowed.tabId, mine.tabId);
    const shared = await browser.ok('navigate', { tabId: theirs.tabId, direction: 'reload' }, 'sI');
    assert.equal(shared.tabId, theirs.tabId, 'without isolation any tab is reachable');
  });

  it('session.end closes the group, or ungroups and keeps the tabs', async () => {
    const a = await browser.ok('tab.create', { url: `${server.origin}/end-a` }, 'sE');
    await browser.ok('tab.create', { url: `${server.origin}/end-b` }, 'sE');
    assert.deepEqual(await browser.ok('session.end', { closeGroup: true }, 'sE'), { closedTabs: 2 });
    assert.equal(await browser.inWorker((id) => chrome.tabs.get(id).then(() => true, () => false), a.tabId), false);
    const k = await browser.ok('tab.create', { url: `${server.origin}/keep` }, 'sK');
    assert.deepEqual(await browser.ok('session.end', { closeGroup: false }, 'sK'), { closedTabs: 0 });
    assert.equal((await tabInfo(k.tabId)).groupId, -1, 'kept, without the gone client\'s label');
  });

  it('a confirm opened in a background tab is reported and answered; a prompt gets its text', async () => {
    const { tabId } = await browser.ok('tab.create', { url: `${server.origin}/confirm` }, 'sD');
    await dialogOpened(tabId, 0); // installs the counter before any dialog
    const none = await browser.run('dialog.handle', { accept: true }, 'sD');
    assert.equal(none.error.code, 'NO_DIALOG');
    const title = () => browser.inWorker((id) => chrome.scripting.executeScript({ target: { tabId: id }, func: () => document.title }).then((r) => r[0].result), tabId);
    await clickSoon(tabId, '#go');
    await dialogOpened(tabId, 1);
    const answered = await browser.ok('dialog.handle', { accept: true }, 'sD');
    assert.deepEqual(answered, { tabId, type: 'confirm', message: 'Delete the file?', accepted: true });
    assert.equal(await title(), 'yes', 'the page saw confirm() return true');
    await clickSoon(tabId, '#ask');
    await dialogOpened(tabId, 2);
    const prompted = await browser.ok('dialog.handle', { accept: true, text: 'Grace' }, 'sD');
    assert.equal(prompted.type, 'prompt');
    assert.equal(await title(), 'name:Grace');
    await clickSoon(tabId, '#go');
    await dialogOpened(tabId, 3);
    assert.equal((await browser.ok('dialog.handle', { accept: false }, 'sD')).accepted, false);
    assert.equal(await title(), 'no');
  });

  it('a beforeunload dialog stops navigate with a clear error until it is answered', async () => {
    const { tabId } = await browser.ok('tab.create', { url: `${server.origin}/leave` }, 'sL');
    await dialogOpened(tabId, 0);
    // beforeunload only asks on a page the user interacted with: a trusted click gives it that.
    await browser.inWorker(async (id) => {
      await chrome.debugger.sendCommand({ tabId: id }, 'Input.dispatchMouseEvent', { type: 'mousePressed', x: 5, y: 5, button: 'left', clickCount: 1 });
      await chrome.debugger.sendCommand({ tabId: id }, 'Input.dispatchMouseEvent', { type: 'mouseReleased', x: 5, y: 5, button: 'left', clickCount: 1 });
    }, tabId);
    const held = await browser.run('navigate', { url: `${server.origin}/after` }, 'sL');
    assert.equal(held.error.code, 'NAVIGATION_FAILED');
    assert.match(held.error.message, /beforeunload/);
    assert.equal((await browser.ok('dialog.handle', { accept: true }, 'sL')).type, 'beforeunload');
    await browser.inWorker((id) => new Promise((resolve) => {
      const check = () => chrome.tabs.get(id).then((t) => (t.url.endsWith('/after') && t.status === 'complete' ? resolve() : setTimeout(check, 50)));
      check();
    }), tabId);
  });
});

describe('automation: advanced switches off', () => {
  let browser;
  let server;
  before(async () => {
    [server, browser] = await Promise.all([automationServer(), launchAutomation({ grant: [] })]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('each tool that needs an optional permission names the options switch to turn on', async () => {
    await browser.ok('tab.create', { url: `${server.origin}/off` }, 'sO');
    for (const [action, params, permission, label] of [
      ['console.read', {}, 'debugger', /"Debugger/],
      ['screenshot', { fullPage: true }, 'debugger', /"Debugger/],
      ['cookies.get', { url: `${server.origin}/` }, 'cookies', /"Cookies"/],
      ['download', { url: `${server.origin}/report.csv` }, 'downloads', /"Downloads"/],
      ['clipboard.write', { text: 'x' }, 'clipboardWrite', /"Clipboard"/],
    ]) {
      const response = await browser.run(action, params, 'sO');
      assert.equal(response.error?.code, 'PERMISSION_REQUIRED', action);
      assert.equal(response.error.data.permission, permission);
      assert.match(response.error.message, label);
      assert.match(response.error.message, /TabRelay options/);
    }
    // Dialog watching needs the debugger: without it, actions still work, undisturbed.
    assert.equal((await browser.ok('navigate', { direction: 'reload' }, 'sO')).status, 200);
  });
});
