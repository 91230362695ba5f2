// Real headless Chromium via playwright-core, with the network cut off: external resources fail
// fast (host-resolver rule) and any non-local request is aborted before it leaves.
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export async function launch({ javaScriptEnabled = false } = {}) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1',
    ],
  });
  // Page scripts are off by default: saved pages' scripts cannot reach their servers and some
  // then rewrite or blank the page, which is noise a user's live tab would not have.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled });
  await context.route(/.*/, (route) => {
    const host = new URL(route.request().url()).hostname;
    return host === '127.0.0.1' || host === 'localhost' ? route.continue() : route.abort();
  });
  return { browser, context };
}

/**
 * Runs `task(page, item)` over items with `concurrency` tabs; each tab is reused.
 * Results come back in input order.
 */
export async function pool(context, items, concurrency, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    const page = await context.newPage();
    try {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(page, items[i]);
      }
    } finally {
      await page.close();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
