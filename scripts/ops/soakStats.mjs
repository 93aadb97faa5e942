// The figures of the soak (scripts/ops/soak.mjs), kept pure so the unit tests pin them
// (tests/unit/ops/soakStats.test.ts): a slope or a percentile that lied would make the memory line
// a person judges worthless.

const MB = 1024 * 1024;
const BARS = '▁▂▃▄▅▆▇█';

/** The value at quantile q (0..1) of `values` by the nearest-rank method; null when there are none. */
export function percentile(values, q) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1];
}

/** A text sparkline of `values`, one bar per value, scaled from their minimum to their maximum. */
export function sparkline(values) {
  if (values.length === 0) return '';
  const min = Math.min(...values);
  const span = Math.max(...values) - min;
  return values.map((v) => BARS[span === 0 ? 0 : Math.round(((v - min) / span) * (BARS.length - 1))]).join('');
}

/**
 * The least-squares slope of `samples` (`{ t, value }`, t in ms) over the second half of the run
 * (`t >= halfAt`), in MB per 10 minutes; null with fewer than two samples there.
 */
export function slopeMbPer10Min(samples, halfAt) {
  const half = samples.filter((s) => s.t >= halfAt);
  if (half.length < 2) return null;
  const n = half.length;
  const meanT = half.reduce((a, s) => a + s.t, 0) / n;
  const meanV = half.reduce((a, s) => a + s.value, 0) / n;
  const num = half.reduce((a, s) => a + (s.t - meanT) * (s.value - meanV), 0);
  const den = half.reduce((a, s) => a + (s.t - meanT) ** 2, 0);
  if (den === 0) return null;
  return ((num / den) * 600_000) / MB;
}

/** The value of an unlabelled sample `name` in Prometheus' text format; null when absent. */
export function metricValue(text, name) {
  const match = new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.eE+-]+)`, 'm').exec(text);
  return match ? Number(match[1]) : null;
}

/**
 * Per-minute figures of `requests` (`{ sentAt, endedAt, status, failed }`, times in ms from `start`):
 * one row per minute the run lasted, `{ minute, requests, p50Ms, p99Ms, errors5xx, failed }`, each
 * request in the minute it ended. `failed` counts any answer the request did not expect, 5xx
 * included, and requests that got no answer.
 */
export function perMinute(requests, start, minutes) {
  const rows = Array.from({ length: minutes }, (_, i) => ({ minute: i + 1, latencies: [], errors5xx: 0, failed: 0 }));
  for (const r of requests) {
    const row = rows[Math.min(minutes - 1, Math.max(0, Math.floor((r.endedAt - start) / 60_000)))];
    row.latencies.push(r.endedAt - r.sentAt);
    if (r.status >= 500) row.errors5xx += 1;
    if (r.failed) row.failed += 1;
  }
  return rows.map(({ latencies, ...row }) => ({
    ...row,
    requests: latencies.length,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
  }));
}

/** At most `rows` samples spread evenly over `samples`, first and last included (the table). */
export function spread(samples, rows) {
  if (samples.length <= rows) return samples;
  return Array.from({ length: rows }, (_, i) => samples[Math.round((i * (samples.length - 1)) / (rows - 1))]);
}

export const toMb = (bytes) => bytes / MB;
