import type { Db } from '@/server/db/client';
import { images, reviewImages } from '@/server/db/schema';

export type ExpectedPhoto = { id: number; url: string; thumbUrl: string; width: number; height: number; alt: string };

/**
 * Attaches uploaded photos to a review as a member's write would, inserting them so that their ids
 * run opposite to sort_order: an answer in id order (not the uploader's order) fails the test.
 * Returns the photos as the API should answer them, in sort order.
 */
export async function attachReviewPhotos(
  db: Db,
  reviewId: number,
  ownerId: number,
  alts: string[]
): Promise<ExpectedPhoto[]> {
  const inserted: ExpectedPhoto[] = [];
  for (const [index, alt] of [...alts].reverse().entries()) {
    const [row] = await db
      .insert(images)
      .values({
        kind: 'UPLOAD',
        width: 1200 + index,
        height: 900,
        alt,
        mimeType: 'image/webp',
        bytes: Buffer.from([1, 2, 3]),
        ownerId,
        attachedAt: new Date(Date.UTC(2026, 4, 1)),
      })
      .returning({ id: images.id });
    await db.insert(reviewImages).values({ reviewId, imageId: row.id, sortOrder: alts.length - 1 - index });
    inserted.push({
      id: row.id,
      url: `/app/v4/images/${row.id}`,
      thumbUrl: `/app/v4/images/${row.id}?w=480`,
      width: 1200 + index,
      height: 900,
      alt,
    });
  }
  return inserted.reverse();
}
