/** @jest-environment node */
import { cardRegistPage } from '@/server/ssr/pages/memberPages';
import { registerSandboxCard, removeCard } from '@/store/cardThunks';
import { fakeResponse, type RecordedCall } from '../api/fakeFetch';
import { testStore } from '../store/testStore';

const noBadges = {
  isActiveBookmarkBadge: false,
  isActiveBusinessBookmarkBadge: false,
  isActiveItemBookmarkBadge: false,
  isActiveMyPageBadge: false,
  isActiveNoticeBadge: false,
  isActiveOrderBadge: false,
  isActiveReviewBadge: false,
  unreadMessageThreadCount: 0,
  unansweredMessageThreadCount: 0,
};
const me = {
  id: 7,
  name: '김결제',
  nickname: '한강라이더',
  nickType: 'CUSTOM',
  img: null,
  point: 0,
  registKeyType: 'EMAIL',
  businessId: null,
  maskedEmail: null,
  maskedPhone: null,
  hasPassword: true,
  isMarketingAgreed: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  badges: noBadges,
  unreadAlarmCount: 0,
};
const shinhan = {
  id: 3,
  cardCompany: '신한카드',
  maskedNumber: '****-****-****-4242',
  createdAt: '2026-02-01T00:00:00.000Z',
  inUse: true,
};
const hyundai = {
  id: 4,
  cardCompany: '현대카드',
  maskedNumber: '****-****-****-1111',
  createdAt: '2026-03-01T00:00:00.000Z',
  inUse: false,
};

function answering(other: (call: RecordedCall) => Response = () => fakeResponse({ data: {} })) {
  return testStore((call) =>
    call.body.operationName === 'us_cardRegistPage'
      ? fakeResponse({
          data: { me, myCards: [shinhan], cardRegistration: { provider: 'SANDBOX', storeId: null, channelKey: null } },
        })
      : other(call)
  );
}

describe('card registration page and slice', () => {
  it('loads the cards, the card window and the viewer in one order-service operation', async () => {
    const { store, transport } = answering();
    await cardRegistPage.load!(store, {}, {} as never);
    expect(transport.calls.map((c) => c.body.operationName)).toEqual(['us_cardRegistPage']);
    expect(store.getState().cards).toMatchObject({
      status: 'succeeded',
      cards: [shinhan],
      registration: { provider: 'SANDBOX' },
    });
    expect(store.getState().user).toMatchObject({ isLogin: true });
    expect(cardRegistPage).toMatchObject({ access: 'member', fills: ['cards', 'user', 'badge'] });
  });

  it('a sandbox registration asks for the token, then registers it; the new card comes first', async () => {
    const { store, transport } = answering((call) =>
      call.body.operationName === 'us_issueSandboxCard'
        ? fakeResponse({ data: { issueSandboxCard: 'sbx-billing-token-1' } })
        : fakeResponse({ data: { registerCard: hyundai } })
    );
    await cardRegistPage.load!(store, {}, {} as never);
    await store.dispatch(registerSandboxCard({ cardCompany: '현대카드', last4: '1111', declines: false }));
    expect(transport.calls.map((c) => c.body.operationName)).toEqual([
      'us_cardRegistPage',
      'us_issueSandboxCard',
      'us_registerCard',
    ]);
    expect(transport.calls[2].body.variables).toEqual({ issueToken: 'sbx-billing-token-1' });
    expect(store.getState().cards.cards.map((c) => c.id)).toEqual([4, 3]);
    expect(store.getState().cards.register.status).toBe('succeeded');
  });

  it('a refused removal keeps the card and carries the Korean reason', async () => {
    const { store } = answering(() =>
      fakeResponse({
        errors: [{ message: '렌탈 계약의 월 결제에 쓰는 카드라서 지울 수 없어요.', extensions: { code: 'CONFLICT' } }],
      })
    );
    await cardRegistPage.load!(store, {}, {} as never);
    const result = await store.dispatch(removeCard(3));
    expect(removeCard.rejected.match(result) && result.payload?.message).toBe(
      '렌탈 계약의 월 결제에 쓰는 카드라서 지울 수 없어요.'
    );
    expect(store.getState().cards.cards).toHaveLength(1);
  });
});
