// The dated half of the search benchmark's table (issue 31 §1): undated and dated side by side.
import { percentile } from './report.mjs';

/** Goals of a dated search: p95 ≤ 50 ms on PostgreSQL, ≤ 120 ms on PGlite. */
export const DATED_GOALS = { postgres: 50, pglite: 120 };

const num = (n, width) => (Number.isFinite(n) ? n.toFixed(1) : '–').padStart(width);

export function printDatedLatency(results, goals = DATED_GOALS) {
  console.log('\nDated search latency: the same rental searches undated | dated on a random 1–7 day range (ms)');
  console.log(
    `${'database'.padEnd(10)}${'queries'.padEnd(18)}${'n'.padStart(5)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}  |${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}   goal (dated p95)`
  );
  const verdicts = [];
  for (const result of results) {
    const samples = result.dated ?? [];
    const groups = [...new Set(samples.map((s) => s.group))];
    if (!result.datedSearchMeasured)
      console.log(`${result.kind.padEnd(10)}(searchItems takes no range on this branch: the search's shape only)`);
    for (const [index, group] of groups.entries()) {
      const figures = [false, true].map((dated) => {
        const ms = samples.filter((s) => s.group === group && s.dated === dated).map((s) => s.ms);
        return { n: ms.length, p50: percentile(ms, 50), p95: percentile(ms, 95), p99: percentile(ms, 99) };
      });
      const [plain, dated] = figures;
      const goal = goals[result.kind];
      const ok = dated.p95 <= goal;
      verdicts.push(ok);
      console.log(
        `${(index === 0 ? result.kind : '').padEnd(10)}${group.padEnd(18)}${String(dated.n).padStart(5)}${num(plain.p50, 8)}${num(plain.p95, 8)}${num(plain.p99, 8)}  |${num(dated.p50, 8)}${num(dated.p95, 8)}${num(dated.p99, 8)}   ≤ ${goal} ms: ${ok ? 'PASS' : 'MISS'}`
      );
    }
    const freeShare = samples.filter((s) => s.dated && s.group.startsWith('shape')).map((s) => s.total);
    const undatedShare = samples.filter((s) => !s.dated && s.group.startsWith('shape')).map((s) => s.total);
    const sum = (xs) => xs.reduce((a, b) => a + b, 0);
    console.log(
      `${''.padEnd(10)}(dated lists hold ${((sum(freeShare) / Math.max(1, sum(undatedShare))) * 100).toFixed(0)}% of the undated ones' items)`
    );
  }
  return verdicts.every(Boolean);
}
