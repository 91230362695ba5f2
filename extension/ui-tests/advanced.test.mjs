// The advanced features as a person turns them on in their own Chrome, on the builds the README
// tells them to load: dist/ (standard) and dist-advanced/ (the debugger). Chromium refuses some
// permissions as optional (it drops them at install and permissions.request then fails with
// "Only permissions specified in the manifest may be requested"); the debugger is one, which
// is why it lives in its own build (src/shared/advanced.ts).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fakeBridge, launch, pageServer, pair, screenshot } from './harness.mjs';

/**
 * What permissions.request does, inside a click (Playwright's evaluate counts as a user gesture),
 * for each optional permission of the loaded build: a permission Chromium kept shows its prompt
 * (or is granted at once when it carries no warning); one it dropped at install is refused at
 * once. Checked: with "debugger" added to dist/'s optional_permissions, it is the one refused.
 */
async function requestEach(page) {
  return page.evaluate(async () => {
    const out = {};
    for (const permission of chrome.runtime.getManifest().optional_permissions ?? []) {
      out[permission] = await Promise.race([
        chrome.permissions.request({ permissions: [permission] }).then(() => 'granted', (error) => String(error?.message ?? error)),
        new Promise((resolve) => setTimeout(() => resolve('prompt shown'), 1000)), // a prompt waits for the person
      ]);
    }
    return out;
  });
}

describe('standard build (dist/)', () => {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(async () => browser?.close());

  it('declares only optional permissions Chromium lets be optional', async () => {
    const options = await browser.open('options.html');
    const answers = await requestEach(options);
    assert.ok(Object.keys(answers).length >= 4, JSON.stringify(answers));
    for (const [permission, answer] of Object.entries(answers)) {
      assert.match(answer, /^(prompt shown|granted)$/, `${permission} was dropped at install: ${answer}`);
    }
    await options.close();
  });

  it('shows the Debugger switch disabled, saying which build has it', async () => {
    const options = await browser.open('options.html');
    await options.waitForSelector('#feature-debugger');
    assert.equal(await options.locator('#feature-debugger').isDisabled(), true);
    assert.match(await options.locator('label[for="feature-debugger"]').innerText(), /advanced build/);
    await options.close();
  });
});

describe('advanced build (dist-advanced/), paired as a user pairs it', () => {
  let browser;
  let bridge;
  let pages;
  before(async () => {
    // required: the bridge's own permissions (tabs, all sites) granted, as after Enable bridge:
    // a headless browser cannot answer that prompt. The debugger is the build's own.
    [bridge, pages, browser] = await Promise.all([fakeBridge(), pageServer(), launch({ advanced: true, required: true })]);
    await pair(browser, bridge);
  });
  after(async () => {
    await browser?.close();
    await Promise.all([bridge?.stop(), pages?.close()]);
  });

  it('uses the debugger only after the user turns its switch on, and stops when it is turned off', async () => {
    const opened = await bridge.command('tab.create', { url: `http://127.0.0.1:${pages.port}/advanced`, active: false });
    assert.equal(opened.success, true, JSON.stringify(opened.error));
    const before = await bridge.command('console.read', {});
    assert.equal(before.error?.code, 'PERMISSION_REQUIRED', JSON.stringify(before));
    assert.match(before.error.message, /"Debugger/);

    const options = await browser.open('options.html');
    await options.waitForSelector('#feature-debugger');
    assert.equal(await options.locator('#feature-debugger').isChecked(), false, 'off until the user turns it on');
    await options.click('#feature-debugger');
    await options.waitForFunction(() => document.getElementById('feature-debugger').checked);
    await screenshot(options, 'options-advanced-debugger-on');

    const console = await bridge.command('console.read', {});
    assert.equal(console.success, true, JSON.stringify(console.error));
    // A background tab's screenshot goes through the debugger (captureVisibleTab sees only the active tab).
    const shot = await bridge.command('screenshot', {});
    assert.equal(shot.success, true, JSON.stringify(shot.error));
    const check = await bridge.command('diagnostic.permissions', {});
    assert.ok(check.data.permissions.includes('debugger'), JSON.stringify(check.data));

    await options.click('#feature-debugger');
    await options.waitForFunction(() => !document.getElementById('feature-debugger').checked);
    assert.equal((await bridge.command('console.read', {})).error?.code, 'PERMISSION_REQUIRED');
    await options.close();
  });
});
