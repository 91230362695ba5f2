// Metadata accuracy on Mozilla Readability's test pages: how often title, byline, lang, excerpt,
// siteName and publishedTime equal Readability's reviewed expected-metadata.json. That file is
// Readability's own output, so it is a regression oracle rather than independent truth: plain
// Readability scores near 100% by construction, and our fallbacks (og:, JSON-LD) can only differ.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pool } from './browser.mjs';
import { runPage } from './run-page.mjs';

const FIELDS = ['title', 'byline', 'lang', 'excerpt', 'siteName', 'publishedTime'];
const norm = (v) => (v == null || v === '' ? null : String(v).replace(/\s+/g, ' ').trim());

export async function metadataBench({ context, origin, dataDir, bundle, concurrency }) {
  const root = path.join(dataDir, 'readability', 'test-pages');
  const cases = (await fs.readdir(root)).sort();
  const rows = await pool(context, cases, concurrency, async (page, name) => {
    const expected = JSON.parse(await fs.readFile(path.join(root, name, 'expected-metadata.json'), 'utf8'));
    const raw = await fs.readFile(path.join(root, name, 'source.html'), 'utf8');
    const r = await runPage(page, { url: `${origin}/rdb/${name}/source.html`, raw, bundle, extractors: ['ours', 'plain'] });
    return { name, expected, ours: r.ours.metadata, plain: r.plain.metadata ?? {}, error: r.error };
  });
  for (const r of rows.filter((x) => x.error)) console.log(`  error on ${r.name}: ${r.error}`);
  const rate = (who, field) => rows.filter((r) => norm(r[who][field]) === norm(r.expected[field])).length / rows.length;
  console.log(`Readability test pages (${rows.length}): metadata equal to expected-metadata.json`);
  console.log(`  ${'field'.padEnd(14)} TabRelay  plain`);
  for (const f of FIELDS) {
    console.log(`  ${f.padEnd(14)} ${(100 * rate('ours', f)).toFixed(0).padStart(6)}%  ${(100 * rate('plain', f)).toFixed(0).padStart(4)}%`);
  }
  if (process.env.METADATA_DIFF) {
    for (const r of rows) for (const f of FIELDS) if (norm(r.ours[f]) !== norm(r.expected[f])) console.log(`  ${r.name} ${f}: ${JSON.stringify(r.ours[f])?.slice(0, 80)} vs ${JSON.stringify(r.expected[f])?.slice(0, 80)}`);
  }
  return rows;
}
