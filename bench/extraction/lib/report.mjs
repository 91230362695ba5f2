// Printing: one table per benchmark with every extractor side by side, then errors, timeouts
// and time per page (min / median / max) for each, and the worst pages of the weak types.
import { metrics, shingleMatching } from './score.mjs';
import { TYPES, byType, wordF1, words } from './wcxb-score.mjs';

export const LABELS = {
  ext: 'TabRelay extension (extract.url)',
  ours: 'TabRelay module in page',
  plain: 'Readability.js alone',
  defuddle: 'Defuddle',
  'ours-r': 'TabRelay, Readability + typed',
  'ours-dt': 'TabRelay, Defuddle + typed',
  'ours-d': 'TabRelay, Defuddle alone',
  'ours-l': 'TabRelay, the longer of Readability + typed and Defuddle',
};

/** rs-trafilatura on the WCXB development split (the issue's per-type targets; overall 0.90). */
export const TARGETS = { article: 0.932, documentation: 0.932, service: 0.844, forum: 0.808, collection: 0.716, listing: 0.707, product: 0.641, overall: 0.9 };

const f3 = (x) => (x == null || Number.isNaN(x) ? '  -  ' : x.toFixed(3));

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** Errors, timeouts and ms min/median/max of one extractor over the run. */
export function runStats(results, name) {
  const ms = results.filter((r) => r.ms[name] != null).map((r) => r.ms[name]);
  return {
    errors: results.filter((r) => r.errors[name]).length,
    timeouts: results.filter((r) => r.timeouts.includes(name)).length,
    min: ms.length ? Math.min(...ms) : NaN,
    median: median(ms),
    max: ms.length ? Math.max(...ms) : NaN,
  };
}

const msCell = (s) => `${[s.min, s.median, s.max].map((x) => (Number.isNaN(x) ? '-' : x.toFixed(0))).join(' / ')}`;

export function printAeb(results, truth, names) {
  console.log('| extractor | F1 | P | R | errors | timeouts | ms/page min / median / max |');
  console.log('|---|---|---|---|---|---|---|');
  const out = {};
  for (const name of names) {
    const m = metrics(results.map((r) => shingleMatching(truth[r.id].articleBody, r.text[name])));
    const s = runStats(results, name);
    out[name] = m;
    console.log(`| ${LABELS[name]} | ${f3(m.f1)} | ${f3(m.precision)} | ${f3(m.recall)} | ${s.errors} | ${s.timeouts} | ${msCell(s)} |`);
  }
  return out;
}

/** Scores each page for each extractor: rows[name] = [{ id, type, score }] sorted by id. */
export function scoreWcxb(results, truth, names) {
  const rows = {};
  for (const name of names) {
    rows[name] = results.map((r) => ({ id: r.id, type: truth[r.id].type, score: wordF1(r.text[name], truth[r.id].reference) }));
    rows[name].sort((a, b) => (a.id < b.id ? -1 : 1)); // evaluate.py's order, so sums round alike
  }
  return rows;
}

export function printWcxb(results, rows, names) {
  const agg = Object.fromEntries(names.map((n) => [n, byType(rows[n])]));
  const head = names.map((n) => `${LABELS[n]} F1 / P / R`).join(' | ');
  console.log(`| type | n | ${head} | target F1 |`);
  console.log(`|---|---|${names.map(() => '---|').join('')}---|`);
  for (const type of [...TYPES, 'overall']) {
    const first = agg[names[0]][type];
    if (!first) continue;
    const cells = names.map((n) => {
      const a = agg[n][type];
      return `${type === 'overall' ? '**' : ''}${f3(a.f1)}${type === 'overall' ? '**' : ''} / ${f3(a.precision)} / ${f3(a.recall)}`;
    });
    console.log(`| ${type} | ${first.n} | ${cells.join(' | ')} | ${TARGETS[type].toFixed(3)} |`);
  }
  // One side-by-side table per page type: the extractors as rows, with their time on those pages.
  const typeOf = new Map(rows[names[0]].map((x) => [x.id, x.type]));
  for (const type of [...TYPES, 'overall']) {
    const first = agg[names[0]][type];
    if (!first) continue;
    const rs = type === 'overall' ? results : results.filter((r) => typeOf.get(r.id) === type);
    console.log(`\n${type}: ${first.n} pages${TARGETS[type] ? `, target F1 ${TARGETS[type].toFixed(3)}` : ''}`);
    console.log('| extractor | F1 | P | R | errors | timeouts | ms/page min / median / max |');
    console.log('|---|---|---|---|---|---|---|');
    for (const n of names) {
      const a = agg[n][type];
      const s = runStats(rs, n);
      console.log(`| ${LABELS[n]} | ${f3(a.f1)} | ${f3(a.precision)} | ${f3(a.recall)} | ${s.errors} | ${s.timeouts} | ${msCell(s)} |`);
    }
  }
  return agg;
}

/** One-line reason a page scores low, from its numbers alone. */
export function why(score, pred, ref) {
  if (!words(pred).length) return 'empty';
  if (!words(ref).length) return 'reference empty, prediction not';
  const { precision: p, recall: r } = score;
  if (p < 0.5 && r < 0.5) return 'wrong block (little overlap either way)';
  if (r < 0.5) return `main content missed (kept ${(100 * r).toFixed(0)}% of it)`;
  if (p < 0.5) return `boilerplate kept (${(100 * (1 - p)).toFixed(0)}% of output words not content)`;
  if (p >= 0.9 && r >= 0.9) return 'fine';
  return r < p ? 'part of main content missed' : 'some boilerplate kept';
}

/** The `n` lowest-F1 pages of every type where `name` is below its target. */
export function printWorst(results, rows, truth, name, n) {
  const agg = byType(rows[name]);
  const byId = new Map(results.map((r) => [r.id, r]));
  for (const type of TYPES) {
    if (!agg[type] || agg[type].f1 >= TARGETS[type]) continue;
    console.log(`\nworst ${type} pages for ${LABELS[name]} (F1 ${f3(agg[type].f1)} < ${TARGETS[type]}): id domain F1 P R words out/ref — why`);
    const worst = rows[name].filter((x) => x.type === type).sort((a, b) => a.score.f1 - b.score.f1).slice(0, n);
    for (const w of worst) {
      const pred = byId.get(w.id).text[name];
      const ref = truth[w.id].reference;
      const host = (URL.canParse(truth[w.id].url) ? new URL(truth[w.id].url).hostname : '?').replace(/^www\./, '');
      console.log(`  ${w.id} ${host.padEnd(28)} ${f3(w.score.f1)} ${f3(w.score.precision)} ${f3(w.score.recall)} ${String(words(pred).length).padStart(5)}/${String(words(ref).length).padEnd(5)} — ${why(w.score, pred, ref)}`);
    }
  }
}
