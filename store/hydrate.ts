/**
 * The one hydrate handling (docs/architecture.md §5).
 *
 * next-redux-wrapper dispatches HYDRATE with the whole state of the server's store: on first load,
 * and again on every client navigation to a page with getServerSideProps (and React may replay it).
 * So each slice decides for itself, idempotently:
 * - a server-owned slice takes its own key from the payload by replace (`replaceOnHydrate`); a slice
 *   the server did not touch for this page (status 'idle') is kept, so that navigating to a page
 *   that loads other data does not wipe what the client already has; fields the client owns inside
 *   a server-owned slice (a dismissed banner) are kept with `keep`;
 * - a client-owned slice (form input such as provision agreement) does not listen to HYDRATE at all.
 * There is deliberately no root-level merge: one place per slice, visible in the slice.
 */
import { createAction, type Draft } from '@reduxjs/toolkit';
import { HYDRATE } from 'next-redux-wrapper';
import type { AsyncFields } from './asyncStatus';

/** The server store's state; typed loosely on purpose so that slices need not import RootState. */
export type HydratePayload = Readonly<Record<string, unknown>>;

/** The typed HYDRATE action; `hydrate.match(action)` is its matcher. */
export const hydrate = createAction<HydratePayload>(HYDRATE);

export const isHydrateAction = hydrate.match;

type HydrateOptions<S> = {
  /** Client-owned fields of this slice: kept from the current state on hydrate. */
  keep?: ReadonlyArray<keyof S>;
  /** Whether the server's copy should be taken. Default: it holds data (status is not 'idle'). */
  when?: (incoming: S) => boolean;
};

const loadedByServer = (incoming: unknown): boolean => (incoming as Partial<AsyncFields>).status !== 'idle';

/** The slice's own key of the payload, when present and an object. */
export function hydratedSlice<S>(payload: HydratePayload | undefined, key: string): S | undefined {
  const incoming = payload?.[key];
  return incoming && typeof incoming === 'object' && !Array.isArray(incoming) ? (incoming as S) : undefined;
}

/**
 * The case reducer of a server-owned slice: `builder.addCase(hydrate, replaceOnHydrate<State>('user'))`.
 * Replacing (not merging) makes it idempotent: the same payload twice gives the same state.
 */
export function replaceOnHydrate<S extends object>(key: string, options: HydrateOptions<S> = {}) {
  const when = options.when ?? loadedByServer;
  return (state: Draft<S>, action: ReturnType<typeof hydrate>): S | undefined => {
    const incoming = hydratedSlice<S>(action.payload, key);
    if (!incoming || !when(incoming)) return undefined;
    if (!options.keep?.length) return incoming;
    const next = { ...incoming };
    for (const field of options.keep) {
      next[field] = (state as S)[field];
    }
    return next;
  };
}
