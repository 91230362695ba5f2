#!/usr/bin/env node
// Extraction quality bench: runs TabRelay's extraction module in real headless Chromium over the
// Article Extraction Benchmark pages and scores it with the AEB metric, next to plain
// Readability.js run through the same harness. See README.md.
//
//   node bench/extraction/quality.mjs            table
//   node bench/extraction/quality.mjs --check    also exit 1 below the baseline F1 (CI)
//   options: --python-check  --metadata  --only ID-PREFIX  --full-page  --limit N  --concurrency N  --js  --worst N  --out FILE
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleExtractor } from './lib/bundle.mjs';
import { startServer, readAebPage } from './lib/server.mjs';
import { launch, pool } from './lib/browser.mjs';
import { runPage } from './lib/run-page.mjs';
import { metrics, pageScores, shingleMatching } from './lib/score.mjs';
import { pythonCrossCheck } from './lib/pycheck.mjs';
import { metadataBench } from './lib/metadata.mjs';
import { ensureChromium } from './lib/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..', '..');
const dataDir = path.resolve(repo, '..', 'shared', 'data', 'extraction');
/** Readability.js 0.6.0 + Turndown under jsdom on these 126 pages (data README). */
const BASELINE = { f1: 0.941, precision: 0.905, recall: 0.981 };

function parseArgs(argv) {
  const args = { check: false, python: false, metadata: false, limit: Infinity, concurrency: 2, js: false, worst: 0, out: null, only: null, fullPage: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--check') args.check = true;
    else if (a === '--python-check') args.python = true;
    else if (a === '--metadata') args.metadata = true;
    else if (a === '--js') args.js = true;
    else if (a === '--limit') args.limit = Number(argv[++i]);
    else if (a === '--concurrency') args.concurrency = Number(argv[++i]);
    else if (a === '--worst') args.worst = Number(argv[++i]);
    else if (a === '--out') args.out = argv[++i];
    else if (a === '--only') args.only = argv[++i];
    else if (a === '--full-page') args.fullPage = true;
    else throw new Error(`unknown option ${a}`);
  }
  return args;
}

const pct = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const f3 = (x) => x.toFixed(3);

async function main() {
  const args = parseArgs(process.argv.slice(2));
  await ensureChromium();
  const truth = JSON.parse(await fs.readFile(path.join(dataDir, 'aeb', 'ground-truth.json'), 'utf8'));
  const ids = Object.keys(truth).sort().filter((id) => !args.only || id.startsWith(args.only)).slice(0, args.limit);
  const bundle = await bundleExtractor(path.join(repo, 'extension'));
  const { server, origin } = await startServer(dataDir);
  const { browser, context } = await launch({ javaScriptEnabled: args.js });
  const started = Date.now();
  let results;
  try {
    results = await pool(context, ids, args.concurrency, async (page, id) => {
      const raw = await readAebPage(dataDir, id);
      const r = await runPage(page, { url: `${origin}/aeb/${id}.html`, raw, bundle, fullPage: args.fullPage });
      process.stderr.write('.');
      return { id, ...r };
    });
    process.stderr.write('\n');
    if (args.metadata) await metadataBench({ context, origin, dataDir, bundle, concurrency: args.concurrency });
  } finally {
    await browser.close();
    server.close();
  }
  const wall = (Date.now() - started) / 1000;
  const score = (pick) => results.map((r) => shingleMatching(truth[r.id].articleBody, pick(r)));
  const ours = score((r) => r.ours.text);
  const withTitle = score((r) => r.ours.markdownText);
  const plain = score((r) => r.plain.text);
  const mo = metrics(ours);
  const mt = metrics(withTitle);
  const mp = metrics(plain);
  const time = (k) => results.map((r) => r.ms[k]);
  const row = (name, m, t) => `${name.padEnd(44)} ${f3(m.f1)}  ${f3(m.precision)}  ${f3(m.recall)}  ${t}`;
  const timing = (k) => `${pct(time(k), 0.5).toFixed(0).padStart(5)} ${pct(time(k), 0.95).toFixed(0).padStart(5)}`;
  console.log(`AEB development pages: ${results.length}, mode ${args.fullPage ? 'fullPage' : 'article'}, Chromium headless, page JS ${args.js ? 'on' : 'off'}, wall ${wall.toFixed(0)} s`);
  console.log(`${''.padEnd(44)} F1     P      R      ms p50   p95`);
  console.log(row('TabRelay (prepare + extract, text)', mo, timing('ours')));
  console.log(row('TabRelay markdown incl. # title line', mt, ''));
  console.log(row('plain Readability.js textContent, same run', mp, timing('plain')));
  console.log(row('baseline: Readability.js+Turndown, jsdom', BASELINE, ''));
  const errors = results.filter((r) => r.error);
  console.log(`  prepare ms p50/p95 ${timing('prepare')} | extract ms p50/p95 ${timing('extract')} | fallbacks ${results.filter((r) => r.ours.fallback).length} | errors ${errors.length}`);
  for (const r of errors) console.log(`  error on ${r.id}: ${r.error}`);
  if (args.worst > 0) printWorst(results, ours, plain, args.worst);
  if (args.out) await fs.writeFile(args.out, JSON.stringify(results.map((r, i) => ({ id: r.id, ours: pageScores(ours[i]), plain: pageScores(plain[i]), text: r.ours.text, markdown: r.ours.markdown, plainText: r.plain.text })), null, 1));
  if (args.python) {
    const ok = await pythonCrossCheck({ dataDir, truth, predictions: { tabrelay: results.map((r) => [r.id, r.ours.text]), readability_plain: results.map((r) => [r.id, r.plain.text]) }, js: { tabrelay: mo, readability_plain: mp } });
    if (!ok) process.exitCode = 1;
  }
  if (args.check) {
    const full = results.length === Object.keys(truth).length;
    const pass = full && !args.fullPage && errors.length === 0 && mo.f1 >= BASELINE.f1;
    console.log(`check: F1 ${f3(mo.f1)} ${pass ? '>=' : '<'} baseline ${BASELINE.f1}${full ? '' : ' (partial run never passes)'}`);
    console.log(`${pass ? 1 : 0} passed, ${pass ? 0 : 1} failed`);
    if (!pass) process.exitCode = 1;
  }
}

function printWorst(results, ours, plain, n) {
  const rows = results.map((r, i) => ({ id: r.id, o: pageScores(ours[i]), p: pageScores(plain[i]) }));
  rows.sort((a, b) => (a.o.precision ?? 0) - (b.o.precision ?? 0));
  console.log('lowest precision (ours P/R | plain P/R):');
  for (const r of rows.slice(0, n)) {
    console.log(`  ${r.id.slice(0, 12)} ${f3(r.o.precision ?? 0)}/${f3(r.o.recall)} | ${f3(r.p.precision ?? 0)}/${f3(r.p.recall)}`);
  }
}

main().catch((err) => {
  console.error(err);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
