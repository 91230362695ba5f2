// The pages both sides run the loop on, served from one local server: a few of the project's
// fixtures and one saved WCXB page of each type (skipped with a note when the data set is absent).
// Every page gets the same field at the top of its body, so the loop's click and type have the
// same target on every page and in both snapshots (found by its label, "Bench note").
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { ROOT } from '../../e2e/harness/paths.mjs';
import { tempDir } from '../../e2e/harness/tabrelay.mjs';
import { loadTruth, pickIds, readWcxbPage } from '../extraction/lib/wcxb.mjs';

export const FIELD_LABEL = 'Bench note';
const FIELD = `<p><label>${FIELD_LABEL} <input id="bench-note" value="Old name"></label></p>`;
const FIXTURES = ['article.html', 'widgets.html', 'tables.html', 'product.html'];
export const WCXB_DIR = process.env.WCXB_DIR ?? path.join(ROOT, '..', 'shared', 'data', 'extraction', 'wcxb-dev');

const withField = (html) => (/<body[^>]*>/i.test(html) ? html.replace(/<body[^>]*>/i, (tag) => tag + FIELD) : FIELD + html);

/** { pages: [{ name, type, url }], notes: [string], close() } */
export async function startPages() {
  const bodies = new Map();
  const pages = [];
  const notes = [];
  for (const file of FIXTURES) {
    bodies.set(`/fixture/${file}`, withField(await readFile(path.join(ROOT, 'e2e', 'fixtures', file), 'utf8')));
    pages.push({ name: file, type: 'fixture', route: `/fixture/${file}` });
  }
  try {
    const truth = await loadTruth(WCXB_DIR);
    for (const id of pickIds(truth, { perType: 1 })) {
      bodies.set(`/wcxb/${id}.html`, withField(await readWcxbPage(WCXB_DIR, id)));
      pages.push({ name: `wcxb ${id}`, type: truth[id].type, route: `/wcxb/${id}.html` });
    }
  } catch (e) {
    notes.push(`WCXB pages skipped: ${WCXB_DIR} is not readable (${e.code ?? e.message}); set WCXB_DIR.`);
  }
  const server = createServer((req, res) => {
    const body = bodies.get(new URL(req.url, 'http://x').pathname);
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(body ?? 'not found');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  for (const p of pages) p.url = base + p.route;
  return { pages, notes, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * A Chromium that resolves no host but this machine's, so a saved page's third-party scripts,
 * fonts and trackers fail at once instead of waiting on DNS (same for both sides). A wrapper
 * script, because the rule has spaces and launchers split their extra switches on spaces.
 */
export async function offlineChromium() {
  const dir = await tempDir('agent-loop-chromium');
  const wrapper = path.join(dir, 'chromium');
  await writeFile(wrapper, '#!/bin/sh\nexec /usr/bin/chromium "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1" "$@"\n');
  await chmod(wrapper, 0o755);
  return wrapper;
}

/** The ref of the bench field in a snapshot: TabRelay writes `[e12]`, Playwright `[ref=e12]`. */
export function fieldRef(snapshot) {
  const line = snapshot.split('\n').find((l) => l.includes(`"${FIELD_LABEL}"`) && /\[(ref=)?[a-z0-9]+\]/.test(l));
  return line?.match(/\[(?:ref=)?([a-z0-9]+)\]/)?.[1];
}
