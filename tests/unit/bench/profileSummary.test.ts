/**
 * @jest-environment node
 */
import { groupOf, summarizeProfile } from '@/scripts/bench/profileSummary.mjs';

const frame = (id: number, functionName: string, url = '', lineNumber = 0) => ({
  id,
  callFrame: { functionName, url, lineNumber },
});

// Four frames sampled over 4 s (1 s apart): start-up compiling, then idle, React and the collector.
const profile = {
  nodes: [
    frame(1, 'wrapSafe', 'node:internal/modules/cjs/loader', 1421),
    frame(2, '(idle)'),
    frame(3, 'writeChunk', '/app/node_modules/react-dom/cjs/react-dom-server.edge.production.js', 139),
    frame(4, '(garbage collector)'),
  ],
  startTime: 0,
  endTime: 4_000_000,
  samples: [1, 2, 3, 3, 4],
  timeDeltas: [0, 1_000_000, 1_000_000, 1_000_000, 1_000_000],
};

describe('the CPU profile summary of bench:ssr-profile', () => {
  it('names where a frame comes from: a package, Node, V8, or a bundled package of the build', () => {
    expect(groupOf({ functionName: 'x', url: '/app/node_modules/@graphql-tools/executor/cjs/a.js' })).toBe(
      '@graphql-tools/executor'
    );
    expect(groupOf({ functionName: 'x', url: 'node:internal/encoding' })).toBe('Node.js internals');
    expect(groupOf({ functionName: '(garbage collector)', url: '' })).toBe('garbage collection');
    expect(groupOf({ functionName: 'x', url: '/app/.next/server/chunks/node_modules_drizzle-orm_0et1_._.js' })).toBe(
      'drizzle-orm (bundled)'
    );
    expect(groupOf({ functionName: 'x', url: '/app/.next/server/chunks/ssr/[root-of-the-server]__0cc._.js' })).toBe(
      'app code (bundled)'
    );
  });

  it('shares busy samples only, and keeps the last seconds alone when asked (the load, not the start-up)', () => {
    const whole = summarizeProfile(profile);
    expect(whole.busy).toBe(4);
    expect(whole.groups).toEqual([
      { name: 'react-dom', share: 50 },
      { name: 'Node.js internals', share: 25 },
      { name: 'garbage collection', share: 25 },
    ]);
    const load = summarizeProfile(profile, { lastSeconds: 2 });
    expect(load.busy).toBe(3);
    expect(load.functions[0]).toEqual({
      name: 'writeChunk cjs/react-dom-server.edge.production.js:140 [react-dom]',
      share: (100 * 2) / 3,
    });
  });
});
