// Snapshot size: what browser_snapshot costs an agent's context on the fixture pages, side by
// side with Playwright's aria snapshots of the same tab in the same Chromium (connected over CDP).
// Tokens are approximated as chars/4, the usual rule of thumb for English text and markup.
//
// Run: node bench/snapshot/snapshot.mjs [--json]
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startFixtureServer } from '../../e2e/harness/fixture-server.mjs';
import { launchBrowser } from '../../e2e/harness/tabrelay.mjs';
import { callTool, connectClient, textOf } from '../../e2e/harness/mcp.mjs';

const PAGES = [
  ['article', '/article.html'],
  ['tables', '/tables.html'],
  ['login form', '/site/login'],
  ['form widgets', '/widgets.html'],
  ['frames + shadow DOM', '/frames'],
  ['hover menu', '/hover.html'],
  ['drag and drop', '/drag.html'],
  ['dialogs', '/dialogs.html'],
  ['long page (170 KB)', '/long'],
];
const MAX = 200_000; // the bridge's largest budget, so no snapshot here is cut

const tokens = (chars) => Math.round(chars / 4);

async function snapshotOf(client, tabId, interactive) {
  const result = await callTool(client, 'browser_snapshot', { tabId, interactive, maxChars: MAX });
  if (result.isError) throw new Error(`browser_snapshot failed: ${textOf(result)}`);
  const snapshot = textOf(result); // what the model reads: a header line and the outline
  return { chars: snapshot.length, refs: result.structuredContent?.refs };
}

/** Playwright over CDP on the browser `tabrelay launch` started (port from DevToolsActivePort). */
async function playwrightOn(browser) {
  const [port] = (await readFile(path.join(browser.profileDir, 'DevToolsActivePort'), 'utf8')).split('\n');
  return chromium.connectOverCDP(`http://127.0.0.1:${port}`);
}

async function main() {
  const fixtures = await startFixtureServer();
  const browser = await launchBrowser({ name: 'bench-snapshot' });
  const { client } = await connectClient('http', browser);
  const rows = [];
  let pw;
  try {
    // TabRelay first, with no Playwright attached: Playwright's CDP session on every new target
    // can hold a tab's load (seen here: browser_tab_create timing out once Playwright was connected).
    for (const [name, route] of PAGES) {
      const url = fixtures.url(route);
      const created = await callTool(client, 'browser_tab_create', { url });
      if (created.isError) throw new Error(`browser_tab_create ${route} failed: ${textOf(created)}`);
      const { tabId } = created.structuredContent;
      rows.push({ name, url, tabId, full: await snapshotOf(client, tabId, false), interactive: await snapshotOf(client, tabId, true) });
    }
    // Then Playwright on the same, still open tabs.
    pw = await playwrightOn(browser);
    const pages = pw.contexts().flatMap((c) => c.pages());
    for (const row of rows) {
      const page = pages.find((p) => p.url() === row.url);
      if (!page) throw new Error(`Playwright does not see the tab ${row.url}`);
      row.aria = (await page.locator('body').ariaSnapshot()).length;
      row.ai = (await page.ariaSnapshot({ mode: 'ai' })).length;
    }
  } finally {
    await pw?.close().catch(() => undefined); // disconnects; the browser itself is stopped below
    await client.close();
    await browser.stop();
    await fixtures.close();
  }
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows.map(({ url, tabId, ...r }) => r), null, 2));
    return;
  }
  const cell = (chars) => `${chars} / ${tokens(chars)}`;
  console.log('chars / approx. tokens (chars/4); refs = elements browser_snapshot gave a ref\n');
  console.log('| page | browser_snapshot | refs | interactive:true | Playwright body ariaSnapshot() | Playwright ariaSnapshot({mode:"ai"}) | snapshot ÷ ai |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.name} | ${cell(r.full.chars)} | ${r.full.refs ?? '?'} | ${cell(r.interactive.chars)} | ${cell(r.aria)} | ${cell(r.ai)} | ${(r.full.chars / r.ai).toFixed(2)} |`);
  }
  const sum = (f) => rows.reduce((n, r) => n + f(r), 0);
  console.log(`| **total** | ${cell(sum((r) => r.full.chars))} | | ${cell(sum((r) => r.interactive.chars))} | ${cell(sum((r) => r.aria))} | ${cell(sum((r) => r.ai))} | ${(sum((r) => r.full.chars) / sum((r) => r.ai)).toFixed(2)} |`);
}

main().catch((e) => {
  console.error(e.message);
  process.exit(1);
});
