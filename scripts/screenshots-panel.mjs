#!/usr/bin/env node
// Regenerates the README's side-panel pictures from the real product, not the UI tests' stand-in
// bridge (which lacks the shortcut tools, so its pictures showed "Shortcuts are not available"):
// `tabrelay launch` (the real daemon and extension in headless Chromium, English or French), an
// MCP client named claude-desktop that shows a plan, works in a turn on a fixture page (one call
// fails on a tab that is not open) and saves a shortcut, then the side panel as a person sees it.
//   docs/screenshots/side-panel.png          English, light
//   docs/screenshots/side-panel-fr-dark.png  French, dark
// Usage: node scripts/screenshots-panel.mjs  (builds what is stale, like the e2e tests)
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

/** A PNG of the whole side panel, WIDTH wide, in the colour scheme given. */
async function shootPanel(cdp, panel, file, dark) {
  await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value: dark ? 'dark' : 'light' }] }, panel.sessionId);
  await cdp.send('Emulation.setDeviceMetricsOverride', { width: WIDTH, height: 720, deviceScaleFactor: 1, mobile: false }, panel.sessionId);
  const height = await panel.eval('document.documentElement.scrollHeight');
  await cdp.send('Emulation.setDeviceMetricsOverride', { width: WIDTH, height, deviceScaleFactor: 1, mobile: false }, panel.sessionId);
  const { data } = await cdp.send('Page.captureScreenshot', { format: 'png' }, panel.sessionId);
  await writeFile(path.join(OUT, file), Buffer.from(data, 'base64'));
  console.log(`wrote docs/screenshots/${file} (${WIDTH}×${height})`);
}

async function panelShot(lang, file, dark, fixtures) {
  const browser = await launchBrowser({ name: `panel-${lang}`, extraArgs: await browserIn(lang) });
  const client = new Client({ name: 'claude-desktop', version: '1.0.0' });
  try {
    await client.connect(new StreamableHTTPClientTransport(new URL(`${browser.base}/mcp`)));
    await agentWork(client, fixtures, WORDS[lang]);
    const cdp = await browser.cdp();
    const panel = await openPage(cdp, `chrome-extension://${EXTENSION_ID}/sidepanel.html`, { ready: '!!document.getElementById("pick-toggle")' });
    await panel.waitFor(`!!document.querySelector('li.shortcut[data-name="lighthouse_hours"]')`, { what: 'the saved shortcut listed' });
    await panel.waitFor(`!!document.querySelector('li.turn .summary') && document.querySelectorAll('.plan ol.steps li').length === 3`,
      { what: 'the plan and the finished turn' });
    const text = await panel.eval('document.body.innerText');
    if (/not available|UNKNOWN_TOOL/.test(text)) throw new Error(`the panel shows an error:\n${text}`);
    await shootPanel(cdp, panel, file, dark);
  } finally {
    await client.close().catch(() => undefined);
    await browser.stop();
  }
}

await mkdir(OUT, { recursive: true });
const fixtures = await startFixtureServer();
try {
  await panelShot('en', 'side-panel.png', false, fixtures);
  await panelShot('fr', 'side-panel-fr-dark.png', true, fixtures);
} finally {
  await fixtures.close();
}
