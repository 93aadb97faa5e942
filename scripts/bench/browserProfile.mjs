// Reads a CPU profile taken in the browser (CDP Profiler.stop: the same .cpuprofile shape as Node's)
// into where a page load's main thread went: self time by script and by function, and the time spent
// inside each function with what it called ("inclusive", each sample counted once per function).
// Used by scripts/bench/clientTrace.mjs; kept apart so that a unit test can feed it a small profile.

/** The script a frame's code comes from, as a short name: a Next chunk, the page's inline script, V8. */
export function scriptOf({ functionName, url }) {
  if (!url) {
    if (functionName === '(garbage collector)') return 'garbage collection';
    if (functionName === '(program)') return 'browser (program)';
    return functionName || '(native)';
  }
  const chunk = /\/_next\/static\/(?:chunks\/)?(.+)$/.exec(url);
  if (chunk) return chunk[1];
  return url.replace(/^https?:\/\/[^/]+/, '') || '(page)';
}

const frameKey = (frame) =>
  `${frame.functionName || '(anonymous)'} ${frame.url ? `${scriptOf(frame)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : ''}`.trim();

/**
 * profile: { nodes: [{ id, callFrame, children? }], samples, timeDeltas, startTime } (times in µs).
 * Answers { busyMs, scripts, self, inclusive }: busyMs is every sample but (idle), in milliseconds;
 * each list is [{ name, ms }] largest first (`top` of the function lists).
 */
export function summarizeBrowserProfile(profile, { top = 20 } = {}) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const scripts = new Map();
  const self = new Map();
  const inclusive = new Map();
  const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);
  let busy = 0;
  profile.samples.forEach((id, i) => {
    // A sample's delta is the time since the previous one: it belongs to the sample it ends.
    const us = profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0;
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') return;
    busy += us;
    add(scripts, scriptOf(frame), us);
    add(self, frameKey(frame), us);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parentOf.get(at)) {
      const caller = byId.get(at)?.callFrame;
      if (!caller || caller.functionName === '(root)') continue;
      const key = frameKey(caller);
      if (seen.has(key)) continue;
      seen.add(key);
      add(inclusive, key, us);
    }
  });
  const rank = (map, limit) =>
    [...map.entries()]
      .map(([name, us]) => ({ name, ms: us / 1000 }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, limit);
  return {
    busyMs: busy / 1000,
    scripts: rank(scripts, Infinity),
    self: rank(self, top),
    inclusive: rank(inclusive, top),
  };
}

/**
 * A Chrome trace's events (Tracing, devtools.timeline categories) → the main thread's time by event
 * name, each event's own time without the events nested in it: how much was style recalculation
 * (UpdateLayoutTree), layout, HTML parsing, script evaluation, compiling, painting, image decoding.
 * The main thread is the renderer's CrRendererMain whose process loaded `origin`.
 */
export function summarizeTimeline(events, { top = 12 } = {}) {
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`)
  );
  // Only the renderer that did the most: other frames and extension pages do little.
  const busyBy = new Map();
  const complete = events.filter((e) => e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`) && e.dur > 0);
  for (const e of complete) {
    if (e.name === 'RunTask') busyBy.set(`${e.pid}:${e.tid}`, (busyBy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  }
  const main = [...busyBy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = complete.filter((e) => `${e.pid}:${e.tid}` === main).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const own = new Map();
  const stack = [];
  for (const e of onMain) {
    while (stack.length > 0 && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) own.set(parent.name, (own.get(parent.name) ?? 0) - Math.min(e.dur, parent.ts + parent.dur - e.ts));
    own.set(e.name, (own.get(e.name) ?? 0) + e.dur);
    stack.push(e);
  }
  const busyUs = busyBy.get(main) ?? 0;
  return {
    busyMs: busyUs / 1000,
    byEvent: [...own.entries()]
      .map(([name, us]) => ({ name, ms: us / 1000 }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, top),
  };
}
