// The figures of bench:ssr: each row against the bare page measured in the same run, the goals of
// issue 15 checked row by row, the printed table and the JSON written for later comparison.
import fs from 'node:fs';
import path from 'node:path';

// "KB" is read as 1,000 bytes: a goal met under the stricter reading is met under 1,024 as well.
export const GOALS = {
  dataShare: 0.2, // every data page ≥ 20 % of the bare page's req/s
  dataP99: 5, // every data page's p99 ≤ 5× the bare page's
  emptyShare: 0.6, // the app's empty page ≥ 60 %
  itemStateBytes: 12_000, // /services/{id} serialized state ≤ 12 KB
  emptyStateBytes: 2_000, // empty page serialized state ≤ 2 KB
};

/**
 * One row per measured target. `bare` is that database block's bare figures (measured in the same
 * alternating rounds), the 100 % of its rows. Adds the ratios and, per goal that applies, a verdict.
 */
export function rowsOf(blocks) {
  const rows = [];
  for (const { db, bare, pages } of blocks) {
    rows.push({
      db,
      identity: '–',
      page: 'bare',
      path: 'bare Next.js page',
      ...bare,
      share: 1,
      p99Multiple: 1,
      checks: {},
    });
    for (const page of pages) {
      const share = page.rps / bare.rps;
      const p99Multiple = page.p99 / bare.p99;
      const checks = {};
      if (page.kind === 'empty') {
        checks.share = share >= GOALS.emptyShare;
        checks.state = page.stateBytes !== null && page.stateBytes <= GOALS.emptyStateBytes;
      } else {
        checks.share = share >= GOALS.dataShare;
        checks.p99 = p99Multiple <= GOALS.dataP99;
        if (page.kind === 'item') checks.state = page.stateBytes !== null && page.stateBytes <= GOALS.itemStateBytes;
      }
      rows.push({ ...page, share, p99Multiple, checks });
    }
  }
  return rows;
}

// Hangul and other East Asian wide characters take two terminal columns.
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/gu;
const columns = (text) => text.length + (text.match(WIDE)?.length ?? 0);
const padEnd = (text, width) => text + ' '.repeat(Math.max(0, width - columns(text)));

const mark = (ok) => (ok === undefined ? '  ' : ok ? ' ✓' : ' ✗');
const num = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const int = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '–');

export function printTable(rows, meta) {
  console.log(
    `\nSSR throughput, production build, PAGE_CACHE=off: ${meta.connections} connections, ${meta.seconds} s per page in ${meta.rounds} alternating round(s)`
  );
  console.log(
    `Reference (100 %): a bare Next.js ${meta.nextVersion} page (getServerSideProps returns a date), measured in the same rounds as each database's pages.`
  );
  const head = `${'db'.padEnd(9)}${'identity'.padEnd(9)}${'page'.padEnd(26)}${'req/s'.padStart(8)}${'% bare'.padStart(10)}${'p99 ms'.padStart(8)}${'× bare'.padStart(9)}${'state B'.padStart(10)}${'failed'.padStart(8)}`;
  console.log(head);
  console.log('-'.repeat(head.length + 2));
  let lastDb = null;
  for (const row of rows) {
    if (lastDb !== null && row.db !== lastDb) console.log('');
    lastDb = row.db;
    console.log(
      `${row.db.padEnd(9)}${row.identity.padEnd(9)}${padEnd(row.path, 26)}${num(row.rps).padStart(8)}` +
        `${num(row.share * 100).padStart(8)}${mark(row.checks.share)}${String(row.p99).padStart(8)}` +
        `${num(row.p99Multiple, 2).padStart(7)}${mark(row.checks.p99)}${int(row.stateBytes).padStart(8)}${mark(row.checks.state)}` +
        `${String(row.failures).padStart(8)}`
    );
  }
}

/** The row furthest from the goal: the lowest value when higher is better, else the highest. */
function worst(rows, pick, higherIsBetter) {
  return rows.reduce((w, row) => ((higherIsBetter ? pick(row) < pick(w) : pick(row) > pick(w)) ? row : w));
}
const where = (row) => `${row.db} ${row.identity} ${row.path}`;

/** The goal lines (✓/✗ with the worst row); answers them for the JSON. */
export function printGoals(rows) {
  const data = rows.filter((r) => r.page !== 'bare' && r.kind !== 'empty');
  const empty = rows.filter((r) => r.kind === 'empty');
  const items = rows.filter((r) => r.kind === 'item');
  const goals = [];
  const add = (label, subset, pick, ok, format, higherIsBetter) => {
    if (subset.length === 0) return;
    const w = worst(subset, pick, higherIsBetter);
    const met = subset.every(ok);
    goals.push({ goal: label, met, worst: pick(w), at: where(w) });
    console.log(`  ${met ? '✓' : '✗'} ${padEnd(label, 36)} worst ${format(pick(w))} (${where(w)})`);
  };
  console.log('\nGoals (issue 15):');
  add(
    'data pages ≥ 20 % of bare req/s',
    data,
    (r) => r.share,
    (r) => r.checks.share,
    (v) => `${num(v * 100)} %`,
    true
  );
  add(
    'data pages p99 ≤ 5× bare',
    data,
    (r) => r.p99Multiple,
    (r) => r.checks.p99,
    (v) => `${num(v, 2)}×`,
    false
  );
  add(
    'empty page ≥ 60 % of bare req/s',
    empty,
    (r) => r.share,
    (r) => r.checks.share,
    (v) => `${num(v * 100)} %`,
    true
  );
  add(
    '/services state ≤ 12 KB',
    items,
    (r) => r.stateBytes ?? Infinity,
    (r) => r.checks.state,
    (v) => `${int(v)} B`,
    false
  );
  add(
    'empty page state ≤ 2 KB',
    empty,
    (r) => r.stateBytes ?? Infinity,
    (r) => r.checks.state,
    (v) => `${int(v)} B`,
    false
  );
  return goals;
}

export function writeJson(file, payload) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(payload, null, 2)}\n`);
  console.log(`\nfigures written to ${file}`);
}
