// The printed table of bench:messages: per database, the send latency with no stream open (the
// baseline: the insert alone), the send latency with every stream open, and the delivery latency
// (send start → the event on the other side's stream), each against the baseline.
import { percentile } from '../report.mjs';

const num = (n, width, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–').padStart(width);
const figures = (ms) => ({ n: ms.length, p50: percentile(ms, 50), p95: percentile(ms, 95), p99: percentile(ms, 99) });
const ratio = (row, base) => ['p50', 'p95', 'p99'].map((p) => `${num(row[p] / base[p], 4)}×`).join(' ');

/** The latencies (ms) of the successful sends of a phase, and how many failed, by error code. */
export function sendFigures(samples) {
  const failed = {};
  for (const s of samples) if (s.error) failed[s.error] = (failed[s.error] ?? 0) + 1;
  const ms = samples.filter((s) => !s.error).map((s) => s.ended - s.started);
  // From the first send to the last answer: longer than the phase when the server fell behind the rate.
  const span = (Math.max(...samples.map((s) => s.ended)) - Math.min(...samples.map((s) => s.started))) / 1000;
  return { ...figures(ms), failed, span };
}

/** Prints one table for all databases; answers the number of problems (lost, failed, misrouted …). */
export function printMessages(results, settings) {
  console.log(
    `\nMessages: ${settings.threads} threads, ${settings.rate} messages/s for ${settings.seconds} s per phase, ${settings.cpus} CPUs (load at start ${settings.loadAtStart})`
  );
  console.log(
    `${'database'.padEnd(10)}${'measure'.padEnd(34)}${'n'.padStart(6)}${'failed'.padStart(8)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'p99'.padStart(9)}${'span s'.padStart(8)}   ÷ baseline p50/p95/p99`
  );
  let problems = 0;
  for (const r of results) {
    const base = sendFigures(r.baseline);
    const sent = sendFigures(r.streamed);
    const delivered = figures(r.delivery.latencies);
    const failed = (f) => Object.values(f.failed).reduce((a, b) => a + b, 0);
    // The delivery row's `failed` is its lost deliveries; its span is its send phase's.
    const line = (db, name, f, nFailed, span, tail) =>
      console.log(
        `${db.padEnd(10)}${name.padEnd(34)}${String(f.n).padStart(6)}${String(nFailed).padStart(8)}${num(f.p50, 9)}${num(f.p95, 9)}${num(f.p99, 9)}${num(span, 8)}${tail}`
      );
    line(r.kind, 'send, no stream open (baseline)', base, failed(base), base.span, '');
    line('', `send, ${r.streams} streams open`, sent, failed(sent), sent.span, `   ${ratio(sent, base)}`);
    line(
      '',
      'delivery (send start → SSE event)',
      delivered,
      r.delivery.lost,
      sent.span,
      `   ${ratio(delivered, base)}`
    );
    const d = r.delivery;
    console.log(
      `${''.padEnd(10)}lost deliveries ${d.lost}, misrouted ${d.misrouted}, duplicates ${d.duplicates}, unexpected ${d.unexpected}, stream reconnections ${r.reconnections}`
    );
    for (const [label, f] of [
      ['baseline', base],
      ['with streams', sent],
    ]) {
      if (failed(f) > 0) console.log(`${''.padEnd(10)}failed sends (${label}): ${JSON.stringify(f.failed)}`);
    }
    problems += d.lost + d.misrouted + d.duplicates + failed(base) + failed(sent);
  }
  return problems;
}
