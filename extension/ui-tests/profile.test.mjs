// Options → "Tool names shown to clients": the choice reaches the bridge in a fresh hello, in
// both languages, and "Bridge default" sends no profile at all.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fakeBridge, launch, pair, screenshot } from './harness.mjs';

for (const lang of ['en', 'fr']) {
  describe(`tool-name profile setting (${lang})`, () => {
    let browser;
    let bridge;
    let options;
    before(async () => {
      bridge = await fakeBridge();
      browser = await launch({ lang });
      await pair(browser, bridge);
      options = await browser.open('options.html');
      await options.setViewportSize({ width: 900, height: 900 });
    });
    after(async () => {
      await browser?.close();
      await bridge?.stop();
    });

    it('offers the bridge default and the four profiles, default first', async () => {
      const values = await options.locator('#tool-profile option').evaluateAll((os) => os.map((o) => o.value));
      assert.deepEqual(values, ['', 'full', 'extract', 'tabs', 'claude']);
      assert.equal(await options.locator('#tool-profile').inputValue(), '');
      assert.equal(bridge.hellos.at(-1).toolProfile, undefined, 'no profile is sent until the user picks one');
    });

    it('a new choice reconnects with the profile in the hello', async () => {
      const renewed = bridge.welcomed({ fresh: true });
      await options.selectOption('#tool-profile', 'claude');
      const hello = await renewed;
      assert.equal(hello.toolProfile, 'claude');
      assert.match(await options.locator('#tool-profile-saved').innerText(), lang === 'fr' ? /Enregistré/ : /Saved/);
      await screenshot(options, `${lang}-options-tool-profile`);

      const back = bridge.welcomed({ fresh: true });
      await options.selectOption('#tool-profile', '');
      assert.equal((await back).toolProfile, undefined);
    });

    it('keeps the choice across a reload of the page', async () => {
      await options.selectOption('#tool-profile', 'tabs');
      await bridge.welcomed({ fresh: true });
      await options.reload();
      await options.waitForFunction(() => document.querySelector('#tool-profile')?.options.length === 5);
      assert.equal(await options.locator('#tool-profile').inputValue(), 'tabs');
    });
  });
}
