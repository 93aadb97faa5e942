import { z } from 'zod';
import { openCursor, queryFingerprint, rejectCursor, sealCursor } from '../pagination/signedCursor';

/**
 * Keyset cursors (`searchAfter`) of the listing queries: the integer sort values of a page's last
 * row, bound to the query they came from (sort, category, filters) so that a cursor of one list
 * replayed against another is refused instead of paging from a meaningless position.
 */
export { queryFingerprint };

const bodySchema = z.strictObject({ k: z.array(z.number().int().refine(Number.isSafeInteger)), q: z.string() });

export function encodeCursor(keys: readonly number[], fingerprint: string): string {
  return sealCursor('listing', { k: keys, q: fingerprint });
}

/** The sort values inside a cursor, checked: signature, the query it was made for, the key count. */
export function decodeCursor(token: string, fingerprint: string, keyCount: number): number[] {
  const { k, q } = openCursor('listing', token, bodySchema);
  if (q !== fingerprint || k.length !== keyCount) rejectCursor();
  return k;
}
