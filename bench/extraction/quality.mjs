#!/usr/bin/env node
// Extraction quality bench: runs TabRelay's extraction in real headless Chromium over the Article
// Extraction Benchmark (AEB) and the typed WCXB development pages, scores it with each
// benchmark's own metric, and runs Readability.js alone and Defuddle in the same browser on the
// same pages. See README.md.
//
//   node bench/extraction/quality.mjs --sample 10   the documented run: AEB + WCXB (10 per type), TabRelay through
//                                                   the built extension, Defuddle, Readability.js, page scripts on
//   node bench/extraction/quality.mjs --full        the same on every page, plus the python cross-checks
//   node bench/extraction/quality.mjs --module      TabRelay's module in the bench tab instead, page scripts off
//   node bench/extraction/quality.mjs --check       CI: the committed sample, per-suite and per-type floors (lib/check.mjs)
//   node bench/extraction/quality.mjs --check-full  CI where ../shared exists: every AEB page, never below Readability.js
// Pages are served at the addresses they were saved from (lib/addresses.mjs); --one-origin serves
// them all from 127.0.0.1 instead.
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleExtractor } from './lib/bundle.mjs';
import { startServer, readAebPage } from './lib/server.mjs';
import { addressBook } from './lib/addresses.mjs';
import { launch, pool } from './lib/browser.mjs';
import { launchExtension } from './lib/extension.mjs';
import { runPage, ALL_EXTRACTORS } from './lib/run-page.mjs';
import { metrics, pageScores, shingleMatching } from './lib/score.mjs';
import { pythonCrossCheck } from './lib/pycheck.mjs';
import { metadataBench } from './lib/metadata.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { loadTruth, pickIds, readWcxbPage, wcxbPythonCheck } from './lib/wcxb.mjs';
import { printAeb, printWcxb, printWorst, runStats, scoreWcxb } from './lib/report.mjs';
import { gate } from './lib/check.mjs';
import { printAebHalves, printSizes, printWcxbHalves } from './lib/halves-report.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..', '..');
const sharedDir = path.resolve(repo, '..', 'shared', 'data', 'extraction');
// A bare clone has no ../shared: the check then runs the small sample committed here (sample/README.md).
const sampleDir = path.join(here, 'sample');
// --check always reads the sample, so CI gates the same pages everywhere; other runs read the
// shared data, or the sample where there is none.
let dataDir = sharedDir;
let wcxbDir = path.join(dataDir, 'wcxb-dev');
/** Readability.js 0.6.0 + Turndown under jsdom on these 126 pages (data README). */
const BASELINE = { f1: 0.941, precision: 0.905, recall: 0.981 };
/** WCXB pages per type in the CI run (seeded, so always the same 28 pages). */
const CI_SAMPLE = 4;
/** CI runs what it ran before (TabRelay and its Readability baseline), not Defuddle: time. */
const CI_EXTRACTORS = ['ours', 'plain'];

/** The default run, one condition for everyone: TabRelay through the built extension, Defuddle and
 * Readability.js alone in the same Chromium, page scripts on, AEB and WCXB. */
const DEFAULT_EXTRACTORS = ['defuddle', 'plain'];
/** `--module`: TabRelay's extraction bundled into the bench's tab instead of the extension (page scripts off unless --js). */
const MODULE_EXTRACTORS = ['ours', 'defuddle', 'plain'];

function parseArgs(argv) {
  const args = {
    check: false, python: false, metadata: false, limit: Infinity, concurrency: 2, js: true, worst: 0, out: null, only: null,
    fullPage: false, aeb: true, wcxb: true, sample: Infinity, types: null, extension: true, loadMs: 20000, extractMs: 20000, extractors: null,
  };
  const num = (i) => Number(argv[i]);
  let js = null;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--check') Object.assign(args, { check: true, aeb: true, wcxb: true, sample: CI_SAMPLE, extension: false, js: false, extractors: CI_EXTRACTORS });
    else if (a === '--check-full') Object.assign(args, { checkFull: true, aeb: true, wcxb: false, extension: false, js: false, extractors: CI_EXTRACTORS });
    else if (a === '--full') Object.assign(args, { python: true, worst: 10 });
    else if (a === '--module') Object.assign(args, { extension: false, js: false });
    else if (a === '--wcxb') Object.assign(args, { wcxb: true, aeb: false });
    else if (a === '--aeb') Object.assign(args, { wcxb: false, aeb: true });
    else if (a === '--all') Object.assign(args, { wcxb: true, aeb: true });
    else if (a === '--sample') args.sample = num(++i);
    else if (a === '--extension') Object.assign(args, { extension: true, js: true });
    else if (a === '--python-check') args.python = true;
    else if (a === '--metadata') args.metadata = true;
    else if (a === '--js') js = true;
    else if (a === '--limit') args.limit = num(++i);
    else if (a === '--concurrency') args.concurrency = num(++i);
    else if (a === '--worst') args.worst = num(++i);
    else if (a === '--out') args.out = argv[++i];
    else if (a === '--only') args.only = argv[++i].split(',');
    else if (a === '--types') args.types = new Set(argv[++i].split(','));
    else if (a === '--full-page') args.fullPage = true;
    else if (a === '--one-origin') args.oneOrigin = true; // every page at the server's own address, as before (A/B)
    else if (a === '--load-ms') args.loadMs = num(++i);
    else if (a === '--extract-ms') args.extractMs = num(++i);
    else if (a === '--extractors') args.extractors = argv[++i].split(',').filter((x) => ALL_EXTRACTORS.includes(x));
    else throw new Error(`unknown option ${a}`);
  }
  if (js) args.js = true;
  args.extractors ??= args.extension ? DEFAULT_EXTRACTORS : MODULE_EXTRACTORS;
  return args;
}

/** Runs every extractor on every page of one suite; `text[name]` is what gets scored. */
async function runSuite({ ids, urlOf, rawOf, context, ext, bundle, args }) {
  let done = 0;
  const results = await pool(context, ids, args.concurrency, async (page, id) => {
    const url = urlOf(id);
    const r = await runPage(page, { url, raw: await rawOf(id), bundle, fullPage: args.fullPage, loadMs: args.loadMs, extractMs: args.extractMs, extractors: args.extractors });
    const text = Object.fromEntries(args.extractors.map((n) => [n, r[n].text]));
    // What each would put in an agent's context: the Markdown where there is one, else the text.
    const chars = Object.fromEntries(args.extractors.map((n) => [n, (r[n].markdown ?? r[n].text ?? '').length]));
    if (ext) {
      const e = await ext.extractUrl(url);
      text.ext = e.text;
      r.ms.ext = e.error ? undefined : e.ms;
      if (e.timeout) r.timeouts.push('ext');
      else if (e.error) r.errors.ext = e.error;
      r.extInfo = { pageType: e.pageType, fallback: e.fallback, note: e.note };
      chars.ext = (e.markdown ?? e.text ?? '').length;
    }
    if (++done % 50 === 0) process.stderr.write(`${done}`);
    process.stderr.write('.');
    return { id, ...r, text, chars };
  });
  process.stderr.write('\n');
  return results;
}

function printErrors(results, loadMs) {
  const late = results.filter((r) => r.late).length;
  const load = runStats(results, 'load');
  console.log(`  page load in the bench tab (not part of any extractor's time), ms min / median / max: ${load.min.toFixed(0)} / ${load.median.toFixed(0)} / ${load.max.toFixed(0)}`);
  console.log(`  pages without a load event within ${loadMs / 1000} s (read as they stood): ${late}`);
  for (const r of results) {
    for (const [name, msg] of Object.entries(r.errors)) console.log(`  error ${name} on ${r.id.slice(0, 12)}: ${msg}`);
    for (const name of r.timeouts) console.log(`  timeout ${name} on ${r.id.slice(0, 12)}`);
  }
}

async function aeb({ context, ext, bundle, origin, book, truth, args, names }) {
  const ids = Object.keys(truth).sort().filter((id) => !args.only || args.only.some((o) => id.startsWith(o))).slice(0, args.limit);
  const t0 = Date.now();
  const results = await runSuite({ ids, urlOf: (id) => book.urlOf('aeb', id) ?? `${origin}/aeb/${id}.html`, rawOf: (id) => readAebPage(dataDir, id), context, ext, bundle, args });
  const wall = (Date.now() - t0) / 1000;
  console.log(`\nAEB development pages: ${results.length}, ${args.fullPage ? 'fullPage' : 'article'} mode, Chromium headless, page JS ${args.js ? 'on' : 'off'}, concurrency ${args.concurrency}, wall ${wall.toFixed(0)} s`);
  const m = printAeb(results, truth, names);
  printAebHalves(results, truth, names);
  printSizes(results, names, () => 'article');
  const also = (label, pick) => {
    const x = metrics(results.map((r) => shingleMatching(truth[r.id].articleBody, pick(r))));
    return `${label} ${x.f1.toFixed(3)} / ${x.precision.toFixed(3)} / ${x.recall.toFixed(3)}`;
  };
  const extra = [`jsdom baseline ${BASELINE.f1} / ${BASELINE.precision} / ${BASELINE.recall}`];
  if (names.includes('ours')) extra.unshift(also('TabRelay Markdown incl. # title line', (r) => r.ours.markdownText));
  if (names.includes('plain')) extra.push(also('Readability textContent (the baseline\'s text)', (r) => r.plain.textContent));
  console.log(`  also: ${extra.join('; ')}`);
  const ms = (k) => results.filter((r) => r.ms[k] != null).map((r) => r.ms[k]).sort((a, b) => a - b);
  const p = (k, q) => (ms(k)[Math.min(ms(k).length - 1, Math.floor(q * ms(k).length))] ?? NaN).toFixed(0);
  if (names.includes('ours')) console.log(`  TabRelay module: prepare ms p50/p95 ${p('prepare', 0.5)}/${p('prepare', 0.95)}, extract ${p('extract', 0.5)}/${p('extract', 0.95)}, fallbacks ${results.filter((r) => r.ours.fallback).length}`);
  printErrors(results, args.loadMs);
  let ok = true;
  if (args.python) {
    const predictions = Object.fromEntries(names.map((n) => [n, results.map((r) => [r.id, r.text[n]])]));
    ok = await pythonCrossCheck({ dataDir, truth, predictions, js: m });
  }
  if (args.out) await writeOut(args.out, 'aeb', results, names, (r, n) => pageScores(shingleMatching(truth[r.id].articleBody, r.text[n])));
  const full = results.length === Object.keys(truth).length;
  return { ok, ours: m.ours, plain: m.plain, full, errors: results.filter((r) => r.errors.ours || r.timeouts.includes('ours')).length };
}

async function wcxb({ context, ext, bundle, origin, book, truth, args, names }) {
  const ids = pickIds(truth, { perType: args.sample, only: args.only }).filter((id) => !args.types || args.types.has(truth[id].type)).slice(0, args.limit);
  const t0 = Date.now();
  const results = await runSuite({ ids, urlOf: (id) => book.urlOf('wcxb', id) ?? `${origin}/wcxb/${id}.html`, rawOf: (id) => readWcxbPage(wcxbDir, id), context, ext, bundle, args });
  const wall = (Date.now() - t0) / 1000;
  const what = Number.isFinite(args.sample) ? `${args.sample} per type, seeded sample` : 'all';
  console.log(`\nWCXB development pages: ${results.length} (${what}), word-level F1 as evaluate.py, page JS ${args.js ? 'on' : 'off'}, concurrency ${args.concurrency}, wall ${wall.toFixed(0)} s`);
  const rows = scoreWcxb(results, truth, names);
  const agg = printWcxb(results, rows, names);
  printWcxbHalves(rows, names, truth);
  printSizes(results, names, (id) => truth[id].type);
  printErrors(results, args.loadMs);
  // Per-page results first: a long run's data must not depend on the printing after it.
  if (args.out) await writeOut(args.out.replace(/(\.json)?$/, '-wcxb$1'), 'wcxb', results, names, (r, n) => rows[n].find((x) => x.id === r.id).score, truth);
  if (args.worst > 0) printWorst(results, rows, truth, names[0], args.worst);
  let ok = true;
  if (args.python) {
    const predictions = Object.fromEntries(names.map((n) => [n, Object.fromEntries(results.map((r) => [r.id, r.text[n]]))]));
    ok = await wcxbPythonCheck({ wcxbDir, ids, predictions, js: agg });
  }
  return { ok, ours: agg.ours };
}

async function writeOut(file, suite, results, names, scoreOf, truth) {
  const pages = results.map((r) => ({
    suite, id: r.id, type: truth?.[r.id].type, url: truth?.[r.id].url,
    scores: Object.fromEntries(names.map((n) => [n, scoreOf(r, n)])), ms: r.ms, errors: r.errors, timeouts: r.timeouts,
    detected: r.ours.metadata?.pageType ?? r.extInfo?.pageType, evidence: r.ours.metadata?.pageTypeEvidence, ext: r.extInfo, text: r.text,
  }));
  await fs.writeFile(file, JSON.stringify(pages, null, 1));
  console.log(`per-page results in ${file}`);
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const haveShared = existsSync(path.join(sharedDir, 'aeb', 'ground-truth.json'));
  if (args.checkFull && !haveShared) {
    // The whole AEB set lives beside the repository, not in it: a bare clone has the sample gate only.
    console.log(`extraction quality, all AEB pages: skipped, no ${path.join(sharedDir, 'aeb')}`);
    return;
  }
  if (args.check || !haveShared) dataDir = sampleDir;
  wcxbDir = path.join(dataDir, 'wcxb-dev');
  const haveAeb = existsSync(path.join(dataDir, 'aeb', 'ground-truth.json'));
  const haveWcxb = existsSync(path.join(wcxbDir, 'dev', 'ground-truth'));
  if (!haveAeb && !haveWcxb) {
    // A bare clone has no ../shared/data: nothing to measure is not a failure.
    console.log(`extraction quality: skipped, no benchmark data at ${dataDir}`);
    return;
  }
  if (args.wcxb && !haveWcxb) console.log(`WCXB skipped: no ${wcxbDir}`);
  if (args.aeb && !haveAeb) console.log(`AEB skipped: no ${path.join(dataDir, 'aeb')}`);
  await ensureChromium();
  const bundle = await bundleExtractor(path.join(repo, 'extension'));
  // Ground truth, read once: it also gives each page its own address.
  const aebTruth = haveAeb ? JSON.parse(await fs.readFile(path.join(dataDir, 'aeb', 'ground-truth.json'), 'utf8')) : null;
  const wcxbTruth = haveWcxb ? await loadTruth(wcxbDir) : null;
  const book = addressBook();
  if (!args.oneOrigin) {
    for (const [id, t] of Object.entries(aebTruth ?? {})) book.add('aeb', id, t.url);
    for (const [id, t] of Object.entries(wcxbTruth ?? {})) book.add('wcxb', id, t.url);
  }
  const { server, origin } = await startServer(dataDir, book);
  const hosts = { served: book.hosts, port: Number(new URL(origin).port) };
  const started = Date.now();
  const ext = args.extension ? await launchExtension(repo, hosts) : null;
  const browser = ext ?? (await launch({ javaScriptEnabled: args.js, ...hosts }));
  const context = browser.context;
  const names = ext ? ['ext', ...args.extractors] : args.extractors;
  let a = null;
  let w = null;
  try {
    if (args.aeb && haveAeb) a = await aeb({ context, ext, bundle, origin, book, truth: aebTruth, args, names });
    if (args.wcxb && haveWcxb) w = await wcxb({ context, ext, bundle, origin, book, truth: wcxbTruth, args, names });
    if (args.metadata && haveAeb) await metadataBench({ context, origin, dataDir, bundle, concurrency: args.concurrency });
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`\nwall time, whole run: ${((Date.now() - started) / 1000).toFixed(0)} s; external requests that got an answer: ${browser.leaks.length}${browser.leaks.length ? ` (first: ${browser.leaks[0]})` : ''}`);
  if ((a && !a.ok) || (w && !w.ok)) process.exitCode = 1;
  if (args.check && !gate(a, w?.ours ?? null)) process.exitCode = 1;
  if (args.checkFull) {
    // Every AEB page, TabRelay never below Readability.js in the same run nor the jsdom baseline.
    const floor = Math.max(BASELINE.f1, a?.plain?.f1 ?? 1);
    const ok = !!a && a.full && a.errors === 0 && a.ours.f1 >= floor;
    console.log(`check: ${ok ? 'ok  ' : 'FAIL'} AEB all ${a ? a.ours.f1.toFixed(3) : "missing"} (floor ${floor.toFixed(3)}: Readability.js in this run or ${BASELINE.f1})${a?.errors ? `, ${a.errors} errors` : ''}`);
    if (!ok) process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
