import { z } from 'zod';
import { openCursor, rejectCursor, sealCursor } from '../pagination/signedCursor';

/**
 * The store list's `searchAfter`: (distance, id) of the last row, sealed with the shared signed
 * cursor format and bound to the view it was made for (box and origin fingerprint): a cursor of
 * another view is INVALID_INPUT rather than a page of a different list.
 */
export type StoreCursor = { distanceKm: number; id: number };

const PURPOSE = 'nearbyStores';
const payloadSchema = z.tuple([z.string().length(16), z.number().finite().nonnegative(), z.number().int().positive().max(2_147_483_647)]);

export function encodeStoreCursor(fingerprint: string, cursor: StoreCursor): string {
  return sealCursor(PURPOSE, [fingerprint, cursor.distanceKm, cursor.id]);
}

export function decodeStoreCursor(raw: string, fingerprint: string): StoreCursor {
  const [madeFor, distanceKm, id] = openCursor(PURPOSE, raw, payloadSchema);
  if (madeFor !== fingerprint) rejectCursor();
  return { distanceKm, id };
}
