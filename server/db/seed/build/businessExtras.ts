import { Rng } from '../random';
import { bikePhotoCaptions, firstPhotoCaptions, snowPhotoCaptions } from '../data/businessExtras/photoCaptions';

/** What the review-photo planner needs to know about a seeded review. */
export type PhotoSource = {
  reviewId: number;
  contentLength: number;
  rating: number;
  code: 'BIKE' | 'SKI';
  silhouette: string;
  color: string;
  label: string;
  nickname: string;
  createdAt: Date;
};

export type PlannedPhoto = {
  reviewId: number;
  sortOrder: number;
  alt: string;
  silhouette: string;
  color: string;
  label: string;
  sublabel: string;
  createdAt: Date;
};

/** Review photos are landscape phone shots. */
export const REVIEW_PHOTO_WIDTH = 640;
export const REVIEW_PHOTO_HEIGHT = 480;

/**
 * Which reviews carry photos, and how many: detailed, well-rated reviews are the ones people
 * illustrate (about one in three of them), short ones rarely. 1–3 photos, mostly one.
 */
export function planReviewPhotos(sources: readonly PhotoSource[]): PlannedPhoto[] {
  const rng = new Rng('businessExtras:reviewPhotos');
  const photos: PlannedPhoto[] = [];
  for (const s of sources) {
    const chance = s.contentLength >= 60 && s.rating >= 4 ? 0.35 : s.contentLength >= 30 ? 0.1 : 0.02;
    if (!rng.chance(chance)) continue;
    const count = rng.weighted([
      [1, 6],
      [2, 3],
      [3, 1],
    ] as const);
    const later = s.code === 'SKI' ? snowPhotoCaptions : bikePhotoCaptions;
    for (let i = 0; i < count; i += 1) {
      const sublabel = i === 0 ? rng.pick(firstPhotoCaptions) : rng.pick(later);
      photos.push({
        reviewId: s.reviewId,
        sortOrder: i,
        silhouette: s.silhouette,
        color: s.color,
        label: s.label,
        sublabel,
        alt: `${s.nickname}님이 올린 ${s.label} 사진 ${i + 1} (${sublabel})`,
        createdAt: s.createdAt,
      });
    }
  }
  return photos;
}

/**
 * Business bookmarks of seeded members: about one member in five saves 1–4 businesses, favouring the
 * businesses they reviewed (people save the shop they go back to).
 */
export function planBusinessBookmarks(
  userIds: readonly number[],
  businessesByUser: ReadonlyMap<number, number[]>,
  allBusinesses: readonly number[]
): { userId: number; businessId: number }[] {
  const rng = new Rng('businessExtras:bookmarks');
  const out: { userId: number; businessId: number }[] = [];
  for (const userId of userIds) {
    if (!rng.chance(0.2)) continue;
    const reviewed = businessesByUser.get(userId) ?? [];
    const wanted = rng.int(1, 4);
    const chosen = new Set(rng.sample(reviewed, Math.min(wanted, reviewed.length)));
    while (chosen.size < wanted && chosen.size < allBusinesses.length) chosen.add(rng.pick(allBusinesses));
    for (const businessId of [...chosen].sort((a, b) => a - b)) out.push({ userId, businessId });
  }
  return out;
}
