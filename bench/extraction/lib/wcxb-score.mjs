// The WCXB metric, re-implemented from ../shared/data/extraction/wcxb-dev/evaluate.py.
// Fidelity notes (cross-checked against the python scorer, see README.md):
// - tokens are `re.findall(r'\w+', text.lower())`: Python's `\w` on str is exactly
//   [\p{L}\p{N}_] (checked code point by code point, lower-casing included, for every character
//   Python 3.11's Unicode 14 assigns; Node knows ~14,000 newer ones Python treats as non-words);
// - bag of words, not shingles: overlap = sum of min counts; P = overlap / |pred|,
//   R = overlap / |ref|, F1 per page;
// - a page whose reference has no tokens scores 1/1/1 only when the prediction has none either,
//   else 0/0/0; an empty prediction scores 0/0/0 (and counts in every mean);
// - every mean is over all pages of the type (or all pages), F1 included: the mean of per-page
//   F1, not the F1 of mean P and mean R (unlike AEB).

const WORD_RE = /[\p{L}\p{N}_]+/gu;

export function words(text) {
  return text ? (text.toLowerCase().match(WORD_RE) ?? []) : [];
}

function counts(tokens) {
  const m = new Map();
  for (const t of tokens) m.set(t, (m.get(t) ?? 0) + 1);
  return m;
}

/** { precision, recall, f1 } of one page, as word_f1(predicted, reference). */
export function wordF1(predicted, reference) {
  const pred = words(predicted);
  const ref = words(reference);
  if (ref.length === 0) return pred.length === 0 ? { precision: 1, recall: 1, f1: 1 } : { precision: 0, recall: 0, f1: 0 };
  if (pred.length === 0) return { precision: 0, recall: 0, f1: 0 };
  const rc = counts(ref);
  let overlap = 0;
  for (const [w, n] of counts(pred)) overlap += Math.min(n, rc.get(w) ?? 0);
  const precision = overlap / pred.length;
  const recall = overlap / ref.length;
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}

/** evaluate.py's TYPE_ORDER, then the overall row. */
export const TYPES = ['article', 'forum', 'product', 'collection', 'listing', 'documentation', 'service'];

/** Means of per-page scores, per type and overall: { type: { n, f1, precision, recall } }. */
export function byType(rows) {
  const out = {};
  const add = (key, s) => {
    const o = (out[key] ??= { n: 0, f1: 0, precision: 0, recall: 0 });
    o.n++;
    o.f1 += s.f1;
    o.precision += s.precision;
    o.recall += s.recall;
  };
  for (const { type, score } of rows) {
    add(type, score);
    add('overall', score);
  }
  for (const o of Object.values(out)) for (const k of ['f1', 'precision', 'recall']) o[k] /= o.n;
  return out;
}
