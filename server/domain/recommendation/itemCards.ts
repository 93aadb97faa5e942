import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { itemCardJoins, itemCardSelect, toItemCards, type ItemCard, type ItemCardRow } from '../item/itemCard';

/**
 * Item cards of the given ids in the given order (the same card component shows them, hearts
 * included). A ranking leaves out items sold out or withdrawn since it was made rather than show
 * dead cards (`onlyAvailable`, the default); a member's own list (saved items) keeps them, marked.
 */
export async function itemCardsInOrder(
  db: Db,
  itemIds: readonly number[],
  viewerUserId: number | null,
  { onlyAvailable = true }: { onlyAvailable?: boolean } = {}
): Promise<ItemCard[]> {
  if (itemIds.length === 0) return [];
  const rows = await queryRows<ItemCardRow>(
    db,
    sql`
    SELECT ${itemCardSelect()} FROM items i ${itemCardJoins}
    WHERE i.id IN (${sql.join(
      itemIds.map((id) => sql`${id}`),
      sql`, `
    )})${onlyAvailable ? sql` AND i.status = 'AVAILABLE'` : sql``}`
  );
  const byId = new Map(rows.map((row) => [row.itemId, row]));
  return toItemCards(
    db,
    itemIds.flatMap((id) => byId.get(id) ?? []),
    viewerUserId
  );
}
