// The two MCP servers the loop runs against, each as an agent author would connect: TabRelay's
// daemon with the built extension in headless Chromium (`tabrelay launch`), over Streamable HTTP;
// Playwright MCP 0.0.83 over stdio, with its defaults. Both answer the same five calls.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { callTool, connectClient, textOf } from '../../e2e/harness/mcp.mjs';
import { ROOT } from '../../e2e/harness/paths.mjs';
import { launchBrowser, tempDir } from '../../e2e/harness/tabrelay.mjs';

export const TABRELAY_PROFILES = ['compact', 'full', 'claude', 'extract', 'tabs'];

/** What one call cost: wall time, and the text the model reads. */
async function timed(client, name, args) {
  const start = performance.now();
  const result = await callTool(client, name, args, { timeoutMs: 60_000 });
  const ms = performance.now() - start;
  const text = textOf(result);
  // A failed step is counted, not fatal: the table says how many failed, and the loop goes on.
  if (result.isError) console.error(`${name} ${JSON.stringify(args)} failed after ${Math.round(ms)} ms: ${text.slice(0, 200)}`);
  return { ms, text, chars: text.length, error: result.isError === true };
}

export async function tabrelaySide(chromium) {
  const browser = await launchBrowser({ name: 'agent-loop', extraArgs: ['--browser', chromium] });
  const session = await connectClient('http', browser);
  const { client } = session;
  const created = await callTool(client, 'browser_tab_create', {});
  if (created.isError) throw new Error(`browser_tab_create failed: ${textOf(created)}`);
  // browser_extract without arguments reads the user's active tab, not the session's: name the tab.
  const { tabId } = created.structuredContent;
  return {
    name: 'TabRelay',
    browser,
    navigate: (url) => timed(client, 'browser_navigate', { url }),
    snapshot: () => timed(client, 'browser_snapshot', {}),
    click: (ref) => timed(client, 'browser_click', { ref }),
    type: (ref, text) => timed(client, 'browser_type', { ref, text }),
    extract: () => timed(client, 'browser_extract', { tabId }),
    async toolLists() {
      const out = {};
      for (const profile of TABRELAY_PROFILES) {
        const other = await connectClient('http', { ...browser, query: `?tools=${profile}` });
        try {
          const { tools } = await other.client.listTools();
          out[profile] = { tools: tools.length, json: JSON.stringify(tools) };
        } finally {
          await other.close();
        }
      }
      return out;
    },
    async close() {
      await session.close();
      await browser.stop();
    },
  };
}

export async function playwrightSide(chromium) {
  const cli = path.join(ROOT, 'node_modules', '@playwright', 'mcp', 'cli.js');
  // Its session files go to a temporary folder, not .playwright-mcp/ in the checkout.
  const outputDir = await tempDir('agent-loop-playwright');
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [cli, '--headless', '--isolated', '--no-sandbox', '--executable-path', chromium, '--output-dir', outputDir],
    stderr: 'ignore',
  });
  const client = new Client({ name: 'agent-loop-bench', version: '1.0.0' });
  await client.connect(transport, { timeout: 60_000 });
  // serverInfo carries Playwright's own version; the package's is the one issue 31 compares with.
  const { version } = JSON.parse(await readFile(path.join(ROOT, 'node_modules', '@playwright', 'mcp', 'package.json'), 'utf8'));
  const element = 'Bench note text field';
  return {
    name: `Playwright MCP ${version}`,
    navigate: (url) => timed(client, 'browser_navigate', { url }),
    snapshot: () => timed(client, 'browser_snapshot', {}),
    click: (ref) => timed(client, 'browser_click', { element, target: ref }),
    type: (ref, text) => timed(client, 'browser_type', { element, target: ref, text }),
    async toolLists() {
      const { tools } = await client.listTools();
      return { default: { tools: tools.length, json: JSON.stringify(tools) } };
    },
    close: () => client.close(),
  };
}
