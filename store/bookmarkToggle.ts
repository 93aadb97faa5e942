/**
 * The one bookmark thunk (issue 15 §4): the heart and the bell of an item, a model or a store, for
 * every screen. The screen says what it shows now (`previous`); every slice that holds the target's
 * state applies what the toggle's actions mean, by target and id (`addBookmarkCases`):
 *   pending → the expected state at once (optimistic), fulfilled → the service's answer,
 *   rejected → the previous state back (rollback).
 * The screens' hook is components/bookmark/useBookmark.ts; the wording lib/bookmarkWording.ts.
 */
import { isAnyOf, type ActionReducerMapBuilder, type Draft } from '@reduxjs/toolkit';
import { setBookmarkState, type BookmarkChange, type BookmarkState, type BookmarkTarget } from '@/api/item/bookmark';
import { createApiThunk } from './thunk';

export type BookmarkToggle = BookmarkChange & { previous: BookmarkState };

/** Member action: a rejection carries the code (UNAUTHENTICATED sends a visitor to log in). */
export const toggleBookmark = createApiThunk(
  'bookmark/toggle',
  ({ target, id, kind, active }: BookmarkToggle, { extra }) =>
    setBookmarkState(extra.client, { target, id, kind, active })
);

/**
 * What the service will answer, as far as the screen can tell: un-saving drops the alarm (it lives on
 * its bookmark), switching the alarm on saves the bookmark too (server/domain/member/bookmarks.ts).
 */
export function expectedBookmarkState(
  previous: BookmarkState,
  { kind, active }: Pick<BookmarkChange, 'kind' | 'active'>
): BookmarkState {
  if (kind === 'bookmark') return { isActiveBookmark: active, isActiveAlarm: active && previous.isActiveAlarm };
  return { isActiveBookmark: active || previous.isActiveBookmark, isActiveAlarm: active };
}

const isToggleAction = isAnyOf(toggleBookmark.pending, toggleBookmark.fulfilled, toggleBookmark.rejected);

type ToggleAction = ReturnType<
  typeof toggleBookmark.pending | typeof toggleBookmark.fulfilled | typeof toggleBookmark.rejected
>;

/** The state a toggle's action leaves on its target. */
export function bookmarkShownBy(action: ToggleAction): BookmarkState {
  const toggle = action.meta.arg;
  if (toggleBookmark.fulfilled.match(action)) return action.payload;
  if (toggleBookmark.rejected.match(action)) return toggle.previous;
  return expectedBookmarkState(toggle.previous, toggle);
}

/**
 * A slice holding the bookmark state of `target`s applies the toggle's actions to the one with `id`
 * (it decides whether it holds that one). Matchers: call after the slice's `builder.addCase` calls.
 */
export function addBookmarkCases<S>(
  builder: ActionReducerMapBuilder<S>,
  target: BookmarkTarget,
  apply: (state: Draft<S>, id: number, shown: BookmarkState) => void
): void {
  builder.addMatcher(isToggleAction, (state, action) => {
    if (action.meta.arg.target !== target) return;
    apply(state, action.meta.arg.id, bookmarkShownBy(action));
  });
}
