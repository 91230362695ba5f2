// The chat client on the chatgpt.com and gemini.google.com fixtures (issue 14, AC-19, AC-20): the
// same loop as on claude.ai with each site's page structure. Neither flags a streaming reply: a
// Stop button replaces Send while it streams. ChatGPT puts a "json" label and a "Copy code"
// button inside each code block's pre; Gemini wraps code in <code-block> and uses a Quill editor.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startChatSite } from './harness/chat-site.mjs';
import { CHAT_SITES, launchChatBrowser, openOptions, setChatSite, openSiteConversation, quiet, toolCallReply as call } from './harness/chat.mjs';
import { withArtifacts } from './harness/report.mjs';

const SITES = CHAT_SITES.filter((s) => s.id !== 'claude.ai');

describe('chat client on chatgpt.com and gemini.google.com', { timeout: 240_000 }, () => {
  let site;
  let browser;
  let cdp;
  let options;
  const scope = () => ({ browsers: browser ? [{ child: browser.child, cdp: () => browser.cdp() }] : [] });

  const conversation = (s, conv) => openSiteConversation(cdp, options, s, conv);

  before(async () => {
    site = await startChatSite();
    browser = await launchChatBrowser(site.port);
    cdp = await browser.cdp();
    options = await openOptions(cdp);
    for (const s of SITES) {
      await setChatSite(options, s.dom);
      await options.waitFor(`chrome.scripting.getRegisteredContentScripts().then((x) => x[0]?.matches.includes('https://${s.id}/*'))`, { what: `${s.id} registered` });
    }
  });

  after(async () => {
    await browser?.stop();
    await site?.close();
  });

  it('registers for the enabled sites only (claude.ai stays off)', withArtifacts(scope, async () => {
    assert.deepEqual(await options.eval('chrome.scripting.getRegisteredContentScripts().then((s) => s.flatMap((x) => x.matches))'),
      ['https://chatgpt.com/*', 'https://gemini.google.com/*']);
  }));

  for (const s of SITES) {
    it(`${s.id}: runs a streamed call once and sends the result through the editor`, withArtifacts(scope, async () => {
      const conv = `${s.dom}-loop`;
      const page = await conversation(s, conv);
      site.queueReply(conv, call('browser_tab_list'), { chunkSize: 6, delayMs: 20 });
      await page.eval("window.__fixture.userSend('Which tabs are open?')");
      const sent = await site.waitForSent(conv, 2);
      assert.match(sent[1], /^Tool result for `browser_tab_list` \(server tabrelay, call [0-9a-f]{4}, ok\):/);
      assert.ok(sent[1].includes(`https://${s.id}${s.path}${conv}`), 'this tab is in the daemon\'s answer');
      // The site's own chrome around the code really was there.
      assert.match(await page.eval(`document.querySelector(${JSON.stringify(s.pre)}).textContent`), s.preText);
      for (let i = 0; i < 3; i++) await page.eval('window.__fixture.rerender()');
      await quiet();
      assert.equal(site.sent(conv).length, 2);
      await page.close();
    }));

    it(`${s.id}: never runs calls already in a loaded conversation`, withArtifacts(scope, async () => {
      const conv = `${s.dom}-history`;
      site.setConversation(conv, [{ role: 'user', text: 'earlier' }, { role: 'assistant', text: call('browser_tab_list') }]);
      const page = await conversation(s, conv);
      await page.waitForCard(/earlier in the conversation/);
      await quiet();
      assert.deepEqual(site.sent(conv), []);
      await page.close();
    }));
  }
});
