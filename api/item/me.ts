import { z } from 'zod';
import type { ApiClient } from '../client';
import { checkAnswer } from '../validate';
import { BADGE_FIELDS, badgesSchema } from './badges';

export const MEMBER_PROFILE_FIELDS = 'id name nickname nickType img point registKeyType businessId maskedEmail maskedPhone hasPassword isMarketingAgreed createdAt';

export const ME_DOCUMENT = `query us_me { me { ${MEMBER_PROFILE_FIELDS} badges { ${BADGE_FIELDS} } unreadAlarmCount } }`;

export const memberProfileSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  nickname: z.string(),
  nickType: z.enum(['AUTO', 'CUSTOM']),
  img: z.string().nullable(),
  point: z.number().int(),
  registKeyType: z.enum(['EMAIL', 'KAKAO', 'NAVER']),
  businessId: z.number().int().nullable(),
  maskedEmail: z.string().nullable(),
  maskedPhone: z.string().nullable(),
  hasPassword: z.boolean(),
  isMarketingAgreed: z.boolean(),
  createdAt: z.string(),
});

export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** The profile with what every page shows of the member's activity: the badges and the unread alarms. */
export const viewerSchema = memberProfileSchema.extend({ badges: badgesSchema, unreadAlarmCount: z.number().int() });

export type ViewerProfile = z.infer<typeof viewerSchema>;

/** The signed-in member, or null for a visitor (or a session that ended). */
export async function fetchMe(client: ApiClient): Promise<ViewerProfile | null> {
  const data = await client.request<unknown>('item', ME_DOCUMENT, {}, { operationName: 'us_me' });
  return checkAnswer(z.object({ me: viewerSchema.nullable() }), data, 'us_me').me;
}
