// The AEB side of choosing a reader per detected page type (strategies.mjs): AEB's pages are
// all articles, so a strategy that lowers AEB's F1 on either half where it would run is refused
// whatever it gains on WCXB (issue 27: articles never below Readability).
import { halfOf, siteOf } from './halves.mjs';

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** AEB's F1 as evaluate.py computes it: precision over pages with a prediction, recall over all. */
function aebF1(scores) {
  const precision = mean(scores.filter((s) => s.precision != null).map((s) => s.precision));
  const recall = mean(scores.map((s) => s.recall));
  return (2 * precision * recall) / (precision + recall);
}

/** `truth`: AEB's ground-truth.json (each page's url, for its half). null when `name` on the AEB pages detected as `detected` costs neither half, else why it is refused. */
export function aebVeto(pages, truth, detected, name, base) {
  const lost = [];
  for (const half of ['tuning', 'checking']) {
    const ps = pages.filter((p) => halfOf(siteOf(truth[p.id]?.url, p.id)) === half);
    const before = aebF1(ps.map((p) => p.scores[base]));
    const after = aebF1(ps.map((p) => p.scores[(p.detected ?? 'other') === detected ? name : base]));
    if (after < before - 1e-9) lost.push(`${half} ${before.toFixed(3)} → ${after.toFixed(3)}`);
  }
  return lost.length ? lost.join(', ') : null;
}
