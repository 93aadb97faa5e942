import { memberBadges, type BadgeSummary, type Badges } from '../../domain/member/badges';
import { memberProfileWithBadges, type MemberProfile } from '../../domain/member/profile';
import type { ServiceContext } from '../context';

/**
 * The signed-in member as every page shows them (docs/product.md §3 User, Badges), registered on a
 * service's builder. The item and order services both answer `me`, so a page of either service
 * carries its viewer in its one operation (issue 15: one operation per render).
 */
/** A service's Pothos builder: every service is typed by the shared ServiceContext. */
export type ServiceBuilder = PothosSchemaTypes.SchemaBuilder<
  PothosSchemaTypes.ExtendDefaultTypes<{
    Context: ServiceContext;
    DefaultFieldNullability: false;
  }>
>;

// `badges` and `unreadAlarmCount` come from one query: the first field asked computes it for the
// profile object, the second reuses it (the profile object lives as long as the request).
const summaries = new WeakMap<MemberProfile, Promise<BadgeSummary>>();

function summaryOf(profile: MemberProfile, ctx: ServiceContext): Promise<BadgeSummary> {
  let summary = summaries.get(profile);
  if (!summary) {
    summary = memberBadges(ctx.db, profile.id);
    summaries.set(profile, summary);
  }
  return summary;
}

/** `guard` runs before `me` answers: the admin service answers it to operators only (NOT_FOUND otherwise). */
export function addViewerTypes(builder: ServiceBuilder, guard?: (ctx: ServiceContext) => Promise<unknown>) {
  const RegistKeyTypeEnum = builder.enumType('RegistKeyType', { values: ['EMAIL', 'KAKAO', 'NAVER'] as const });
  const NickTypeEnum = builder.enumType('NickType', { values: ['AUTO', 'CUSTOM'] as const });

  const BadgesRef = builder.objectRef<Badges>('Badges').implement({
    description: '마이페이지·탭 바·찜 탭의 새 소식 표시 (docs/product.md §3 Badges)',
    fields: (t) => ({
      isActiveBookmarkBadge: t.exposeBoolean('isActiveBookmarkBadge'),
      isActiveBusinessBookmarkBadge: t.exposeBoolean('isActiveBusinessBookmarkBadge'),
      isActiveItemBookmarkBadge: t.exposeBoolean('isActiveItemBookmarkBadge'),
      isActiveMyPageBadge: t.exposeBoolean('isActiveMyPageBadge'),
      isActiveNoticeBadge: t.exposeBoolean('isActiveNoticeBadge'),
      isActiveOrderBadge: t.exposeBoolean('isActiveOrderBadge'),
      isActiveReviewBadge: t.exposeBoolean('isActiveReviewBadge'),
      unreadMessageThreadCount: t.exposeInt('unreadMessageThreadCount', {
        description: '안 읽은 메시지가 있는 대화 수',
      }),
      unansweredMessageThreadCount: t.exposeInt('unansweredMessageThreadCount', {
        description: '판매자: 답을 기다리는 대화 수',
      }),
    }),
  });

  const MemberProfileRef = builder.objectRef<MemberProfile>('MemberProfile').implement({
    description: '로그인한 회원 자신의 정보 (연락처는 가려서)',
    fields: (t) => ({
      id: t.exposeInt('id'),
      name: t.exposeString('name', { nullable: true }),
      nickname: t.exposeString('nickname'),
      nickType: t.field({ type: NickTypeEnum, resolve: (p) => p.nickType }),
      img: t.exposeString('img', { nullable: true }),
      point: t.exposeInt('point'),
      registKeyType: t.field({ type: RegistKeyTypeEnum, resolve: (p) => p.registKeyType }),
      businessId: t.exposeInt('businessId', { nullable: true }),
      businessName: t.exposeString('businessName', { nullable: true, description: '판매자 계정이 운영하는 매장 이름' }),
      maskedEmail: t.exposeString('maskedEmail', { nullable: true }),
      maskedPhone: t.exposeString('maskedPhone', { nullable: true }),
      hasPassword: t.exposeBoolean('hasPassword'),
      isMarketingAgreed: t.exposeBoolean('isMarketingAgreed'),
      createdAt: t.exposeString('createdAt'),
      badges: t.field({
        type: BadgesRef,
        resolve: async (profile, _args, ctx) => (await summaryOf(profile, ctx)).badges,
      }),
      unreadAlarmCount: t.int({
        description: '읽지 않은 알림 수',
        resolve: async (profile, _args, ctx) => (await summaryOf(profile, ctx)).unreadAlarmCount,
      }),
    }),
  });

  builder.queryFields((t) => ({
    me: t.field({
      type: MemberProfileRef,
      nullable: true,
      description: '로그인한 회원 자신 (로그인하지 않았으면 null)',
      resolve: async (_root, _args, ctx) => {
        if (guard) await guard(ctx);
        if (!ctx.viewer) return null;
        // The badges every page shows come in the same statement (issue 32 §3); summaryOf finds them.
        const found = await memberProfileWithBadges(ctx.db, ctx.viewer.userId);
        if (!found) return null;
        summaries.set(found.profile, Promise.resolve(found.summary));
        return found.profile;
      },
    }),
  }));

  return { MemberProfileRef, BadgesRef };
}
