// The pages in French (Chromium started with --lang=fr and LANGUAGE=fr) and in English: every
// string comes from the locale, and no message key is ever shown raw.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DIST, fakeBridge, launch, screenshot } from './harness.mjs';

const KEYS = Object.keys(JSON.parse(readFileSync(join(DIST, '_locales', 'en', 'messages.json'), 'utf8')));

/** Message keys showing as text: a string that was never localized. */
async function rawKeys(page) {
  const text = await page.evaluate(() => document.body.innerText);
  const words = new Set(text.split(/[\s()“”«»:,.]+/));
  return KEYS.filter((k) => words.has(k));
}

describe('popup and options in French', () => {
  let browser;
  let bridge;
  before(async () => {
    // Debian ships only en-US in the chromium package; the other UI languages are in chromium-l10n.
    if (!existsSync('/usr/lib/chromium/locales/fr.pak')) {
      throw new Error('Chromium has no French UI locale here: install it with `apt-get install chromium-l10n`.');
    }
    // With the bridge's access, as after Enable bridge: the connected view is then the ready step.
    [bridge, browser] = await Promise.all([fakeBridge(), launch({ lang: 'fr', required: true })]);
  });
  after(async () => {
    await browser?.close();
    await bridge?.stop();
  });

  it('shows every view in French', async () => {
    const popup = await browser.open('popup.html');
    await popup.waitForSelector('body[data-view="setup"]');
    assert.match(await popup.getAttribute('html', 'lang'), /^fr/);
    assert.equal(await popup.locator('#state').innerText(), 'Non appairé');
    assert.equal(await popup.locator('#setup-title').innerText(), 'Appairer avec le pont');
    await popup.fill('#connect-string', 'bonjour');
    await popup.click('button[type=submit]');
    assert.match(await popup.locator('#connect-error').innerText(), /commence par tabrelay:\/\//);
    assert.deepEqual(await rawKeys(popup), []);
    await screenshot(popup, 'fr-popup-setup');

    const welcomed = bridge.welcomed({ fresh: true });
    await popup.fill('#connect-string', bridge.connectString);
    await popup.click('button[type=submit]');
    await welcomed;
    await popup.waitForSelector('body[data-view="connected"]');
    await bridge.command('browser.info', {}, 'claude-desktop');
    await popup.waitForSelector('#c-clients li');
    assert.equal(await popup.locator('#state').innerText(), 'Connecté');
    assert.match(await popup.locator('#c-clients').innerText(), /claude-desktop — dernier appel à \d\d:\d\d:\d\d \(1 appel\)/);
    assert.equal(await browser.worker.evaluate(() => chrome.action.getTitle({})), 'TabRelay — connecté au pont');
    assert.deepEqual(await rawKeys(popup), []);
    assert.ok((await popup.evaluate(() => document.documentElement.scrollWidth)) <= 360);
    await screenshot(popup, 'fr-popup-connected');
    await popup.emulateMedia({ colorScheme: 'dark' });
    await screenshot(popup, 'fr-popup-connected-dark');
    await popup.emulateMedia({ colorScheme: 'light' });

    await bridge.down();
    await popup.waitForSelector('body[data-view="disconnected"]');
    assert.match(await popup.locator('#d-reason').innerText(), /Le pont est injoignable/);
    assert.equal(await popup.locator('#reconnect').innerText(), 'Reconnecter');
    assert.deepEqual(await rawKeys(popup), []);
    await screenshot(popup, 'fr-popup-disconnected');
    await bridge.up();
  });

  it('shows the options page in French', async () => {
    const options = await browser.open('options.html');
    await options.setViewportSize({ width: 900, height: 900 });
    await options.fill('#deny', 'ba*d.com');
    await options.click('#policy-save');
    assert.match(await options.locator('#policy-errors').innerText(), /n’est pas un hôte valide/);
    assert.equal(await options.locator('#policy-title').innerText(), 'Règles des sites');
    assert.deepEqual(await rawKeys(options), []);
    assert.equal(await options.title(), 'Options de TabRelay');
    await screenshot(options, 'fr-options');
  });
});

describe('the English pages show no raw message keys', () => {
  let browser;
  before(async () => {
    browser = await launch({ lang: 'en' });
  });
  after(() => browser?.close());

  it('popup, options, side panel and batch page', async () => {
    for (const page of ['popup.html', 'options.html', 'sidepanel.html', 'batch.html']) {
      const tab = await browser.open(page);
      await tab.waitForSelector('body[data-view], #o-version:not(:empty), #plan-none, #access-state:not(:empty)');
      assert.match(await tab.getAttribute('html', 'lang'), /^en/);
      assert.deepEqual(await rawKeys(tab), [], page);
    }
  });
});
