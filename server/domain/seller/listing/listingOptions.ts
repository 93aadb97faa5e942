import { sql } from 'drizzle-orm';
import { isInsuranceOption } from '@/lib/item/insuranceOption';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { DomainError } from '@/lib/errors';
import { LISTING_LIMITS, type ListingInput } from '@/lib/seller/listingInput';

type OptionRow = { id: number; kind: 'REQUIRED' | 'ADDITIONAL'; name: string; ordered: boolean };

type WantedOption = { id: number | null; kind: 'REQUIRED' | 'ADDITIONAL'; name: string; price: number; stock: number };

/** The payment page knows the insurance as the add-on whose name says 보험 (server/domain/checkout/checkoutPage.ts). */

/**
 * Sets a listing's options to what the seller wrote: required sizes first, then add-ons, then the
 * insurance line (an add-on with unlimited stock). Options keep their ids, so orders of them stay
 * linked; one that orders name cannot be removed (set its stock to 0 instead), and an id that is not
 * this listing's is refused.
 */
export async function replaceListingOptions(
  tx: Db,
  itemId: number,
  input: Pick<ListingInput, 'options' | 'insurance'>
): Promise<void> {
  const current = await queryRows<OptionRow>(
    tx,
    sql`
    SELECT o.id, o.kind, o.name, EXISTS (SELECT 1 FROM order_options oo WHERE oo.option_id = o.id) AS ordered
    FROM item_options o WHERE o.item_id = ${itemId}`
  );
  const currentIds = new Set(current.map((o) => Number(o.id)));
  input.options.forEach((o, index) => {
    if (o.id && !currentIds.has(o.id)) {
      const message = '옵션을 찾을 수 없어요. 새로 고친 뒤 다시 입력해 주세요.';
      throw new DomainError('INVALID_INPUT', message, { [`options.${index}.id`]: message });
    }
  });
  const insurance = current.find(isInsuranceOption);
  const wanted: WantedOption[] = [
    ...input.options.filter((o) => o.kind === 'REQUIRED'),
    ...input.options.filter((o) => o.kind === 'ADDITIONAL'),
  ].map((o) => ({ ...o, id: o.id ?? null }));
  if (input.insurance) {
    wanted.push({
      id: insurance ? Number(insurance.id) : null,
      kind: 'ADDITIONAL',
      ...input.insurance,
      stock: LISTING_LIMITS.maxStock,
    });
  }
  const keep = new Set(wanted.map((o) => o.id).filter((id): id is number => id !== null));
  const dropped = current.filter((o) => !keep.has(Number(o.id)));
  const ordered = dropped.find((o) => o.ordered === true);
  if (ordered) {
    const message = `주문이 들어온 옵션(${ordered.name})은 지울 수 없어요. 재고를 0으로 바꿔 주세요.`;
    throw new DomainError('INVALID_INPUT', message, { options: message });
  }
  for (const option of dropped) await tx.execute(sql`DELETE FROM item_options WHERE id = ${Number(option.id)}`);
  for (const [sortOrder, o] of wanted.entries()) {
    if (o.id !== null) {
      await tx.execute(sql`
        UPDATE item_options SET kind = ${o.kind}, name = ${o.name}, price = ${o.price}, stock = ${o.stock}, sort_order = ${sortOrder}
        WHERE id = ${o.id} AND item_id = ${itemId}`);
    } else {
      await tx.execute(sql`
        INSERT INTO item_options (item_id, kind, name, price, stock, sort_order)
        VALUES (${itemId}, ${o.kind}, ${o.name}, ${o.price}, ${o.stock}, ${sortOrder})`);
    }
  }
}
