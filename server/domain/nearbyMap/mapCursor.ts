import { z } from 'zod';
import { openCursor, rejectCursor, sealCursor } from '../pagination/signedCursor';

/**
 * The business list's `searchAfter`: (distance, id) of the last row, sealed with the shared signed
 * cursor format and bound to the view it was made for (box and origin fingerprint): a cursor of
 * another view is INVALID_INPUT rather than a page of a different list.
 */
export type BusinessCursor = { distanceKm: number; id: number };

const PURPOSE = 'nearbyBusinesses';
const payloadSchema = z.tuple([
  z.string().length(16),
  z.number().finite().nonnegative(),
  z.number().int().positive().max(2_147_483_647),
]);

export function encodeBusinessCursor(fingerprint: string, cursor: BusinessCursor): string {
  return sealCursor(PURPOSE, [fingerprint, cursor.distanceKm, cursor.id]);
}

export function decodeBusinessCursor(raw: string, fingerprint: string): BusinessCursor {
  const [madeFor, distanceKm, id] = openCursor(PURPOSE, raw, payloadSchema);
  if (madeFor !== fingerprint) rejectCursor();
  return { distanceKm, id };
}
