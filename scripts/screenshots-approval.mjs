#!/usr/bin/env node
// Pictures of "Ask before acting" (issue 30) from the real daemon and extension: an MCP client
// named claude-desktop asks to click "Delete repository" in a browser the person switched to
// "ask me"; the card waits in the side panel and the popup; then the paused state.
//   docs/screenshots/approval-card.png            the side panel's card, English, light
//   docs/screenshots/approval-card-fr-dark.png    the same in French, dark
//   docs/screenshots/popup-ask.png                the popup: the card, Pause all, "On 127.0.0.1, agents may"
//   docs/screenshots/popup-paused-fr-dark.png     the popup paused, French, dark
// Usage: node scripts/screenshots-approval.mjs  (builds what is stale, like the e2e tests)
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startFixtureServer } from '../e2e/harness/fixture-server.mjs';
import { launchBrowser, tempDir } from '../e2e/harness/tabrelay.mjs';
import { EXTENSION_ID, openPage } from '../e2e/harness/chat.mjs';

const OUT = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
const WIDTH = 360;

async function browserIn(lang) {
  if (lang === 'en') return [];
  const wrapper = path.join(await tempDir(`chromium-${lang}`), 'chromium');
  await writeFile(wrapper, `#!/bin/sh\nLANGUAGE=${lang} exec /usr/bin/chromium --lang=${lang} "$@"\n`);
  await chmod(wrapper, 0o755);
  return ['--browser', wrapper];
}

async function shoot(cdp, page, file, { dark = false, maxHeight = Infinity } = {}) {
  await cdp.send('Page.bringToFront', {}, page.sessionId);
  await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value: dark ? 'dark' : 'light' }] }, page.sessionId);
  await cdp.send('Emulation.setDeviceMetricsOverride', { width: WIDTH, height: 600, deviceScaleFactor: 1, mobile: false }, page.sessionId);
  const height = Math.min(maxHeight, await page.eval('document.documentElement.scrollHeight'));
  await cdp.send('Emulation.setDeviceMetricsOverride', { width: WIDTH, height, deviceScaleFactor: 1, mobile: false }, page.sessionId);
  const { data } = await cdp.send('Page.captureScreenshot', { format: 'png' }, page.sessionId);
  await writeFile(path.join(OUT, file), Buffer.from(data, 'base64'));
  console.log(`wrote docs/screenshots/${file} (${WIDTH}×${height})`);
}

async function shots(lang, fixtures, { dark, cardFile, popupFile, paused }) {
  const browser = await launchBrowser({ name: `approval-${lang}`, extraArgs: await browserIn(lang) });
  const client = new Client({ name: 'claude-desktop', version: '1.0.0' });
  try {
    const cdp = await browser.cdp();
    await client.connect(new StreamableHTTPClientTransport(new URL(`${browser.base}/mcp`)));
    // The person's choice, in the options page: this browser asks before agents act.
    const options = await openPage(cdp, `chrome-extension://${EXTENSION_ID}/options.html`, { ready: '!!document.getElementById("mode-save")' });
    await options.eval(`(() => { document.getElementById('mode-default').value = 'ask'; document.getElementById('mode-save').click(); return true; })()`);
    await options.waitFor(`(async () => (await chrome.storage.local.get('agentModes')).agentModes?.default === 'ask')()`);
    // The panel first: opening it later would bring it to the front before the card's picture is taken.
    const panel = await openPage(cdp, `chrome-extension://${EXTENSION_ID}/sidepanel.html`, { ready: '!!document.getElementById("approval-list")' });
    const tab = (await client.callTool({ name: 'browser_tab_create', arguments: { url: fixtures.url('/repo-settings.html'), activate: true } })).structuredContent;
    const click = client.callTool({ name: 'browser_click', arguments: { selector: '#delete', tabId: tab.tabId } }, undefined, { timeout: 120_000 });
    await panel.waitFor('!!document.querySelector("#approval-list .approval-shot[data-marked=true]")', { what: 'the card with its picture' });
    await shoot(cdp, panel, cardFile, { dark, maxHeight: 600 });
    const popup = await openPage(cdp, `chrome-extension://${EXTENSION_ID}/popup.html?tab=${tab.tabId}`, { ready: '!document.getElementById("site-mode-row").hidden' });
    if (paused) {
      await popup.eval(`document.getElementById('pause-all').click(), true`);
      await popup.waitFor(`document.getElementById('approvals').hidden && document.getElementById('pause-all').checked`);
    }
    await shoot(cdp, popup, popupFile, { dark, maxHeight: 600 });
    if (!paused) await panel.eval(`document.querySelector('#approval-list button[data-answer="deny"]').click(), true`);
    await click;
  } finally {
    await client.close().catch(() => undefined);
    await browser.stop();
  }
}

await mkdir(OUT, { recursive: true });
const fixtures = await startFixtureServer();
try {
  await shots('en', fixtures, { dark: false, cardFile: 'approval-card.png', popupFile: 'popup-ask.png', paused: false });
  await shots('fr', fixtures, { dark: true, cardFile: 'approval-card-fr-dark.png', popupFile: 'popup-paused-fr-dark.png', paused: true });
} finally {
  await fixtures.close();
}
