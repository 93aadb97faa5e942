import { hydrate } from '@/store/hydrate';
import { initialReferralState, selectFriendCodeRegistration, selectMyReferral } from '@/store/referralSlice';
import { loadReferralPage, submitFriendCode } from '@/store/referralThunks';
import { selectUser } from '@/store/userSlice';
import { testStore } from '../store/testStore';
import { fakeResponse, type RecordedCall } from '../api/fakeFetch';

const my = {
  code: 'AB3DEF7H',
  invitedCount: 1,
  earnedPoint: 3000,
  hasRegisteredFriendCode: false,
  friendCodeDeadline: '2026-11-30T00:00:00.000Z',
  invitationCode: 'ZX9CVB8N',
  program: {
    title: '친구 초대 이벤트',
    description: '유의사항',
    inviterPoint: 3000,
    inviteePoint: 3000,
    joinWindowDays: 7,
    endsAt: '2027-12-31T14:59:59.000Z',
  },
};

const me = {
  id: 7,
  name: '김라이더',
  nickname: '한강라이더',
  nickType: 'CUSTOM',
  img: null,
  point: 6000,
  registKeyType: 'EMAIL',
  businessId: null,
  maskedEmail: 'ri****@example.com',
  maskedPhone: '010-****-5678',
  hasPassword: true,
  isMarketingAgreed: false,
  createdAt: '2026-11-20T00:00:00.000Z',
  badges: {
    isActiveBookmarkBadge: false,
    isActiveBusinessBookmarkBadge: false,
    isActiveItemBookmarkBadge: false,
    isActiveMyPageBadge: false,
    isActiveNoticeBadge: false,
    isActiveOrderBadge: false,
    isActiveReviewBadge: false,
    unreadMessageThreadCount: 0,
    unansweredMessageThreadCount: 0,
  },
  unreadAlarmCount: 0,
};

/** Answers each operation by name, as the order and item services would. */
function services(answers: Record<string, () => Response>) {
  return testStore(
    (call: RecordedCall) =>
      answers[call.body.operationName ?? '']?.() ?? fakeResponse({ data: null, errors: [{ message: 'unexpected' }] })
  );
}

describe('referral slice and thunks', () => {
  // The viewer's answer grows with other screens (badges, alarms); here only its reload matters, so
  // the client's forgiving shape check may log about fields this fixture leaves out.
  let quiet: jest.SpyInstance;
  beforeEach(() => {
    quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => quiet.mockRestore());

  it('loads the page with my referral and the viewer: one operation per service, side by side', async () => {
    const { store, transport } = services({
      us_myReferral: () => fakeResponse({ data: { myReferral: my } }),
      us_me: () => fakeResponse({ data: { me } }),
    });
    await store.dispatch(loadReferralPage());
    expect(selectMyReferral(store.getState())).toEqual(my);
    expect(store.getState().referral.status).toBe('succeeded');
    // The order service has no viewer: its operation and the item service's us_me, nothing else.
    expect(transport.calls.map((c) => [c.url, c.body.operationName]).sort()).toEqual([
      ['http://internal/item/v1/graphql', 'us_me'],
      ['http://internal/order/v1/graphql', 'us_myReferral'],
    ]);
    expect(selectUser(store.getState())).toMatchObject({ isLogin: true, nickname: '한강라이더', point: 6000 });
    expect(store.getState().badge.status).toBe('succeeded');
  });

  it('registers a code, keeps the result, closes the step and reloads the viewer for the new points', async () => {
    const { store, transport } = services({
      us_myReferral: () => fakeResponse({ data: { myReferral: my } }),
      us_registerFriendCode: () =>
        fakeResponse({
          data: { registerFriendCode: { earnedPoint: 3000, point: 6000, inviterNickname: '초대한친구' } },
        }),
      us_me: () => fakeResponse({ data: { me } }),
    });
    await store.dispatch(loadReferralPage());
    const before = transport.calls.length;
    await store.dispatch(submitFriendCode('ZX9CVB8N'));
    expect(transport.calls.slice(before).map((c) => c.body.operationName)).toEqual(['us_registerFriendCode', 'us_me']);
    expect(transport.calls[before].body.variables).toEqual({ code: 'ZX9CVB8N' });
    expect(selectFriendCodeRegistration(store.getState())).toEqual({
      status: 'succeeded',
      error: null,
      result: { earnedPoint: 3000, point: 6000, inviterNickname: '초대한친구' },
    });
    expect(selectMyReferral(store.getState())).toMatchObject({
      hasRegisteredFriendCode: true,
      friendCodeDeadline: null,
      invitationCode: null,
    });
    expect(selectUser(store.getState()).point).toBe(6000);
  });

  it('keeps the server’s sentence about the field, or its message for the request', async () => {
    let answer = () =>
      fakeResponse({
        data: null,
        errors: [
          {
            message: '입력한 내용을 다시 확인해 주세요.',
            extensions: { code: 'INVALID_INPUT', details: { code: '내 초대 코드는 등록할 수 없어요.' } },
          },
        ],
      });
    const { store } = services({ us_registerFriendCode: () => answer() });
    await store.dispatch(submitFriendCode('AB3DEF7H'));
    expect(selectFriendCodeRegistration(store.getState())).toMatchObject({
      status: 'failed',
      error: { code: 'INVALID_INPUT', message: '내 초대 코드는 등록할 수 없어요.' },
    });
    answer = () =>
      fakeResponse({
        data: null,
        errors: [{ message: '이미 친구 초대 코드를 등록했어요.', extensions: { code: 'CONFLICT' } }],
      });
    await store.dispatch(submitFriendCode('AB3DEF7H'));
    expect(selectFriendCodeRegistration(store.getState())).toMatchObject({
      status: 'failed',
      error: { code: 'CONFLICT', message: '이미 친구 초대 코드를 등록했어요.' },
    });
  });

  it('drops a second press while the first registration runs', async () => {
    let release: () => void = () => undefined;
    const { store, transport } = testStore((call) =>
      call.body.operationName === 'us_registerFriendCode'
        ? fakeResponse({ data: { registerFriendCode: { earnedPoint: 3000, point: 3000, inviterNickname: '친구' } } })
        : fakeResponse({ data: { me } })
    );
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const original = transport.mock.getMockImplementation()!;
    transport.mock.mockImplementation(async (...args) => {
      await gate;
      return original(...args);
    });
    const first = store.dispatch(submitFriendCode('ZX9CVB8N'));
    const second = store.dispatch(submitFriendCode('ZX9CVB8N'));
    release();
    await Promise.all([first, second]);
    expect(transport.calls.filter((c) => c.body.operationName === 'us_registerFriendCode')).toHaveLength(1);
  });

  it('takes the server’s copy on hydrate but keeps a registration the browser made', async () => {
    const { store } = services({
      us_registerFriendCode: () =>
        fakeResponse({ data: { registerFriendCode: { earnedPoint: 3000, point: 3000, inviterNickname: '친구' } } }),
    });
    await store.dispatch(submitFriendCode('ZX9CVB8N'));
    const server = { ...initialReferralState, my, status: 'succeeded' as const };
    store.dispatch(hydrate({ referral: server }));
    store.dispatch(hydrate({ referral: server }));
    expect(selectMyReferral(store.getState())).toEqual(my);
    expect(selectFriendCodeRegistration(store.getState()).result).toEqual({
      earnedPoint: 3000,
      point: 3000,
      inviterNickname: '친구',
    });
    // A page that did not load referral data (idle) leaves the client's copy alone.
    store.dispatch(hydrate({ referral: initialReferralState }));
    expect(selectMyReferral(store.getState())).toEqual(my);
  });
});
