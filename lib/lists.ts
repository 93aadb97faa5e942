/**
 * Generic list helpers for slices (docs/product.md §4: lists support clear, replace and append, the latter
 * being paged loading by a `searchAfter` cursor).
 *
 * They return new values rather than mutating, so they work both in plain code and inside RTK case
 * reducers (`state.items = appendList(state.items, page)`: Immer accepts drafts inside new objects).
 * Everything stays plain JSON (docs/architecture.md §5).
 */

export type ListId = string | number;

/** A search-after cursor: the sort values of the last item of a page, or null when there is no next page. */
export type SearchAfter = string | number | ReadonlyArray<string | number> | null;

export interface ListPage<T> {
  items: T[];
  /** The cursor to ask the next page with; null when this was the last page. */
  searchAfter: SearchAfter;
  totalCount?: number;
}

export interface CursorList<T> {
  items: T[];
  searchAfter: SearchAfter;
  /** Cursors of the pages applied since the last replace or clear (JSON text, for plain state). */
  appliedCursors: string[];
  totalCount: number | null;
}

export function emptyList<T>(): CursorList<T> {
  return { items: [], searchAfter: null, appliedCursors: [], totalCount: null };
}

export function clearList<T>(_list?: CursorList<T>): CursorList<T> {
  return emptyList<T>();
}

function cursorKey(cursor: SearchAfter): string | null {
  return cursor === null ? null : JSON.stringify(cursor);
}

function uniqueById<T>(items: readonly T[], idOf: (item: T) => ListId, seen = new Set<ListId>()): T[] {
  const out: T[] = [];
  for (const item of items) {
    const id = idOf(item);
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(item);
  }
  return out;
}

const byId = (item: { id: ListId }): ListId => item.id;

/** The first page of a (new) search: everything before is dropped. */
export function replaceList<T extends { id: ListId }>(
  list: CursorList<T> | undefined,
  page: ListPage<T>
): CursorList<T>;
export function replaceList<T>(
  list: CursorList<T> | undefined,
  page: ListPage<T>,
  idOf: (item: T) => ListId
): CursorList<T>;
export function replaceList<T>(
  _list: CursorList<T> | undefined,
  page: ListPage<T>,
  idOf: (item: T) => ListId = byId as unknown as (item: T) => ListId
): CursorList<T> {
  const key = cursorKey(page.searchAfter);
  return {
    items: uniqueById(page.items, idOf),
    searchAfter: page.searchAfter,
    appliedCursors: key === null ? [] : [key],
    totalCount: page.totalCount ?? null,
  };
}

/**
 * The next page of the same search. A page whose cursor was already applied is ignored: an infinite
 * scroll can fire the same request twice (two intersection events, a retried request), and applying it
 * again would duplicate a whole page. Items already in the list are skipped by id, because with
 * search-after paging an item can move across a page boundary when data changes between requests.
 */
export function appendList<T extends { id: ListId }>(list: CursorList<T>, page: ListPage<T>): CursorList<T>;
export function appendList<T>(list: CursorList<T>, page: ListPage<T>, idOf: (item: T) => ListId): CursorList<T>;
export function appendList<T>(
  list: CursorList<T>,
  page: ListPage<T>,
  idOf: (item: T) => ListId = byId as unknown as (item: T) => ListId
): CursorList<T> {
  const key = cursorKey(page.searchAfter);
  if (key !== null && list.appliedCursors.includes(key)) return list;
  const seen = new Set(list.items.map(idOf));
  return {
    items: [...list.items, ...uniqueById(page.items, idOf, seen)],
    searchAfter: page.searchAfter,
    appliedCursors: key === null ? list.appliedCursors : [...list.appliedCursors, key],
    totalCount: page.totalCount ?? list.totalCount,
  };
}

/** Whether another page can be asked for. */
export function hasNextPage<T>(list: CursorList<T>): boolean {
  return list.searchAfter !== null;
}
