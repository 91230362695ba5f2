// An agent's whole loop, side by side (issue 31): navigate → snapshot → click → type → snapshot on
// the same served pages through TabRelay (real daemon, built extension, headless Chromium) and
// Playwright MCP 0.0.83 (stdio, defaults), then the same steps as `tabrelay do` commands, the tool
// list each server sends once per conversation, and browser_extract per page. Wall time per step
// as min/median/max over every page and round; characters the model reads per result, and tokens
// by the o200k tokenizer (gpt-tokenizer). Third-party hosts resolve nowhere on both sides.
//
// Run: node bench/agent-loop/loop.mjs [--rounds N] [--only SUBSTRING-OF-URL] [--json]   (after ./tabrelay build)
import { countTokens } from 'gpt-tokenizer';
import { fieldRef, offlineChromium, startPages } from './pages.mjs';
import { doSide } from './do-side.mjs';
import { playwrightSide, tabrelaySide } from './sides.mjs';

const STEPS = ['navigate', 'snapshot', 'click', 'type', 'snapshot again'];
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : process.argv[i + 1];
};
const ROUNDS = Number(arg('--rounds', 3));

/** One loop on one page: per step { ms, chars, tokens }. */
async function loop(side, page) {
  const out = {};
  const note = (step, r) => (out[step] = { ms: r.ms, chars: r.chars, tokens: countTokens(r.text), error: r.error });
  note('navigate', await side.navigate(page.url));
  const snap = await side.snapshot();
  note('snapshot', snap);
  const ref = fieldRef(snap.text);
  if (!ref) throw new Error(`${side.name}: no "Bench note" field in the snapshot of ${page.url}:\n${snap.text.slice(0, 500)}`);
  note('click', await side.click(ref));
  note('type', await side.type(ref, ' Sea Sprite'));
  note('snapshot again', await side.snapshot());
  if (side.extract) note('extract', await side.extract());
  return out;
}

async function run(side, pages) {
  const rounds = [];
  try {
    for (let r = 0; r < ROUNDS; r++) {
      const perPage = [];
      for (const page of pages) perPage.push(await loop(side, page));
      rounds.push(perPage);
    }
    return { name: side.name, rounds, lists: await side.toolLists() };
  } finally {
    await side.close();
  }
}

const stats = (values) => {
  const v = [...values].sort((a, b) => a - b);
  return { min: v[0], median: v[Math.floor(v.length / 2)], max: v.at(-1) };
};
const ms = (s, errors) => (s ? `${Math.round(s.min)} / **${Math.round(s.median)}** / ${Math.round(s.max)}${errors ? ` (${errors} failed)` : ''}` : '—');
const n = (x) => (x === undefined ? '—' : Math.round(x).toLocaleString('en-US'));

function summary(result, step) {
  if (!result) return undefined;
  const samples = result.rounds.flat().map((p) => p[step]).filter(Boolean);
  if (samples.length === 0) return undefined;
  const first = result.rounds[0].map((p) => p[step]).filter(Boolean);
  return { ms: stats(samples.map((s) => s.ms)), chars: first.reduce((a, s) => a + s.chars, 0), tokens: first.reduce((a, s) => a + s.tokens, 0),
    errors: samples.filter((s) => s.error).length };
}

function wholeLoop(result) {
  const perRound = result.rounds.map((pages) => pages.reduce((a, p) => a + STEPS.reduce((b, s) => b + (p[s]?.ms ?? 0), 0), 0));
  const chars = result.rounds[0].reduce((a, p) => a + STEPS.reduce((b, s) => b + (p[s]?.chars ?? 0), 0), 0);
  const tokens = result.rounds[0].reduce((a, p) => a + STEPS.reduce((b, s) => b + (p[s]?.tokens ?? 0), 0), 0);
  return { ms: stats(perRound), chars, tokens };
}

function print(pages, notes, results) {
  const [tr, pw, cli] = results;
  console.log(`${pages.length} pages (${pages.map((p) => p.type).join(', ')}), ${ROUNDS} rounds; ms as min / **median** / max over every page and round;`);
  console.log('chars and o200k tokens: what the model reads, summed over the pages of one round.');
  for (const note of notes) console.log(`Note: ${note}`);
  console.log(`\n| step | TabRelay ms | ${pw.name} ms | tabrelay do ms | TabRelay chars (tokens) | Playwright chars (tokens) | tabrelay do chars (tokens) |`);
  console.log('|---|---|---|---|---|---|---|');
  for (const step of STEPS) {
    const [a, b, c] = [tr, pw, cli].map((r) => summary(r, step));
    console.log(`| ${step} | ${ms(a?.ms, a?.errors)} | ${ms(b?.ms, b?.errors)} | ${ms(c?.ms, c?.errors)} | ${n(a?.chars)} (${n(a?.tokens)}) | ${n(b?.chars)} (${n(b?.tokens)}) | ${n(c?.chars)} (${n(c?.tokens)}) |`);
  }
  const [la, lb, lc] = [tr, pw, cli].map((r) => r && wholeLoop(r));
  console.log(`| whole loop (per round) | ${ms(la.ms)} | ${ms(lb.ms)} | ${ms(lc?.ms)} | ${n(la.chars)} (${n(la.tokens)}) | ${n(lb.chars)} (${n(lb.tokens)}) | ${n(lc?.chars)} (${n(lc?.tokens)}) |`);
  const trList = tr.lists.compact.json;
  const pwList = pw.lists.default.json;
  console.log(`| tool list, once per conversation | ${tr.lists.compact.tools} tools | ${pw.lists.default.tools} tools | — | ${n(trList.length)} (${n(countTokens(trList))}) | ${n(pwList.length)} (${n(countTokens(pwList))}) | 0 |`);
  const ratio = (la.chars + trList.length) / (lb.chars + pwList.length);
  console.log(`\nWhole loop with the tool list: TabRelay ${n(la.chars + trList.length)} chars = ${ratio.toFixed(2)}× Playwright MCP's ${n(lb.chars + pwList.length)}.`);
  console.log('\n| TabRelay profile | tools | chars | o200k tokens |\n|---|---|---|---|');
  for (const [profile, list] of Object.entries(tr.lists)) console.log(`| ${profile}${profile === 'compact' ? ' (default)' : ''} | ${list.tools} | ${n(list.json.length)} | ${n(countTokens(list.json))} |`);
  console.log(`| ${pw.name} (for comparison) | ${pw.lists.default.tools} | ${n(pwList.length)} | ${n(countTokens(pwList))} |`);
  console.log('\n| page | type | browser_extract ms | chars |\n|---|---|---|---|');
  pages.forEach((page, i) => {
    const samples = tr.rounds.map((r) => r[i].extract);
    console.log(`| ${page.name} | ${page.type} | ${ms(stats(samples.map((s) => s.ms)), samples.filter((s) => s.error).length)} | ${n(samples[0].chars)} |`);
  });
}

async function main() {
  const { pages: all, notes, close } = await startPages();
  const only = arg('--only', '');
  const pages = all.filter((p) => p.url.includes(only));
  const chromium = await offlineChromium();
  const results = [];
  try {
    // One side at a time, so neither competes with the other for the machine.
    const tr = await tabrelaySide(chromium);
    results.push(await run(tr, pages));
    results.push(await run(await playwrightSide(chromium), pages));
    results.push(await doSide(chromium).then((side) => (side ? run(side, pages) : undefined)));
  } finally {
    await close();
  }
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ pages, notes, results: results.map((r) => r && { ...r, lists: Object.fromEntries(Object.entries(r.lists).map(([k, v]) => [k, { tools: v.tools, chars: v.json.length }])) }) }, null, 2));
  } else print(pages, notes, results);
}

main().catch((e) => {
  console.error(e.stack ?? e.message);
  process.exit(1);
});
