// Recording cost: a 30-action flow on a fixture page (browser_record, as an agent uses it), then
// its GIF exported several times per option set. Prints, per set, the bridge's encoding time
// (structuredContent.encodeMs) and the file size, min/median/max, and what each recorded action
// cost on top of the same action unrecorded.
// Run: node bench/record/record.mjs [--exports N]   (real daemon, extension and headless Chromium)
import { startFixtureServer } from '../../e2e/harness/fixture-server.mjs';
import { launchBrowser } from '../../e2e/harness/tabrelay.mjs';
import { callTool, connectClient, textOf } from '../../e2e/harness/mcp.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const EXPORTS = arg('--exports', 5);
const SETS = [
  { name: '800 px, quality 10 (default: adaptive palette)', options: {} },
  { name: '800 px, quality 20 (fixed palette)', options: { quality: 20 } },
  { name: '480 px, quality 10', options: { width: 480 } },
  { name: '1280 px, quality 10', options: { width: 1280 } },
];

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { min: s[0], median: s[Math.floor(s.length / 2)], max: s.at(-1) };
};

async function ok(client, tool, args) {
  const result = await callTool(client, tool, args, { timeoutMs: 120_000 });
  if (result.isError) throw new Error(`${tool}: ${textOf(result)}`);
  return result;
}

/** 30 actions: type, click, scroll in turn, each changing the page. */
async function thirtyActions(client, tabId) {
  const started = performance.now();
  for (let i = 0; i < 10; i++) {
    await ok(client, 'browser_type', { tabId, selector: '#item', text: `Item ${i}` });
    await ok(client, 'browser_click', { tabId, selector: '#add' });
    await ok(client, 'browser_scroll', { tabId, dy: i % 2 ? -300 : 300 });
  }
  return (performance.now() - started) / 30;
}

const fixtures = await startFixtureServer();
const browser = await launchBrowser({ name: 'bench-record' });
try {
  const { client } = await connectClient('http', browser);
  const open = async (q) => (await ok(client, 'browser_tab_create', { url: fixtures.url(`/record.html?${q}`), activate: true })).structuredContent.tabId;
  const plainTab = await open('plain');
  const plainMs = await thirtyActions(client, plainTab);
  const tabId = await open('recorded');
  await ok(client, 'browser_record', { action: 'start_recording', tabId });
  const recordedMs = await thirtyActions(client, tabId);
  await ok(client, 'browser_record', { action: 'stop_recording', tabId });
  console.log(`per action: ${plainMs.toFixed(0)} ms unrecorded, ${recordedMs.toFixed(0)} ms recorded (frame capture included)`);
  console.log(`\n| options (31 frames) | encode ms min / median / max | KB min / median / max |\n|---|---|---|`);
  for (const set of SETS) {
    const ms = [];
    const kb = [];
    for (let i = 0; i < EXPORTS; i++) {
      const r = await ok(client, 'browser_record', { action: 'export', tabId, download: true, filename: 'bench.gif', options: set.options });
      ms.push(r.structuredContent.encodeMs);
      kb.push(Math.round(r.structuredContent.bytes / 1024));
    }
    const t = stats(ms);
    const k = stats(kb);
    console.log(`| ${set.name} | ${t.min} / ${t.median} / ${t.max} | ${k.min} / ${k.median} / ${k.max} |`);
  }
  await client.close();
} finally {
  await browser.stop();
  await fixtures.close();
}
