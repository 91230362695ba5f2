// The first run, one next step at a time (issue 19): not paired → only pairing; paired without
// the bridge's access → the pill says so and Enable bridge is the one primary button. English
// and French, light and dark. The ready step is popup.test.mjs (a browser with access).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fakeBridge, launch, screenshot } from './harness.mjs';

const WORDS = {
  en: { unpaired: 'Not paired', needsAccess: 'Needs access' },
  fr: { unpaired: 'Non appairé', needsAccess: 'Accès requis' },
};

/** Ids of the primary buttons a person can see. */
const primaries = (page) => page.locator('button.primary:visible').evaluateAll((bs) => bs.map((b) => b.id || b.type));
const visible = (page, id) => page.locator(`#${id}`).isVisible();

for (const lang of ['en', 'fr']) {
  describe(`first run (${lang})`, () => {
    let browser;
    let bridge;
    let popup;
    before(async () => {
      [bridge, browser] = await Promise.all([fakeBridge(), launch({ lang })]);
      popup = await browser.open('popup.html');
    });
    after(async () => {
      await browser?.close();
      await bridge?.stop();
    });

    it('not paired: only pairing, with Connect the one primary button', async () => {
      await popup.waitForSelector('body[data-step="pair"]');
      assert.equal(await popup.locator('#state').innerText(), WORDS[lang].unpaired);
      assert.deepEqual(await primaries(popup), ['submit']);
      for (const id of ['access', 'reader', 'recent']) assert.equal(await visible(popup, id), false, id);
      await screenshot(popup, `${lang}-first-run-pair`);
      await popup.emulateMedia({ colorScheme: 'dark' });
      await screenshot(popup, `${lang}-first-run-pair-dark`);
      await popup.emulateMedia({ colorScheme: 'light' });
    });

    it('the reading tools stay one quiet link away, since they need no agent', async () => {
      await popup.click('#show-reader');
      assert.equal(await visible(popup, 'reader'), true);
      assert.equal(await visible(popup, 'show-reader'), false);
      assert.deepEqual(await primaries(popup), ['submit'], 'Extract is not a second primary button before pairing');
      await popup.reload();
      await popup.waitForSelector('body[data-step="pair"]');
    });

    it('paired without access: the pill says "needs access" and Enable bridge is the one primary button', async () => {
      const welcomed = bridge.welcomed({ fresh: true });
      await popup.fill('#connect-string', bridge.connectString);
      await popup.click('button[type=submit]');
      await welcomed;
      await popup.waitForSelector('body[data-step="access"][data-view="connected"]');
      assert.equal(await popup.locator('#state').innerText(), WORDS[lang].needsAccess);
      assert.deepEqual(await primaries(popup), ['enable']);
      assert.equal(await visible(popup, 'access'), true);
      for (const id of ['reader', 'recent']) assert.equal(await visible(popup, id), false, id);
      await screenshot(popup, `${lang}-first-run-access`);
      await popup.emulateMedia({ colorScheme: 'dark' });
      await screenshot(popup, `${lang}-first-run-access-dark`);
      await popup.emulateMedia({ colorScheme: 'light' });
    });

    it('stopped without access: Enable bridge stays the one primary button, Reconnect a plain one', async () => {
      await popup.click('#disconnect');
      await popup.waitForSelector('body[data-step="access"][data-view="disconnected"]');
      assert.deepEqual(await primaries(popup), ['enable']);
      assert.equal(await visible(popup, 'reconnect'), true);
    });
  });
}
