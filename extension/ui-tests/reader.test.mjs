// The extension's own reading tools in real Chromium, without any agent: popup "Extract this
// page" (preview, Markdown and JSON, download), the context-menu and shortcut copies, the DOM picker.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { launch, pageServer, readerPopup, screenshot } from './harness.mjs';

describe('reading tools', () => {
  let browser;
  let server;
  let article;
  let tabId;
  const origin = () => `http://127.0.0.1:${server.port}`;
  const clipboard = () => article.evaluate(() => navigator.clipboard.readText());
  /** Waits until the clipboard holds something matching `pattern` (copies finish asynchronously). */
  // Polled from here: waitForFunction takes an async predicate's promise as truthy and returns at once.
  const clipboardMatching = async (pattern, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const text = await clipboard();
      if (pattern.test(text)) return text;
      assert.ok(Date.now() < deadline, `the clipboard never matched ${pattern} within ${timeoutMs} ms; it holds ${JSON.stringify(text)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const clearClipboard = () => article.evaluate(() => navigator.clipboard.writeText('-'));
  const popupFor = (id) => readerPopup(browser, id);

  before(async () => {
    [server, browser] = await Promise.all([pageServer(), launch({ required: true, testHooks: true })]);
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: origin() });
    article = await browser.context.newPage();
    await article.goto(`${origin()}/article`);
    tabId = await browser.worker.evaluate((url) => chrome.tabs.query({ url }).then((tabs) => tabs[0].id), `${origin()}/article`);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('popup: Extract this page previews the article as Markdown and downloads a .md', async () => {
    const popup = await popupFor(tabId);
    await popup.click('#extract');
    await popup.waitForSelector('#extract-result:not([hidden])');
    const markdown = await popup.inputValue('#extract-preview');
    assert.match(markdown, /^# Field notes on tide pools/);
    assert.match(markdown, /\*\*small worlds\*\*/);
    assert.match(markdown, /-\s+\*\*Depth\*\*: a few centimetres/);
    assert.doesNotMatch(markdown, /Shop the collection|Copyright footer/);
    assert.match(await popup.locator('#extract-status').innerText(), /\d+ words from “Field notes on tide pools”/);
    assert.ok((await popup.evaluate(() => document.documentElement.scrollWidth)) <= 360);
    await screenshot(popup, 'en-popup-extract-preview');
    const [download] = await Promise.all([popup.waitForEvent('download'), popup.click('#download')]);
    assert.equal(download.suggestedFilename(), 'Field notes on tide pools.md');
    assert.equal(readFileSync(await download.path(), 'utf8'), markdown);
  });

  it('popup: a page that reloads itself while it is read is read again once it has settled', async () => {
    const page = await browser.context.newPage();
    const still = `${origin()}/reloads?times=0&run=0`;
    await page.goto(still);
    const id = await browser.worker.evaluate((u) => chrome.tabs.query({}).then((tabs) => tabs.find((t) => t.url === u)?.id), still);
    for (let run = 1; run <= 5; run++) {
      const popup = await popupFor(id);
      // The read starts while the page loads: it waits for the load, which sets off the reloads.
      await page.goto(`${origin()}/reloads?times=3&run=${run}`, { waitUntil: 'commit' });
      await popup.click('#extract');
      await popup.waitForSelector('#extract-result:not([hidden]), #extract-status[data-error]');
      assert.equal(await popup.locator('#extract-status').getAttribute('data-error'), null,
        `run ${run}: ${await popup.locator('#extract-status').innerText()}`);
      assert.match(await popup.inputValue('#extract-preview'), /^# The harbour master's log/);
      await popup.close();
    }
    await page.close();
  });

  it('popup: JSON format and full-page mode', async () => {
    const popup = await popupFor(tabId);
    await popup.selectOption('#extract-format', 'json');
    await popup.selectOption('#extract-mode', 'full');
    await popup.click('#extract');
    await popup.waitForSelector('#extract-result:not([hidden])');
    const data = JSON.parse(await popup.inputValue('#extract-preview'));
    assert.equal(data.title, 'Field notes on tide pools');
    assert.equal(data.mode, 'fullPage');
    assert.equal(data.url, `${origin()}/article`);
    assert.ok(data.metadata.wordCount > 100);
    const [download] = await Promise.all([popup.waitForEvent('download'), popup.click('#download')]);
    assert.equal(download.suggestedFilename(), 'Field notes on tide pools.json');
  });

  it('popup: a page Chrome protects gets a precise, localized error', async () => {
    const settings = await browser.context.newPage();
    await settings.goto('chrome://version');
    const id = await browser.worker.evaluate(() => chrome.tabs.query({ url: 'chrome://version/' }).then((t) => t[0].id));
    const popup = await popupFor(id);
    await popup.click('#extract');
    await popup.waitForSelector('#extract-status[data-error="RESTRICTED_URL"]');
    assert.match(await popup.locator('#extract-status').innerText(), /does not let extensions read this page/);
    await settings.close();
  });

  it('context menu and shortcut copy the page, the selection and a link target as Markdown', async () => {
    await article.bringToFront();
    await clearClipboard();
    await browser.worker.evaluate((id) => globalThis.tabrelayTest.onMenuClicked({ menuItemId: 'copy-page' }, { id }), tabId);
    assert.match(await clipboardMatching(/^# Field notes/), /\*\*small worlds\*\*/);

    await article.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.getElementById('intro'));
      document.getSelection().removeAllRanges();
      document.getSelection().addRange(range);
    });
    await browser.worker.evaluate((id) => globalThis.tabrelayTest.onMenuClicked({ menuItemId: 'copy-selection' }, { id }), tabId);
    const selection = await clipboardMatching(/^Tide pools are/);
    assert.match(selection, /^Tide pools are \*\*small worlds\*\*/);
    assert.doesNotMatch(selection, /Depth/);

    const tabsBefore = await browser.worker.evaluate(() => chrome.tabs.query({}).then((t) => t.length));
    await browser.worker.evaluate(
      ([id, linkUrl]) => globalThis.tabrelayTest.onMenuClicked({ menuItemId: 'copy-link', linkUrl }, { id }),
      [tabId, `${origin()}/other`],
    );
    assert.match(await clipboardMatching(/Page \/other/), /Readable text for the extraction/);
    assert.equal(await browser.worker.evaluate(() => chrome.tabs.query({}).then((t) => t.length)), tabsBefore, 'the link tab is closed');

    await clearClipboard();
    await browser.worker.evaluate((id) => globalThis.tabrelayTest.onCommand('copy-page-markdown', { id }), tabId);
    await clipboardMatching(/^# Field notes/);
  });

  it('DOM picker: hover highlights, click copies just that element, Escape cancels', async () => {
    const popup = await popupFor(tabId);
    await popup.click('#pick');
    await article.bringToFront();
    await article.waitForSelector('#tabrelay-picker', { state: 'attached' });
    await clearClipboard();
    await article.hover('#facts li >> nth=1');
    await article.hover('#facts');
    await article.click('#facts', { position: { x: 2, y: 2 } });
    const markdown = await clipboardMatching(/Depth/);
    assert.equal(markdown.trim(), '-   **Depth**: a few centimetres\n-   **Best time**: low tide');
    assert.equal(article.url(), `${origin()}/article`);
    await screenshot(article, 'en-picker-result');
    await article.keyboard.press('Escape');
    await article.waitForSelector('#tabrelay-picker', { state: 'detached' });

    await popup.click('#pick');
    await article.waitForSelector('#tabrelay-picker', { state: 'attached' });
    await article.keyboard.press('Escape');
    await article.waitForSelector('#tabrelay-picker', { state: 'detached' });
    // The pointer lands on the bold word; ↑ widens to its list item, and a click on the word takes the item.
    await popup.click('#pick');
    await article.waitForSelector('#tabrelay-picker', { state: 'attached' });
    await clearClipboard();
    await article.hover('#facts li >> nth=1 >> b');
    await article.keyboard.press('ArrowUp');
    await article.keyboard.press('ArrowUp');
    await article.keyboard.press('ArrowDown');
    await article.click('#facts li >> nth=1 >> b');
    const item = await clipboardMatching(/Best time/);
    assert.match(item.trim(), /^(-\s+)?\*\*Best time\*\*: low tide$/, 'the list item, not the bold word nor the whole list');
    await article.keyboard.press('Escape');
    await article.waitForSelector('#tabrelay-picker', { state: 'detached' });

    await popup.click('#pick');
    await article.waitForSelector('#tabrelay-picker', { state: 'attached' });
    await article.keyboard.press('Escape');
    await article.waitForSelector('#tabrelay-picker', { state: 'detached' });
    // Cancelled: a click now is the page's own again (the link navigates).
    await Promise.all([article.waitForURL(`${origin()}/other`), article.click('#more')]);
    await article.goBack();
  });
});

describe('batch extract', () => {
  let browser;
  let server;
  before(async () => {
    [server, browser] = await Promise.all([pageServer(), launch({ required: true })]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('reads two chosen tabs into one combined Markdown file, and into a zip', async () => {
    const origin = `http://127.0.0.1:${server.port}`;
    for (const path of ['/article', '/second', '/third']) await (await browser.context.newPage()).goto(origin + path);
    const batch = await browser.open('batch.html');
    await batch.setViewportSize({ width: 800, height: 800 });
    await batch.waitForSelector('#tabs li >> nth=2');
    await batch.check(`#tabs li:has-text("${origin}/article") input`);
    await batch.check(`#tabs li:has-text("${origin}/third") input`);
    const [download] = await Promise.all([batch.waitForEvent('download'), batch.click('#start')]);
    assert.match(download.suggestedFilename(), /^tabrelay-[\d-]+\.md$/);
    const text = readFileSync(await download.path(), 'utf8');
    assert.match(text, new RegExp(`^# Field notes on tide pools[\\s\\S]*<${origin}/article>\\n\\n---\\n\\n# Page /third[\\s\\S]*<${origin}/third>\\n$`));
    assert.doesNotMatch(text, /Page \/second/);
    assert.match(await batch.locator('#status').innerText(), /Saved 2 tabs to tabrelay-.*\.md/);
    assert.equal(await batch.getAttribute('#progress', 'value'), '2');
    await screenshot(batch, 'en-batch-done');

    await batch.check('input[value="zip"]');
    const [zip] = await Promise.all([batch.waitForEvent('download'), batch.click('#start')]);
    assert.match(zip.suggestedFilename(), /\.zip$/);
    const bytes = readFileSync(await zip.path());
    assert.equal(bytes.subarray(0, 4).toString('latin1'), 'PK\u0003\u0004');
    assert.ok(bytes.includes('Field notes on tide pools.md') && bytes.includes('Page third.md'));
    // A tab it cannot read is greyed out and says why.
    await (await browser.context.newPage()).goto('about:blank');
    await batch.reload();
    const blank = batch.locator('#tabs li:has-text("about:blank") >> nth=0');
    await blank.waitFor();
    assert.equal(await blank.locator('input').isDisabled(), true);
    assert.match(await blank.innerText(), /Cannot be read: Chrome does not let extensions read its own pages/);
    await screenshot(batch, 'en-batch-why');
  });
});

describe('reading tools in French', () => {
  let browser;
  let server;
  before(async () => {
    [server, browser] = await Promise.all([pageServer(), launch({ lang: 'fr', required: true })]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('popup: the extract preview and its status read in French', async () => {
    const url = `http://127.0.0.1:${server.port}/article`;
    const article = await browser.context.newPage();
    await article.goto(url);
    const id = await browser.worker.evaluate((u) => chrome.tabs.query({ url: u }).then((tabs) => tabs[0].id), url);
    const popup = await readerPopup(browser, id);
    await popup.click('#extract');
    await popup.waitForSelector('#extract-result:not([hidden])');
    assert.match(await popup.inputValue('#extract-preview'), /^# Field notes on tide pools/);
    assert.match(await popup.locator('#extract-status').innerText(), /\d+ mots/);
    assert.equal(await popup.locator('#extract').innerText(), 'Extraire cette page');
    assert.ok((await popup.evaluate(() => document.documentElement.scrollWidth)) <= 360);
    await screenshot(popup, 'fr-popup-extract-preview');
  });
});
