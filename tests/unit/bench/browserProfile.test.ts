/**
 * @jest-environment node
 */
import { scriptOf, summarizeBrowserProfile } from '@/scripts/bench/browserProfile.mjs';

const chunk = 'http://127.0.0.1:3211/_next/static/chunks/0abc.js';
const node = (id: number, functionName: string, children: number[] = [], url = chunk, columnNumber = 0) => ({
  id,
  callFrame: { functionName, url, lineNumber: 0, columnNumber },
  children,
});

// A page load sampled every 10 ms: hydrate → renderWithHooks → ItemScreen, a recursion of
// beginWork, a stretch of idle and one of the garbage collector.
const profile = {
  nodes: [
    node(1, '(root)', [2, 6, 7], ''),
    node(2, 'hydrate', [3], chunk, 10),
    node(3, 'beginWork', [4], chunk, 20),
    node(4, 'beginWork', [5], chunk, 20),
    node(5, 'ItemScreen', [], 'http://127.0.0.1:3211/_next/static/chunks/pages/item.js', 5),
    node(6, '(idle)', [], ''),
    node(7, '(garbage collector)', [], ''),
  ],
  startTime: 0,
  endTime: 70_000,
  // Each sample lasts until the next one: the last delta repeats for the last sample.
  samples: [2, 3, 4, 5, 5, 6, 7],
  timeDeltas: [0, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000],
};

describe('the browser CPU profile summary of bench:client-trace', () => {
  it('names the script a frame runs in: a Next chunk, the page, or V8 itself', () => {
    expect(scriptOf({ functionName: 'f', url: chunk })).toBe('0abc.js');
    expect(scriptOf({ functionName: 'f', url: 'http://127.0.0.1:3211/_next/static/chunks/pages/item.js' })).toBe(
      'pages/item.js'
    );
    expect(scriptOf({ functionName: 'f', url: 'http://127.0.0.1:3211/models/1' })).toBe('/models/1');
    expect(scriptOf({ functionName: '(garbage collector)', url: '' })).toBe('garbage collection');
  });

  it('adds up busy time without idle, per script and per function', () => {
    const summary = summarizeBrowserProfile(profile);
    expect(summary.busyMs).toBe(60);
    expect(summary.scripts).toEqual([
      { name: '0abc.js', ms: 30 },
      { name: 'pages/item.js', ms: 20 },
      { name: 'garbage collection', ms: 10 },
    ]);
    expect(summary.self[0]).toEqual({ name: 'beginWork 0abc.js:1:21', ms: 20 });
  });

  it('counts a sample once per function in its stack, however deep the recursion', () => {
    const { inclusive } = summarizeBrowserProfile(profile);
    expect(inclusive).toContainEqual({ name: 'hydrate 0abc.js:1:11', ms: 50 });
    expect(inclusive).toContainEqual({ name: 'beginWork 0abc.js:1:21', ms: 40 });
    expect(inclusive).toContainEqual({ name: 'ItemScreen pages/item.js:1:6', ms: 20 });
  });
});
