// Figures and the printed table of the search benchmark.

/** Nearest-rank percentile of a list of numbers (milliseconds). */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function latencyRows(result) {
  const groups = [
    ['all', () => true],
    ['plain', (s) => s.variant === 'plain'],
    ['filters+sort', (s) => s.variant === 'filtered'],
    ['next page', (s) => s.variant === 'page2'],
  ];
  return groups.map(([name, keep]) => {
    const ms = result.samples.filter(keep).map((s) => s.ms);
    return { name, n: ms.length, p50: percentile(ms, 50), p95: percentile(ms, 95), p99: percentile(ms, 99) };
  });
}

const num = (n, width, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–').padStart(width);
const verdict = (ok) => (ok ? 'PASS' : 'MISS');

export function printLatency(results, goals) {
  console.log('\nSearch latency: searchItems, one query at a time after warm-up (ms)');
  console.log(
    `${'database'.padEnd(10)}${'queries'.padEnd(14)}${'n'.padStart(5)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}   goal`
  );
  const verdicts = [];
  for (const result of results) {
    const goal = goals[result.kind];
    for (const row of latencyRows(result)) {
      const isAll = row.name === 'all';
      const line = `${(isAll ? result.kind : '').padEnd(10)}${row.name.padEnd(14)}${String(row.n).padStart(5)}${num(row.p50, 8)}${num(row.p95, 8)}${num(row.p99, 8)}`;
      console.log(isAll ? `${line}   p95 ≤ ${goal} ms: ${verdict(row.p95 <= goal)}` : line);
      if (isAll) verdicts.push(row.p95 <= goal);
    }
    const zero = result.samples.filter((s) => s.total === 0).length;
    const fuzzy = result.samples.filter((s) => s.fuzzy).length;
    console.log(
      `${''.padEnd(10)}(${result.items.toLocaleString('en-US')} items; ${zero} searches found nothing, ${fuzzy} answered by the typo-tolerant pass)`
    );
  }
  return verdicts.every(Boolean);
}

export function printSsr(figures, meta) {
  const bare = figures.bare;
  console.log(
    `\nSSR throughput on ${meta.db}: ${meta.connections} connections, ${meta.seconds} s per page in ${meta.rounds} alternating rounds`
  );
  console.log(
    `${'page'.padEnd(30)}${'req/s'.padStart(9)}${'p99 ms'.padStart(9)}${'failed'.padStart(8)}${'÷ bare'.padStart(9)}   goal`
  );
  let ok = true;
  for (const [name, f] of Object.entries(figures)) {
    const ratio = f.rps / bare.rps;
    const goalMet = name === 'bare' || ratio >= meta.goal;
    ok &&= goalMet;
    const tail = name === 'bare' ? '' : `${num(ratio * 100, 8)}%   ≥ ${meta.goal * 100}%: ${verdict(goalMet)}`;
    console.log(
      `${meta.labels[name].padEnd(30)}${num(f.rps, 9)}${String(f.p99).padStart(9)}${String(f.failures).padStart(8)}${tail}`
    );
  }
  return ok;
}
