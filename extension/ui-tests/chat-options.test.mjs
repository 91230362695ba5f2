// The options section "Chat sites and MCP servers" on a fresh install, in French: every site off
// and no chat script registered, the built-in daemon server listed, URL rules explained in the
// reader's language, and no raw message key anywhere.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DIST, launch, screenshot } from './harness.mjs';

const KEYS = Object.keys(JSON.parse(readFileSync(join(DIST, '_locales', 'en', 'messages.json'), 'utf8')));

describe('chat options', () => {
  let browser;
  before(async () => {
    // As in i18n.test.mjs: Debian's chromium package ships only en-US.
    if (!existsSync('/usr/lib/chromium/locales/fr.pak')) {
      throw new Error('Chromium has no French UI locale here: install it with `apt-get install chromium-l10n`.');
    }
    browser = await launch({ lang: 'fr' });
  });
  after(async () => {
    await browser?.close();
  });

  it('is off for every site on a fresh install, and explains refused URLs in French', async () => {
    assert.deepEqual(await browser.worker.evaluate(() => chrome.scripting.getRegisteredContentScripts()), []);
    const options = await browser.open('options.html');
    await options.setViewportSize({ width: 900, height: 1400 });
    await options.locator('#chat-enable-claude-ai').waitFor();
    assert.equal(await options.locator('#chat-title').innerText(), 'Sites de chat et serveurs MCP');
    for (const site of ['claude-ai', 'chatgpt-com', 'gemini-google-com']) {
      assert.equal(await options.locator(`#chat-enable-${site}`).isChecked(), false, site);
    }
    assert.match(await options.locator('#chat-check-claude-ai').innerText(), /pas encore faite/);

    await options.fill('#chat-server-name', 'distant');
    await options.fill('#chat-server-url', 'ws://mcp.example.test/mcp');
    await options.selectOption('#chat-server-transport', 'ws');
    await options.click('#chat-server-form button[type=submit]');
    assert.match(await options.locator('#chat-server-errors').innerText(),
      /URL refusée : ws:\/\/ n’est permis que sur cette machine \(127\.0\.0\.1, ::1, localhost\) : utilisez wss:\/\//);
    await options.fill('#chat-server-url', 'https://user:pw@mcp.example.test/mcp');
    await options.selectOption('#chat-server-transport', 'http');
    await options.click('#chat-server-form button[type=submit]');
    assert.match(await options.locator('#chat-server-errors').innerText(), /mettez la clé dans le champ Clé/);
    assert.deepEqual(await browser.worker.evaluate(() => chrome.storage.local.get('chatServers')), {});

    const text = await options.evaluate(() => document.body.innerText);
    const words = new Set(text.split(/[\s()“”«»:,.]+/));
    assert.deepEqual(KEYS.filter((k) => words.has(k)), []);
    await screenshot(options, 'fr-chat-options');
  });
});
