// Cross-checks the JS scorer against the benchmark's own evaluate.py: writes predictions in its
// format ({id: {"articleBody": text}}) to a temp dir beside the ground truth of the pages that ran
// (the data folder is read-only; a partial run must not score the others as empty), runs
// python3 evaluate.py there and compares F1/P/R to 3 decimals.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export async function pythonCrossCheck({ dataDir, truth, predictions, js }) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'aeb-check-'));
  try {
    const ran = Object.values(predictions)[0].map(([id]) => id);
    await fs.writeFile(path.join(dir, 'ground-truth.json'), JSON.stringify(Object.fromEntries(ran.map((id) => [id, truth[id]]))));
    await fs.mkdir(path.join(dir, 'output'));
    for (const [name, rows] of Object.entries(predictions)) {
      const out = {};
      for (const [id, text] of rows) out[id] = { articleBody: text };
      await fs.writeFile(path.join(dir, 'output', `${name}.json`), JSON.stringify(out));
    }
    const stdout = execFileSync('python3', [path.join(dataDir, 'aeb', 'evaluate.py'), '--n-bootstrap', '20'], { cwd: dir, encoding: 'utf8' });
    console.log('python evaluate.py:');
    console.log(stdout.trimEnd().replace(/^/gm, '  '));
    let ok = true;
    for (const line of stdout.split('\n').slice(1)) {
      const m = /^(\S+)\s+([\d.]+) ± [\d.]+\s+([\d.]+) ± [\d.]+\s+([\d.]+) ±/.exec(line.trim().replace(/^(\S+)\s+/, '$1 '));
      if (!m || !js[m[1]]) continue;
      const py = { f1: Number(m[2]), precision: Number(m[3]), recall: Number(m[4]) };
      const same = ['f1', 'precision', 'recall'].every((k) => py[k].toFixed(3) === js[m[1]][k].toFixed(3));
      console.log(`  ${m[1]}: python ${py.f1}/${py.precision}/${py.recall} vs JS ${js[m[1]].f1.toFixed(3)}/${js[m[1]].precision.toFixed(3)}/${js[m[1]].recall.toFixed(3)} → ${same ? 'match' : 'MISMATCH'}`);
      ok &&= same;
    }
    return ok;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
