import { z } from 'zod';
import { latSchema, lngSchema, zoomSchema } from '@/lib/nearbyMap/mapSchemas';

/**
 * Arguments of the businesses-in-view query. The client sends the map's centre, zoom and its size in
 * CSS pixels; the service computes the box itself (Web Mercator), so a caller cannot ask for an
 * arbitrary area, and the box is capped besides (see viewQuery.ts).
 */
export const nearbyBusinessMapInput = z
  .object({
    mapLat: latSchema,
    mapLng: lngSchema,
    z: zoomSchema,
    myLat: latSchema.nullish(),
    myLng: lngSchema.nullish(),
    viewportWidth: z.number().int().min(200).max(1280),
    viewportHeight: z.number().int().min(120).max(1600),
    searchAfter: z.string().min(1).max(400).nullish(),
    // Checked against today by the one range rule in the service (server/domain/rentalRange/rangeArgs.ts).
    range: z.object({ start: z.string().max(10), end: z.string().max(10) }).nullish(),
  })
  .refine((input) => (input.myLat == null) === (input.myLng == null), {
    message: '내 위치는 위도와 경도를 함께 보내 주세요.',
    path: ['myLat'],
  });

export const userLocationIdInput = z.object({ id: z.number().int().positive().max(2_147_483_647) });
