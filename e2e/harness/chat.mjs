// One real Chromium with the real extension, paired with a real daemon (`tabrelay launch`), that
// resolves claude.ai to the local fixture site. The launcher splits TABRELAY_BROWSER_ARGS on
// spaces and a host-resolver rule has spaces, so the rule goes in through a one-line wrapper
// passed as --browser.
import { chmod, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launchBrowser, tempDir } from './tabrelay.mjs';

export const EXTENSION_ID = 'hoddiojdknopfofgicbmfpnlbfjcmhen';

/**
 * `mcpPort`: where mcp.example.test (a stand-in remote MCP host) resolves. `extraArgs` go to
 * `tabrelay launch` (e.g. `--mcp-config FILE` for the gateway).
 */
export async function launchChatBrowser(sitePort, mcpPort, { extraArgs = [] } = {}) {
  const dir = await tempDir('chat-wrapper');
  const wrapper = path.join(dir, 'chromium');
  const remote = mcpPort ? `MAP mcp.example.test 127.0.0.1:${mcpPort}, ` : '';
  const rules = `MAP claude.ai 127.0.0.1:${sitePort}, MAP chatgpt.com 127.0.0.1:${sitePort}, MAP gemini.google.com 127.0.0.1:${sitePort}, ${remote}MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1`;
  await writeFile(wrapper, `#!/bin/sh\nexec /usr/bin/chromium "--host-resolver-rules=${rules}" --ignore-certificate-errors "$@"\n`);
  await chmod(wrapper, 0o755);
  return launchBrowser({ name: 'chat', extraArgs: ['--browser', wrapper, ...extraArgs] });
}

/** A page target with helpers: evaluate in the page's main world, read closed shadow roots. */
export async function openPage(cdp, url, { ready = '!!window.__fixture' } = {}) {
  const targetId = await cdp.openTab(url);
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: true });
  await cdp.send('Runtime.enable', {}, sessionId);
  await cdp.send('DOM.enable', {}, sessionId);
  // Chromium runs a background tab's timers about once a second; the page streams with short timers.
  await cdp.send('Page.bringToFront', {}, sessionId);
  const page = {
    targetId,
    sessionId,
    async eval(expression, { userGesture = false } = {}) {
      const r = await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true, userGesture }, sessionId);
      if (r.exceptionDetails) throw new Error(`${expression}: ${r.exceptionDetails.exception?.description ?? r.exceptionDetails.text}`);
      return r.result.value;
    },
    async waitFor(expression, { timeoutMs = 20_000, what = expression } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const value = await page.eval(expression).catch(() => undefined);
        if (value) return value;
        if (Date.now() > deadline) throw new Error(`${what}: not true within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 100)); // poll interval for a page condition
      }
    },
    /** Texts of the extension's cards, read through DevTools, which sees closed shadow roots. */
    async cardTexts() {
      const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true }, sessionId);
      const cards = [];
      const text = (node) => (node.nodeType === 3 ? node.nodeValue : '') +
        [...(node.children ?? []), ...(node.shadowRoots ?? [])].filter((n) => n.nodeName !== 'STYLE').map(text).join(' ');
      const walk = (node) => {
        if (node.nodeName === 'TABRELAY-CHAT-CARD') cards.push(text(node).replace(/\s+/g, ' ').trim());
        for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) walk(child);
      };
      walk(root);
      return cards;
    },
    async waitForCard(pattern, { timeoutMs = 20_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const cards = await page.cardTexts();
        if (cards.some((c) => pattern.test(c))) return cards;
        if (Date.now() > deadline) throw new Error(`no card matching ${pattern} within ${timeoutMs} ms; cards: ${JSON.stringify(cards)}`);
        await new Promise((r) => setTimeout(r, 150)); // poll interval for the extension's card
      }
    },
    /** A real (trusted) click on the button labelled `label` in one of the extension's `host` elements. */
    async clickCardButton(label, host = 'TABRELAY-CHAT-CARD') {
      const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true }, sessionId);
      let found;
      const walk = (node, inCard) => {
        const card = inCard || node.nodeName === host;
        if (card && node.nodeName === 'BUTTON' && node.children?.[0]?.nodeValue === label) found ??= node.nodeId;
        for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) walk(child, card);
      };
      walk(root, false);
      if (!found) throw new Error(`no card button "${label}"`);
      await cdp.send('DOM.scrollIntoViewIfNeeded', { nodeId: found }, sessionId);
      const { model } = await cdp.send('DOM.getBoxModel', { nodeId: found }, sessionId);
      const [x1, y1, , , x3, y3] = model.content;
      const x = (x1 + x3) / 2;
      const y = (y1 + y3) / 2;
      for (const type of ['mousePressed', 'mouseReleased']) {
        await cdp.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 }, sessionId);
      }
    },
    async reload() {
      await cdp.send('Page.enable', {}, sessionId);
      await cdp.send('Page.reload', {}, sessionId);
    },
    close: () => cdp.send('Target.closeTarget', { targetId }).catch(() => undefined),
  };
  await page.waitFor(`document.readyState === "complete" && ${ready}`, { what: `${url} loaded` });
  return page;
}

/** The extension's options page, to change settings as a user does and read its storage. */
export async function openOptions(cdp) {
  return openPage(cdp, `chrome-extension://${EXTENSION_ID}/options.html`, { ready: '!!document.getElementById("chat-enable-claude-ai")' });
}

/**
 * Sets one chat site's options as a user does: tick, choose, Save. Waits for the options page to
 * have rendered the site's row first (a test before may have reloaded the page).
 */
export async function setChatSite(options, dom, { enabled = true, send = true, auto = 'browser_tab_list' } = {}) {
  await options.waitFor(`document.readyState === "complete" && !!document.getElementById('chat-save-${dom}')`, { what: `options row for ${dom}` });
  await options.eval(`(() => {
    document.getElementById('chat-enable-${dom}').checked = ${enabled};
    document.getElementById('chat-send-${dom}').checked = ${send};
    document.getElementById('chat-auto-${dom}').value = ${JSON.stringify(auto)};
    document.getElementById('chat-save-${dom}').click();
  })()`, { userGesture: true });
  // Saved once the settings in storage say so (the Save handler is asynchronous).
  const id = CHAT_SITES.find((s) => s.dom === dom)?.id;
  await options.waitFor(`chrome.storage.local.get('chatSettings').then((s) => { const x = s.chatSettings?.sites?.[${JSON.stringify(id)}];
    return !!x && x.enabled === ${enabled} && (!x.enabled || x.autoSend === ${send}); })`, { what: `${dom} saved` });
}

/**
 * The three chat sites as the tests drive them: the options row (`dom`), the conversation path,
 * and where each site's own chrome wraps a code block (`pre`, `preText`: ChatGPT's "json" label
 * and "Copy code" button, Gemini's code-block).
 */
export const CHAT_SITES = [
  { id: 'claude.ai', dom: 'claude-ai', path: '/chat/', pre: '.font-claude-message pre', preText: /^json\{"command"/ },
  { id: 'chatgpt.com', dom: 'chatgpt-com', path: '/c/', pre: '[data-message-author-role="assistant"] pre', preText: /^jsonCopy code\{"command"/ },
  { id: 'gemini.google.com', dom: 'gemini-google-com', path: '/app/', pre: 'model-response code-block pre', preText: /^json\{"command"/ },
];

/** A conversation of chat site `s` (one of CHAT_SITES) once the extension's script reported its self-check. */
export const openSiteConversation = (cdp, options, s, conv) => openConversation(cdp, options, s.id, `https://${s.id}${s.path}${conv}`);

/** A model reply that writes one tool call the way the chat client reads them. */
export const toolCallReply = (command, args = {}) => `Let me check.\n\`\`\`json\n${JSON.stringify({ command, arguments: args })}\n\`\`\`\n`;

/** Long enough for a call to have been detected (300 ms stability) and answered if it were going to be. */
export const QUIET_MS = 1_500;
export const quiet = () => new Promise((r) => setTimeout(r, QUIET_MS));

/** A conversation page at `url` on chat site `site` (its host), once the extension's script reported its self-check from it. */
export async function openConversation(cdp, options, site, url) {
  const page = await openPage(cdp, url);
  await options.waitFor(`chrome.storage.local.get('chatSelfCheck').then((s) => s.chatSelfCheck?.[${JSON.stringify(site)}]?.url === ${JSON.stringify(url)})`,
    { what: `self-check from ${url}` });
  return page;
}
