#!/usr/bin/env node
// Regenerates the chat client's README screenshots from the e2e harness, so they show the real
// extension as it is built now, not a mock-up: the real daemon and extension in headless
// Chromium, the claude.ai fixture reached as claude.ai, a keyed MCP server on loopback.
//   docs/screenshots/chat-card.png       a tool call waiting for approval (Run / Deny)
//   docs/screenshots/chat-card-done.png  a call that ran by policy, its result sent to the model
//   docs/screenshots/chat-options.png  the options page's "Chat sites and MCP servers" section
// Usage: node scripts/screenshots-chat.mjs  (builds what is stale, like the e2e tests)
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChatSite } from '../e2e/harness/chat-site.mjs';
import { startFileServer } from '../e2e/harness/chat-mcp-server.mjs';
import { launchChatBrowser, openConversation, openOptions, setChatSite, toolCallReply as call } from '../e2e/harness/chat.mjs';

const OUT = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
const MARGIN = 12;

/** A PNG of the element `selector` (the `which`th matching, -1: the last) of `page`, with a margin around it. */
async function shoot(cdp, page, selector, file, which = -1) {
  // A background tab is not painted: its screenshot would never come.
  await cdp.send('Page.bringToFront', {}, page.sessionId);
  await cdp.send('Emulation.setDeviceMetricsOverride', { width: 1000, height: 900, deviceScaleFactor: 1, mobile: false }, page.sessionId);
  const rect = await page.eval(`(() => {
    const el = [...document.querySelectorAll(${JSON.stringify(selector)})].at(${which});
    el.scrollIntoView({ block: 'start' });
    const r = el.getBoundingClientRect();
    return { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height };
  })()`);
  const clip = { x: Math.max(0, rect.x - MARGIN), y: Math.max(0, rect.y - MARGIN), width: rect.width + 2 * MARGIN, height: rect.height + 2 * MARGIN, scale: 1 };
  const { data } = await cdp.send('Page.captureScreenshot', { format: 'png', clip, captureBeyondViewport: true }, page.sessionId);
  await writeFile(path.join(OUT, file), Buffer.from(data, 'base64'));
  console.log(`wrote docs/screenshots/${file} (${Math.round(clip.width)}×${Math.round(clip.height)})`);
}

const site = await startChatSite();
const files = await startFileServer('demo-key');
const browser = await launchChatBrowser(site.port);
try {
  await mkdir(OUT, { recursive: true });
  const cdp = await browser.cdp();
  const options = await openOptions(cdp);
  await setChatSite(options, 'claude-ai', { auto: 'browser_tab_list' });
  await options.eval(`(() => {
    document.getElementById('chat-server-name').value = 'files';
    document.getElementById('chat-server-url').value = 'http://127.0.0.1:${files.port}/mcp';
    document.getElementById('chat-server-transport').value = 'http';
    document.getElementById('chat-server-key').value = 'demo-key';
    document.getElementById('chat-server-form').requestSubmit();
  })()`, { userGesture: true });
  await options.waitFor("document.getElementById('chat-server-list').textContent.includes('files')", { what: 'the server row' });
  await options.waitFor('chrome.scripting.getRegisteredContentScripts().then((s) => s.length === 1)', { what: 'chat script registered' });

  const conv = 'screenshot';
  const page = await openConversation(cdp, options, 'claude.ai', `https://claude.ai/chat/${conv}`);
  // One call on the auto list runs by itself; the next, not on it, waits for a click.
  site.queueReply(conv, call('browser_tab_list'));
  site.queueReply(conv, call('save_data', { name: 'tabs.md', content: '# Open tabs\n- claude.ai' }));
  await page.eval("window.__fixture.userSend('Which tabs are open?')");
  await site.waitForSent(conv, 2);
  await page.waitForCard(/Waiting for you/, { timeoutMs: 60_000 });
  await page.waitForCard(/Done in/);
  await shoot(cdp, page, '[data-is-streaming="false"]', 'chat-card.png');
  await shoot(cdp, page, '[data-is-streaming="false"]', 'chat-card-done.png', 0);

  await options.eval('location.reload()');
  await options.waitFor("/composer ✓/.test(document.getElementById('chat-check-claude-ai')?.textContent ?? '')", { what: 'options re-rendered with the self-check' });
  await shoot(cdp, options, '#chat', 'chat-options.png');
} finally {
  await browser.stop();
  await site.close();
  await files.close();
}
