// The AEB metric, re-implemented from ../shared/data/extraction/aeb/evaluate.py line by line.
// Notes on fidelity (checked against the python scorer, see README.md):
// - tokens are `\w+` matches in Python's Unicode sense (letters Lu/Ll/Lt/Lm/Lo, numbers, `_`);
//   the python code does NOT lower-case them despite the IGNORECASE flag (findall keeps case);
// - a text with fewer than 4 tokens yields one shorter shingle; an empty text yields none;
// - per-page tp/fp/fn are normalised by their sum; precision is averaged over pages with
//   tp+fp > 0 only (an empty prediction drops out of precision but counts 0 in recall).

const TOKEN_RE = /[\p{L}\p{N}_]+/gu;

export function tokenize(text) {
  return (text || '').match(TOKEN_RE) ?? [];
}

function shingles(text, n = 4) {
  const tokens = tokenize(text);
  const counts = new Map();
  const last = Math.max(1, tokens.length - n + 1);
  for (let i = 0; i < last; i++) {
    const s = tokens.slice(i, i + n);
    if (s.length === 0) continue;
    const key = s.join('\u0000');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** [tp, fp, fn] normalised to sum 1, as string_shingle_matching() returns. */
export function shingleMatching(truth, pred) {
  const t = shingles(truth);
  const p = shingles(pred);
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const key of new Set([...t.keys(), ...p.keys()])) {
    const tc = t.get(key) ?? 0;
    const pc = p.get(key) ?? 0;
    tp += Math.min(tc, pc);
    fp += Math.max(0, pc - tc);
    fn += Math.max(0, tc - pc);
  }
  const s = tp + fp + fn;
  return s > 0 ? [tp / s, fp / s, fn / s] : [tp, fp, fn];
}

function precisionScore(tp, fp, fn) {
  if (fp === 0 && fn === 0) return 1;
  if (tp === 0 && fp === 0) return 0;
  return tp / (tp + fp);
}

function recallScore(tp, fp, fn) {
  if (fp === 0 && fn === 0) return 1;
  if (tp === 0 && fn === 0) return 0;
  return tp / (tp + fn);
}

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Macro-averaged metrics over a list of [tp, fp, fn], as metrics_from_tp_fp_fns(). */
export function metrics(tpFpFns) {
  const precision = mean(tpFpFns.filter(([tp, fp]) => tp + fp > 0).map((x) => precisionScore(...x)));
  const recall = mean(tpFpFns.filter(([tp, , fn]) => tp + fn > 0).map((x) => recallScore(...x)));
  return { f1: (2 * precision * recall) / (precision + recall), precision, recall };
}

/** Per-page precision/recall, for finding where an extractor loses. */
export function pageScores([tp, fp, fn]) {
  return { precision: tp + fp > 0 ? precisionScore(tp, fp, fn) : null, recall: recallScore(tp, fp, fn) };
}
