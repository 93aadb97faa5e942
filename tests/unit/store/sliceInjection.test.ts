/**
 * The business's start-up shape (issue 19): the root reducer holds the three slices every page needs and
 * each other slice is injected by its own module, so a page's JavaScript carries only its slices. The
 * server imports store/allSlices.ts; a slice missing there would render empty on the server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { combineSlices, createSlice } from '@reduxjs/toolkit';

const STORE_DIR = path.join(process.cwd(), 'store');
const CORE = ['userSlice', 'badgeSlice', 'featureFlagSlice'];
const sliceFiles = fs
  .readdirSync(STORE_DIR)
  .filter((f) => /Slice\.ts$/.test(f))
  .map((f) => f.replace(/\.ts$/, ''));

describe('slice injection', () => {
  it('every slice outside the core injects itself into the root reducer', () => {
    const lazy = sliceFiles.filter((f) => !CORE.includes(f));
    expect(lazy.length).toBeGreaterThan(40);
    const missing = lazy.filter(
      (f) => !/\.injectInto\(rootReducer\)/.test(fs.readFileSync(path.join(STORE_DIR, `${f}.ts`), 'utf8'))
    );
    expect(missing).toEqual([]);
  });

  it('store/allSlices.ts imports every injected slice, so the server holds them all', () => {
    const all = fs.readFileSync(path.join(STORE_DIR, 'allSlices.ts'), 'utf8');
    const missing = sliceFiles.filter((f) => !CORE.includes(f) && !all.includes(`import './${f}';`));
    expect(missing).toEqual([]);
  });

  it('the root reducer starts with the core slices only', () => {
    const root = fs.readFileSync(path.join(STORE_DIR, 'rootReducer.ts'), 'utf8');
    const imported = [...root.matchAll(/from '\.\/(\w+Slice)'/g)].map((m) => m[1]);
    expect(imported.sort()).toEqual([...CORE].sort());
  });

  it('a business made before a slice arrives gets its state from the injection action', () => {
    // The mechanism store/rootReducer.ts relies on, on a reducer of its own.
    const core = createSlice({ name: 'core', initialState: { ready: true }, reducers: {} });
    const late = createSlice({ name: 'late', initialState: { items: [] as number[] }, reducers: {} });
    const root = combineSlices(core);
    let state = root(undefined, { type: '@@init' }) as Record<string, unknown>;
    expect(state.late).toBeUndefined();
    const injected = late.injectInto(root);
    // Selectors of an injected slice answer its initial state before the business has the key.
    expect(injected.selectSlice(state as never)).toEqual({ items: [] });
    state = root(state as never, { type: '@@ridemarket/SLICE_INJECTED' }) as Record<string, unknown>;
    expect(state.late).toEqual({ items: [] });
  });
});
