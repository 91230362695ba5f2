#!/usr/bin/env node
// Chooses TabRelay's reader per detected page type (extension/src/extract/engines.ts) from a
// WCXB run that forced each strategy on every page:
//   node bench/extraction/quality.mjs --module --wcxb --extractors ours,ours-r,ours-dt,ours-d,plain --out /tmp/s.json
//   node bench/extraction/strategies.mjs /tmp/s-wcxb.json [/tmp/s.json]
// For each type the extension detects, the strategy with the best mean F1 on the TUNING half's
// pages of that detected type is proposed; it is kept only if it also beats today's
// (readability+typed) on the CHECKING half, and, given the AEB run of the same command (its
// articles), only if AEB's F1 does not fall on either half when the AEB pages of that detected
// type get it (issue 27: articles never below Readability). Then both halves are scored per WCXB
// page type with the choice applied, beside Readability.js alone. Pages are split by site
// (lib/halves.mjs).
import fs from 'node:fs/promises';
import { halfOf, siteOf } from './lib/halves.mjs';
import { TYPES, byType } from './lib/wcxb-score.mjs';
import { aebVeto } from './lib/aeb-veto.mjs';

const STRATEGY_OF = { 'ours-r': 'readability+typed', 'ours-dt': 'defuddle+typed', 'ours-d': 'defuddle', 'ours-l': 'longer' };
const BASE = 'ours-r';
const pages = JSON.parse(await fs.readFile(process.argv[2], 'utf8'));
// A run made before any choice may carry today's pipeline as plain `ours` instead of `ours-r`.
if (!pages[0].scores[BASE] && pages[0].scores.ours) for (const p of pages) p.scores[BASE] = p.scores.ours;
const names = Object.keys(STRATEGY_OF).filter((n) => pages[0].scores[n]);
const aeb = process.argv[3] ? JSON.parse(await fs.readFile(process.argv[3], 'utf8')) : null;
if (aeb && !aeb[0].scores[BASE] && aeb[0].scores.ours) for (const p of aeb) p.scores[BASE] = p.scores.ours;
const aebTruth = aeb ? JSON.parse(await fs.readFile(new URL('../../../shared/data/extraction/aeb/ground-truth.json', import.meta.url), 'utf8')) : null;
const vetoed = (detected, name) => {
  const why = aeb ? aebVeto(aeb, aebTruth, detected, name, BASE) : null;
  return why ? `AEB: ${why}` : null;
};
const half = (p) => halfOf(siteOf(p.url, p.id));
const f3 = (x) => (x == null ? '-' : x.toFixed(3));
const mean = (ps, n) => (ps.length ? ps.reduce((s, p) => s + p.scores[n].f1, 0) / ps.length : null);
// The type the extension detected decides at run time; the forced runs agree on it (same classifier).
const detectedOf = (p) => p.detected ?? 'other';

/**
 * A choice for the pages detected as one type must not lower that type's own WCXB pages on either
 * half: a reader that wins on the pages detected as products but loses on the true product pages
 * (its gain being listings that look like products) is not a better product reader. (Side effects
 * on other types show in the table below; requiring none at all refused Defuddle for
 * documentation, +0.008 / +0.010 on documentation, for 0.002 on the service pages it detects as
 * documentation.)
 */
function typeLoss(detected, name) {
  const lost = [];
  for (const h of ['tuning', 'checking']) {
    const ps = pages.filter((p) => half(p) === h);
    const before = byType(ps.map((p) => ({ type: p.type, score: p.scores[BASE] })));
    const after = byType(ps.map((p) => ({ type: p.type, score: p.scores[detectedOf(p) === detected ? name : BASE] })));
    for (const type of TYPES.filter((t) => t === detected)) if (before[type] && after[type].f1 < before[type].f1 - 0.0005) lost.push(`${type} ${h} ${f3(before[type].f1)} → ${f3(after[type].f1)}`);
  }
  return lost.length ? `WCXB ${lost.join(', ')}` : null;
}

console.log('Mean F1 per detected type and strategy: tuning | checking');
console.log(`| detected | n tuning | ${names.map((n) => STRATEGY_OF[n]).join(' | ')} | n checking | ${names.map((n) => STRATEGY_OF[n]).join(' | ')} | proposed | kept |`);
console.log(`|---|---|${names.map(() => '---|').join('')}---|${names.map(() => '---|').join('')}---|---|`);
const choice = {};
for (const d of [...new Set(pages.map(detectedOf))].sort()) {
  const t = pages.filter((p) => detectedOf(p) === d && half(p) === 'tuning');
  const c = pages.filter((p) => detectedOf(p) === d && half(p) === 'checking');
  const best = names.reduce((a, b) => ((mean(t, b) ?? -1) > (mean(t, a) ?? -1) ? b : a), BASE);
  const veto = best === BASE ? null : (vetoed(d, best) ?? typeLoss(d, best));
  const kept = best !== BASE && (mean(c, best) ?? -1) > (mean(c, BASE) ?? -1) && !veto ? best : BASE;
  choice[d] = kept;
  console.log(`| ${d} | ${t.length} | ${names.map((n) => f3(mean(t, n))).join(' | ')} | ${c.length} | ${names.map((n) => f3(mean(c, n))).join(' | ')} | ${STRATEGY_OF[best]} | ${STRATEGY_OF[kept]}${veto ? ` (${veto})` : ''} |`);
}

console.log('\nWith the kept choice applied, per WCXB page type: F1 tuning | checking');
const rowsOf = (h, pick) => pages.filter((p) => half(p) === h).map((p) => ({ type: p.type, score: p.scores[pick(p)] }));
const cols = [['today', () => BASE], ['chosen', (p) => choice[detectedOf(p)]], ...(pages[0].scores.defuddle ? [['Defuddle', () => 'defuddle']] : []), ...(pages[0].scores.plain ? [['Readability.js', () => 'plain']] : [])];
console.log(`| type | n tuning | ${cols.map(([c]) => c).join(' | ')} | n checking | ${cols.map(([c]) => c).join(' | ')} |`);
console.log(`|---|---|${cols.map(() => '---|').join('')}---|${cols.map(() => '---|').join('')}`);
const agg = Object.fromEntries(['tuning', 'checking'].map((h) => [h, cols.map(([, pick]) => byType(rowsOf(h, pick)))]));
for (const type of [...TYPES, 'overall']) {
  const cells = (h) => agg[h].map((a) => f3(a[type]?.f1)).join(' | ');
  console.log(`| ${type} | ${agg.tuning[0][type]?.n ?? 0} | ${cells('tuning')} | ${agg.checking[0][type]?.n ?? 0} | ${cells('checking')} |`);
}
console.log(`\nSTRATEGY_BY_TYPE = ${JSON.stringify(Object.fromEntries(Object.entries(choice).filter(([, n]) => n !== BASE).map(([d, n]) => [d, STRATEGY_OF[n]])))}`);
