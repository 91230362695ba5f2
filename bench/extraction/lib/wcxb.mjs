// WCXB development split (../shared/data/extraction/wcxb-dev): page list with types, a fixed
// seeded per-type sample for CI, and the cross-check of the JS scorer against evaluate.py.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { TYPES } from './wcxb-score.mjs';

/**
 * { id: { type, reference } } from dev/ground-truth, typed as evaluate.py's get_page_type does
 * (the file's _internal.page_type.primary, 'category' read as 'collection', default 'article').
 */
export async function loadTruth(wcxbDir) {
  const dir = path.join(wcxbDir, 'dev', 'ground-truth');
  const truth = {};
  for (const name of (await fs.readdir(dir)).filter((n) => n.endsWith('.json')).sort()) {
    const data = JSON.parse(await fs.readFile(path.join(dir, name), 'utf8'));
    const gt = data.ground_truth;
    if (!gt || typeof gt !== 'object' || Array.isArray(gt)) continue;
    const pt = data._internal?.page_type;
    let type = pt && typeof pt === 'object' ? (pt.primary ?? 'article') : typeof pt === 'string' ? pt : 'article';
    if (type === 'category') type = 'collection';
    truth[name.slice(0, -5)] = { type, reference: gt.main_content || '', url: data.url };
  }
  return truth;
}

/** mulberry32: a tiny seeded PRNG, so the CI sample is the same pages on every machine. */
function rng(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Sorted ids: all of them, or `perType` of each type drawn with a fixed seed. */
export function pickIds(truth, { perType = Infinity, seed = 12, only = null } = {}) {
  const ids = Object.keys(truth).sort().filter((id) => !only || only.some((o) => id.startsWith(o)));
  if (!Number.isFinite(perType)) return ids;
  const random = rng(seed);
  const picked = [];
  for (const type of TYPES) {
    const pool = ids.filter((id) => truth[id].type === type);
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [pool[i], pool[j]] = [pool[j], pool[i]];
    }
    picked.push(...pool.slice(0, perType));
  }
  return picked.sort();
}

export async function readWcxbPage(wcxbDir, id) {
  const gz = await fs.readFile(path.join(wcxbDir, 'dev', 'html', `${id}.html.gz`));
  return new TextDecoder('utf-8').decode(zlib.gunzipSync(gz));
}

/**
 * Runs evaluate.py --per-type on the same predictions and compares with the JS figures
 * (`js[name]` = byType() output): overall to the 4 decimals it prints, per type to 3. The
 * python scorer reads every file in dev/ground-truth next to it, so a partial run gets a temp
 * folder holding a link to evaluate.py and links to just the pages that ran (read-only data).
 */
export async function wcxbPythonCheck({ wcxbDir, ids, predictions, js }) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wcxb-check-'));
  try {
    await fs.symlink(path.join(wcxbDir, 'evaluate.py'), path.join(dir, 'evaluate.py'));
    await fs.mkdir(path.join(dir, 'dev', 'ground-truth'), { recursive: true });
    for (const id of ids) await fs.symlink(path.join(wcxbDir, 'dev', 'ground-truth', `${id}.json`), path.join(dir, 'dev', 'ground-truth', `${id}.json`));
    let ok = true;
    console.log('python evaluate.py --per-type on the same predictions:');
    for (const [name, texts] of Object.entries(predictions)) {
      const file = path.join(dir, `${name}.json`);
      await fs.writeFile(file, JSON.stringify(texts));
      const out = execFileSync('python3', [path.join(dir, 'evaluate.py'), '--split', 'dev', '--results', file, '--per-type'], { encoding: 'utf8' });
      const mismatches = compare(out, js[name]);
      const overall = /F1:\s+([\d.]+)/.exec(out)?.[1];
      console.log(`  ${name.padEnd(12)} python F1 ${overall} (${Object.keys(js[name]).length - 1} types) → ${mismatches.length ? `MISMATCH ${mismatches.join(', ')}` : 'match'}`);
      ok &&= mismatches.length === 0;
    }
    return ok;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

function compare(out, js) {
  const bad = [];
  const overall = {
    precision: /Precision:\s+([\d.]+)/.exec(out)?.[1],
    recall: /Recall:\s+([\d.]+)/.exec(out)?.[1],
    f1: /F1:\s+([\d.]+)/.exec(out)?.[1],
  };
  for (const [k, v] of Object.entries(overall)) if (v !== js.overall[k].toFixed(4)) bad.push(`overall ${k} ${v} vs ${js.overall[k].toFixed(4)}`);
  for (const m of out.matchAll(/^\s+(\w+)\s+(\d+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*$/gm)) {
    const [, type, n, f1, p, r] = m;
    const j = js[type];
    if (!j) { bad.push(`${type} missing in JS`); continue; }
    const got = [String(j.n), j.f1.toFixed(3), j.precision.toFixed(3), j.recall.toFixed(3)];
    if ([n, f1, p, r].join() !== got.join()) bad.push(`${type} ${[n, f1, p, r].join('/')} vs ${got.join('/')}`);
  }
  return bad;
}
