// The side-by-side tables of the tuning and checking halves (lib/halves.mjs), printed after the
// whole-set tables: a rule is kept only when it also wins on the checking half.
import { halfOf, siteOf } from './halves.mjs';
import { metrics, shingleMatching } from './score.mjs';
import { LABELS } from './report.mjs';
import { TYPES, byType } from './wcxb-score.mjs';

const f3 = (x) => (x == null || Number.isNaN(x) ? '-' : x.toFixed(3));

/** WCXB: F1 per type and overall for each extractor, tuning half | checking half. */
export function printWcxbHalves(rows, names, truth) {
  const half = (id) => halfOf(siteOf(truth[id].url, id));
  const agg = {};
  for (const h of ['tuning', 'checking']) {
    agg[h] = Object.fromEntries(names.map((n) => [n, byType(rows[n].filter((r) => half(r.id) === h))]));
  }
  console.log('\nBy half (split by site, seed in lib/halves.mjs): F1');
  console.log(`| type | tuning n | ${names.map((n) => `${LABELS[n]} tuning`).join(' | ')} | checking n | ${names.map((n) => `${LABELS[n]} checking`).join(' | ')} |`);
  console.log(`|---|---|${names.map(() => '---|').join('')}---|${names.map(() => '---|').join('')}`);
  for (const type of [...TYPES, 'overall']) {
    const t = agg.tuning[names[0]][type];
    const c = agg.checking[names[0]][type];
    if (!t && !c) continue;
    const cells = (h) => names.map((n) => f3(agg[h][n][type]?.f1)).join(' | ');
    console.log(`| ${type} | ${t?.n ?? 0} | ${cells('tuning')} | ${c?.n ?? 0} | ${cells('checking')} |`);
  }
  return agg;
}

/** AEB: F1 / P / R per extractor, tuning half | checking half. */
export function printAebHalves(results, truth, names) {
  const half = (id) => halfOf(siteOf(truth[id].url, id));
  console.log('\nBy half (split by site, seed in lib/halves.mjs): F1 / P / R');
  console.log('| extractor | tuning | checking |');
  console.log('|---|---|---|');
  const out = {};
  for (const name of names) {
    const m = (h) => metrics(results.filter((r) => half(r.id) === h).map((r) => shingleMatching(truth[r.id].articleBody, r.text[name])));
    const [t, c] = [m('tuning'), m('checking')];
    out[name] = { tuning: t, checking: c };
    const n = (h) => results.filter((r) => half(r.id) === h).length;
    console.log(`| ${LABELS[name]} | ${f3(t.f1)} / ${f3(t.precision)} / ${f3(t.recall)} (${n('tuning')}) | ${f3(c.f1)} / ${f3(c.precision)} / ${f3(c.recall)} (${n('checking')}) |`);
  }
  return out;
}

/**
 * Characters each extractor returns per page type (median), beside the page's visible text
 * (`innerText` of the body): a gain in F1 that doubles what an agent reads shows here.
 */
export function printSizes(results, names, typeOf) {
  const median = (xs) => {
    const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
    return s.length ? s[Math.floor(s.length / 2)] : null;
  };
  const types = [...new Set(results.map((r) => typeOf(r.id)))];
  console.log('\nCharacters per page, median (output = Markdown where the extractor gives one, else text)');
  console.log(`| type | n | visible text | ${names.map((n) => LABELS[n]).join(' | ')} |`);
  console.log(`|---|---|---|${names.map(() => '---|').join('')}`);
  for (const type of [...TYPES.filter((t) => types.includes(t)), ...types.filter((t) => !TYPES.includes(t))]) {
    const rs = results.filter((r) => typeOf(r.id) === type);
    const cell = (xs) => (median(xs) == null ? '-' : String(median(xs)));
    console.log(`| ${type} | ${rs.length} | ${cell(rs.map((r) => r.visibleChars))} | ${names.map((n) => cell(rs.map((r) => r.chars?.[n]))).join(' | ')} |`);
  }
}
