#!/usr/bin/env node
// Regenerates the README's pictures of the connected popup and the side panel from the real
// product, not the UI tests' stand-in bridge (which lacks the shortcut tools, so its pictures showed
// "Shortcuts are not available"): `tabrelay launch` (the real daemon and extension in headless
// Chromium, English or French), an MCP client named claude-desktop that shows a plan, works in a
// turn on a fixture page (one call fails on a tab that is not open) and saves a shortcut, then the
// pages as a person sees them.
//   docs/screenshots/popup-ready.png, popup-ready-dark.png  the popup once launched, light and dark
//   docs/screenshots/popup-activity.png      the popup after the agent's calls
//   docs/screenshots/side-panel.png          English, light
//   docs/screenshots/side-panel-fr-dark.png  French, dark
// Usage: node scripts/screenshots-live.mjs  (builds what is stale, like the e2e tests)
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

/** The agent's own words (plan steps, summaries), in the language its user writes in. */
const WORDS = {
  en: { steps: ['Open the lighthouse article', 'Extract the visiting hours', 'Summarize them for the user'],
    why: 'Finding the visiting hours', done: 'Found the visiting hours', shortcut: 'Read the lighthouse article as Markdown' },
  fr: { steps: ['Ouvrir l’article sur le phare', 'Extraire les heures de visite', 'Les résumer pour l’utilisateur'],
    why: 'Recherche des heures de visite', done: 'Heures de visite trouvées', shortcut: 'Lire l’article sur le phare en Markdown' },
};
const plan = (words, done) => words.steps.map((step, i) => ({ step, status: i < done ? 'completed' : i === done ? 'in_progress' : 'pending' }));

/** Chromium in `lang` (its UI language decides the extension's locale), through --browser. */
async function browserIn(lang) {
  if (lang === 'en') return [];
  const wrapper = path.join(await tempDir(`chromium-${lang}`), 'chromium');
  await writeFile(wrapper, `#!/bin/sh\nLANGUAGE=${lang} exec /usr/bin/chromium --lang=${lang} "$@"\n`);
  await chmod(wrapper, 0o755);
  return ['--browser', wrapper];
}

/** What an agent does, through the real daemon: every call here is a real tool call. */
async function agentWork(client, fixtures, words) {
  const call = async (name, args = {}, mayFail = false) => {
    const r = await client.callTool({ name, arguments: args });
    if (r.isError && !mayFail) throw new Error(`${name}: ${r.content?.[0]?.text}`);
    return r;
  };
  await call('update_plan', { plan: plan(words, 1), explanation: words.why });
  await call('turn_answer_start');
  const tab = (await call('browser_tab_create', { url: fixtures.url('/article.html') })).structuredContent;
  await call('browser_extract', { tabId: tab.tabId });
  await call('browser_extract', { tabId: 2147483000 }, true);   // a tab that is not open: TAB_NOT_FOUND, explained in the log
  await call('update_plan', { plan: plan(words, 2) });
  await call('turn_answer_complete', { summary: words.done });
  await call('browser_shortcut_save', {
    name: 'lighthouse_hours', description: words.shortcut,
    steps: [{ tool: 'browser_extract', args: { url: fixtures.url('/article.html') } }],
  });
}

/**
 * A PNG of a page WIDTH wide in the colour scheme given: all of it, or at most `maxHeight` (Chrome
 * shows a popup at most 600 px tall; its main part scrolls); `before` runs in the page once sized.
 */
async function shoot(cdp, page, file, { dark = false, maxHeight = Infinity, before } = {}) {
  await cdp.send('Page.bringToFront', {}, page.sessionId);   // a background tab is not painted
  await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value: dark ? 'dark' : 'light' }] }, page.sessionId);
  await cdp.send('Emulation.setDeviceMetricsOverride', { width: WIDTH, height: 600, deviceScaleFactor: 1, mobile: false }, page.sessionId);
  const height = Math.min(maxHeight, await page.eval('document.documentElement.scrollHeight'));
  await cdp.send('Emulation.setDeviceMetricsOverride', { width: WIDTH, height, deviceScaleFactor: 1, mobile: false }, page.sessionId);
  if (before) await page.eval(before);
  const { data } = await cdp.send('Page.captureScreenshot', { format: 'png' }, page.sessionId);
  await writeFile(path.join(OUT, file), Buffer.from(data, 'base64'));
  console.log(`wrote docs/screenshots/${file} (${WIDTH}×${height})`);
}

/** Fails when a page shows an error the product would not show a user who did nothing wrong. */
async function noError(page, what) {
  const text = await page.eval('document.body.innerText');
  if (/not available|UNKNOWN_TOOL/.test(text)) throw new Error(`the ${what} shows an error:\n${text}`);
}

/** The pictures of one language; `popups`: also the popup's (English only). */
async function shots(lang, fixtures, { panelFile, dark, popups }) {
  const browser = await launchBrowser({ name: `shots-${lang}`, extraArgs: await browserIn(lang) });
  const client = new Client({ name: 'claude-desktop', version: '1.0.0' });
  try {
    const cdp = await browser.cdp();
    await client.connect(new StreamableHTTPClientTransport(new URL(`${browser.base}/mcp`)));
    let popup;
    if (popups) {
      popup = await openPage(cdp, `chrome-extension://${EXTENSION_ID}/popup.html`, { ready: 'document.body.dataset.step === "ready"' });
      await noError(popup, 'popup');
      await shoot(cdp, popup, 'popup-ready.png', { maxHeight: 600 });
      await shoot(cdp, popup, 'popup-ready-dark.png', { dark: true, maxHeight: 600 });
    }
    await agentWork(client, fixtures, WORDS[lang]);
    const panel = await openPage(cdp, `chrome-extension://${EXTENSION_ID}/sidepanel.html`, { ready: '!!document.getElementById("pick-toggle")' });
    await panel.waitFor(`!!document.querySelector('li.shortcut[data-name="lighthouse_hours"]')`, { what: 'the saved shortcut listed' });
    await panel.waitFor(`!!document.querySelector('li.turn .summary') && document.querySelectorAll('.plan ol.steps li').length === 3`,
      { what: 'the plan and the finished turn' });
    await noError(panel, 'side panel');
    await shoot(cdp, panel, panelFile, { dark });
    if (popup) {
      await popup.waitFor(`document.getElementById('recent-list').textContent.includes('TAB_NOT_FOUND')`, { what: 'the failed call in the popup' });
      await noError(popup, 'popup');
      // At Chrome's 600 px the popup's main part scrolls: show its end, the recent activity, whole.
      await shoot(cdp, popup, 'popup-activity.png', { maxHeight: 600, before: 'document.querySelector("main").scrollTop = 1e6' });
    }
  } finally {
    await client.close().catch(() => undefined);
    await browser.stop();
  }
}

await mkdir(OUT, { recursive: true });
const fixtures = await startFixtureServer();
try {
  await shots('en', fixtures, { panelFile: 'side-panel.png', dark: false, popups: true });
  await shots('fr', fixtures, { panelFile: 'side-panel-fr-dark.png', dark: true, popups: false });
} finally {
  await fixtures.close();
}
