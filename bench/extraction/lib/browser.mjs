// Real headless Chromium via playwright-core, with the network cut off: every host but the local
// page server resolves to NOTFOUND, so saved pages' external resources fail at once.
import { chromium } from 'playwright-core';
import { resolverRules } from './addresses.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Chromium's flags; `rules` from addresses.mjs resolverRules (the pages' hosts to the page server). */
export function browserArgs(rules = resolverRules()) {
  return [
    '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
    // The page server's certificate is made per run (lib/server.mjs).
    '--ignore-certificate-errors',
    `--host-resolver-rules=${rules}`,
  ];
}

/** `served`: the hosts the page server answers for (addresses.mjs), reached through the resolver rules. */
export async function launch({ javaScriptEnabled = false, served = new Set(), port = 0 } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: browserArgs(resolverRules(served, port)) });
  // Page scripts are off by default: saved pages' scripts cannot reach their servers and some
  // then rewrite or blank the page, which is noise a user's live tab would not have.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled, ignoreHTTPSErrors: true });
  return { browser, context, leaks: watchLeaks(context, served), close: () => browser.close() };
}

/**
 * Counts requests that got an answer from anywhere but the page server: the run's proof that the
 * network stayed cut off. The resolver rules alone do the cutting, IP literals included (checked:
 * 1.1.1.1 and [2606:4700::1111] fail with ERR_NAME_NOT_RESOLVED); a page's own host (`served`)
 * is local unless the answer is known to have come from elsewhere. A context.route aborting
 * non-local requests used to back it up, but every request then waits on a round trip to this
 * process: pages with thousands of images took 3-10x longer to load and some never fired load within 20 s.
 */
export function watchLeaks(context, served = new Set()) {
  const leaks = [];
  context.on('requestfinished', async (request) => {
    const host = new URL(request.url()).hostname;
    if (host === '127.0.0.1' || host === 'localhost' || !/^https?:/.test(request.url())) return;
    const response = await request.response().catch(() => null);
    if (served.has(host)) {
      // Playwright knows the peer only for tabs it drives (null for the extension's own tabs):
      // then the resolver rule that maps the host here is what is trusted.
      const peer = await response?.serverAddr().catch(() => null);
      if (!peer || peer.ipAddress === '127.0.0.1') return;
    }
    // Chromium answers http:// to an HSTS-preloaded host itself (307 to https://, header
    // non-authoritative-reason: HSTS) without touching the network: not a leak.
    if (response?.headers()['non-authoritative-reason']) return;
    leaks.push(request.url());
  });
  return leaks;
}

/**
 * Runs `task(page, item)` over items with `concurrency` tabs; each tab is reused unless a result
 * says `recycle` (its renderer outlived a deadline). Results come back in input order.
 */
export async function pool(context, items, concurrency, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    let page = await context.newPage();
    try {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(page, items[i]);
        if (results[i]?.recycle) {
          // A hung renderer may never answer close: give it 5 s, then leave it to browser.close().
          await Promise.race([page.close().catch(() => undefined), new Promise((r) => setTimeout(r, 5000))]);
          page = await context.newPage();
        }
      }
    } finally {
      await page.close().catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
