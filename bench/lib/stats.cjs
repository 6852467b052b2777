// Statistics shared by the benchmarks: exact percentiles of raw samples, and the median with its
// min–max across rounds. Every figure a benchmark reports goes through these two functions.
'use strict';

const round = (x, digits = 3) => (Number.isFinite(x) ? Math.round(x * 10 ** digits) / 10 ** digits : x);

/** Nearest-rank percentile of an ascending array (p in 0..100). */
function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** p50/p95/p99, min and max (and the mean) of raw samples, e.g. latencies in ms. */
function summarize(samples, digits = 3) {
  const sorted = Float64Array.from(samples).sort();
  if (!sorted.length) return { n: 0, p50: null, p95: null, p99: null, min: null, max: null, mean: null };
  let sum = 0;
  for (const x of sorted) sum += x;
  return {
    n: sorted.length,
    p50: round(percentile(sorted, 50), digits),
    p95: round(percentile(sorted, 95), digits),
    p99: round(percentile(sorted, 99), digits),
    min: round(sorted[0], digits),
    max: round(sorted[sorted.length - 1], digits),
    mean: round(sum / sorted.length, digits),
  };
}

/** One figure measured once per round: the median round, the spread, and every round's value. */
function acrossRounds(values, digits = 3) {
  const finite = values.filter((v) => Number.isFinite(v));
  return {
    median: round(median(finite), digits),
    min: round(Math.min(...finite), digits),
    max: round(Math.max(...finite), digits),
    rounds: finite.map((v) => round(v, digits)),
  };
}

module.exports = { round, percentile, median, summarize, acrossRounds };
