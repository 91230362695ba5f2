// Latency of extract_url as a client sees it: a real daemon and launched headless Chromium with the
// real extension, a real MCP client (Streamable HTTP), the e2e fixture pages served locally.
// Prints min / median / max per page over N sequential calls (the first call of each page is a
// warm-up and not counted: it pays for the service worker's and offscreen document's first use).
//
//   node bench/extraction/latency.mjs                 # 20 calls per page
//   node bench/extraction/latency.mjs --runs 40 --page /article.html --page /js-story.html
//
// Timed here, not asserted in tests: on 2 shared cores single calls vary by tens of ms.
import { startFixtureServer } from '../../e2e/harness/fixture-server.mjs';
import { launchBrowser } from '../../e2e/harness/tabrelay.mjs';
import { callTool, connectClient, textOf } from '../../e2e/harness/mcp.mjs';

const argv = process.argv.slice(2);
const runs = Number(argv[argv.indexOf('--runs') + 1]) || 20;
const pages = argv.flatMap((a, i) => (argv[i - 1] === '--page' ? [a] : []));
// The static article (the target), a page whose text a fetch fills in after load, one
// whose content replaces a "Loading…" placeholder after 1.5 s, and one whose load event never comes.
const DEFAULT_PAGES = ['/article.html', '/js-story.html', '/readiness/placeholder.html', '/readiness/never-loads.html'];

const fixtures = await startFixtureServer();
const browser = await launchBrowser({ name: 'bench-latency' });
const { client } = await connectClient('http', browser);
try {
  console.log(`extract_url, ${runs} calls per page after one warm-up (ms)`);
  // The warm-up is printed apart: the first page's pays for the service worker's and the offscreen
  // document's start (the offscreen bundle's parse, Defuddle's included), later pages' for nothing much.
  console.log('| page | warm-up call | min | median | max | ok |');
  console.log('|---|---|---|---|---|---|');
  for (const page of pages.length ? pages : DEFAULT_PAGES) {
    const times = [];
    let ok = 0;
    let warmup = NaN;
    for (let i = 0; i <= runs; i++) {
      const sep = page.includes('?') ? '&' : '?';
      const start = performance.now();
      const result = await callTool(client, 'extract_url', { url: fixtures.url(`${page}${sep}run=${i}`) }, { timeoutMs: 60_000 });
      const ms = performance.now() - start;
      if (i === 0) {
        warmup = ms;
        continue;
      }
      times.push(ms);
      if (!result.isError) ok++;
      else if (ok === 0 && times.length === 1) console.error(`${page}: ${textOf(result).slice(0, 200)}`);
    }
    times.sort((a, b) => a - b);
    const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
    console.log(`| ${page} | ${Math.round(warmup)} | ${Math.round(times[0])} | ${at(0.5)} | ${Math.round(times.at(-1))} | ${ok}/${runs} |`);
  }
} finally {
  await client.close();
  await browser.stop();
  await fixtures.close();
}
