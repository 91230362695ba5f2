// Input, waiting and capture: every input tool checked by what the page did with it (change
// events mirrored into the page, focus moved, a menu opened, a card dropped), trusted coordinate
// input through browser_computer, waits on delayed content, and screenshots as MCP images.
import assert from 'node:assert/strict';
import { automationSuite, imageOf, imageSize } from './harness/automation.mjs';
import { textOf } from './harness/mcp.mjs';
import { figure } from './harness/report.mjs';

const s = automationSuite('automation-input');
const { it } = s;
const out = async () => JSON.parse(await s.text('#out'));
/** The page's scroll position, read through a no-op scroll. */
const scrollY = async () => (await s.data('browser_scroll', { dy: 0 })).scrollY;

it('browser_click reports a navigation it caused', async () => {
  await s.open('/keyboard.html?click');
  const clicked = await s.data('browser_click', { selector: '#away' });
  assert.equal(clicked.navigated, true, JSON.stringify(clicked));
  assert.equal(clicked.url, s.url('/widgets.html?from-keyboard'));
  assert.equal(await s.text('h1'), 'Form widgets');
});

it('browser_type replaces with clear, appends without it, and fires change', async () => {
  await s.open('/widgets.html?type');
  const replaced = await s.data('browser_type', { selector: '#boat', text: 'Sea Breeze', clear: true });
  assert.equal(replaced.value, 'Sea Breeze');
  assert.equal((await out()).boat, 'Sea Breeze', 'the page saw the change');
  const appended = await s.data('browser_type', { selector: '#boat', text: ' II' });
  assert.equal(appended.value, 'Sea Breeze II');
  const notField = await s.fails('browser_type', { selector: '#disappear', text: 'x' });
  assert.equal(notField.code, 'ELEMENT_NOT_EDITABLE', notField.message);
});

it('browser_type appends to the text a field already holds unless clear is set, by DOM events and by trusted keys', async () => {
  await s.open('/widgets.html?append');
  const appended = await s.data('browser_type', { selector: '#boat', text: ' Sea Sprite' });
  assert.equal(appended.value, 'Old name Sea Sprite', 'typed after the text, not before it');
  assert.equal((await out()).boat, 'Old name Sea Sprite');
  const cleared = await s.data('browser_type', { selector: '#boat', text: 'Sea Sprite', clear: true });
  assert.equal(cleared.value, 'Sea Sprite');
  await s.open('/widgets.html?append-trusted', { activate: true });
  const trusted = await s.data('browser_type', { selector: '#boat', text: ' II', trusted: true });
  assert.equal(trusted.value, 'Old name II', 'real keys also land after the text');
  const trustedClear = await s.data('browser_type', { selector: '#boat', text: 'Sea Sprite', trusted: true, clear: true });
  assert.equal(trustedClear.value, 'Sea Sprite');
});

it('browser_type submit:true submits the form', async () => {
  await s.open('/keyboard.html?submit');
  await s.ok('browser_type', { selector: '#q', text: 'spring tide', submit: true });
  assert.equal(await s.text('#searched'), 'Searched: spring tide');
});

it('browser_press: Enter submits, Tab moves the focus', async () => {
  // Active, so the page has focus and fires focus events as for a user.
  await s.open('/keyboard.html?press', { activate: true });
  await s.ok('browser_type', { selector: '#q', text: 'neap' });
  await s.ok('browser_press', { key: 'Enter', selector: '#q' });
  assert.equal(await s.text('#searched'), 'Searched: neap');
  await s.ok('browser_press', { key: 'Tab', selector: '#first' });
  await s.ok('browser_wait_for', { text: 'focus: second', timeoutMs: 5000 });
  assert.match(await s.text('#keys'), /Tab/, 'the page received the key');
});

it('browser_hover opens a menu that listens for the pointer', async () => {
  await s.open('/hover.html?hover');
  assert.equal((await s.data('browser_query', { selector: '#settings' })).matches[0].visible, false);
  await s.ok('browser_hover', { selector: '#trigger' });
  assert.equal(await s.text('#status'), 'Menu open.');
  assert.equal((await s.data('browser_query', { selector: '#settings' })).matches[0].visible, true, 'the submenu is visible');
});

it('browser_select_option by value, by label, and several in a multiple select', async () => {
  await s.open('/widgets.html?select');
  assert.deepEqual((await s.data('browser_select_option', { selector: '#harbour', values: ['south'] })).selected, ['south']);
  assert.equal((await out()).harbour, 'south');
  await s.ok('browser_select_option', { selector: '#harbour', values: ['East basin'] });
  assert.equal((await out()).harbour, 'east', 'an option label selects its option');
  await s.ok('browser_select_option', { selector: '#extras', values: ['water', 'wifi'] });
  assert.deepEqual((await out()).extras, ['water', 'wifi']);
  const missing = await s.fails('browser_select_option', { selector: '#harbour', values: ['west'] });
  assert.ok(['INVALID_ARGUMENT', 'ELEMENT_NOT_FOUND'].includes(missing.code), missing.message);
  assert.match(missing.message, /west/, 'the message names the missing option');
});

it('browser_fill_form fills text, textarea, select, checkbox and radio; form_input fills one ref', async () => {
  await s.open('/widgets.html?fill');
  const filled = await s.data('browser_fill_form', {
    fields: [
      { selector: '#boat', value: 'Kittiwake' },
      { selector: '#notes', value: 'Arrives Tuesday' },
      { selector: '#harbour', value: 'north' },
      { selector: '#insured', value: 'true' },
      { selector: '#large', value: 'true' },
    ],
  });
  assert.equal(filled.filled, 5);
  assert.deepEqual(await out(), { boat: 'Kittiwake', notes: 'Arrives Tuesday', harbour: 'north', extras: [], insured: true, size: 'large' });
  const ref = (await s.data('browser_query', { selector: '#boat' })).matches[0].ref;
  await s.ok('form_input', { ref, value: 'Puffin' });
  assert.equal((await out()).boat, 'Puffin', 'form_input is an alias that fills by ref');
});

it('browser_scroll: to bottom, to top, by dy, and a target into view', async () => {
  await s.open('/widgets.html?scroll');
  const bottom = await s.data('browser_scroll', { to: 'bottom' });
  assert.ok(bottom.scrollY > 1500, `scrolled to the bottom: ${bottom.scrollY}`);
  assert.equal((await s.data('browser_scroll', { to: 'top' })).scrollY, 0);
  assert.equal((await s.data('browser_scroll', { dy: 300 })).scrollY, 300);
  await s.ok('browser_scroll', { selector: '#footer' });
  assert.ok(await scrollY() > 1500, 'scrolling the footer into view moved the page down');
});

it('browser_drag moves a card between drop zones (HTML5 drag and drop)', async () => {
  await s.open('/drag.html?drag');
  await s.ok('browser_drag', { from: { selector: '#card' }, to: { selector: '#done' } });
  assert.equal(await s.text('#status'), 'The card is in Done.');
  assert.deepEqual(await s.texts('#done #card'), ['Paint the hull']);
});

it('browser_computer clicks, double-clicks and right-clicks at coordinates with trusted events', async () => {
  await s.open('/pointer.html?computer', { activate: true });
  await s.ok('browser_computer', { action: 'left_click', coordinate: [140, 90] });
  assert.equal(await s.text('#status'), 'click at 140,90 trusted=true');
  await s.ok('browser_computer', { action: 'double_click', coordinate: [140, 90] });
  assert.equal(await s.text('#status'), 'double click trusted=true');
  await s.ok('computer', { action: 'right_click', coordinate: [140, 90] });
  assert.equal(await s.text('#status'), 'context menu trusted=true', 'the computer alias works');
});

it('trusted: true sends real input to an element found by ref or selector; without it, DOM events', async () => {
  await s.open('/pointer.html?trusted', { activate: true });
  await s.ok('browser_click', { selector: '#target' });
  assert.match(await s.text('#status'), /trusted=false$/, 'DOM events by default (no debugger needed)');
  const [{ ref }] = (await s.data('browser_query', { selector: '#target' })).matches;
  await s.ok('browser_click', { ref, trusted: true });
  assert.match(await s.text('#status'), /^click at \d+,\d+ trusted=true$/);
  const typed = await s.data('browser_type', { selector: '#typed', text: 'real keys', trusted: true, submit: true });
  assert.equal(typed.value, 'real keys');
  assert.equal(await s.text('#status'), 'typed: real keys');
});

it('browser_computer types and presses keys, scrolls the page and takes a screenshot', async () => {
  await s.open('/pointer.html?computer-keys', { activate: true });
  await s.ok('browser_computer', { action: 'left_click', coordinate: [100, 210] });
  await s.ok('browser_computer', { action: 'type', text: 'ahoy' });
  await s.ok('browser_computer', { action: 'key', key: 'Enter' });
  assert.equal(await s.text('#status'), 'typed: ahoy');
  await s.ok('browser_computer', { action: 'scroll', coordinate: [400, 300], scroll: { dx: 0, dy: 600 } });
  assert.ok(await scrollY() > 0, 'the wheel scrolled the page');
  const shot = imageOf(await s.ok('browser_computer', { action: 'screenshot' }));
  assert.ok(imageSize(shot.bytes).width > 0);
});

it('browser_wait_for_element waits for an element to appear and another to go', async () => {
  await s.open('/delayed.html?element');
  assert.equal((await s.data('browser_query', { selector: '#late' })).total, 0, 'nothing before the click');
  await s.ok('browser_click', { selector: '#start' });
  const visible = await s.data('browser_wait_for_element', { selector: '#late', state: 'visible' });
  assert.equal(visible.state, 'visible');
  assert.equal(await s.text('#late'), 'The forecast arrived late: calm seas.');
  assert.equal((await s.data('browser_wait_for_element', { selector: '#spinner', state: 'detached' })).state, 'detached');
  const timeout = await s.fails('browser_wait_for_element', { selector: '#never', timeoutMs: 300 });
  assert.equal(timeout.code, 'TIMEOUT', timeout.message);
  assert.ok((await s.data('browser_query', { selector: 'h1' })).total === 1, 'the next call still works');
});

it('browser_wait_for text, textGone, url, networkIdle and time', async () => {
  await s.open('/delayed.html?conditions');
  await s.ok('browser_click', { selector: '#start' });
  assert.ok((await s.data('browser_wait_for', { text: 'calm seas' })).condition);
  await s.ok('browser_wait_for', { textGone: 'Loading the forecast' });
  assert.deepEqual(await s.texts('#spinner'), []);
  await s.ok('browser_click', { selector: '#slow' });
  await s.ok('browser_wait_for', { networkIdle: true });
  assert.equal(await s.text('#fetched'), 'Slow fetches done.');
  await s.ok('browser_wait_for', { time: 100 });
  await s.ok('browser_click', { selector: '#later' });
  const arrived = await s.data('browser_wait_for', { url: 'arrived=1' });
  assert.equal(arrived.url, s.url('/delayed.html?arrived=1'));
});

it('browser_screenshot: viewport PNG, full page, one element, JPEG', async () => {
  await s.open('/widgets.html?shot', { activate: true });
  const viewport = imageOf(await s.ok('browser_screenshot'));
  assert.equal(viewport.mimeType, 'image/png');
  const v = imageSize(viewport.bytes);
  assert.equal(v.type, 'png');
  const full = imageSize(imageOf(await s.ok('browser_screenshot', { fullPage: true })).bytes);
  assert.ok(full.height > v.height && full.height > 2500, `full page ${full.height} px is taller than the viewport ${v.height} px`);
  await s.open('/pointer.html?shot', { activate: true });
  const element = imageSize(imageOf(await s.ok('browser_screenshot', { selector: '#target' })).bytes);
  assert.deepEqual({ width: element.width, height: element.height }, { width: 200, height: 100 }, 'the element alone');
  const [{ ref }] = (await s.data('browser_query', { selector: '#target' })).matches;
  const byRef = imageSize(imageOf(await s.ok('browser_screenshot', { ref })).bytes);
  assert.deepEqual({ width: byRef.width, height: byRef.height }, { width: 200, height: 100 }, `the element alone, by ref ${ref}`);
  const jpeg = imageOf(await s.ok('browser_screenshot', { format: 'jpeg', quality: 50 }));
  assert.equal(jpeg.mimeType, 'image/jpeg');
  assert.equal(imageSize(jpeg.bytes).type, 'jpeg');
});

it('browser_screenshot of background tabs (viewport and element) answers without activating them', async () => {
  const tabs = [];
  for (const path of ['/widgets.html?bg1', '/keyboard.html?bg2', '/pointer.html?bg3']) tabs.push(await s.open(path));
  const element = imageSize(imageOf(await s.ok('browser_screenshot', { tabId: tabs[2].tabId, selector: '#target' })).bytes);
  assert.deepEqual({ width: element.width, height: element.height }, { width: 200, height: 100 }, 'the element alone');
  // Chrome renders a hidden tab on demand for most captures but not all (a viewport right after
  // another capture sometimes never comes): then the answer is a prompt TIMEOUT naming the way
  // out, never the command's 30 s deadline with nothing to do about it.
  let rendered = 0;
  for (const { tabId } of tabs) {
    const result = await s.call('browser_screenshot', { tabId });
    if (result.isError) {
      assert.match(textOf(result), /^TIMEOUT: Chrome did not render tab \d+ .*browser_tab_select/, textOf(result));
      continue;
    }
    const shot = imageSize(imageOf(result).bytes);
    assert.ok(shot.width > 100 && shot.height > 100, `tab ${tabId}: ${JSON.stringify(shot)}`);
    rendered++;
  }
  figure('background-tab viewport screenshots rendered (of 3)', rendered);
  const listed = (await s.data('browser_tab_list')).tabs;
  for (const { tabId } of tabs) assert.equal(listed.find((t) => t.tabId === tabId)?.active, false, `tab ${tabId} stayed in the background`);
});
