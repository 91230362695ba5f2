// The chat client on a chatgpt.com fixture (issue 14, AC-19): the same loop as on claude.ai with
// ChatGPT's page structure — no streaming flag (a Stop button instead of Send), article turns,
// and a "json" label and a "Copy code" button inside each code block's pre.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startChatSite } from './harness/chat-site.mjs';
import { launchChatBrowser, openOptions, openPage } from './harness/chat.mjs';
import { withArtifacts } from './harness/report.mjs';

const call = (command, args = {}) => `Let me check.\n\`\`\`json\n${JSON.stringify({ command, arguments: args })}\n\`\`\`\n`;
const quiet = () => new Promise((r) => setTimeout(r, 1_500));

describe('chat client on chatgpt.com', { timeout: 180_000 }, () => {
  let site;
  let browser;
  let cdp;
  let options;
  const scope = () => ({ browsers: browser ? [{ child: browser.child, cdp: () => browser.cdp() }] : [] });

  async function conversation(conv) {
    const page = await openPage(cdp, `https://chatgpt.com/c/${conv}`);
    await options.waitFor(`chrome.storage.local.get('chatSelfCheck').then((s) => s.chatSelfCheck?.['chatgpt.com']?.url === 'https://chatgpt.com/c/${conv}')`,
      { what: `self-check from ${conv}` });
    return page;
  }

  before(async () => {
    site = await startChatSite();
    browser = await launchChatBrowser(site.port);
    cdp = await browser.cdp();
    options = await openOptions(cdp);
    await options.eval(`(() => {
      document.getElementById('chat-enable-chatgpt-com').checked = true;
      document.getElementById('chat-send-chatgpt-com').checked = true;
      document.getElementById('chat-auto-chatgpt-com').value = 'browser_tab_list';
      document.getElementById('chat-save-chatgpt-com').click();
    })()`, { userGesture: true });
    await options.waitFor('chrome.scripting.getRegisteredContentScripts().then((s) => s.length === 1)', { what: 'chat script registered' });
  });

  after(async () => {
    await browser?.stop();
    await site?.close();
  });

  it('registers for chatgpt.com only (claude.ai stays off)', withArtifacts(scope, async () => {
    assert.deepEqual(await options.eval('chrome.scripting.getRegisteredContentScripts().then((s) => s.flatMap((x) => x.matches))'), ['https://chatgpt.com/*']);
  }));

  it('runs a streamed call once and sends the result through the editor, despite the Copy code label', withArtifacts(scope, async () => {
    const page = await conversation('gpt-loop');
    site.queueReply('gpt-loop', call('browser_tab_list'), { chunkSize: 6, delayMs: 20 });
    await page.eval("window.__fixture.userSend('Which tabs are open?')");
    const sent = await site.waitForSent('gpt-loop', 2);
    assert.match(sent[1], /^Tool result for `browser_tab_list` \(server tabrelay, call [0-9a-f]{4}, ok\):/);
    assert.match(sent[1], /https:\/\/chatgpt\.com\/c\/gpt-loop/);
    // The label really was inside the pre the call came from.
    assert.match(await page.eval("document.querySelector('[data-message-author-role=\"assistant\"] pre').textContent"), /^jsonCopy code\{"command"/);
    for (let i = 0; i < 3; i++) await page.eval('window.__fixture.rerender()');
    await quiet();
    assert.equal(site.sent('gpt-loop').length, 2);
    await page.close();
  }));

  it('never runs calls already in a loaded conversation', withArtifacts(scope, async () => {
    site.setConversation('gpt-history', [{ role: 'user', text: 'earlier' }, { role: 'assistant', text: call('browser_tab_list') }]);
    const page = await conversation('gpt-history');
    await page.waitForCard(/earlier in the conversation/);
    await quiet();
    assert.deepEqual(site.sent('gpt-history'), []);
    await page.close();
  }));
});
