// The printed table of the map half of the search benchmark (businesses in view).
import { percentile } from './report.mjs';

const num = (n, width, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–').padStart(width);

export function printMapLatency(results, goals) {
  console.log(
    '\nMap latency: nearbyBusinessMap (pins + first 20 businesses by distance + count in view), one view at a time after warm-up (ms)'
  );
  console.log(
    `${'database'.padEnd(10)}${'views'.padEnd(14)}${'n'.padStart(5)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}   goal`
  );
  const verdicts = [];
  for (const result of results) {
    const goal = goals[result.kind];
    const groups = [
      ['all', () => true],
      ['first page', (s) => s.variant === 'first'],
      ['next page', (s) => s.variant === 'page2'],
      ['zoom 11–13', (s) => s.variant === 'first' && s.z <= 13],
      ['zoom 14–16', (s) => s.variant === 'first' && s.z >= 14],
    ];
    for (const [name, keep] of groups) {
      const ms = result.samples.filter(keep).map((s) => s.ms);
      const p95 = percentile(ms, 95);
      const isAll = name === 'all';
      const line = `${(isAll ? result.kind : '').padEnd(10)}${name.padEnd(14)}${String(ms.length).padStart(5)}${num(percentile(ms, 50), 8)}${num(p95, 8)}${num(percentile(ms, 99), 8)}`;
      const ok = goal === undefined || p95 <= goal;
      console.log(isAll && goal !== undefined ? `${line}   p95 ≤ ${goal} ms: ${ok ? 'PASS' : 'MISS'}` : line);
      if (isAll) verdicts.push(ok);
    }
    const firsts = result.samples.filter((s) => s.variant === 'first');
    const inView = firsts.map((s) => s.inView);
    const empty = inView.filter((n) => n === 0).length;
    console.log(
      `${''.padEnd(10)}(${result.businesses.toLocaleString('en-US')} businesses; businesses in view: median ${percentile(inView, 50)}, max ${Math.max(0, ...inView)}; ${empty} views had none)`
    );
  }
  return verdicts.every(Boolean);
}
