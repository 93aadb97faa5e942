/**
 * The photos' order as plain list arithmetic, shared by the buttons and the drag
 * (docs/product.md §4 Listings: the first photo is the cover).
 */

/** The list with the entry at `from` taken out and put back at index `to`. */
export function movedTo<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry);
  return next;
}

/** A row's vertical extent on screen, as `getBoundingClientRect` gives it. */
export type RowBox = { top: number; height: number };

/**
 * The gap a pointer at `y` points at, 0 (before the first row) to `rows.length` (after the last):
 * the pointer belongs before a row while it is above that row's middle.
 */
export function dropSlot(rows: readonly RowBox[], y: number): number {
  const index = rows.findIndex((row) => y < row.top + row.height / 2);
  return index === -1 ? rows.length : index;
}

/** Whether dropping the row `from` into gap `slot` would leave the order as it is. */
export function isSameSlot(from: number, slot: number): boolean {
  return slot === from || slot === from + 1;
}

/** The list after the row `from` is dropped into gap `slot` (the gap counted before removal). */
export function droppedAt<T>(list: readonly T[], from: number, slot: number): T[] {
  if (isSameSlot(from, slot)) return [...list];
  return movedTo(list, from, slot > from ? slot - 1 : slot);
}
