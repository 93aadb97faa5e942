import { z } from 'zod';
import type { ApiClient } from '../client';
import { checkAnswer } from '../validate';

/** SPEC.md §3 Badges, as every document that answers them asks for them. */
export const BADGE_FIELDS = 'isActiveBookmarkBadge isActiveBusinessBookmarkBadge isActiveItemBookmarkBadge isActiveMyPageBadge isActiveNoticeBadge isActiveOrderBadge isActiveReviewBadge';

export const badgesSchema = z.object({
  isActiveBookmarkBadge: z.boolean(),
  isActiveBusinessBookmarkBadge: z.boolean(),
  isActiveItemBookmarkBadge: z.boolean(),
  isActiveMyPageBadge: z.boolean(),
  isActiveNoticeBadge: z.boolean(),
  isActiveOrderBadge: z.boolean(),
  isActiveReviewBadge: z.boolean(),
});

export type Badges = z.infer<typeof badgesSchema>;

/** The screens whose visit clears a badge (server/domain/member/memberSeen.ts). */
export type SeenArea = 'NOTICE' | 'ITEM_BOOKMARK' | 'BUSINESS_BOOKMARK';

export const MARK_SEEN_DOCUMENT = `mutation us_markSeen($area: SeenArea!) { markSeen(area: $area) { ${BADGE_FIELDS} } }`;

/** Records that the member opened `area` now; answers the badges after it. */
export async function markSeen(client: ApiClient, area: SeenArea): Promise<Badges> {
  const data = await client.request<unknown>('item', MARK_SEEN_DOCUMENT, { area }, { operationName: 'us_markSeen' });
  return checkAnswer(z.object({ markSeen: badgesSchema }), data, 'us_markSeen').markSeen;
}
