// Reads a V8 .cpuprofile (the format --cpu-prof writes) into shares of self time: by package, and the
// top functions. Used by scripts/bench/ssrProfile.mjs; kept apart so that a unit test can feed it a
// small profile.

/** Where a sampled frame's code comes from: a package, Node itself, V8's own work, or the app's bundle. */
export function groupOf({ functionName, url }) {
  if (!url) {
    if (functionName === '(garbage collector)') return 'garbage collection';
    if (functionName === '(program)') return 'V8 and native (program)';
    if (functionName.startsWith('RegExp: ')) return 'regular expressions';
    return functionName || '(anonymous native)';
  }
  if (url.startsWith('node:')) return 'Node.js internals';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules !== -1) {
    const [first, second] = url.slice(modules + '/node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  // Turbopack names a server chunk after what it holds: node_modules_<package>_… or the app's own paths.
  const chunk = /\/\.next\/server\/chunks\/(?:ssr\/)?([^/]+)$/.exec(url);
  if (chunk) {
    const name = chunk[1];
    const bundled = /(?:^|\])?_*node_modules_((?:@[a-z0-9-]+_)?[a-z0-9.-]+)_/.exec(name);
    if (bundled) return `${bundled[1].replace(/^(@[a-z0-9-]+)_/, '$1/')} (bundled)`;
    return 'app code (bundled)';
  }
  if (url.includes('/.next/')) return 'next build output';
  return 'other';
}

/**
 * profile: { nodes: [{ id, callFrame }], samples, timeDeltas, endTime } (times in µs). Answers
 * { busy, groups, functions } with `share` in percent of the busy samples (every sample but (idle)).
 * `lastSeconds` keeps only the samples of the profile's last seconds: the load, not the start-up
 * that compiled the server's code before it.
 */
export function summarizeProfile(profile, { top = 25, lastSeconds = Infinity } = {}) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const from = profile.endTime - lastSeconds * 1e6;
  const hits = new Map();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at >= from) hits.set(id, (hits.get(id) ?? 0) + 1);
  });
  let busy = 0;
  const groups = new Map();
  const functions = new Map();
  for (const [id, count] of hits) {
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') continue;
    busy += count;
    const group = groupOf(frame);
    groups.set(group, (groups.get(group) ?? 0) + count);
    const place = frame.url ? `${frame.url.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}` : 'native';
    const name = `${frame.functionName || '(anonymous)'} ${place} [${group}]`;
    functions.set(name, (functions.get(name) ?? 0) + count);
  }
  const rank = (map) =>
    [...map.entries()]
      .map(([name, count]) => ({ name, share: busy === 0 ? 0 : (100 * count) / busy }))
      .sort((a, b) => b.share - a.share);
  return { busy, groups: rank(groups), functions: rank(functions).slice(0, top) };
}
