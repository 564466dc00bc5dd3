// Percentiles of a list of latencies, the same way for every messaging figure.
export type Percentiles = { n: number; p50: number; p95: number; p99: number; max: number };

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

export const summary = (xs: number[]): Percentiles => {
  const s = Float64Array.from(xs).sort();
  if (s.length === 0) return { n: 0, p50: NaN, p95: NaN, p99: NaN, max: NaN };
  const a = Array.from(s);
  return { n: a.length, p50: pct(a, 50), p95: pct(a, 95), p99: pct(a, 99), max: a.at(-1)! };
};
