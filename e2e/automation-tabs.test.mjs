// Tabs, windows, navigation, browsers, tool profiles and legacy aliases: through a real MCP client,
// the real bridge and a real launched Chromium with the extension.
import assert from 'node:assert/strict';
import { automationSuite } from './harness/automation.mjs';
import { callTool, connectClient, errorCode, textOf } from './harness/mcp.mjs';

const s = automationSuite('automation-tabs');
const { it } = s;

/** Every canonical automation tool (evaluate aside: listed only when the daemon enables it). */
export const CANONICAL = ['browser_tab_list', 'browser_tab_create', 'browser_tab_close', 'browser_tab_select',
  'browser_window_resize', 'browser_list', 'browser_navigate', 'browser_extract', 'browser_get_page_text',
  'browser_snapshot', 'browser_query', 'browser_query_text', 'browser_find', 'browser_click', 'browser_type',
  'browser_press', 'browser_hover', 'browser_select_option', 'browser_fill_form', 'browser_scroll', 'browser_drag',
  'browser_computer', 'browser_wait_for_element', 'browser_wait_for', 'browser_screenshot', 'browser_cookie_get',
  'browser_cookie_set', 'browser_clipboard_write', 'browser_file_set', 'browser_download', 'browser_handle_dialog',
  'browser_console_messages', 'browser_network_requests', 'update_plan', 'turn_answer_start', 'turn_answer_complete'];

const tabsNow = async () => (await s.data('browser_tab_list')).tabs;

it('browser_tab_create opens a background tab that loads; browser_tab_list shows it', async () => {
  const before = await tabsNow();
  const created = await s.open('/widgets.html?create');
  assert.ok(Number.isInteger(created.tabId), JSON.stringify(created));
  assert.equal(created.url, s.url('/widgets.html?create'));
  assert.equal(created.title, 'Form widgets', 'the tab was loaded before the tool answered');
  const after = await tabsNow();
  assert.equal(after.length, before.length + 1);
  const tab = after.find((t) => t.tabId === created.tabId);
  assert.ok(tab, 'the new tab is listed');
  assert.equal(tab.active, false, 'activate defaults to false: the user keeps their tab');
  // It is now the session's current tab: a call without tabId reads it.
  assert.equal(await s.text('h1'), 'Form widgets');
});

it('browser_tab_select makes a tab current, and activate:true focuses it', async () => {
  const first = await s.open('/hover.html?select');
  const second = await s.open('/drag.html?select');
  assert.equal(await s.text('h1'), 'Drag and drop', 'the last created tab is current');
  const selected = await s.data('browser_tab_select', { tabId: first.tabId });
  assert.equal(selected.tabId, first.tabId);
  assert.equal(selected.active, false, 'selecting without activate leaves the focus alone');
  assert.equal(await s.text('h1'), 'Hover menu', 'calls without tabId now go to the selected tab');
  const activated = await s.data('browser_tab_select', { tabId: second.tabId, activate: true });
  assert.equal(activated.active, true);
  assert.equal((await tabsNow()).find((t) => t.tabId === second.tabId).active, true);
});

it('browser_tab_close closes the tab; closing it again is TAB_NOT_FOUND', async () => {
  const { tabId } = await s.open('/hover.html?close');
  const closed = await s.data('browser_tab_close', { tabId });
  assert.deepEqual({ tabId: closed.tabId, closed: closed.closed }, { tabId, closed: true });
  assert.ok(!(await tabsNow()).some((t) => t.tabId === tabId), 'the tab is gone');
  const again = await s.fails('browser_tab_close', { tabId });
  assert.equal(again.code, 'TAB_NOT_FOUND', again.message);
  assert.match(again.message, /browser_tab_list|list_tabs/, 'the message says how to find open tabs');
});

it('browser_window_resize changes the real window size', async () => {
  const { tabId, url } = await s.open('/widgets.html?resize');
  const resized = await s.data('browser_window_resize', { tabId, width: 900, height: 700 });
  assert.equal(resized.width, 900);
  assert.equal(resized.height, 700);
  const cdp = await s.browser.cdp();
  const target = (await cdp.targets()).find((t) => t.type === 'page' && t.url === url);
  const { bounds } = await cdp.send('Browser.getWindowForTarget', { targetId: target.targetId });
  assert.deepEqual({ width: bounds.width, height: bounds.height }, { width: 900, height: 700 }, 'CDP sees the new window size');
});

it('browser_navigate goes to a URL, back, forward and reloads (the server sees the reload)', async () => {
  await s.open('/widgets.html?nav');
  const visitsBefore = s.fixtures.state.visits;
  const went = await s.data('browser_navigate', { url: s.url('/visit') });
  assert.equal(went.url, s.url('/visit'));
  assert.equal(went.title, `Visit ${visitsBefore + 1}`);
  assert.equal(went.status, 200);
  const back = await s.data('browser_navigate', { direction: 'back' });
  assert.equal(back.url, s.url('/widgets.html?nav'));
  assert.equal(await s.text('h1'), 'Form widgets');
  const forward = await s.data('browser_navigate', { direction: 'forward' });
  assert.equal(forward.url, s.url('/visit'));
  const visits = s.fixtures.state.visits;
  const reloaded = await s.data('browser_navigate', { direction: 'reload' });
  assert.equal(s.fixtures.state.visits, visits + 1, 'the reload reached the server');
  assert.equal(reloaded.title, `Visit ${visits + 1}`);
});

it('a background page whose load event waits for an SVG sprite loads for browser_navigate and browser_tab_create', async () => {
  // Chromium defers a hidden tab's sprite fetch until the tab is shown, so this page's load event
  // never fires there (WCXB's forum page in bench/agent-loop timed out on it every round).
  await s.open('/widgets.html?before-sprite');
  const went = await s.data('browser_navigate', { url: s.url('/sprite.html?navigate') });
  assert.equal(went.title, 'Sprite icons');
  const created = await s.data('browser_tab_create', { url: s.url('/sprite.html?create') });
  assert.equal(created.title, 'Sprite icons', JSON.stringify(created));
  assert.equal(await s.text('h1'), 'Sprite icons');
});

it('browser_navigate to a dead URL is NAVIGATION_FAILED, and the tab still works', async () => {
  const failed = await s.fails('browser_navigate', { url: 'http://127.0.0.1:9/nothing-listens-here' });
  assert.equal(failed.code, 'NAVIGATION_FAILED', failed.message);
  const ok = await s.data('browser_navigate', { url: s.url('/hover.html?after-failure') });
  assert.equal(ok.title, 'Hover menu');
});

it('browser_list names the connected browser', async () => {
  const result = await s.ok('browser_list');
  assert.ok(textOf(result).includes(s.browser.browserId), `browser_list mentions ${s.browser.browserId}: ${textOf(result)}`);
});

it('browser_evaluate is refused with EVALUATE_DISABLED when the daemon does not enable it', async () => {
  const refused = await s.fails('browser_evaluate', { expression: '1 + 1' });
  assert.equal(refused.code, 'EVALUATE_DISABLED', refused.message);
  assert.match(refused.message, /ENABLE_EVALUATE|enable-evaluate/, 'the message says how to enable it');
});

/** tools/list names of a client connected with `?tools=<profile>`. */
async function listedIn(profile) {
  const session = await connectClient('http', { ...s.browser, query: `?tools=${profile}` });
  try {
    return { names: (await session.client.listTools()).tools.map((t) => t.name).sort(), session };
  } catch (e) {
    await session.close();
    throw e;
  }
}

it('tools/list per profile: full shows canonical names, the others their design\'s names', async () => {
  const expected = {
    extract: ['extract_active_tab', 'extract_tab', 'extract_url', 'list_tabs'],
    tabs: ['browser_close_tab', 'browser_create_tab', 'browser_get_tabs'],
  };
  for (const profile of ['full', 'extract', 'tabs', 'claude']) {
    const { names, session } = await listedIn(profile);
    await session.close();
    if (profile === 'full') {
      for (const name of CANONICAL) assert.ok(names.includes(name), `full lists ${name}: ${names}`);
      for (const alias of ['list_tabs', 'navigate', 'computer']) assert.ok(!names.includes(alias), `full hides the alias ${alias}`);
    } else if (profile === 'claude') {
      for (const name of ['tabs_context', 'tabs_create', 'navigate', 'computer', 'read_page', 'find', 'form_input',
        'get_page_text', 'resize_window', 'upload_image', 'read_console_messages', 'read_network_requests']) {
        assert.ok(names.includes(name), `claude lists ${name}: ${names}`);
      }
      assert.ok(!names.includes('browser_click'), 'claude does not list canonical names');
    } else {
      assert.deepEqual(names, expected[profile], `profile ${profile}`);
    }
  }
  const unknown = await connectClient('http', { ...s.browser, query: '?tools=everything' })
    .then(async (c) => {
      try {
        return await c.client.listTools();
      } finally {
        await c.close();
      }
    })
    .catch((e) => e);
  assert.ok(unknown instanceof Error, 'an unknown profile is refused, not silently replaced');
  assert.match(String(unknown.message), /full, extract, tabs, claude/);
});

it('legacy aliases answer in every profile, hidden or not', async () => {
  const { tabId } = await s.open('/widgets.html?aliases');
  for (const profile of ['full', 'extract', 'tabs', 'claude']) {
    const { session } = await listedIn(profile);
    try {
      for (const name of ['list_tabs', 'browser_get_tabs', 'tabs_context', 'browser_tab_list']) {
        const result = await callTool(session.client, name);
        assert.ok(!result.isError, `${name} in profile ${profile}: ${textOf(result)}`);
        // The tab-control design speaks snake_case (tab_id); the others tabId.
        const ids = (result.structuredContent?.tabs ?? []).map((t) => (name === 'browser_get_tabs' ? t.tab_id : t.tabId));
        assert.ok(ids.includes(tabId), `${name} (${profile}) lists the tab: ${JSON.stringify(result.structuredContent).slice(0, 400)}`);
      }
      const text = await callTool(session.client, 'get_page_text', { tabId });
      assert.ok(!text.isError && textOf(text).includes('Bottom of the widgets page.'), `get_page_text in ${profile}: ${textOf(text).slice(0, 300)}`);
    } finally {
      await session.close();
    }
  }
});

it('tab aliases create, navigate, resize and close like the canonical tools', async () => {
  for (const createName of ['browser_create_tab', 'tabs_create']) {
    const created = await s.data(createName, { url: s.url(`/hover.html?${createName}`) });
    assert.equal(created.title, 'Hover menu', createName);
    created.tabId ??= created.tab_id; // browser_create_tab answers in the tab-control design's snake_case
    const went = await s.data('navigate', { tabId: created.tabId, url: s.url('/drag.html?alias') });
    assert.equal(went.title, 'Drag and drop', 'navigate (alias)');
    const resized = await s.data('resize_window', { tabId: created.tabId, width: 1000, height: 720 });
    assert.equal(resized.width, 1000, 'resize_window (alias)');
    assert.equal((await s.data('browser_close_tab', { tab_id: created.tabId })).closed, true, 'browser_close_tab takes tab_id');
  }
  // Unknown tools are a JSON-RPC error (the SDK rejects) or an UNKNOWN_TOOL result; never a success.
  const wrong = await callTool(s.client, 'no_such_tool', {}).catch((e) => e);
  if (wrong instanceof Error) assert.match(wrong.message, /Unknown tool|UNKNOWN_TOOL/);
  else assert.equal(errorCode(wrong), 'UNKNOWN_TOOL', textOf(wrong));
});

it('the profile chosen in the extension options applies to clients that ask for none', async () => {
  const EXTENSION = 'chrome-extension://hoddiojdknopfofgicbmfpnlbfjcmhen/';
  const setProfile = async (value) => {
    const cdp = await s.browser.cdp();
    const worker = (await cdp.targets()).find((t) => t.type === 'service_worker' && t.url.startsWith(EXTENSION));
    assert.ok(worker, 'the extension worker is running');
    // What the options page's select does: store the choice (the worker sends it on the live link).
    await cdp.withSession(worker.targetId, (sessionId) => cdp.send('Runtime.evaluate', {
      expression: `chrome.storage.local.set({ toolProfile: ${JSON.stringify(value)} })`, awaitPromise: true,
    }, sessionId));
  };
  const namesOfNewClient = async () => {
    const c = await connectClient('http', s.browser);
    try {
      return (await c.client.listTools()).tools.map((t) => t.name);
    } finally {
      await c.close();
    }
  };
  const until = async (predicate, what) => {
    for (const end = Date.now() + 10_000; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
      const names = await namesOfNewClient();
      if (predicate(names)) return names;
    }
    assert.fail(`new clients never saw ${what}`);
  };
  try {
    await setProfile('claude');
    const names = await until((n) => n.includes('read_page'), 'the claude names');
    assert.ok(!names.includes('browser_click'), names.join(','));
    assert.equal(errorCode(await callTool(s.client, 'browser_tab_list')), null, 'canonical names still answer');
  } finally {
    await setProfile('');
  }
  await until((n) => n.includes('browser_click'), 'the full profile again');
});
